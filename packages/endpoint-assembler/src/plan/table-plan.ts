import { bodyKind, type BodyKind } from "../encode/body-encoders";
import { MissingParameterError } from "../errors/errors";
import type { UriTemplate } from "@scope/url-expander";
import { formTemplate, queryEncoder, type PartEncoder } from "../encode/style-encoders";
import { UNSTYLED, type ParameterSpec } from "../encode/style-facts";
import type { BodyCodes, ResolvedEntry } from "../entry/route-entry";
import type { Slot } from "./slot-values";
import { cookieEncoder } from "../encode/header-encoders";
import { encodeQueryValue } from "../encode/encode-query-value";
import { splitPrefixed } from "../checks/named-options";
import { pathRequired, refusal, type RefusalState } from "./table-refusals";
import { assertPlacedOnce } from "../checks/keys-once";
import { wholeBodyField } from "./whole-body-keys";

/** A parameter placed by a route table: its key's slot, its name on the wire, its code and encoder. */
export interface PlacedSlot extends Slot {
  readonly wire: string;
  readonly spec: ParameterSpec;
  readonly encode: PartEncoder;
}

/** What a route table adds to a request plan: where each key goes, and how it is written. */
export interface TablePlan {
  /** `"METHOD /path"`, which errors name. */
  readonly route: string;
  /** The keys the URL template consumes, by their names on the wire. */
  readonly path: readonly PlacedSlot[];
  readonly query: readonly PlacedSlot[];
  /** `{?a,b*}`: the query as one template that reads the call itself, when every query key is form style and the call's own. */
  readonly queryTemplate: UriTemplate | undefined;
  readonly headers: readonly PlacedSlot[];
  readonly cookies: readonly PlacedSlot[];
  readonly body: readonly PlacedSlot[];
  /** Keys given that have no place, each with what the caller should do instead. */
  readonly refused: readonly (readonly [Slot, string])[];
  readonly required: readonly Slot[];
  /** Required header parameters (key, lower-case name): given as a key or in `headers`. */
  readonly requiredHeaders: readonly (readonly [string, string])[];
  /** The request media type, `""` for no body, `undefined` for JSON (the default content type). */
  readonly media: string | undefined;
  readonly kind: BodyKind | "none";
  readonly accepts: readonly string[];
  /** The operation's own server (`null`: relative, unresolved), which replaces the table's. */
  readonly server: string | null | undefined;
  /** The table is closed (`c: 1`): a `content-type` the operation does not list is refused. */
  readonly closed: boolean;
  /** `data`, the whole body, when the call or the defaults give the key. */
  readonly data: Slot | undefined;
  /** The encoder of a form body property by name, for a plain object given as `data`. */
  readonly property: (name: string) => PartEncoder;
  /** The entry's body fields (`j`, `n`, `y`), which the body encoders read. */
  readonly bodyCodes: BodyCodes;
}

/**
 * Places the keys of a call that the URL does not consume by the route's table entry. Throws
 * `MissingParameterError` for a required parameter that neither the call nor the defaults give.
 */
export function planTable(entry: ResolvedEntry, verb: string, slots: readonly Slot[], variables: ReadonlySet<string>, named: readonly Slot[] = []): TablePlan {
  const kind = entry.media === "" ? "none" : bodyKind(entry.media ?? "application/json");
  const query = verb === "GET" || verb === "HEAD";
  // A key listed without a location goes where the defaults put it; `k` decides only for unlisted keys.
  const natural = defaultLeftover(query, kind);
  const leftover = entry.leftover ?? natural;
  const plan: Mutable = { path: [], query: [], headers: [], cookies: [], body: [], refused: [], kind, hints: 0 };
  const given = query ? undefined : slots.find((slot) => slot.name === "data");
  // A plain key named like a named option, where the operation has such a field, is refused (D3).
  for (const slot of given === undefined ? named : [...named, given]) {
    if (entry.params.get(slot.name)?.in === "x") plan.refused.push([slot, refusal(plan, entry, slot.name, "x")]);
  }
  const data = given !== undefined && entry.params.get("data")?.in === "x" ? undefined : given;
  for (const slot of slots) {
    if (slot !== given) place(plan, entry, slot, variables.has(slot.name) ? "p" : entry.params.has(slot.name) ? natural : leftover, variables);
  }
  if (data !== undefined && kind === "none") plan.refused.push([data, "the operation takes no request body"]);
  assertRequired(entry, slots, data);
  assertPlacedOnce({ p: plan.path, q: plan.query, b: plan.body, h: plan.headers, c: plan.cookies }, entry.route);
  const required = slots.filter((slot) => entry.params.get(slot.name)?.required === true && entry.params.get(slot.name)?.in !== "h");
  return {
    path: orEmptyList(plan.path),
    query: orEmptyList(plan.query),
    headers: orEmptyList(plan.headers),
    cookies: orEmptyList(plan.cookies),
    body: orEmptyList(plan.body),
    refused: orEmptyList(plan.refused),
    route: entry.route,
    queryTemplate: formTemplate(plan.query),
    // A refused key is named before a path variable it leaves empty (Kubernetes' plain `path`).
    required: orEmptyList([...required, ...pathRequired(entry.route, plan.path, plan.refused.length > 0)]),
    requiredHeaders: orEmptyList([...entry.params].filter(([, spec]) => spec.required && spec.in === "h").map(([key, spec]) => [key, (spec.wire ?? key).toLowerCase()] as const)),
    media: entry.media,
    kind,
    accepts: entry.accepts,
    server: entry.server,
    closed: entry.closed,
    data,
    property: (name) => queryEncoder(entry.encodings.get(name) ?? entry.formCode, name, entry.route),
    bodyCodes: entry.body,
  };
}

