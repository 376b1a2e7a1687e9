import { bodyKind, type BodyKind } from "../encode/body-encoders";
import { MissingParameterError } from "../errors/errors";
import { HINT_NO_BODY } from "../errors/messages";
import { queryEncoder } from "../encode/style-encoders";
import { UNSTYLED, type ParameterSpec } from "../encode/style-facts";
import type { ResolvedEntry } from "../entry/route-entry";
import { makeSlot, NO_WRITER, orEmptyList, placed, type Placement, type Slot, type Writer } from "../entry/entry";
import { assertListedType } from "../entry/closed-table";
import { cookieEncoder } from "../encode/header-encoders";
import { queryWriter } from "./default-entry";
import { splitPrefixed, type NamedOption } from "../checks/named-options";
import { pathRequired, refusal, type RefusalState } from "./table-refusals";
import { propertyEncoder, tableBody, type BodyPlan } from "./table-body";
import { headerWriter, partWriter } from "./table-writers";
import { assertPlacedOnce } from "../checks/keys-once";
import { wholeBodyField } from "./whole-body-keys";

/**
 * Places the keys of a call that the URL does not consume by the route's table entry, each with
 * its writer, and the body writer of its media type. Throws `MissingParameterError` for a required
 * parameter that neither the call nor the defaults give.
 */
export function planTable(entry: ResolvedEntry, verb: string, slots: readonly Slot[], variables: ReadonlySet<string>, named: ReadonlySet<NamedOption>): Placement {
  const kind = entry.media === "" ? "none" : bodyKind(entry.media ?? "application/json");
  const inQuery = verb === "GET" || verb === "HEAD";
  // A key listed without a location goes where the defaults put it; `k` decides only for unlisted keys.
  const natural = defaultLeftover(inQuery, kind);
  const leftover = entry.leftover ?? natural;
  // The lists by location letter, in the order a key placed twice is named (assertPlacedOnce).
  const plan: Mutable = { lists: { p: [], q: [], b: [], h: [], c: [] }, refused: [], kind, hints: 0 };
  const { p: path, q: query, b: body, h: headers, c: cookies } = plan.lists;
  const given = inQuery ? undefined : slots.find((slot) => slot.name === "data");
  // A plain key named like a named option, where the operation has such a field, is refused (D3):
  // the options first, then `data`.
  for (const name of named) {
    if (name !== "data" && entry.params.get(name)?.in === "x") plan.refused.push([makeSlot(name, true, false), refusal(plan, entry, name, "x")]);
  }
  const dataRefused = given !== undefined && entry.params.get("data")?.in === "x";
  if (dataRefused) plan.refused.push([given, refusal(plan, entry, "data", "x")]);
  const data = dataRefused ? undefined : given;
  for (const slot of slots) {
    if (slot !== given) place(plan, entry, slot, variables.has(slot.name) ? "p" : entry.params.has(slot.name) ? natural : leftover, variables);
  }
  if (data !== undefined && kind === "none") plan.refused.push([data, HINT_NO_BODY]);
  const requiredHeaders = requiredOf(entry, slots, data);
  assertPlacedOnce(plan.lists, entry.route);
  const required = slots.filter((slot) => entry.params.get(slot.name)?.required === true && entry.params.get(slot.name)?.in !== "h");
  const route = entry.route;
  const bodyPlan: BodyPlan = { route, data, body, kind, entry };
  const { media, accepts } = entry;
  return {
    path: orEmptyList(path),
    query: orEmptyList(query),
    headers: orEmptyList(headers),
    cookies: orEmptyList(cookies),
    body: data === undefined && body.length === 0 ? undefined : (call, defaults, given) => tableBody(bodyPlan, call, defaults, given),
    refused: orEmptyList(plan.refused),
    // A refused key is named before a path variable it leaves empty (Kubernetes' plain `path`).
    required: orEmptyList([...required, ...pathRequired(route, path, plan.refused.length > 0)]),
    requiredHeaders: orEmptyList(requiredHeaders),
    check: entry.closed ? (headers) => assertListedType(route, headers["content-type"], media, accepts) : undefined,
  };
}

