// Why ours and swagger-client (as the specification corrects it) disagree on one operation: the
// first rule that recognises the disagreement names its cause; else the fields that differ.
import { isDeepStrictEqual } from "node:util";

const FIELDS = ["method", "path", "query", "headers", "body"];
/** A `:` inside a path segment, after other characters: `/v1/text:synthesize`, `/{name}:cancel`, `/jcr:root`. */
const INNER_COLON_RE = /\/[^/:]+:/;
/** A whole segment spelled `:name`: `/webhooks/feed/:token`. */
const COLON_SEGMENT_RE = /\/:[^/]+/;
/** The inner code an error's message ends with: `... (NESTED_COMPOSITE).` */
const INNER_CODE_RE = /\(([A-Z_]+)\)\.?$/;
const FORM = "application/x-www-form-urlencoded";

const isObject = (value) => typeof value === "object" && value !== null;
const hasObjectValue = (value) => isObject(value) && Object.values(value).some((item) => isObject(item) || (Array.isArray(item) && item.some(isObject)));
const differs = (ours, expected) => FIELDS.filter((field) => !isDeepStrictEqual(ours[field], expected[field]));

/** The cause of an error ours threw on a call. */
export function classifyError(error, { call, path }) {
  const code = error?.code ?? error?.name ?? "a non-error";
  const inner = INNER_CODE_RE.exec(String(error?.message))?.[1];
  if (code === "INVALID_OPTIONS" && COLON_SEGMENT_RE.test(path)) return "a whole ':name' segment of the description's path read as a variable (ours throws INVALID_OPTIONS)";
  if (inner === "NESTED_COMPOSITE") {
    const where = call.styled.find((p) => String(error.message).includes(`"${p.name}"`))?.in ?? "form";
    return `an object or array of objects in a ${where} parameter refused (ours throws ${code}: NESTED_COMPOSITE)`;
  }
  return `ours throws ${code}${inner === undefined || inner === code ? "" : `: ${inner}`}`;
}

const RULES = [
  {
    cause: "a literal ':' inside a path segment read as a ':name' variable",
    test: ({ path, fields }) => fields.includes("path") && INNER_COLON_RE.test(path.split(/[?#]/, 1)[0]),
  },
  {
    cause: 'a server URL "" resolved to the document\'s own URL (RFC 3986 section 5.2); swagger-client takes its origin',
    test: ({ fields, ours, documentUrl }) => fields.includes("path") && ours.path.startsWith(`${documentUrl}/`),
  },
  {
    cause: "allowReserved: ours percent-encodes reserved characters swagger-client leaves as they are",
    test: ({ fields, parameters }) => fields.includes("query") && parameters.some((p) => p?.allowReserved === true && p.in === "query"),
  },
  {
    cause: "a body in a media type ours does not write: its properties sent elsewhere or dropped",
    test: ({ ours, expected }) => ours.body === undefined && expected.body !== undefined,
  },
  {
    cause: "form body: an object or array-of-objects property (OAS 3.0.4 4.7.15.2.1: JSON text without an encoding)",
    test: ({ fields, call }) => fields.includes("body") && call.media === FORM && hasObjectValue(call.requestBody),
  },
  { cause: "form body: other", test: ({ fields, call }) => fields.includes("body") && call.media === FORM },
  { cause: "multipart body", test: ({ fields, call }) => fields.includes("body") && call.media?.startsWith("multipart/") },
  {
    cause: "an object or array of objects in a query parameter",
    test: ({ fields, call }) => fields.includes("query") && call.styled.some((p) => p.in === "query" && isObject(p.value) && (hasObjectValue(p.value) || !Array.isArray(p.value))),
  },
  { cause: "a path with a query or fragment ('?', '#')", test: ({ fields, path }) => fields.some((f) => f === "path" || f === "query") && /[?#]/.test(path) },
  { cause: "content-type", test: ({ fields, ours, expected }) => fields.includes("headers") && ours.headers["content-type"] !== expected.headers["content-type"] },
  { cause: "cookie header", test: ({ fields, ours, expected }) => fields.includes("headers") && ours.headers.cookie !== expected.headers.cookie },
];

/** The cause of a disagreement, and a short account of it. */
export function classify(facts) {
  const { ours, expected } = facts;
  const fields = differs(ours, expected);
  const detail = fields.map((field) => `${field}: ours ${clip(ours[field])} / expected ${clip(expected[field])}`).join("; ");
  const rule = RULES.find(({ test }) => test({ ...facts, fields }));
  return { cause: rule?.cause ?? `other: ${fields.join(", ")} differ`, detail };
}

function clip(value) {
  const text = JSON.stringify(value) ?? "undefined";
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}
