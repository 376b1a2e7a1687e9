// Issue 32.12: a header parameter never lands in the URL, even on a route the table does not know.
// A table carries the API's header and cookie parameter names (`w`); a call key named like one (case
// aside) that the route's entry does not list is refused, wherever the default rules would put it
// (the query, the body), naming the route's nearest match where the table knows it.
import { InvalidRouteTableError, UnknownParameterError } from "../errors/errors";
import { isPlainObject } from "../checks/plain-object";
import { nearestName } from "../checks/nearest-name";
import { splitPrefixed } from "../checks/named-options";
import { entryLayers, ownField, routeHash } from "./route-hash";
import type { RouteTable } from "../types/route-table";
import type { ResolvedEntry } from "./route-entry";

/** Each table's names, lower-cased, read once. */
const NAMES = /* @__PURE__ */ new WeakMap<RouteTable, ReadonlyMap<string, "h" | "c">>();
/** The longest route whose one-edit spellings are looked up by hash (a compact table keeps hashes, not names). */
const MAX_ROUTE_LENGTH = 200;
/** The characters a one-edit spelling may add or change, besides the route's own. */
const ROUTE_CHARACTERS = "abcdefghijklmnopqrstuvwxyz0123456789/._-{}";

/**
 * Refuses a key (of `keys`, the call's and the defaults') named like one of the table's header or
 * cookie parameters that the entry does not list, the route's template does not name, and no
 * location prefix places: `UnknownParameterError` saying how to send it, and the nearest route.
 * Throws `InvalidRouteTableError` for a `w` that is not an object of `"h"` and `"c"`.
 */
export function assertWireKeys(table: RouteTable, entry: ResolvedEntry, keys: readonly { readonly name: string }[], variables: ReadonlySet<string>): void {
  const names = wireNames(table);
  if (names.size === 0) return;
  for (const { name: key } of keys) {
    if (variables.has(key) || entry.params.has(key) || key === "data" || splitPrefixed(key) !== undefined) continue;
    const where = names.get(key.toLowerCase());
    if (where !== undefined) throw new UnknownParameterError(entry.route, key, hint(table, entry.route, key, where));
  }
}

function wireNames(table: RouteTable): ReadonlyMap<string, "h" | "c"> {
  const known = NAMES.get(table);
  if (known !== undefined) return known;
  const w = ownField(table, "w");
  const names = new Map<string, "h" | "c">();
  if (w !== undefined && !isPlainObject(w)) throw refusedField(w);
  for (const name of w === undefined ? [] : Object.keys(w)) {
    const where = w?.[name];
    if (where !== "h" && where !== "c") throw refusedField(w);
    names.set(name.toLowerCase(), where);
  }
  NAMES.set(table, names);
  return names;
}

function refusedField(value: unknown): InvalidRouteTableError {
  return new InvalidRouteTableError("(table)", "w", value, 'an object of header ("h") and cookie ("c") parameter names');
}

function hint(table: RouteTable, route: string, key: string, where: "h" | "c"): string {
  const how = where === "h" ? `in headers, or as "header.${key}"` : `as "cookie.${key}"`;
  const near = entryLayers(table, route)[2] === undefined ? nearestRoute(table, route) : undefined;
  return `it is a ${where === "h" ? "header" : "cookie"} parameter of this API, which this route does not take; give it ${how}` +
    (near === undefined ? "" : `; the nearest route the table has is ${JSON.stringify(near)}`);
}

/**
 * The table's route nearest to `route`: by name among `r` (two edits at most), else one edit away
 * among the hashed entries of `h`, whose names the table does not keep (each spelling hashed).
 */
function nearestRoute(table: RouteTable, route: string): string | undefined {
  const named = nearestName(route, Object.keys(ownField(table, "r") ?? {}));
  const hashed = ownField(table, "h");
  if (named !== undefined || hashed === undefined || route.length > MAX_ROUTE_LENGTH) return named;
  const characters = [...new Set(ROUTE_CHARACTERS + route.slice(route.indexOf(" ") + 1))];
  for (let index = route.indexOf(" ") + 1; index <= route.length; index++) {
    const [head, tail] = [route.slice(0, index), route.slice(index)];
    const spellings = [head + tail.slice(1), ...characters.flatMap((character) => [head + character + tail, head + character + tail.slice(1)])];
    const found = spellings.find((spelling) => spelling !== route && Object.hasOwn(hashed, routeHash(spelling)));
    if (found !== undefined) return found;
  }
  return undefined;
}