/**
 * Every empty list of every plan is this one: a call of a route touches only the lists that hold
 * something, and a round robin over many routes finds the empty one in the CPU's cache. Read only
 * (its type says so); not frozen, as a top-level call would keep the table runtime in every bundle.
 */
const EMPTY_LIST: readonly never[] = [];

/** `list`, or {@link EMPTY_LIST} when it is empty. */
function orEmptyList<T>(list: readonly T[]): readonly T[] {
  return list.length === 0 ? EMPTY_LIST : list;
}

interface Mutable extends RefusalState {
  path: PlacedSlot[];
  query: PlacedSlot[];
  headers: PlacedSlot[];
  cookies: PlacedSlot[];
  body: PlacedSlot[];
  refused: (readonly [Slot, string])[];
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
  const route = entry.route;
  if (where === "p" && variables.has(wire)) plan.path.push({ ...slot, wire, spec, encode: NO_ENCODER });
  else if (where === "h") plan.headers.push({ ...slot, wire, spec, encode: NO_ENCODER });
  else if (where === "c") plan.cookies.push({ ...slot, wire, spec, encode: cookieEncoder(spec, wire, route) });
  else if (where === "q") plan.query.push(querySlot(entry, slot, spec, wire));
  else if (where === "b") plan.body.push({ ...slot, wire, spec, encode: queryEncoder(entry.encodings.get(wire) ?? entry.formCode, wire, route) });
  else plan.refused.push([slot, refusal(plan, entry, slot.name, where)]);
}

/** The code of a location-prefixed key no entry lists (`"body.url"` is the body field `url`): D2. */
function prefixedSpec(key: string): ParameterSpec | undefined {
  const prefixed = splitPrefixed(key);
  return prefixed && { ...UNSTYLED, in: prefixed[0], wire: prefixed[1] };
}

/** The encoder of a path or header slot, which the URL template and the header rule write instead: never called for text. */
const NO_ENCODER: PartEncoder = () => "";

/** A query key with its style: its own, else the entry's query code, else the engine's rule (comma lists). */
function querySlot(entry: ResolvedEntry, slot: Slot, own: ParameterSpec, wire: string): PlacedSlot {
  const { queryCode } = entry;
  let spec = own;
  if (own.style === undefined && queryCode !== undefined) spec = { ...queryCode, required: own.required, json: own.json || queryCode.json };
  else if (own.style === undefined && own.json) spec = { ...own, style: "F" };
  if (spec.style !== undefined) return { ...slot, wire, spec, encode: queryEncoder(spec, wire, entry.route) };
  return { ...slot, wire, spec, encode: (value) => (value == null ? "" : `${encodeQueryValue(wire, wire)}=${encodeQueryValue(wire, value, own.plus)}`) };
}

function assertRequired(entry: ResolvedEntry, slots: readonly Slot[], data: Slot | undefined): void {
  const given = new Set(slots.map((slot) => slot.name));
  for (const [key, spec] of entry.params) {
    // A required body property is in `data` when the caller gives the whole body; a header may be in `headers`.
    if (spec.required && spec.in !== "h" && !given.has(key) && !(data !== undefined && spec.in === undefined)) throw new MissingParameterError(entry.route, key);
  }
}
