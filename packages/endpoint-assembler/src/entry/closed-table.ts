// What a closed route table (`c: 1`, from `compileRoutes(document, { strict: true })`) refuses at
// run time, with did-you-mean hints: a route it has no entry for, a key no entry lists (table-plan.ts
// asks `nearestKey`), a `content-type` its operation does not list.
import { InvalidOptionsError, UnknownRouteError } from "../errors/errors";
import { UNLISTED_CONTENT_TYPE } from "../errors/messages";
import { nearestName } from "../checks/nearest-name";
import { ownField } from "./route-hash";
import type { RouteEntry, RouteTable } from "../types/route-table";

/**
 * Refuses a route that a closed table has no entry for (`own`, its entry in `r`, absent), with
 * `UnknownRouteError`: the nearest route of the table, and the methods its path has when it has any.
 */
export function assertKnownRoute(table: RouteTable, route: string, own: RouteEntry | undefined): void {
  if (own !== undefined) return;
  const routes = Object.keys(ownField(table, "r") ?? {});
  const path = route.slice(route.indexOf(" "));
  const methods = routes.filter((known) => known.endsWith(path) && known.indexOf(" ") === known.length - path.length).map((known) => known.slice(0, known.indexOf(" ")));
  throw new UnknownRouteError(route, methods.length > 0 ? undefined : nearestName(route, routes), methods);
}

/** A type `given` matches a listed one: the same, or within a range (`text/*`, `*\/*`). */
function matches(listed: string, given: string): boolean {
  if (listed === given || listed === "*/*") return true;
  return listed.endsWith("/*") && given.startsWith(listed.slice(0, -1));
}

/**
 * Refuses a `content-type` header (its media type, parameters aside) that the operation does not
 * list among `media` and `accepts`, with `InvalidOptionsError` code `UNLISTED_CONTENT_TYPE`.
 * @example
 * assertListedType("POST /x", "text/csv", "application/json", []); // throws
 */
export function assertListedType(route: string, given: unknown, media: string | undefined, accepts: readonly string[]): void {
  if (typeof given !== "string" || given === "") return;
  const type = (given.split(";", 1)[0] ?? "").trim().toLowerCase();
  const listed = [media ?? "application/json", ...accepts].filter((listedType) => listedType !== "");
  if (listed.some((listedType) => matches(listedType.toLowerCase(), type))) return;
  throw new InvalidOptionsError(UNLISTED_CONTENT_TYPE, given, { route, listed }, "UNLISTED_CONTENT_TYPE");
}
