import { bodyKind, type BodyKind } from "./body-encoders";
import { MissingParameterError } from "./errors";
import type { UriTemplate } from "@scope/url-expander";
import { formTemplate, queryEncoder, type PartEncoder } from "./style-encoders";
import type { ParameterSpec, ResolvedEntry } from "./route-entry";
import type { Slot } from "./request-plan";
import { cookieEncoder } from "./header-encoders";
import { encodeQueryValue } from "./encode-query-value";
import { nearestName } from "./internal/nearest-name";
import { NAMED_OPTIONS, splitPrefixed } from "./named-options";

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
}

const NO_CODE: ParameterSpec = { in: undefined, style: undefined, explode: false, required: false, reserved: false, json: false, plus: false, wire: undefined };

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
  const required = slots.filter((slot) => entry.params.get(slot.name)?.required === true && entry.params.get(slot.name)?.in !== "h");
  return {
    path: shared(plan.path),
    query: shared(plan.query),
    headers: shared(plan.headers),
    cookies: shared(plan.cookies),
    body: shared(plan.body),
    refused: shared(plan.refused),
    route: entry.route,
    queryTemplate: formTemplate(plan.query),
    // A refused key is named before a path variable it leaves empty (Kubernetes' plain `path`).
    required: shared([...required, ...pathRequired(entry.route, plan.path, plan.refused.length > 0)]),
    requiredHeaders: shared([...entry.params].filter(([, spec]) => spec.required && spec.in === "h").map(([key, spec]) => [key, (spec.wire ?? key).toLowerCase()] as const)),
    media: entry.media,
    kind,
    accepts: entry.accepts,
    server: entry.server,
    closed: entry.closed,
    data,
    property: (name) => queryEncoder(entry.encodings.get(name) ?? entry.formCode, name, entry.route),
  };
}

/**
 * Every empty list of every plan is this one: a call of a route touches only the lists that hold
 * something, and a round robin over many routes finds the empty one in the CPU's cache. Read only
 * (its type says so); not frozen, as a top-level call would keep the table runtime in every bundle.
 */
const NONE: readonly never[] = [];

function shared<T>(list: readonly T[]): readonly T[] {
  return list.length === 0 ? NONE : list;
}

interface Mutable {
  path: PlacedSlot[];
  query: PlacedSlot[];
  headers: PlacedSlot[];
  cookies: PlacedSlot[];
  body: PlacedSlot[];
  refused: (readonly [Slot, string])[];
  readonly kind: BodyKind | "none";
  /** Did-you-mean hints written so far: a few per plan, so that many unknown keys stay linear. */
  hints: number;
}

/** The most refused keys of one plan that get a did-you-mean hint (each compares with every listed key). */
const MAX_HINTS = 8;

/** Leftover keys: the query on GET and HEAD, else the body when it is built from keys, nowhere when there is none. */
function defaultLeftover(query: boolean, kind: BodyKind | "none"): "q" | "b" | "x" {
  if (query || kind === "data") return "q";
  return kind === "none" ? "x" : "b";
}

/** Puts a slot where its code says, else where its default place is (`fallback`: the URL, or the leftover place). */
function place(plan: Mutable, entry: ResolvedEntry, slot: Slot, fallback: "p" | "q" | "b" | "x", variables: ReadonlySet<string>): void {
  const spec = entry.params.get(slot.name) ?? prefixedSpec(slot.name) ?? NO_CODE;
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
  return prefixed && { ...NO_CODE, in: prefixed[0], wire: prefixed[1] };
}

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

/**
 * What the caller should do with a key that has no place: the location-prefixed keys of its name
 * (and `data` for the whole body), or, on a closed table, the nearest listed key. Work per key is
 * linear in the entry, and only the first {@link MAX_HINTS} keys of a plan compare names.
 */
function refusal(plan: Mutable, entry: ResolvedEntry, key: string, where: string): string {
  if (entry.params.get(key)?.in === "x" && Object.hasOwn(NAMED_OPTIONS, key)) return clash(plan, entry, key);
  const prefixed = plan.hints++ < MAX_HINTS ? prefixedKeys(entry, key) : [];
  if (prefixed.length > 0) return `its name is used in more than one location; give ${prefixed.join(" or ")}`;
  if (where === "p") return "the route's path has no such variable";
  if (plan.kind === "none" && splitPrefixed(key)?.[0] === "b") return "the operation takes no request body";
  const near = entry.closed && plan.hints <= MAX_HINTS ? nearestName(key, entry.params.keys()) : undefined;
  if (near !== undefined) return `the nearest key it lists is ${JSON.stringify(near)}`;
  return "the operation has no such parameter and its request body takes no properties; give the whole body as data";
}

