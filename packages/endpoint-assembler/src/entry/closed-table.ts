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
  const space = route.indexOf(" ");
  const methodsOf = (path: string) => routes.filter((known) => known.indexOf(" ") === known.length - path.length && known.endsWith(path)).map((known) => known.slice(0, known.indexOf(" ")));
  const methods = methodsOf(route.slice(space));
  if (methods.length > 0) throw new UnknownRouteError(route, undefined, methods);
  // The nearest path, so that a misspelled path finds its route whatever the method: its route of the
  // same method, else its first.
  const near = nearestName(route.slice(space), new Set(routes.map((known) => known.slice(known.indexOf(" ")))));
  const nearMethods = near === undefined ? [] : methodsOf(near);
  const method = nearMethods.includes(route.slice(0, space)) ? route.slice(0, space) : nearMethods[0];
  throw new UnknownRouteError(route, method === undefined ? undefined : `${method}${near as string}`, []);
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
