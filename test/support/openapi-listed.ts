// Where swagger-client's buildRequest and ours disagree, and the specification's text decides for
// ours: each listed difference names the clause, says when it applies, and rewrites swagger-client's
// request into the one the clause asks for, so that everything else is still compared.
import type { ComparableRequest } from "./openapi-request";
import { normalisePercent } from "./openapi-request";

/** What a listed difference may read about the call. */
export interface CallFacts {
  readonly route: string;
  /** The request media type, the operation's first listed one. */
  readonly media?: string | undefined;
  /** The body given, when one is. */
  readonly requestBody?: unknown;
  /** Query parameters and form properties whose style is deepObject, with the values given. */
  readonly deep: ReadonlyMap<string, unknown>;
}

/** One listed difference. */
export interface Listed {
  readonly id: string;
  /** The text that decides, quoted from the specification that decides it. */
  readonly clause: string;
  readonly applies: (swagger: ComparableRequest, facts: CallFacts) => boolean;
  readonly rewrite: (swagger: ComparableRequest, facts: CallFacts) => ComparableRequest;
}

function withoutContentType(request: ComparableRequest): ComparableRequest {
  return { ...request, headers: Object.fromEntries(Object.entries(request.headers).filter(([name]) => name !== "content-type")) };
}

/** `value` as deepObject pairs: `name[key]=v`, nested objects nested, arrays by index. */
function deepPairs(name: string, value: unknown): string[] {
  if (typeof value !== "object" || value === null) return [`${name}=${normalisePercent(encodeURIComponent(String(value)))}`];
  return Object.entries(value).flatMap(([key, item]) => deepPairs(`${name}[${key}]`, item));
}

