// One parameter, one key (issue 32.2): a parameter given plain and location-prefixed (`owner` and
// `"path.owner"`), a header given in `headers` and as `"header.x"`, or a `cookie` header beside a
// cookie pair, is refused naming both keys. Whichever key won, an app that sets its own value last
// (`{ ...userKeys, owner: session.org }`) would see a user's key count instead. Decided when a call's
// shape is planned, and when defaults are bound; only a `"header.x"` beside the call's `headers`
// object waits for the value.
import { copyHeaders } from "@scope/headers";
import { InvalidOptionsError } from "../errors/errors";
import { KEY_TWICE } from "../errors/messages";
import { splitPrefixed } from "./named-options";

/** Where a key goes: a location letter (`p`, `q`, `b`, `h`, `c`), its name on the wire, the key. */
export type KeyPlace = readonly [where: string, wire: string, key: string];

/**
 * Refuses two keys that go to one place (`DUPLICATE_KEY`), and a `cookie` header beside a cookie
 * pair, which it would replace. Header names compare case-insensitively. `route` is named when known.
 * @example
 * assertKeysOnce([["p", "owner", "owner"], ["p", "owner", "path.owner"]], "GET /repos/{owner}"); // throws
 */
export function assertKeysOnce(places: Iterable<KeyPlace>, route?: string): void {
  const seen = new Map<string, string>();
  let cookieHeader: string | undefined;
  let cookiePair: string | undefined;
  for (const [where, wire, key] of places) {
    const name = where === "h" ? wire.toLowerCase() : wire;
    const place = `${where} ${name}`;
    const other = seen.get(place);
    // The plain key is named first, whichever the call gave first.
    if (other !== undefined) throw twice(splitPrefixed(other) && !splitPrefixed(key) ? [key, other] : [other, key], where, name, route);
    seen.set(place, key);
    if (where === "c") cookiePair ??= key;
    else if (where === "h" && name === "cookie") cookieHeader = key;
  }
  if (cookieHeader !== undefined && cookiePair !== undefined) throw twice([cookieHeader, cookiePair], "h", "", route);
}

/** The keys a route table placed, by location letter (the plan's lists), each under its name on the wire. */
export type PlacedLists = Readonly<Record<"p" | "q" | "b" | "h" | "c", readonly { readonly name: string; readonly wire: string }[]>>;

/** {@link assertKeysOnce} over the keys a route table placed: two keys of one parameter are refused. */
export function assertPlacedOnce(lists: PlacedLists, route: string): void {
  // In the lists' order (path, query, body, header, cookie): the first key of a pair is named first.
  assertKeysOnce(Object.entries(lists).flatMap(([where, slots]) => slots.map((slot): KeyPlace => [where, slot.wire, slot.name])), route);
}

/**
 * Refuses a `"header.x"` key (`key`) whose header `headers` holds already: the call's or the
 * defaults' `headers` gave it (`headers.x`). Run where the value is written, only for a value given.
 * A table's header parameter given by its plain key still wins over `headers`, as it always has.
 */
export function assertHeaderOnce(headers: Readonly<Record<string, unknown>>, wire: string, key: string, route?: string): void {
  const name = wire.toLowerCase();
  if (Object.hasOwn(headers, name) && splitPrefixed(key)?.[0] === "h") throw twice([`headers.${name}`, key], "h", name, route);
}

/**
 * The location-prefixed keys of defaults being bound, checked as a call would check them: a
 * header's name and value by the one header rule, and no parameter given twice among the defaults
 * (a plain key beside its prefixed one, `"header.x"` beside `headers.x`, `"header.cookie"` beside a
 * cookie pair).
 */
export function checkBoundPrefixed(defaults: Readonly<Record<string, unknown>>, headers: Readonly<Record<string, unknown>>): void {
  const places: KeyPlace[] = [];
  for (const key of Object.keys(defaults)) {
    const prefixed = splitPrefixed(key);
    if (prefixed === undefined) continue;
    const [where, wire] = prefixed;
    if (where === "h") {
      copyHeaders({}, { [wire]: defaults[key] });
      assertHeaderOnce(headers, wire, key);
    }
    // A plain key may go to the path, the query or the body, by route: beside any of them, it is the same parameter.
    if ("pqb".includes(where) && Object.hasOwn(defaults, wire)) places.push([where, wire, wire]);
    places.push([where, wire, key]);
  }
  assertKeysOnce(places);
}

/** `DUPLICATE_KEY` for `keys`, the plain one first, which give the parameter `name` (`""`: the cookie header) at `where`. */
function twice(keys: readonly [string, string], where: string, name: string, route: string | undefined): InvalidOptionsError {
  return new InvalidOptionsError(KEY_TWICE, keys[0], { keys, name, where, route }, "DUPLICATE_KEY");
}
