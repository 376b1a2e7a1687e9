// The default entry, the one every table starts from: a key the URL template names fills it; others
// go to the query on GET and HEAD (comma lists) and to a JSON body otherwise; `data` is the whole
// body; location-prefixed keys (`"body.url"`, `"header.x"`) go where their prefix says (D2). The keys
// whose query value keeps its `+` signs (GitHub's `q`) are a key set of this entry, not a table.
import { copyOwn, isPlainObject, setOwn } from "../checks/plain-object";
import { encodeQuery } from "../encode/encode-query";
import { encodeQueryValue } from "../encode/encode-query-value";
import { isBinary, refuseBinary } from "../encode/value-text";
import { EMPTY_LIST, orEmptyList, placed, slotValue, type BodyWriter, type Entry, type EntryFor, type Placement, type Slot, type Values, type Writer } from "../entry/entry";
import { InvalidOptionsError } from "../errors/errors";
import { PREFIXED_PATH } from "../errors/messages";
import { splitPrefixed, type PrefixLocation } from "../checks/named-options";
import { assertKeysOnce, type KeyPlace } from "../checks/keys-once";

/** No key keeps its `+` signs. */
const NO_KEYS: ReadonlySet<string> = /* @__PURE__ */ new Set();

/**
 * The entry reader of an endpoint bound by the default rules: every route reads the default entry.
 * `plusKeys`: the keys whose query value keeps its literal `+` signs.
 * @example
 * defaultEntries(new Set(["q"]))("GET", "/search/issues").template; // => "/search/issues"
 */
export function defaultEntries(plusKeys: ReadonlySet<string> = NO_KEYS): EntryFor {
  return (verb, url) => defaultEntry(`${verb} ${url}`, url, plusKeys);
}

/** The default entry of a route: `template` as given, no server of its own. */
export function defaultEntry(route: string, template: string, plusKeys: ReadonlySet<string>): Entry {
  return {
    route,
    template,
    literalColons: false,
    nested: undefined,
    pathRequired: false,
    server: undefined,
    place: (verb, slots, variables) => placeByDefault(route, verb, slots, variables, plusKeys),
  };
}

/**
 * Places the slots of a call by the default rules, each with its writer; `required`: the path slots
 * that must have a value (a table's). Location-prefixed keys (D2: `"path.x"`, `"query.x"`,
 * `"body.x"`, `"header.x"`, `"cookie.x"`) work on every endpoint, so that a field named like a named
 * option (`url`, `method`...) can always be sent; each goes after the plain keys of its place. Throws
 * `InvalidOptionsError` for a `"path.x"` whose route has no `{x}`, and for a parameter given plain
 * and prefixed (`DUPLICATE_KEY`, decided here, per shape: 32.2).
 */
