// Location-prefixed keys under the default rules (D2): `"path.x"`, `"query.x"`, `"body.x"`,
// `"header.x"` and `"cookie.x"` work on every endpoint, the default one included, so that a field
// named like a named option (`url`, `method`...) can always be sent. A route table places them by
// its entry (table-plan.ts); this file places them where no entry does.
import { copyHeaders } from "@scope/headers";
import { encodeQueryValue } from "../encode/encode-query-value";
import { isBinary, refuseBinary } from "../encode/value-text";
import { InvalidOptionsError } from "../errors/errors";
import { PREFIXED_PATH } from "../errors/messages";
import { copyOwn, isPlainObject, setOwn } from "../checks/plain-object";
import { splitPrefixed } from "../checks/named-options";
import { assertHeaderOnce, assertKeysOnce, type KeyPlace } from "../checks/keys-once";
import type { Slot } from "./slot-values";
import { slotValue, type Values } from "./slot-values";
import type { RequestHeaders } from "../types/options";

/** The prefixed keys of a call by where they go (`q` query, `b` body, `h` header, `c` cookie), each slot's `wire` its name there; the route, which errors name. */
export type PrefixedPlan = Readonly<Record<"q" | "b" | "h" | "c", readonly Slot[]>> & { readonly route: string };

/**
 * Splits the slots of a call into those the default rules place (`plain`), path slots (`"path.x"`,
 * its `wire` the variable) and the other prefixed ones (`placed`, `undefined` when there are none,
 * the usual case). Throws `InvalidOptionsError` for a `"path.x"` whose route has no `{x}`, and for a
 * parameter given plain and prefixed (`DUPLICATE_KEY`); `query`: plain keys go to the query (GET, HEAD).
 */
export function placePrefixed(slots: readonly Slot[], variables: ReadonlySet<string>, at: { readonly route: string; readonly query: boolean }): {
  plain: readonly Slot[];
  path: readonly Slot[];
  placed: PrefixedPlan | undefined;
} {
  if (!slots.some((slot) => splitPrefixed(slot.name) !== undefined)) return { plain: slots, path: [], placed: undefined };
  const plan: Record<"q" | "b" | "h" | "c", Slot[]> & { route: string } = { q: [], b: [], h: [], c: [], route: at.route };
  const plain: Slot[] = [];
  const path: Slot[] = [];
  const places: KeyPlace[] = [];
  for (const slot of slots) {
    const prefixed = splitPrefixed(slot.name);
    if (prefixed === undefined) {
      plain.push(slot);
      const where = variables.has(slot.name) ? "p" : at.query ? "q" : "b";
      if (where !== "b" || slot.name !== "data") places.push([where, slot.name, slot.name]);
      continue;
    }
    const [where, wire] = prefixed;
    const placed: Slot = { ...slot, wire, first: null, next: null };
    if (where === "p" && !variables.has(wire)) throw new InvalidOptionsError(PREFIXED_PATH, slot.name, { name: slot.name, route: at.route });
    (where === "p" ? path : plan[where]).push(placed);
    places.push([where, wire, slot.name]);
  }
  assertKeysOnce(places, at.route);
  return { plain, path, placed: plan };
}

/**
 * Writes the prefixed keys of a call: header and cookie pairs into `headers` (checked by the one
 * header rule), query pairs after the URL's query, body fields into a JSON body (`body`, a new
 * object when none is given; a body that is not a plain object, `data`, is kept as is).
 */
export function runPrefixed(plan: PrefixedPlan, call: Values, defaults: Values, headers: RequestHeaders, url: string, body: unknown): { url: string; body: unknown } {
  const written: Record<string, unknown> = {};
  for (const slot of plan.h) {
    const value = slotValue(slot, call, defaults);
    if (value === undefined || value === null) continue;
    // The call's or the defaults' `headers` gave it too (32.2).
    assertHeaderOnce(headers, slot.wire as string, slot.name);
    setOwn(written, slot.wire as string, value);
  }
  const cookies = plan.c.map((slot) => pair(slot, slotValue(slot, call, defaults))).filter((text) => text !== "");
  if (cookies.length > 0) {
    const given = headers.cookie;
    written.cookie = (given === undefined || given === "" ? "" : `${String(given)}; `) + cookies.join("; ");
  }
  copyHeaders(headers, written);
  // Whether the URL has a query is decided once: asked again per key, 20,000 keys scanned a URL growing to megabytes (32.7).
  let after = plan.q.length > 0 && url.includes("?");
  for (const slot of plan.q) {
    const text = pair(slot, slotValue(slot, call, defaults));
    if (text === "") continue;
    url += (after ? "&" : "?") + text;
    after = true;
  }
  // A `data` body that is not a plain object is sent as is; a plain one is copied, never changed.
  if (body !== undefined && !isPlainObject(body)) return { url, body };
  let fields = body as Record<string, unknown> | undefined;
  for (const slot of plan.b) {
    const value = slotValue(slot, call, defaults);
    if (value === undefined) continue;
    if (isBinary(value)) refuseBinary(plan.route, slot.wire as string, value);
    if (fields === body) fields = body === undefined ? {} : copyOwn(body as Record<string, unknown>);
    setOwn(fields as Record<string, unknown>, slot.wire as string, value);
  }
  return { url, body: fields };
}

/** `name=value`, each percent-encoded as a query pair is; `""` for a value that writes nothing. */
function pair(slot: Slot, value: unknown): string {
  const wire = slot.wire as string;
  return value === undefined || value === null ? "" : `${encodeQueryValue(wire, wire)}=${encodeQueryValue(wire, value)}`;
}
