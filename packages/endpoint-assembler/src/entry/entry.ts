// The seam between the planner and the rules of a route: one function, `entryFor(verb, url)`, gives
// the route's `Entry`; the planner asks it where each key of a call goes and which writer writes it.
// `createEndpoint` binds the default entry (plan/default-entry.ts), `createRouteEndpoint` an entry
// reader over its table (plan/table-entry.ts): the runner imports neither, so an app that only uses
// the default rules ships no table module.
import type { NamedOption } from "../checks/named-options";
import type { RequestHeaders } from "../types/options";

/** The values of one call, or of the defaults. */
export type Values = Readonly<Record<string, unknown>>;

/**
 * Writes one value of a slot: a query or cookie part (`name=value` text, `""` for nothing), a
 * header's value (`undefined` for nothing), or a form property's part (a body writer applies it).
 */
export type Writer = (value: unknown) => unknown;

/**
 * A parameter of a request: the call's key, its name on the wire, where its value is read (the
 * call, the defaults, or the call and then the defaults when the call's is `undefined`) and the
 * writer chosen for it when the plan was compiled. One shape for every slot, made by {@link makeSlot}.
 */
export interface Slot {
  readonly name: string;
  /** The name on the wire (the URL template's variable, the query's or a header's name): `"path.id"` fills `{id}`. */
  readonly wire: string;
  readonly inCall: boolean;
  readonly inDefaults: boolean;
  readonly write: Writer;
  /** A multipart part sent as JSON (`J`): an array as one part. */
  readonly json: boolean;
}

/** The writer of a slot that the URL template or a body writer writes instead: never called for text. */
export const NO_WRITER: Writer = () => "";

/** The one constructor of {@link Slot}s: every slot has every field, in this order (V8 reads them monomorphic). */
export function makeSlot(name: string, inCall: boolean, inDefaults: boolean, wire = name, write = NO_WRITER, json = false): Slot {
  return { name, wire, inCall, inDefaults, write, json };
}

/** `slot` placed: the same key and reads, its wire name and writer chosen. */
export function placed(slot: Slot, wire: string, write: Writer, json = false): Slot {
  return makeSlot(slot.name, slot.inCall, slot.inDefaults, wire, write, json);
}

/**
 * An object's own property (options, a table, an entry): `undefined` when it is absent or inherited,
 * so that a polluted prototype never counts.
 */
export function ownField<T extends object, K extends keyof T>(object: T, key: K): T[K] | undefined {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/** The value of a slot: the call's, or the defaults' where the call's is absent or `undefined`. */
export function slotValue(slot: Slot, call: Values, defaults: Values): unknown {
  const value = slot.inCall ? call[slot.name] : undefined;
  return value === undefined && slot.inDefaults ? defaults[slot.name] : value;
}

/** Builds the body of a call, given its headers (a body writer may read `content-type` and set one). */
export type BodyWriter = (call: Values, defaults: Values, headers: RequestHeaders) => unknown;

/** Where the keys of one call shape go, each with its writer: what an {@link Entry} tells the planner. */
export interface Placement {
  /** The slots the URL template consumes, `wire` their variable names. */
  readonly path: readonly Slot[];
  readonly query: readonly Slot[];
  readonly headers: readonly Slot[];
  readonly cookies: readonly Slot[];
  readonly body: BodyWriter | undefined;
  /** Keys given that have no place, each with what the caller should do instead. */
  readonly refused: readonly (readonly [Slot, string])[];
  /** Slots that must have a value (OpenAPI's `required`, a table's path parameters). */
  readonly required: readonly Slot[];
  /** Required header parameters (key, lower-case name): given as a key or in `headers`. */
  readonly requiredHeaders: readonly (readonly [string, string])[];
  /** A closed table's run-time check of the request's headers (its `content-type`). */
  readonly check: ((headers: RequestHeaders) => void) | undefined;
}

/** The values of a URL's variables rewritten where RFC 6570 cannot expand them (nested members as JSON text). */
export type NestedValues = (values: Values, variables: ReadonlySet<string>, template: string) => Record<string, unknown>;

/** The rules of one route: its URL template, its server, and where its keys go. */
export interface Entry {
  /** `"METHOD /path"`, which errors name. */
  readonly route: string;
  /** The URL template to compile: the route's, its path variables in their styles. */
  readonly template: string;
  /** The template's `:` are literal (a table's spelling, D4); else `:name` is a variable (the reference's rule). */
  readonly literalColons: boolean;
  readonly nested: NestedValues | undefined;
  /** Its path parameters are required (a table's): the expansion refuses a missing whole-segment value as `MissingParameterError`. */
  readonly pathRequired: boolean;
  /** The operation's own server, resolved when the entry was read; `null`: relative, unresolved. */
  readonly server: string | null | undefined;
  /** Places a call's slots (the defaults' parameters, then the call's keys) and chooses their writers. */
  place(verb: string, slots: readonly Slot[], variables: ReadonlySet<string>, named: ReadonlySet<NamedOption>): Placement;
}

/** The seam: the entry of a route, read when a plan is compiled. */
export type EntryFor = (verb: string, url: string) => Entry;

/** The values of a call that gives none, and the defaults and trusted headers of `parse`: one empty frozen object. */
export const NO_VALUES: Values = /* @__PURE__ */ Object.freeze({});

/** Every empty list of every placement is this one (read only; not frozen, which would be a top-level call). */
export const EMPTY_LIST: readonly never[] = [];

/** `list`, or {@link EMPTY_LIST} when it is empty. */
export function orEmptyList<T>(list: readonly T[]): readonly T[] {
  return list.length === 0 ? EMPTY_LIST : list;
}
