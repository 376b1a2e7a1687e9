// The prose of every error this package throws: OpenApiError builds its message here from the facts
// a throw site gives (the reason, the route and parameter, the text or value at fault).
import { describeValue, formatMessage, quote } from "@scope/kit";
import type { OpenApiErrorCode } from "../error-codes";
import { withoutUserinfo } from "@scope/kit";

/** What a throw site knows: where, and the text or value at fault. Every field optional. */
export interface OpenApiFacts {
  /** The route of the operation at fault, `"GET /pets/{id}"`. */
  readonly route?: string | undefined;
  /** The parameter, property or part at fault. */
  readonly parameter?: string | undefined;
  /** A text at fault (a path, a `$ref`, a URL, a media type): quoted, a URL without its userinfo. */
  readonly text?: string | undefined;
  /** The position in `text` of the character at fault. */
  readonly position?: number | undefined;
  /** A value at fault, described by kind and a bounded detail, never dumped. */
  readonly value?: unknown;
  /** A second text: the documentUrl a server was resolved against, the field read, a location. */
  readonly other?: string | undefined;
}

type Rule = readonly [code: OpenApiErrorCode, explain: (facts: OpenApiFacts) => string];

const url = (text = ""): string => quote(withoutUserinfo(text, 0, false)[0]);
const text = ({ text = "" }: OpenApiFacts): string => quote(text);

