import { InvalidOptionsError, InvalidRouteTableError } from "../errors/errors";
import { ROUTE_STRING, TABLE_SHARED_ID } from "../errors/messages";
import type { RouteEntry, RouteTable } from "../types/route-table";
import { ownField } from "./entry";

/** FNV-1a, 32 bits: its offset basis and prime. */
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * The key of a route in a table's `h`: FNV-1a (32 bits) of the route's UTF-16 code units, its top
 * 24 bits written in base 36 (one to five characters). The route is `"METHOD /path"`, as in `r`.
 *
 * @example
 * routeHash("DELETE /gists/{gist_id}"); // => a key such as "4j52i"
 */
export function routeHash(route: string): string {
  if (typeof route !== "string") throw new InvalidOptionsError(ROUTE_STRING, route);
  let hash = FNV_OFFSET;
  for (let index = 0; index < route.length; index += 1) hash = Math.imul(hash ^ route.charCodeAt(index), FNV_PRIME);
  return (hash >>> 8).toString(36);
}

/**
 * What a route inherits, in order, each layer winning over the one before: the table's defaults
 * `d`, the defaults of its method `t[METHOD]`, the shared entry its own entry names (`l[i]`), and its
 * own entry (`r[route]`, else `h[routeHash(route)]`). An absent layer is `undefined`; an `i` that `l`
 * does not hold throws `InvalidRouteTableError`.
 *
 * @example
 * entryLayers({ v: 1, d: { q: "F" }, t: { DELETE: { m: "" } } }, "DELETE /a"); // => [{ q: "F" }, { m: "" }, undefined, undefined]
 */
export function entryLayers(table: RouteTable, route: string): readonly [RouteEntry | undefined, RouteEntry | undefined, RouteEntry | undefined, RouteEntry | undefined] {
  const method = route.slice(0, route.indexOf(" "));
  const h = ownField(table, "h");
  const own = ownValue(ownField(table, "r"), route) ?? (h && ownValue(h, routeHash(route)));
  return [ownField(table, "d"), ownValue(ownField(table, "t"), method), own && sharedEntry(table, own, route), own];
}

/** The shared entry `own` names by `i`, `undefined` where it names none. */
function sharedEntry(table: RouteTable, own: RouteEntry, route: string): RouteEntry | undefined {
  const id = ownField(own, "i");
  if (id === undefined) return undefined;
  const shared = ownValue(ownField(table, "l"), String(id));
  if (shared === undefined) throw new InvalidRouteTableError(route, "i", id, TABLE_SHARED_ID);
  return shared;
}

/** The own entry `key` of `entries` (a table's `r`, `h`, `t` or `l`), `undefined` where the table has no such field. */
function ownValue(entries: Readonly<Record<string, RouteEntry>> | undefined, key: string): RouteEntry | undefined {
  return entries && ownField(entries, key);
}
