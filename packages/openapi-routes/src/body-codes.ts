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

/** Every explicit code of a media type's properties, by name. */
export function explicitCodes(media: MediaTypeModel | undefined): Map<string, string> {
  const codes = new Map<string, string>();
  const form = media !== undefined && bodyKind(media.type) === "form";
  const structured = new Set(media?.structured ?? []);
  for (const [name, encoding] of Object.entries(media?.encoding ?? {})) {
    const code = explicitCode(encoding, form, structured.has(name));
    if (code !== undefined) codes.set(name, code);
  }
  return codes;
}

/**
 * The codes of a form or multipart body: `f` the explicit style most properties of a form body
 * share, `e` the other explicit codes (every one of a multipart body). In a form body where an `f`
 * applies (this `f`, else `inherited`), a structured property the description gives no encoding
 * gets `""`: written by its value rather than in `f`'s style.
 */
export function bodyCodes(media: MediaTypeModel | undefined, inherited?: string): BodyCodes {
  const codes = explicitCodes(media);
  const form = media !== undefined && bodyKind(media.type) === "form";
  // `f` is a style every other property of the body takes: a form's, and never a flag (`J`, `+`),
  // which says something of one property only.
  const f = form ? mostCommon([...codes.values()].filter((code) => STYLE_ONLY_RE.test(code))) : undefined;
  const e: Record<string, string> = {};
  for (const [name, code] of codes) if (code !== f) Object.defineProperty(e, name, { value: code, enumerable: true });
  // Only a form body writes a property in a style: a multipart part is its value whatever the code.
  const applied = form ? (f ?? inherited) : undefined;
  for (const name of media?.structured ?? []) {
    if (applied !== undefined && !codes.has(name)) Object.defineProperty(e, name, { value: "", enumerable: true });
  }
  const y: Record<string, string> = {};
  const multipart = media !== undefined && bodyKind(media.type) === "multipart";
  for (const [name, encoding] of Object.entries(media?.encoding ?? {})) {
    if (multipart && encoding.contentType !== undefined) Object.defineProperty(y, name, { value: encoding.contentType, enumerable: true });
  }
  return { f, e, y };
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
