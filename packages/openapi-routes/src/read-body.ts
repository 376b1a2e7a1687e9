import { isPlainObject, quote } from "@scope/kit";
import { OpenApiError, type OpenApiErrorPlace } from "./errors";
import type { BodyModel, EncodingModel, MediaTypeModel, Style } from "./model";
import type { Resolve } from "./resolve-ref";
import { propertyKinds } from "./schema-kind";

// Styles the Encoding Object takes: "the same values as query parameters".
const FORM_STYLES: readonly Style[] = ["form", "spaceDelimited", "pipeDelimited", "deepObject"];
// Media types whose Encoding Object applies, e.g. "multipart/form-data; charset=utf-8".
const ENCODED_TYPE_RE = /^(?:application\/x-www-form-urlencoded|multipart\/)/i;

/**
 * The request body of an operation: whether it is required and its media types in the
 * description's order, with the Encoding Object of form and multipart types.
 * @see https://spec.openapis.org/oas/v3.1.0#request-body-object
 * @see https://spec.openapis.org/oas/v3.1.0#encoding-object
 */
export function readBody(value: unknown, resolve: Resolve, route: string): BodyModel | undefined {
  if (value === undefined) return undefined;
  const body = resolve(value, { route });
  if (!isPlainObject(body) || !isPlainObject(body.content)) {
    throw new OpenApiError("INVALID_DOCUMENT", { route, parameter: "requestBody" }, "the requestBody has no content object");
  }
  const media = Object.entries(body.content).map(([type, mediaType]) => readMediaType(type, mediaType, { resolve, route }));
  return { required: body.required === true, media };
}

function readMediaType(type: string, value: unknown, { resolve, route }: { resolve: Resolve; route: string }): MediaTypeModel {
  const place = { route, parameter: "requestBody" };
  if (!isPlainObject(value)) throw new OpenApiError("INVALID_DOCUMENT", place, `the media type ${quote(type)} is not an object`);
  if (!ENCODED_TYPE_RE.test(type)) return { type };
  const kinds = propertyKinds(value.schema, resolve, place);
  const structured = [...kinds].flatMap(([name, kind]) => (kind === "structured" ? [name] : []));
  const encoding = readEncodings(type, value.encoding, route);
  return { type, structured, ...(encoding === undefined ? {} : { encoding }) };
}

function readEncodings(type: string, value: unknown, route: string): Record<string, EncodingModel> | undefined {
  if (value === undefined) return undefined;
  if (!isPlainObject(value)) {
    throw new OpenApiError("INVALID_DOCUMENT", { route, parameter: "requestBody" }, `the encoding of ${quote(type)} is not an object`);
  }
  const encoding: Record<string, EncodingModel> = {};
  for (const [property, entry] of Object.entries(value)) {
    const read = readEncoding(entry, { route, parameter: property });
    if (Object.keys(read).length > 0) Object.defineProperty(encoding, property, { value: read, enumerable: true });
  }
  return Object.keys(encoding).length > 0 ? encoding : undefined;
}

function readEncoding(value: unknown, place: OpenApiErrorPlace): EncodingModel {
  if (!isPlainObject(value)) throw new OpenApiError("INVALID_DOCUMENT", place, "an encoding entry is not an object");
  const { contentType, style, explode, allowReserved } = value;
  if (style !== undefined && !FORM_STYLES.includes(style as Style)) {
    throw new OpenApiError("STYLE_NOT_ALLOWED", place, `the encoding style ${JSON.stringify(style)} does not fit a form body, expected one of ${FORM_STYLES.join(", ")}`);
  }
  for (const [field, flag] of [["explode", explode], ["allowReserved", allowReserved]] as const) {
    if (flag !== undefined && typeof flag !== "boolean") {
      throw new OpenApiError("INVALID_PARAMETER", place, `the encoding's ${field} is ${JSON.stringify(flag)}, expected true or false`);
    }
  }
  return {
    ...(typeof contentType === "string" ? { contentType } : {}),
    ...(style === undefined ? {} : { style: style as Style }),
    ...(explode === undefined ? {} : { explode: explode as boolean }),
    ...(allowReserved === undefined ? {} : { allowReserved: allowReserved as boolean }),
  };
}
