// Where swagger-client's buildRequest and ours disagree, and the specification's text decides for
// ours: each listed difference names the clause, says when it applies, and rewrites swagger-client's
// request into the one the clause asks for (openapi-expected.ts), so everything else is still compared.
import type { OpenApiCall } from "./openapi-calls.mjs";
import {
  cookieHeader,
  deepened,
  delimitedObjects,
  encodeSubDelims,
  flatDeep,
  isEntries,
  isPairs,
  labelled,
  multipartEntries,
  pipesEncoded,
  SUB_DELIMS_RE,
  withoutContentType,
} from "./openapi-expected";
import type { ComparableRequest } from "./openapi-request";

/** What a listed difference may read about the call. */
export type CallFacts = Pick<OpenApiCall, "media" | "requestBody" | "deep" | "styled">;

/** One listed difference. */
export interface Listed {
  readonly id: string;
  /** The text that decides, quoted from the specification that decides it. */
  readonly clause: string;
  readonly applies: (swagger: ComparableRequest, facts: CallFacts) => boolean;
  readonly rewrite: (swagger: ComparableRequest, facts: CallFacts) => ComparableRequest;
}

export const LISTED: readonly Listed[] = [
  {
    id: "deepObject: arrays by index, nested objects by brackets",
    clause:
      'OpenAPI 3.1.1, Style Values: deepObject "Allows objects with scalar properties to be represented using form ' +
      'parameters. The representation of array or object properties is not defined." (3.0.3: type object only; its Style ' +
      'Examples give "n/a" for an array.) swagger-client repeats arrays and writes nested objects as JSON in one bracket; ' +
      "ours nests brackets and indexes arrays (`expand[0]=a`), as the APIs that use deepObject (Stripe) read them.",
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
      "server accepts; a message's Content-Type is one media type (RFC 9110 section 8.3.1), so ours sends the JSON body " +
      "as application/json. swagger-client sends `*/*` as the content-type, or none.",
    applies: (swagger, { media }) => media?.includes("*") === true && swagger.body !== undefined && swagger.headers["content-type"] !== "application/json",
    rewrite: (swagger) => ({ ...swagger, headers: { ...swagger.headers, "content-type": "application/json" } }),
  },
  {
    id: "a body carries the media type it is written in",
    clause:
      'RFC 9110 section 8.3: "A sender that generates a message containing content SHOULD generate a Content-Type header ' +
      "field in that message\"; the body is written in the operation's first media type (OpenAPI 3.0.3, Request Body " +
      "Object, content). swagger-client sends a JSON Patch body (application/json-patch+json) with no content-type.",
    applies: (swagger, { media }) => media?.includes("*") === false && swagger.body !== undefined && swagger.headers["content-type"] === undefined,
    rewrite: (swagger, { media = "" }) => ({ ...swagger, headers: { ...swagger.headers, "content-type": media.toLowerCase() } }),
  },
  {
    id: "multipart: text parts, one part per array item, objects as JSON",
    clause:
      'OpenAPI 3.0.3, Encoding Object, style: "This property SHALL be ignored if the request body media type is not ' +
      'application/x-www-form-urlencoded"; Special Considerations for multipart Content: an object property\'s default ' +
      'Content-Type is application/json; RFC 7578 section 4.3: several values of one field are sent as several parts of ' +
      "that name. swagger-client applies form and deepObject styles to parts, and joins arrays with commas.",
    applies: (swagger, { media, requestBody }) =>
      media === "multipart/form-data" && isEntries(swagger.body) && JSON.stringify(swagger.body) !== JSON.stringify(multipartEntries(requestBody)),
    rewrite: (swagger, { requestBody }) => ({ ...swagger, body: multipartEntries(requestBody) }),
  },
  {
    id: "multipart content-type is left to the client, which adds the boundary",
    clause:
      "RFC 7578 section 4.1: multipart/form-data requires a boundary parameter; swagger-client sets `multipart/form-data` " +
      "without one, which no server can split. Ours gives FormData and no content-type, so that fetch writes the type " +
      "with the boundary it uses.",
    applies: (swagger) => swagger.headers["content-type"] === "multipart/form-data",
    rewrite: withoutContentType,
  },
  {
    id: "reserved characters in a form value are percent-encoded",
    clause:
      'OpenAPI 3.0.3, Encoding Object (and Parameter Object), allowReserved: "Determines whether the parameter value SHOULD ' +
      "allow reserved characters, as defined by RFC3986 :/?#[]@!$&'()*+,;= to be included without percent-encoding. The " +
      "default value is false.\" swagger-client leaves `*` (and !'()) as they are in a form body.",
    applies: (swagger) => isPairs(swagger.body) && swagger.body.some((pair) => SUB_DELIMS_RE.test(pair.slice(pair.indexOf("=") + 1))),
    rewrite: (swagger) => ({ ...swagger, body: (swagger.body as string[]).map(encodeSubDelims) }),
  },
  {
    id: "label, not exploded, joins an array or object with commas",
    clause:
      "RFC 6570 section 3.2.5 (label expansion `{.x}` joins list items with `,`), which OpenAPI's label style is defined " +
      "by; OpenAPI 3.1.1, Style Examples: label false array `.blue,black,brown` (3.0.3's table wrote `.blue.black.brown`, " +
      "corrected in 3.0.4 and 3.1.1). swagger-client joins with dots.",
    applies: (swagger, { styled }) => labelled(swagger.path, styled) !== swagger.path,
    rewrite: (swagger, { styled }) => ({ ...swagger, path: labelled(swagger.path, styled) }),
  },
  {
    id: "space- and pipe-delimited objects use their delimiter",
    clause:
      "OpenAPI 3.1.1, Style Values: spaceDelimited and pipeDelimited apply to `array`, `object`; Style Examples: " +
      "`?color=R%20100%20G%20200%20B%20150`, `?color=R%7C100%7CG%7C200%7CB%7C150`. swagger-client joins an object with commas.",
    applies: (swagger, { styled }) => JSON.stringify(delimitedObjects(swagger.query, styled)) !== JSON.stringify(swagger.query),
    rewrite: (swagger, { styled }) => ({ ...swagger, query: delimitedObjects(swagger.query, styled) }),
  },
  {
    id: "pipeDelimited: the delimiter | is percent-encoded",
    clause:
      'OpenAPI 3.1.1, Appendix E: "The [ and ], |, and space characters, which are used as delimiters for the ' +
      'deepObject, pipeDelimited, and spaceDelimited styles, respectively, all MUST be percent-encoded to comply with ' +
      "RFC3986\"; Style Examples: `?color=blue%7Cblack%7Cbrown`. swagger-client writes `|` literally in an array.",
    applies: (swagger, { styled }) => JSON.stringify(pipesEncoded(swagger.query, styled)) !== JSON.stringify(swagger.query),
    rewrite: (swagger, { styled }) => ({ ...swagger, query: pipesEncoded(swagger.query, styled) }),
  },
  {
    id: "every cookie parameter in one cookie header, pairs delimited by '; '",
    clause:
      'OpenAPI 3.1.1, Appendix D: form cookies are "implementation-defined" for one value and "For multiple values, ' +
      "style: form is always incorrect as name=value pairs in cookies are delimited by `; `\"; RFC 6265 section 4.2.1: " +
      "cookie-string = cookie-pair *( \";\" SP cookie-pair ). swagger-client keeps only the last cookie parameter.",
    applies: (swagger, { styled }) => styled.some((p) => p.in === "cookie") && swagger.headers.cookie !== cookieHeader(styled),
    rewrite: (swagger, { styled }) => ({ ...swagger, headers: { ...swagger.headers, cookie: cookieHeader(styled) } }),
  },
];