/** Every reason to refuse a description or an operation: its code, then what was wrong and what was expected. */
export const RULES = {
  OPTIONS_OBJECT: ["INVALID_DOCUMENT", ({ value }) => `the options are ${describeValue(value)}: expected { documentUrl?: string, strict?: boolean }`],
  DOCUMENT_URL: ["RELATIVE_SERVER_URL", ({ value }) =>
    `the documentUrl is ${typeof value === "string" ? url(value) : describeValue(value)}: expected an absolute URL, as in "https://api.example.com/openapi.json"`],
  DOCUMENT_OBJECT: ["INVALID_DOCUMENT", ({ value }) => `the document is ${describeValue(value)}: expected an object; parse the JSON or YAML first`],
  VERSION: ["INVALID_DOCUMENT", ({ value, other }) =>
    `${other ?? "openapi"} is ${value === undefined ? "missing" : describeValue(value)}: expected an OpenAPI 3.0 or 3.1 document, as in { openapi: "3.1.0", paths: {...} }`],
  PATHS_OBJECT: ["INVALID_DOCUMENT", ({ value }) => `paths is ${describeValue(value)}: expected an object of path items`],
  PATH_SLASH: ["INVALID_DOCUMENT", (facts) => `the path ${text(facts)} does not start with "/", as in "/pets/{id}"`],
  PATH_ITEM: ["INVALID_DOCUMENT", (facts) => `the path item of ${text(facts)} is ${describeValue(facts.value)}: expected an object`],
  OPERATION: ["INVALID_DOCUMENT", ({ value }) => `the operation is ${describeValue(value)}: expected an object`],
  REF_STRING: ["UNRESOLVED_REF", ({ value }) => `a $ref is ${describeValue(value)}: expected a string such as "#/components/schemas/Pet"`],
  REF_EXTERNAL: ["UNRESOLVED_REF", (facts) => `the $ref ${text(facts)} points into another document: resolve external references first, only "#/..." references are followed`],
  REF_FRAGMENT: ["UNRESOLVED_REF", (facts) => `the $ref ${text(facts)} is not a well-formed URI fragment`],
  REF_POINTER: ["UNRESOLVED_REF", (facts) => `the $ref ${text(facts)} is not a JSON pointer such as "#/components/schemas/Pet"`],
  REF_NOWHERE: ["UNRESOLVED_REF", (facts) => `the $ref ${text(facts)} points to nothing: no ${quote(facts.other ?? "")} there`],
  REF_CYCLE: ["CYCLIC_REF", (facts) => `the $ref ${text(facts)} leads back to itself through ${String(facts.value)} reference(s)`],
  SERVER_URL: ["INVALID_DOCUMENT", () => 'a server has no url: expected { url: "https://api.example.com" }'],
  SERVER_VARIABLE: ["INVALID_DOCUMENT", ({ text: server, other = "" }) =>
    `the server ${url(server)} has no default for its variable ${quote(other)}: expected variables: { ${JSON.stringify(other)}: { default: "..." } }`],
  SERVER_RESOLVE: ["RELATIVE_SERVER_URL", ({ text: server, other }) =>
    `the server ${url(server)} cannot be resolved against the documentUrl ${url(other)}: give an absolute documentUrl`],
  PARAMETERS_ARRAY: ["INVALID_DOCUMENT", ({ value }) => `parameters is ${describeValue(value)}: expected an array`],
  PARAMETER_NAME: ["INVALID_DOCUMENT", ({ value }) => `a parameter's name is ${describeValue(value)}: expected a non-empty string, as in { name: "id", in: "path" }`],
  PARAMETER_TWICE: ["INVALID_DOCUMENT", ({ other = "" }) => `the ${other} parameter is listed twice: a list of parameters holds each name and location once`],
  LOCATION: ["INVALID_PARAMETER", ({ value }) =>
    `its location (in) is ${value === undefined ? "missing" : describeValue(value)}: expected "path", "query", "header" or "cookie"`],
  PATH_REQUIRED: ["INVALID_PARAMETER", () => "a path parameter must say required: true"],
  PATH_VARIABLE: ["INVALID_PARAMETER", ({ text: path = "", parameter = "" }) => `the path ${quote(path)} has no ${quote(`{${parameter}}`)} for this path parameter`],
  FLAG: ["INVALID_PARAMETER", ({ value, other = "" }) => `${other} is ${describeValue(value)}: expected true or false`],
  CONTENT: ["INVALID_PARAMETER", () => "content must hold exactly one media type, and a parameter has content or schema, not both"],
  STYLE: ["STYLE_NOT_ALLOWED", ({ value, other = "" }) => `the style is ${describeValue(value)}: expected one of ${other}`],
  BODY_CONTENT: ["INVALID_DOCUMENT", () => "the requestBody has no content object: expected { content: { \"application/json\": {...} } }"],
  MEDIA_OBJECT: ["INVALID_DOCUMENT", (facts) => `the media type ${text(facts)} is ${describeValue(facts.value)}: expected an object`],
  MEDIA_CHARACTER: ["INVALID_DOCUMENT", ({ text: type = "", position = 0 }) =>
    `the media type has ${codePoint(type, position)} at position ${position}, which no header value may hold: ` +
    'expected tab and visible characters up to U+00FF, as in "application/json"'],
  ENCODING_OBJECT: ["INVALID_DOCUMENT", (facts) => `the encoding of ${text(facts)} is ${describeValue(facts.value)}: expected an object`],
  ENCODING_ENTRY: ["INVALID_DOCUMENT", ({ value }) => `an encoding entry is ${describeValue(value)}: expected an object`],
} as const satisfies Record<string, Rule>;

/** A reason to refuse: a key of {@link RULES}. */
export type OpenApiReason = keyof typeof RULES;

/** `U+000D` for the character at `index` of `text`: a character described, never the text quoted. */
function codePoint(value: string, index: number): string {
  return `U+${value.charCodeAt(index).toString(16).toUpperCase().padStart(4, "0")}`;
}

/** The code of a reason. */
export function codeOf(reason: OpenApiReason): OpenApiErrorCode {
  return RULES[reason][0];
}

/** The message of an `OpenApiError`: `Invalid OpenAPI description, operation "GET /a", parameter "c": ...`. */
export function openApiMessage(reason: OpenApiReason, facts: OpenApiFacts): string {
  const where = [
    facts.route === undefined ? "" : `operation ${quote(facts.route)}`,
    facts.parameter === undefined ? "" : `parameter ${quote(facts.parameter)}`,
  ].filter((part) => part !== "");
  const explain: (facts: OpenApiFacts) => string = RULES[reason][1];
  return formatMessage({ subject: `OpenAPI description${where.length > 0 ? `, ${where.join(", ")}` : ""}` }, explain(facts));
}