// Reserved characters encodeURIComponent leaves, e.g. "*" in "enabled_events[0]=*".
const SUB_DELIMS_RE = /[!'()*]/;

/** A pair with the reserved characters of its value percent-encoded. */
function encodeSubDelims(pair: string): string {
  const equals = pair.indexOf("=");
  const value = pair.slice(equals + 1).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${pair.slice(0, equals + 1)}${value}`;
}

/** Multipart entries, `[name, value]` each. */
function isEntries(body: unknown): body is [string, string][] {
  return Array.isArray(body) && body.every(Array.isArray);
}

/** The entries with every bracketed `name[...]` group replaced by one part: the body's value of `name` as JSON. */
function jsonParts(entries: readonly [string, string][], body: unknown): [string, string][] {
  const out: [string, string][] = [];
  for (const [name, value] of entries) {
    const base = name.split("[", 1)[0] ?? name;
    if (base === name) out.push([name, value]);
    else if (!out.some(([other]) => other === base)) out.push([base, JSON.stringify((body as Record<string, unknown>)[base])]);
  }
  return out;
}

/** Form pairs (`a=1`), not multipart entries (`["a", "1"]`). */
function isPairs(body: unknown): body is string[] {
  return Array.isArray(body) && body.every((pair) => typeof pair === "string");
}

/** The pairs of `pairs` named after a deepObject parameter replaced by the deep pairs of its value. */
function deepened(pairs: readonly string[], deep: ReadonlyMap<string, unknown>): string[] {
  const base = (pair: string): string => pair.split(/[[=]/, 1)[0] ?? "";
  const kept = pairs.filter((pair) => !deep.has(base(pair)));
  const added = [...deep].filter(([name]) => pairs.some((pair) => base(pair) === name)).flatMap(([name, value]) => deepPairs(name, value));
  return [...kept, ...added].sort((a, b) => (base(a) < base(b) ? -1 : base(a) > base(b) ? 1 : 0));
}

/** A deepObject value swagger-client wrote other than by brackets alone: an array repeated, a nested object as JSON. */
function flatDeep(pairs: unknown, deep: ReadonlyMap<string, unknown>): boolean {
  return isPairs(pairs) && pairs.some((pair) => {
    const name = pair.split(/[[=]/, 1)[0] ?? "";
    return deep.has(name) && (Array.isArray(deep.get(name)) || /=(?:%7B|%5B)/.test(pair));
  });
}

export const LISTED: readonly Listed[] = [
  {
    id: "deepObject: arrays by index, nested objects by brackets",
    clause:
      'OpenAPI 3.0.3, Style Values: deepObject, type "object" only, "Provides a simple way of rendering nested objects using ' +
      'form parameters"; Style Examples: deepObject of an array is "n/a". The specification defines no array and no ' +
      "nesting; swagger-client repeats arrays (form style) and writes nested objects as JSON inside one bracket, which the " +
      "specification does not say either. Ours nests brackets (`color[R][x]=1`) and indexes arrays (`expand[0]=a`), as the " +
      "APIs that use deepObject (Stripe) read them.",
    applies: (swagger, { deep }) => flatDeep(swagger.query, deep) || flatDeep(swagger.body, deep),
    rewrite: (swagger, { deep }) => ({
      ...swagger,
      query: deepened(swagger.query, deep),
      body: isPairs(swagger.body) ? deepened(swagger.body, deep) : swagger.body,
    }),
  },
  {
    id: "a media range is sent as JSON with its content-type",
    clause:
      'OpenAPI 3.0.3, Request Body Object, content: "The key is a media type or media type range" — a range says what the ' +
      "server accepts; a message's Content-Type is one media type (RFC 9110 section 8.3.1: type \"/\" subtype), so ours " +
      "sends the JSON body as application/json. swagger-client sends `*/*` as the content-type, or none.",
    applies: (swagger, { media }) => media?.includes("*") === true && swagger.body !== undefined && swagger.headers["content-type"] !== "application/json",
    rewrite: (swagger) => ({ ...swagger, headers: { ...swagger.headers, "content-type": "application/json" } }),
  },
  {
    id: "a body carries the media type it is written in",
    clause:
      'RFC 9110 section 8.3: "A sender that generates a message containing content SHOULD generate a Content-Type header ' +
      'field in that message"; the body is written in the operation\'s first media type (OpenAPI 3.0.3, Request Body ' +
      "Object, content). swagger-client sends a JSON Patch body (application/json-patch+json) with no content-type.",
    applies: (swagger, { media }) => media?.includes("*") === false && swagger.body !== undefined && swagger.headers["content-type"] === undefined,
    rewrite: (swagger, { media = "" }) => ({ ...swagger, headers: { ...swagger.headers, "content-type": media.toLowerCase() } }),
  },
  {
    id: "multipart ignores style: an object property is one JSON part",
    clause:
      'OpenAPI 3.0.3, Encoding Object, style: "This property SHALL be ignored if the request body media type is not ' +
      'application/x-www-form-urlencoded"; Special Considerations for multipart Content: "If the property is complex, or an ' +
      'array of complex values, the default Content-Type is application/json". swagger-client applies deepObject to a ' +
      "multipart part (`file_link_data[create]`).",
    applies: (swagger, { media }) => media === "multipart/form-data" && isEntries(swagger.body) && swagger.body.some(([name]) => name.includes("[")),
    rewrite: (swagger, { requestBody }) => ({ ...swagger, body: jsonParts(swagger.body as [string, string][], requestBody) }),
  },
  {
    id: "reserved characters in a form value are percent-encoded",
    clause:
      'OpenAPI 3.0.3, Encoding Object (and Parameter Object), allowReserved: "Determines whether the parameter value SHOULD ' +
      "allow reserved characters, as defined by RFC3986 :/?#[]@!$&'()*+,;= to be included without percent-encoding. The " +
      'default value is false." swagger-client leaves `*` (and !\'()) as they are in a form body.',
    applies: (swagger) => isPairs(swagger.body) && swagger.body.some((pair) => SUB_DELIMS_RE.test(pair.slice(pair.indexOf("=") + 1))),
    rewrite: (swagger) => ({ ...swagger, body: (swagger.body as string[]).map(encodeSubDelims) }),
  },
  {
    id: "multipart content-type is left to the client, which adds the boundary",
    clause:
      'RFC 7578 section 4.1: multipart/form-data "requires" a boundary parameter; swagger-client sets ' +
      "`multipart/form-data` without one, which no server can split. Ours gives FormData and no content-type, so that " +
      "fetch writes the type with the boundary it uses.",
    applies: (swagger) => swagger.headers["content-type"] === "multipart/form-data",
    rewrite: withoutContentType,
  },
];