/** The hint for a plain key named like a named option (or used in two locations), refused: its prefixed keys, `data`. */
function clash(plan: Mutable, entry: ResolvedEntry, key: string): string {
  const listed = prefixedKeys(entry, key);
  const prefixed = listed.length > 0 ? listed : [plan.kind === "none" ? `"query.${key}"` : `"body.${key}"`];
  const whole = plan.kind === "none" || key === "data" ? "" : ", or data for the whole body";
  return `the operation has a field of that name, which the plain key cannot give; give ${prefixed.join(" or ")}${whole}`;
}

function prefixedKeys(entry: ResolvedEntry, key: string): string[] {
  const keys: string[] = [];
  for (const [other, spec] of entry.params) if (other !== key && (spec.wire ?? splitPrefixed(other)?.[1]) === key) keys.push(`"${other}"`);
  return keys;
}

/**
 * The path slots the route's own `{name}` expressions need (OpenAPI path parameters are required):
 * each must be given, or `MissingParameterError` names it, at plan time when no key gives it at all
 * (unless `defer`: then a slot that reads nothing, so that the run time names it after refused keys).
 */
export function pathRequired(route: string, path: readonly Slot[], defer = false): Slot[] {
  const byWire = new Map(path.map((slot) => [slot.wire ?? slot.name, slot]));
  const required: Slot[] = [];
  for (const name of simpleVariables(route)) {
    const slot = byWire.get(name);
    if (slot === undefined && !defer) throw new MissingParameterError(route, name);
    required.push(slot ?? { name, inCall: false, inDefaults: false, first: null, next: null });
  }
  return required;
}

/** The names of the simple expressions (`{name}`, `{a,b}`, no operator) of a route's path. */
function simpleVariables(route: string): string[] {
  const names: string[] = [];
  for (let open = route.indexOf("{"); open !== -1; open = route.indexOf("{", open + 1)) {
    const close = route.indexOf("}", open);
    if (close === -1) break;
    if (!"+#./;?&=,!@|".includes(route[open + 1] ?? "")) {
      for (const name of route.slice(open + 1, close).split(",")) names.push(name.replace(/(?:\*|:\d+)$/, ""));
    }
  }
  return names;
}

function assertRequired(entry: ResolvedEntry, slots: readonly Slot[], data: Slot | undefined): void {
  const given = new Set(slots.map((slot) => slot.name));
  for (const [key, spec] of entry.params) {
    // A required body property is in `data` when the caller gives the whole body; a header may be in `headers`.
    if (spec.required && spec.in !== "h" && !given.has(key) && !(data !== undefined && spec.in === undefined)) throw new MissingParameterError(entry.route, key);
  }
}

/** The RFC 6570 operator and modifier of a path style: label `{.x}`, matrix `{;x}`, simple `{x}`; `*` when exploded. */
const PATH_OPERATOR: Readonly<Record<string, string>> = { L: ".", M: ";", S: "" };

/**
 * The route's path with each variable in its style's expression: `{color}` becomes `{.color*}` for a
 * label style exploded, `{;color}` for matrix. Simple and not exploded, the path is left as written.
 */
export function pathTemplate(url: string, entry: ResolvedEntry): string {
  const styled = new Map<string, string>();
  for (const [key, spec] of entry.params) {
    if (spec.in !== "p" && !(spec.in === undefined && (spec.style === "L" || spec.style === "M"))) continue;
    const operator = PATH_OPERATOR[spec.style ?? "S"] ?? "";
    if (operator === "" && !spec.explode) continue;
    const name = spec.wire ?? key;
    styled.set(name, `{${operator}${name}${spec.explode ? "*" : ""}}`);
  }
  // One pass over the URL, whatever the number of styled parameters (linear planning, issue 26.6).
  return styled.size === 0 ? url : url.replace(SIMPLE_EXPRESSION_RE, (whole, name: string) => styled.get(name) ?? whole);
}

/** A simple expression of one variable: `{color}`. */
const SIMPLE_EXPRESSION_RE = /\{([^{}?&#+./;=,!@|]+)\}/g;
