import { bodyKind, STYLE_FACTS } from "@scope/endpoint-assembler";
import type { EncodingModel, MediaTypeModel } from "./model";
import { isJsonMedia, styleCode } from "./parameter-code";

// A code of a style and explode alone, e.g. "D*" or "F-": no flag. The letters from the style facts.
const STYLE_ONLY_RE = new RegExp(`^[${Object.values(STYLE_FACTS).map((fact) => fact.letter).join("")}][*-]?$`);

/** The encoding codes of one media type's properties: those the description gives (`e` or `f`), and the content types of multipart parts (`y`). */
export interface BodyCodes {
  /** The explicit style most properties of a form body share, `undefined` when the description gives none. */
  readonly f: string | undefined;
  /** The explicit codes that are not `f`. */
  readonly e: Record<string, string>;
  /** Each multipart part's content type, where its encoding gives one. */
  readonly y: Record<string, string>;
  /** Every explicit code, by property name (`f`'s too). */
  readonly explicit: ReadonlyMap<string, string>;
  /**
   * True for a form body where a style applies (this `f`, else the one inherited): a structured
   * property the description gives no encoding of then needs `""` in `e`, to be written by its value
   * rather than in that style. Those `""` codes belong to the body's schema, not to the operation:
   * they come from its layer (body-layers.ts), worked out once per schema.
   */
  readonly styled: boolean;
}

/**
 * The code of a property's Encoding Object, when it says something a property's value does not:
 * a style, `explode` or `allowReserved` (form bodies), or a JSON `contentType`. `undefined` for an
 * encoding that says nothing of the kind: the property is then written by its value (D5).
 */
function explicitCode(encoding: EncodingModel, form: boolean, structured: boolean): string | undefined {
  const flags = `${encoding.allowReserved === true ? "+" : ""}${encoding.contentType !== undefined && isJsonMedia(encoding.contentType) ? "J" : ""}`;
  const styled = form && (encoding.style !== undefined || encoding.explode !== undefined);
  if (!(styled && structured) && flags === "") return undefined;
  const style = form ? (encoding.style ?? "form") : "form";
  return `${styleCode(style, form ? (encoding.explode ?? STYLE_FACTS[style].explode === true) : true)}${flags}`;
}

// The set of each `structured` list, made once: operations sharing a schema share its list (32.5).
const STRUCTURED_SETS = new WeakMap<readonly string[], ReadonlySet<string>>();

function structuredSet(list: readonly string[]): ReadonlySet<string> {
  const known = STRUCTURED_SETS.get(list);
  if (known !== undefined) return known;
  const set = new Set(list);
  STRUCTURED_SETS.set(list, set);
  return set;
}

/** Every explicit code of a media type's properties, by name: linear in its encoding, not in its schema. */
export function explicitCodes(media: MediaTypeModel | undefined): Map<string, string> {
  const codes = new Map<string, string>();
  const form = media !== undefined && bodyKind(media.type) === "form";
  const structured = structuredSet(media?.structured ?? []);
  for (const [name, encoding] of Object.entries(media?.encoding ?? {})) {
    const code = explicitCode(encoding, form, structured.has(name));
    if (code !== undefined) codes.set(name, code);
  }
  return codes;
}

/**
 * The codes of a form or multipart body that its encoding gives: `f` the explicit style most
 * properties of a form body share, `e` the other explicit codes (every one of a multipart body).
 * Linear in the encoding's size: nothing here reads the schema's properties.
 */
export function bodyCodes(media: MediaTypeModel | undefined, inherited?: string): BodyCodes {
  const codes = explicitCodes(media);
  const form = media !== undefined && bodyKind(media.type) === "form";
  // `f` is a style every other property of the body takes: a form's, and never a flag (`J`, `+`),
  // which says something of one property only.
  const f = form ? mostCommon([...codes.values()].filter((code) => STYLE_ONLY_RE.test(code))) : undefined;
  const e: Record<string, string> = {};
  for (const [name, code] of codes) if (code !== f) Object.defineProperty(e, name, { value: code, enumerable: true });
  const y: Record<string, string> = {};
  const multipart = media !== undefined && bodyKind(media.type) === "multipart";
  for (const [name, encoding] of Object.entries(media?.encoding ?? {})) {
    if (multipart && encoding.contentType !== undefined) Object.defineProperty(y, name, { value: encoding.contentType, enumerable: true });
  }
  // Only a form body writes a property in a style: a multipart part is its value whatever the code.
  return { f, e, y, explicit: codes, styled: form && (f ?? inherited) !== undefined };
}

/** The most frequent value of a list (the first of equals), `undefined` for none. */
export function mostCommon<Value>(values: readonly Value[]): Value | undefined {
  const counts = new Map<Value, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: Value | undefined;
  let most = 0;
  for (const [value, count] of counts) if (count > most) [best, most] = [value, count];
  return best;
}