export function placeByDefault(
  route: string,
  verb: string,
  slots: readonly Slot[],
  variables: ReadonlySet<string>,
  plusKeys: ReadonlySet<string>,
  required?: (path: readonly Slot[]) => readonly Slot[],
): Placement {
  const query = verb === "GET" || verb === "HEAD";
  // Plain keys first (`rest`: off the URL), then the prefixed ones, each list in the call's order.
  const path: Slot[] = [];
  const rest: Slot[] = [];
  const prefixed: Record<PrefixLocation, Slot[]> = { p: [], q: [], b: [], h: [], c: [] };
  const places: KeyPlace[] = [];
  for (const slot of slots) {
    const split = splitPrefixed(slot.name);
    if (split === undefined) {
      const where = variables.has(slot.name) ? "p" : query ? "q" : "b";
      (where === "p" ? path : rest).push(slot);
      if (where !== "b" || slot.name !== "data") places.push([where, slot.name, slot.name]);
      continue;
    }
    const [where, wire] = split;
    if (where === "p" && !variables.has(wire)) throw new InvalidOptionsError(PREFIXED_PATH, slot.name, { name: slot.name, route });
    prefixed[where].push(placed(slot, wire, slot.write));
    places.push([where, wire, slot.name]);
  }
  // Only a prefixed key can give a parameter twice.
  if (path.length + rest.length < slots.length) assertKeysOnce(places, route);
  const queryOf = (slot: Slot) => placed(slot, slot.wire, queryWriter(route, slot.wire, plusKeys.has(slot.name)));
  const data = query ? undefined : rest.find((slot) => slot.name === "data");
  // A body when a field is given, or any plain key off the query (`data` included).
  const hasBody = prefixed.b.length > 0 || (!query && rest.length > 0);
  const urlSlots = orEmptyList([...path, ...prefixed.p]);
  return {
    path: urlSlots,
    query: orEmptyList([...(query ? rest : EMPTY_LIST), ...prefixed.q].map(queryOf)),
    headers: prefixed.h.map((slot) => placed(slot, slot.wire, headerAsGiven)),
    cookies: prefixed.c.map((slot) => placed(slot, slot.wire, queryWriter(route, slot.wire, false))),
    body: hasBody ? jsonBody(route, data, query ? EMPTY_LIST : rest.filter((slot) => slot !== data), prefixed.b) : undefined,
    refused: EMPTY_LIST,
    required: required === undefined ? EMPTY_LIST : orEmptyList(required(urlSlots)),
    requiredHeaders: EMPTY_LIST,
    check: undefined,
  };
}

/**
 * The writer of a query pair (or a cookie pair under the default rules): `name=value`, each
 * percent-encoded as `encodeURIComponent` does, arrays joined by commas, `+` kept when `plus`;
 * `""` for `null` and `undefined`. A name with no UTF-8 form is refused once it has a value; a list
 * beyond the one list bound, as on every path, naming `route` (counted as it is written).
 */
export function queryWriter(route: string, wire: string, plus: boolean): Writer {
  let prefix: string | undefined;
  try {
    prefix = `${encodeQuery(route, wire, wire, false)}=`;
  } catch {
    // Refused when the name is written: only a name with a value is an error.
  }
  return (value) => {
    if (value == null) return "";
    const text = encodeQueryValue(route, wire, value, plus);
    // No prefix: the name's encoding throws its refusal again, now that it has a value.
    return (prefix ?? encodeQuery(route, wire, wire, false)) + text;
  };
}

/** A header key's value as given (`null` writes nothing): the one header rule checks it when it is written. */
const headerAsGiven: Writer = (value) => (value === null ? undefined : value);

/**
 * The JSON body: `data` as is when given, else the other parameters' defined values; location-
 * prefixed body fields (`"body.url"`) added to a copy of a plain object (a `data` that is not one is sent as is).
 */
function jsonBody(route: string, data: Slot | undefined, params: readonly Slot[], fields: readonly Slot[]): BodyWriter {
  return (call, defaults) => {
    let body = data === undefined ? undefined : slotValue(data, call, defaults);
    if (body === undefined) body = withValues(route, undefined, params, call, defaults);
    if (fields.length === 0 || (body !== undefined && !isPlainObject(body))) return body;
    return withValues(route, body as Record<string, unknown> | undefined, fields, call, defaults);
  };
}

/**
 * `body` with the defined values of `slots` under their wire names: a new object (a copy of `body`,
 * never `body` itself) from the first such value on, else `body`. A Blob or bytes is refused: JSON
 * would send it as `{}` (32.11).
 */
function withValues(route: string, body: Record<string, unknown> | undefined, slots: readonly Slot[], call: Values, defaults: Values): Record<string, unknown> | undefined {
  let out = body;
  for (const slot of slots) {
    const value = slotValue(slot, call, defaults);
    if (value === undefined) continue;
    if (isBinary(value)) refuseBinary(route, slot.wire, value);
    if (out === body) out = body === undefined ? {} : copyOwn(body);
    setOwn(out as Record<string, unknown>, slot.wire, value);
  }
  return out;
}
