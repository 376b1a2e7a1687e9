import { InvalidOptionsError } from "../errors/errors";
import { MEDIA_TYPE } from "../errors/messages";
import { encodePart, joinFormPart, type PartEncoder } from "./style-encoders";
import { entered, type ListBudget } from "./list-bound";
import { isBinary, jsonText, primitiveText } from "./value-text";

/** How a body of a media type is built: JSON, form-urlencoded, multipart `FormData`, or `data` as given. */
export type BodyKind = "json" | "form" | "multipart" | "data";

/** `application/json`, and any `+json` type (`application/merge-patch+json`), parameters aside. */
const JSON_MEDIA_RE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * The kind of body a request media type takes.
 *
 * @example
 * bodyKind("application/vnd.api+json"); // => "json"
 * bodyKind("multipart/form-data");       // => "multipart"
 * bodyKind("application/octet-stream");  // => "data"
 */
export function bodyKind(media: string): BodyKind {
  if (typeof media !== "string") throw new InvalidOptionsError(MEDIA_TYPE, media);
  if (JSON_MEDIA_RE.test(media)) return "json";
  const type = media.split(";", 1)[0]?.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return "form";
  return type === "multipart/form-data" ? "multipart" : "data";
}

/** A multipart body property with its value, in the order the body writes them. */
export interface MultipartPart {
  readonly name: string;
  readonly value: unknown;
  /** The property is sent as JSON (`encoding.contentType: application/json`, or an object in multipart). */
  readonly json: boolean;
  /** A multipart part's content type, where the description's encoding gives one (entry `y`). */
  readonly type?: string | undefined;
}

/** A body property with its encoder and value, in the order the body writes them. */
export interface BodyPart extends MultipartPart {
  readonly encode: PartEncoder;
}

/**
 * An `application/x-www-form-urlencoded` body: each property in its `encoding` style (form and
 * exploded unless the description says otherwise; deepObject brackets), joined by `&`.
 *
 * @example
 * formBody([{ name: "metadata", value: { plan: "pro" }, encode: deepObjectOf("metadata"), json: false }]);
 * // => "metadata%5Bplan%5D=pro"
 */
export function formBody(parts: readonly BodyPart[]): string {
  let text = "";
  for (const part of parts) text = joinFormPart(text, part.encode(part.value));
  return text;
}

/**
 * A `multipart/form-data` body as `FormData`, whose boundary the HTTP client writes into the
 * `content-type` it sets: strings and `Blob`s as they are, bytes as a `Blob` of them, each member of an array as its own part,
 * objects as JSON (the specification's default content type of an object part, any depth). A part
 * whose content type the description gives (`type`) is a `Blob` of that type: `FormData` writes a
 * part's content type only for a `Blob`. Each part is counted within the list bound as it is written
 * (in `budget`, the whole body's, when there is one); a part refused past the bound is refused as such.
 */
export function multipartBody(parts: readonly (MultipartPart | BodyPart)[], route: string, budget?: ListBudget): FormData {
  const form = new FormData();
  for (const part of parts) encodePart(route, part.name, part.value, (value) => appendPart(form, part, value, route, budget));
  return form;
}

/** Appends the parts of one property, each list and object counted as it is reached (in `given`, the whole body's, when there is one). */
function appendPart(form: FormData, { name, json, type }: MultipartPart, value: unknown, route: string, given: ListBudget | undefined): void {
  const list = Array.isArray(value) && !json;
  const budget = list ? entered(value, route, name, given) : given;
  for (const member of list ? value : [value]) {
    if (member == null) continue;
    const text = partValue(member, name, route, json, budget);
    form.append(name, type === undefined || typeof text !== "string" ? text : new Blob([text], { type }));
  }
  if (list) (budget as ListBudget).depth -= 1;
}

function partValue(value: unknown, name: string, route: string, json: boolean, budget: ListBudget | undefined): string | Blob {
  if (value instanceof Blob) return value;
  // Bytes are a part of their content, as a Blob of them is (32.11), not JSON's `{}`.
  if (isBinary(value)) return new Blob([value as ArrayBuffer]);
  return json || typeof value === "object" ? jsonText(value, name, route, budget) : primitiveText(value, name, route);
}
