// What a closed route table (`c: 1`, from `compileRoutes(document, { strict: true })`) refuses at
// run time: a route it has no entry for (route-entry.ts), a key no entry lists (table-plan.ts), a `content-type` its
// operation does not list. Fixed hints: the nearest route or key (did-you-mean) is the strict
// wrapper's, which `fromOpenApi` binds (plan/strict-entries.ts).
import { InvalidOptionsError } from "../errors/errors";
import { UNLISTED_CONTENT_TYPE } from "../errors/messages";
import { ownField } from "./entry";
import type { RouteTable } from "../types/route-table";

/**
 * The methods of the routes of `table` whose path is `path` (with its leading space): what
 * `UnknownRouteError` names when a closed table has no entry for a route (none: the path is unknown too).
 */
export function methodsOf(table: RouteTable, path: string): string[] {
  const methods: string[] = [];
  for (const known of Object.keys(ownField(table, "r") ?? {})) {
    const space = known.indexOf(" ");
    if (known.slice(space) === path) methods.push(known.slice(0, space));
  }
  return methods;
}

/** A type `given` matches a listed one: the same, or within a range (`text/*`, `*\/*`). */
function matches(listed: string, given: string): boolean {
  return listed === given || listed === "*/*" || (listed.endsWith("/*") && given.startsWith(listed.slice(0, -1)));
}

/**
 * Refuses a `content-type` header (its media type, parameters aside) that the operation does not
 * list among `media` and `accepts`, with `InvalidOptionsError` code `UNLISTED_CONTENT_TYPE`.
 * @example
 * assertListedType("POST /x", "text/csv", "application/json", []); // throws
 */
export function assertListedType(route: string, given: unknown, media: string | undefined, accepts: readonly string[]): void {
  if (typeof given !== "string" || given === "") return;
  const type = given.split(";", 1)[0]?.trim().toLowerCase() ?? "";
  const listed = [media ?? "application/json", ...accepts].filter((listedType) => listedType !== "");
  if (listed.some((listedType) => matches(listedType.toLowerCase(), type))) return;
  throw new InvalidOptionsError(UNLISTED_CONTENT_TYPE, given, { route, listed }, "UNLISTED_CONTENT_TYPE");
}
