// The body of a route table's call, for the media type the caller's `content-type` picks among
// those the operation lists: JSON (a string `data` as JSON text where the schema is a scalar, `j`, or where it is no JSON text),
// form-urlencoded and multipart in the `encoding` of that media type (`e`/`f` for the first, `n` for
// the others), multipart parts with the content type the description gives (`y`), or `data` as is.
import { bodyKind, multipartBody, type BodyKind, type MultipartPart } from "../encode/body-encoders";
import { isPlainObject, setOwn } from "../checks/plain-object";
import { UNSTYLED, type ParameterSpec } from "../encode/style-facts";
import { encodePart, joinFormPart, queryEncoder, type PartEncoder } from "../encode/style-encoders";
import type { ResolvedEntry } from "../entry/route-entry";
import { slotValue, type Slot, type Values } from "../entry/entry";
import { entered } from "../encode/list-bound";
import type { RequestHeaders } from "../types/options";
import { isBinary, jsonBodyText, refuseBinary } from "../encode/value-text";

/** What the body writer of a table's plan reads: the body slots, `data`, and the entry (its media types and codes). */
export interface BodyPlan {
  readonly route: string;
  /** `data`, the whole body, when the call or the defaults give the key. */
  readonly data: Slot | undefined;
  /** The body properties given as keys, each `write` its form encoder. */
  readonly body: readonly Slot[];
  /** The kind of the entry's request media type (`m`: `""` for no body, none for JSON, the default content type). */
  readonly kind: BodyKind | "none";
  readonly entry: ResolvedEntry;
}

/**
 * The encoder of a form body property by name, in its entry's style: its code in `e`, else the
 * entry's code of properties `f` (no `f`: written by its value).
 */
export function propertyEncoder(entry: ResolvedEntry, name: string): PartEncoder {
  return queryEncoder(entry.encodings.get(name) ?? entry.formCode, name, entry.route);
}

/**
 * The body: `data` as given (a plain object encoded for a form or multipart body), else the body
 * parameters built for the media type, which the caller's `content-type` picks among those the
 * operation lists. A form body gets its content type; multipart gets none (the client adds the boundary).
 */
export function tableBody(table: BodyPlan, call: Values, defaults: Values, headers: RequestHeaders): unknown {
  if (table.data === undefined && table.body.length === 0) return undefined;
  const chosen = choose(table, headers["content-type"]);
  const data = table.data === undefined ? undefined : slotValue(table.data, call, defaults);
  const body = data === undefined ? keysBody(table, chosen, call, defaults) : dataBody(table, chosen, data);
  if (body !== undefined && headers["content-type"] === undefined) setContentType(headers, chosen.kind, table.entry.media);
  // A FormData we built never keeps a content-type, however multipart was chosen: the client writes it with the boundary (32.9).
  else if (chosen.kind === "multipart" && body !== undefined && body !== data) delete headers["content-type"];
  return body;
}

/**
 * The media type chosen: its kind, and the codes of its properties (`own`) where the caller's
 * `content-type` picks a listed type with its own (`n`); none for the entry's. A plan is its own
 * first choice: most calls give no `content-type`, and choosing it makes nothing.
 */
interface Chosen {
  readonly kind: BodyKind | "none";
  readonly own?: ReadonlyMap<string, ParameterSpec> | undefined;
}

/** The kind of the media type the caller's `content-type` picks among those listed, and its codes; else the plan's first. */
function choose(table: BodyPlan, given: unknown): Chosen {
  if (typeof given !== "string") return table;
  const type = (given.split(";", 1)[0] as string).trim().toLowerCase();
  const { media, accepts, body } = table.entry;
  if (media !== type && !accepts.includes(type)) return table;
  return { kind: bodyKind(given), own: media === type ? undefined : body.others.get(type) };
}

/** The encoder of a form property for the media type chosen: the plan's (`compiled`, or the entry's by name), else compiled from the chosen type's code. */
function encoderOf(table: BodyPlan, chosen: Chosen, name: string, compiled?: PartEncoder): PartEncoder {
  return chosen.own === undefined ? (compiled ?? propertyEncoder(table.entry, name)) : queryEncoder(chosen.own.get(name) ?? UNSTYLED, name, table.route);
}

/**
 * The body of the call's keys, `undefined` when it gives none: written as each is read, a form's
 * text or an object (no part objects: every call of a form API such as Stripe's builds one), or
 * multipart `FormData` from its parts. Each value is read once, and bounded as its encoder walks it;
 * a JSON body is the client's to write.
 */
function keysBody(table: BodyPlan, chosen: Chosen, call: Values, defaults: Values): unknown {
  let body: string | Record<string, unknown> | undefined;
  const parts: MultipartPart[] = [];
  for (const slot of table.body) {
    const value = slotValue(slot, call, defaults);
    if (value === undefined) continue;
    if (chosen.kind === "form") {
      const part = encodePart(table.route, slot.wire, value, encoderOf(table, chosen, slot.wire, slot.write as PartEncoder));
      body = joinFormPart((body as string | undefined) ?? "", part);
    } else if (chosen.kind === "multipart") parts.push(partOf(table, chosen, slot.wire, value, slot.json));
    else setOwn((body ??= {}) as Record<string, unknown>, slot.wire, isBinary(value) ? refuseBinary(table.route, slot.wire, value) : value);
  }
  return parts.length > 0 ? multipartBody(parts, table.route) : body;
}

/**
 * `data` as given (a string as JSON text where the schema is a scalar or it is none), or a plain
 * object encoded for a form or multipart body: one value within the list bound, its properties
 * with it, counted in one budget as they are written.
 */
function dataBody(table: BodyPlan, chosen: Chosen, data: unknown): unknown {
  const { kind } = chosen;
  if (kind === "json" && typeof data === "string") return jsonBodyText(data, table.entry.body.json, table.route);
  if (!isPlainObject(data) || (kind !== "form" && kind !== "multipart")) return data;
  return encodePart(table.route, "data", data, () => {
    const names = Object.keys(data);
    const budget = entered(data, table.route, "data", undefined, names);
    if (kind === "multipart") return multipartBody(names.map((name) => partOf(table, chosen, name, data[name], false)), table.route, budget);
    let text = "";
    for (const name of names) {
      const encode = encoderOf(table, chosen, name);
      text = joinFormPart(text, encodePart(table.route, name, data[name], (value) => encode(value, budget)));
    }
    return text;
  });
}

/** A multipart part: JSON where its code says so, with the content type the description gives it. */
function partOf(table: BodyPlan, chosen: Chosen, name: string, value: unknown, json: boolean): MultipartPart {
  return { name, value, json: json || (chosen.own ?? table.entry.body.first).get(name)?.json === true, type: table.entry.body.partTypes.get(name) };
}

/** JSON bodies keep the engine's default content type unless the operation names another JSON type. */
function setContentType(headers: RequestHeaders, kind: BodyKind | "none", media: string | undefined): void {
  if (kind === "form") headers["content-type"] = "application/x-www-form-urlencoded";
  else if (kind !== "multipart" && media !== undefined && media !== "application/json" && media !== "" && !media.includes("*")) headers["content-type"] = media;
}
