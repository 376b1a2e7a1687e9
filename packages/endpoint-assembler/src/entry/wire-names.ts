// Issue 32.12: a header parameter never lands in the URL, even on a route the table does not know.
// A table carries the API's header and cookie parameter names (`w`); a call key named like one (case
// aside) that the route's entry does not list is refused, wherever the default rules would put it
// (the query, the body). The strict wrapper (plan/strict-entries.ts) adds the route's nearest match.
import { InvalidRouteTableError, UnknownParameterError } from "../errors/errors";
import { HINT_WIRE_KEY, TABLE_WIRE_NAMES } from "../errors/messages";
import { isPlainObject } from "../checks/plain-object";
import { splitPrefixed } from "../checks/named-options";
import { tableField } from "./entry-fields";
import type { RouteTable } from "../types/route-table";
import type { ResolvedEntry } from "./route-entry";

/** Each table's names, lower-cased, read once. */
const NAMES = /* @__PURE__ */ new WeakMap<RouteTable, ReadonlyMap<string, "h" | "c">>();

/**
 * Refuses a key (of `keys`, the call's and the defaults') named like one of the table's header or
 * cookie parameters that the entry does not list, the route's template does not name, and no
 * location prefix places: `UnknownParameterError` saying how to send it ({@link wireKeyHint}).
 * Throws `InvalidRouteTableError` for a `w` that is not an object of `"h"` and `"c"`.
 */
export function assertWireKeys(table: RouteTable, entry: ResolvedEntry, keys: readonly { readonly name: string }[], variables: ReadonlySet<string>): void {
  // `w` is read and checked on every plan, whatever its keys.
  const names = wireNames(table);
  for (const { name: key } of keys) {
    const where = names.get(key.toLowerCase());
    if (where !== undefined && !variables.has(key) && !entry.params.has(key) && key !== "data" && splitPrefixed(key) === undefined) {
      throw new UnknownParameterError(entry.route, key, HINT_WIRE_KEY(key, where));
    }
  }
}

function wireNames(table: RouteTable): ReadonlyMap<string, "h" | "c"> {
  const known = NAMES.get(table);
  if (known !== undefined) return known;
  const w = tableField<Readonly<Record<string, unknown>>>(table, "w", isPlainObject, TABLE_WIRE_NAMES) ?? {};
  const names = new Map<string, "h" | "c">();
  // Each value read once, checked as it is kept.
  for (const [name, where] of Object.entries(w)) {
    if (where !== "h" && where !== "c") throw new InvalidRouteTableError("(table)", "w", w, TABLE_WIRE_NAMES);
    names.set(name.toLowerCase(), where);
  }
  NAMES.set(table, names);
  return names;
}

/** How to send `key` when it is named like one of the table's header or cookie parameters; `undefined` when it is not. */
export function wireKeyHint(table: RouteTable, key: string): string | undefined {
  const where = wireNames(table).get(key.toLowerCase());
  return where === undefined ? undefined : HINT_WIRE_KEY(key, where);
}
