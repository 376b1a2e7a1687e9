// Small descriptions for the compiler's tests, and the entry a compiled table holds for a route.
import { routeHash } from "@scope/endpoint-assembler";
import type { CompiledEntry, CompiledTable } from "../../src/index";

/** An OpenAPI 3.1 description with one server and `paths`; `extra` adds or replaces top-level fields. */
export function doc(paths: Record<string, unknown>, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { openapi: "3.1.0", info: { title: "t", version: "1" }, servers: [{ url: "https://api.example.com" }], paths, ...extra };
}

/** The entry of `route` in a compiled table: by name (`r`), else by the route's hash (`h`). */
export function entryOf(table: CompiledTable, route: string): CompiledEntry | undefined {
  return table.r?.[route] ?? table.h?.[routeHash(route)];
}