interface Mutable extends RefusalState {
  readonly lists: Record<"p" | "q" | "b" | "h" | "c", Slot[]>;
  readonly refused: (readonly [Slot, string])[];
}

/** Leftover keys: the query on GET and HEAD, else the body when it is built from keys, nowhere when there is none. */
function defaultLeftover(query: boolean, kind: BodyKind | "none"): "q" | "b" | "x" {
  if (query || kind === "data") return "q";
  return kind === "none" ? "x" : "b";
}

/** Puts a slot where its code says, else where its default place is (`fallback`: the URL, or the leftover place). */
function place(plan: Mutable, entry: ResolvedEntry, slot: Slot, fallback: "p" | "q" | "b" | "x", variables: ReadonlySet<string>): void {
  const spec = entry.params.get(slot.name) ?? prefixedSpec(slot.name) ?? UNSTYLED;
  const whole = wholeBodyField(plan.kind, spec.in, entry.media);
  if (whole !== undefined) return void plan.refused.push([slot, whole]);
  const wire = spec.wire ?? slot.name;
  const where = spec.in === "b" && plan.kind === "none" ? "x" : (spec.in ?? fallback);
  if (where === "x" || (where === "p" && !variables.has(wire))) plan.refused.push([slot, refusal(plan, entry, slot.name, where)]);
  else plan.lists[where].push(placed(slot, wire, writerOf(entry, where, spec, wire), where === "b" && spec.json));
}

/** The writer of a key placed in `where` (the URL template writes a path slot's value). */
function writerOf(entry: ResolvedEntry, where: "p" | "q" | "b" | "h" | "c", spec: ParameterSpec, wire: string): Writer {
  const route = entry.route;
  if (where === "p") return NO_WRITER;
  if (where === "h") return headerWriter(route, wire, spec);
  if (where === "c") return partWriter(route, wire, cookieEncoder(spec, wire, route));
  return where === "q" ? queryWriterOf(entry, spec, wire) : propertyEncoder(entry, wire);
}

/** The code of a location-prefixed key no entry lists (`"body.url"` is the body field `url`): D2. */
function prefixedSpec(key: string): ParameterSpec | undefined {
  const prefixed = splitPrefixed(key);
  return prefixed && { ...UNSTYLED, in: prefixed[0], wire: prefixed[1] };
}

/** The writer of a query key's style: its own, else the entry's query code, else the engine's rule (comma lists). */
function queryWriterOf(entry: ResolvedEntry, own: ParameterSpec, wire: string): Writer {
  const { queryCode, route } = entry;
  let spec = own;
  if (own.style === undefined && queryCode !== undefined) spec = { ...queryCode, required: own.required, json: own.json || queryCode.json };
  else if (own.style === undefined && own.json) spec = { ...own, style: "F" };
  // No style: the engine's rule, which counts a list's members as it writes them.
  if (spec.style === undefined) return queryWriter(route, wire, own.plus);
  return partWriter(route, wire, queryEncoder(spec, wire, route));
}

/**
 * The required header parameters of the entry (key, lower-case name), which the call's `headers`
 * may give too; throws `MissingParameterError` for any other required parameter no key gives.
 */
function requiredOf(entry: ResolvedEntry, slots: readonly Slot[], data: Slot | undefined): (readonly [string, string])[] {
  const given = new Set(slots.map((slot) => slot.name));
  const headers: (readonly [string, string])[] = [];
  for (const [key, spec] of entry.params) {
    if (!spec.required) continue;
    if (spec.in === "h") headers.push([key, (spec.wire ?? key).toLowerCase()]);
    // A required body property is in `data` when the caller gives the whole body.
    else if (!given.has(key) && !(data !== undefined && spec.in === undefined)) throw new MissingParameterError(entry.route, key);
  }
  return headers;
}
