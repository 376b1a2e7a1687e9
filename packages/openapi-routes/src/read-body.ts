import { STYLE_FACTS } from "@scope/endpoint-assembler";
import { checkMediaType } from "./check-media-type";
import { OpenApiError, type OpenApiErrorPlace } from "./errors";
import { ownFields } from "./internal/own";
import type { BodyModel, EncodingModel, MediaTypeModel, Style } from "./model";
import type { Resolve } from "./resolve-ref";
import type { SchemaReader } from "./schema-reader";

// Styles the Encoding Object takes: "the same values as query parameters".
const FORM_STYLES = (Object.keys(STYLE_FACTS) as Style[]).filter((style) => STYLE_FACTS[style].in.includes("body"));
// Media types whose Encoding Object applies, e.g. "multipart/form-data; charset=utf-8".
const ENCODED_TYPE_RE = /^(?:application\/x-www-form-urlencoded|multipart\/)/i;

interface BodyContext {
  readonly resolve: Resolve;
  readonly schemas: SchemaReader;
  readonly route: string;
}

/**
 * The request body of an operation: whether it is required and its media types in the
 * description's order, with the Encoding Object of form and multipart types. A media type (or an
 * encoding's `contentType`) that no header may carry refuses the description (`INVALID_DOCUMENT`,
 * reason `MEDIA_CHARACTER`).
 * @see https://spec.openapis.org/oas/v3.1.0#request-body-object
 * @see https://spec.openapis.org/oas/v3.1.0#encoding-object
 */
export function readBody(value: unknown, context: BodyContext): BodyModel | undefined {
  if (value === undefined) return undefined;
  const body = ownFields(context.resolve(value, { route: context.route }));
  const content = ownFields(body?.content);
  if (body === undefined || content === undefined) throw new OpenApiError("BODY_CONTENT", { route: context.route, parameter: "requestBody" });
  const media = Object.keys(content).map((type) => readMediaType(type, content[type], context));
  return { required: body.required === true, media };
}

function readMediaType(type: string, value: unknown, { schemas, route }: BodyContext): MediaTypeModel {
  const place = { route, parameter: "requestBody" };
  checkMediaType(type, { route, parameter: "requestBody.content" });
  const fields = ownFields(value);
  if (fields === undefined) throw new OpenApiError("MEDIA_OBJECT", { ...place, text: type, value });
  const shape = schemas.shape(fields.schema, place);
  const facts = {
    type,
    names: shape.list,
    open: fields.schema === undefined || shape.open,
    scalar: schemas.kind(fields.schema, place) === "primitive",
  };
  if (!ENCODED_TYPE_RE.test(type)) return facts;
  const structured = schemas.structured(fields.schema, place);
  const encoding = readEncodings(type, fields.encoding, route);
  return { ...facts, structured, ...(encoding === undefined ? {} : { encoding }) };
}

function readEncodings(type: string, value: unknown, route: string): Record<string, EncodingModel> | undefined {
  if (value === undefined) return undefined;
  const entries = ownFields(value);
  if (entries === undefined) throw new OpenApiError("ENCODING_OBJECT", { route, parameter: "requestBody", text: type, value });
  const encoding: Record<string, EncodingModel> = {};
  for (const property of Object.keys(entries)) {
    const read = readEncoding(entries[property], { route, parameter: property });
    if (Object.keys(read).length > 0) Object.defineProperty(encoding, property, { value: read, enumerable: true });
  }
  return Object.keys(encoding).length > 0 ? encoding : undefined;
}

function readEncoding(value: unknown, place: OpenApiErrorPlace): EncodingModel {
  const fields = ownFields(value);
  if (fields === undefined) throw new OpenApiError("ENCODING_ENTRY", { ...place, value });
  const { contentType, style, explode, allowReserved } = fields;
  if (style !== undefined && !FORM_STYLES.includes(style as Style)) {
    throw new OpenApiError("STYLE", { ...place, value: style, other: `${FORM_STYLES.join(", ")} for a form body` });
  }
  for (const [field, flag] of [["explode", explode], ["allowReserved", allowReserved]] as const) {
    if (flag !== undefined && typeof flag !== "boolean") throw new OpenApiError("FLAG", { ...place, value: flag, other: `the encoding's ${field}` });
  }
  if (typeof contentType === "string") checkMediaType(contentType, { route: place.route, parameter: `encoding of ${place.parameter ?? ""}: contentType` });
  return {
    ...(typeof contentType === "string" ? { contentType } : {}),
    ...(style === undefined ? {} : { style: style as Style }),
    ...(explode === undefined ? {} : { explode: explode as boolean }),
    ...(allowReserved === undefined ? {} : { allowReserved: allowReserved as boolean }),
  };
}
