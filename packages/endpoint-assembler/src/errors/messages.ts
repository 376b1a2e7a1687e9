// The prose of every error this package throws: the classes of errors.ts build their messages
// here from the facts a throw site gives (a code or reason, the input, a position, a value).
import { describeValue, formatMessage, kindOf, quote, quoteRoute, quoteWhole, urlForMessage } from "@scope/kit";
import type { UnsafeUrlReason } from "./unsafe-url-reason";
import type { OptionRule, OptionsFacts } from "./option-rule";

export type { OptionRule, OptionsFacts } from "./option-rule";
export * from "./access/messages";
export * from "./table/messages";

/** `U+0009` for the character at `index` of `text`. */
const codePoint = (text: string, index: number): string => `U+${text.charCodeAt(index).toString(16).toUpperCase().padStart(4, "0")}`;

/** Why an expanded URL or a base URL was refused, what was expected, for each {@link UnsafeUrlReason}. */
const UNSAFE_URL: Readonly<Record<UnsafeUrlReason, (url: string, position: number) => string>> = {
  BASE_URL_CHARACTER: (url, position) =>
    `a base URL may not hold ${codePoint(url, position)}: no control characters, spaces, invisible format characters, ` +
    'lone surrogates, "?", "#" or "\\"; expected a URL such as "https://ghe.example.com/api/v3"',
  BASE_URL_SCHEME: () =>
    'expected a base URL with the scheme http or https, such as "https://api.github.com", or a path that starts ' +
    'with a single "/", such as "/api"',
  AMBIGUOUS_AUTHORITY: () =>
    "the authority of the URL must be a plain host name, a dotted IPv4 address or a bracketed IPv6 address, with an " +
    'optional port, as in "https://api.github.com" or "http://127.0.0.1:8080": no user name or password ("@"), "\\", ' +
    '"%", non-ASCII characters or other IPv4 forms, which fetch and curl read as different hosts',
  NO_LEADING_SLASH: () =>
    'a URL that is not an absolute http(s) URL must start with "/" once expanded, as in the route "GET /user" ' +
    '(one space after the method), { url: "/user" } or "https://api.github.com/user"',
  ESCAPES_ORIGIN: () =>
    'without an absolute base URL, the URL would be absolute or scheme-relative ("//host"), which sends the ' +
    "request to a host it names; a host may come only from the route or baseUrl",
  DOT_SEGMENT: () =>
    "a path segment of the expanded URL is a dot-segment, which URL parsers and fetch resolve to another resource " +
    '(path traversal); a parameter value may not be ".", ".." or their percent-encoded forms',
};

/** The message of an `UnsafeUrlError`. */
export function unsafeUrlMessage(reason: UnsafeUrlReason, url: string, position: number): string {
  return formatMessage({ subject: "URL", input: url, position }, UNSAFE_URL[reason](url, position));
}

/** The message of an `InvalidRouteError`. */
export function routeMessage(route: string, position: number): string {
  return formatMessage(
    { subject: "route", input: route, position },
    'expected "<METHOD> <url>" with a single space, or a URL alone, as in "GET /repos/{owner}/{repo}"',
  );
}

/** The message of a `MissingUrlError`: no url at all, or one that is not a non-empty string. */
export function missingUrlMessage(value: unknown): string {
  if (value !== undefined) {
    return formatMessage({ subject: "url" }, `got ${describeValue(value)}; expected a non-empty string such as "/user" ` +
      'or "https://api.github.com/user", as in endpoint({ url: "/user" })');
  }
  return formatMessage({ subject: "url" }, "none given: no route or url option says where to send the request; expected " +
    'a route, as in endpoint("GET /user"), or a url option, as in endpoint({ url: "/user" })');
}

/** The message of an `InvalidMethodError`: no method at all, or one that is not an HTTP token. */
export function methodMessage(method: unknown): string {
  if (method === undefined) {
    return formatMessage({ subject: "method" }, "none given by the route, the method option or the defaults; expected " +
      'the route to start with it, as in "POST /repos/{owner}/{repo}/issues", or { method: "POST" }');
  }
  return formatMessage({ subject: "method" }, `got ${describeValue(method)}; expected an HTTP method such as "GET" or ` +
    `"POST" (letters, digits and !#$%&'*+-.^_\`|~ only), as in "POST /repos/{owner}/{repo}/issues"`);
}


/** Call options that are not a plain object. */
export const OPTIONS_OBJECT: OptionRule = () => ["options", 'a plain object, such as { owner: "octokit" }'];
/** Defaults (of `.defaults()`, `createEndpoint`, a merge) that are not a plain object. */
export const DEFAULTS_OBJECT: OptionRule = () => ["defaults", 'a plain object of options, such as { baseUrl: "https://ghe.example.com/api/v3" }'];
/** `withDefaults(defaults)`: defaults that are not a plain object. */
export const MERGED_DEFAULTS: OptionRule = () => ["defaults", "a plain object of merged options, such as endpoint.DEFAULTS"];
/** Options or defaults nesting plain objects or arrays deeper than `limit` (a cycle included). */
export const TOO_DEEP: OptionRule = ({ limit }) => ["options", `objects and arrays nested at most ${limit} deep (a cycle never ends)`];
/** A config without a string `vendor`. */
export const CONFIG_OBJECT: OptionRule = () => ["config", 'an object with the vendor name of the API, such as { vendor: "github" }'];
/** A `request` option that is not an object. */
export const REQUEST_OBJECT: OptionRule = () => ["request", "an object of options for your HTTP client, such as { timeout: 1000 }"];
/** A route that is not a string. */
export const ROUTE_STRING: OptionRule = () => ["route", 'a string such as "GET /repos/{owner}/{repo}" or "/user"'];
/** A `baseUrl` that is not a string. */
export const BASE_URL: OptionRule = () => ["baseUrl", 'an http(s) URL such as "https://api.github.com" or a path such as "/api"'];
/** A relative server of a route table (of `route`) with no `documentUrl` to resolve it and no `baseUrl`. */
export const RELATIVE_SERVER: OptionRule = ({ route }) => ["baseUrl", "an absolute base URL: the server of " +
  `${route === undefined ? "the description" : quoteRoute(route)} is relative; give { baseUrl } or { documentUrl }`];
/** A `documentUrl` that is not an absolute URL. */
/** A request media type given where a string is expected (`bodyKind`). */
export const MEDIA_TYPE: OptionRule = () => ["media type", 'a media type string, such as "application/json"'];

export const DOCUMENT_URL: OptionRule = () => ["documentUrl", 'an absolute URL, such as "https://example.com/openapi.json"'];
/** A parameter (`name`) forming a whole path segment of `template` left without a value (`url`). */
/** The option an `InvalidOptionsError` names, and its message: `Invalid baseUrl: got number 1; expected ...`. */
export function optionsMessage(rule: OptionRule, value: unknown, facts: OptionsFacts): [option: string, message: string] {
  const [option, expected, got = facts.secret === true ? kindOf(value) : describeValue(value)] = rule(facts);
  return [option, formatMessage({ subject: option }, `got ${got}; expected ${expected}`)];
}

/**
 * What a list beyond the one list bound was expected to be, as every refusal of it says (the detail
 * of its `InvalidParameterValueError`): `members` in all, holes and nested lists' members counted,
 * nested at most `depth` deep.
 */
export const LIST_BOUND = (members: number, depth: number): string =>
  `lists of at most ${members} members in all (holes and the members of nested lists counted), nested at most ${depth} deep (a cycle never ends)`;

/**
 * What a query (or default-rule cookie) value with no text form was expected to be, as its
 * `InvalidQueryValueError` says: a Date gets the hint of its text form.
 */
export const QUERY_TEXT = (value: unknown): string =>
  "a string, number, boolean, bigint, null or an array of those, as in { per_page: 100 }" +
  (kindOf(value) === "Date" ? " (for a Date, pass date.toISOString())" : "");

/** What a query text or name with a lone UTF-16 surrogate (no UTF-8 form) was expected to be. */
export const UTF8_TEXT: string = "text with a UTF-8 form (no lone surrogate)";

/** The facts of an error about one parameter of a route table's route. */
export interface ParameterFacts {
  readonly route: string;
  readonly parameter: string;
  readonly value?: unknown;
  /** What was expected, or a hint, as the route table's entry says. */
  readonly detail?: string;
  /** `MISSING_PARAMETER` of a whole path segment no description requires: the URL template, and the URL it expanded to. */
  readonly segment?: { readonly template: string; readonly url: string } | undefined;
}

type ParameterCode = "INVALID_ROUTE_TABLE" | "MISSING_PARAMETER" | "UNKNOWN_PARAMETER" | "INVALID_PARAMETER_VALUE" | "INVALID_QUERY_VALUE";

/** A refused value: its kind and excerpt, and what was expected. */
function invalidValue({ value, detail }: ParameterFacts, of: string): [subject: string, explanation: string] {
  return [`value for ${of}`, `got ${describeValue(value)}; expected ${detail}`];
}

/** The subject, then the explanation, for each error about a route table's parameter. */
const PARAMETER: Readonly<Record<ParameterCode, (facts: ParameterFacts, of: string) => [subject: string, explanation: string]>> = {
  INVALID_ROUTE_TABLE: ({ value, detail }, of) => [`route table entry for ${of}`, `got ${describeValue(value)}; expected ${detail}`],
  MISSING_PARAMETER: ({ parameter, segment }, of) => [
    of,
    `missing, and ${segment === undefined ? "the description marks it as required" : `a value for ${quote(`{${parameter}}`)}, a whole path segment of ` +
      `${quote(segment.template)}, is required: without one the URL would be ${quote(urlForMessage(segment.url, 0)[0])}, another resource`}; ` +
      `give it, as in { ${quote(parameter)}: ... }`,
  ],
  UNKNOWN_PARAMETER: ({ detail }, of) => [of, `unknown to the description; ${detail}`],
  INVALID_PARAMETER_VALUE: invalidValue,
  INVALID_QUERY_VALUE: invalidValue,
};

/** The message of an error about the parameter of a route: `Invalid value for parameter "x" of "GET /y": ...`. */
export function parameterMessage(code: ParameterCode, facts: ParameterFacts): string {
  const [subject, explanation] = PARAMETER[code](facts, `parameter ${quote(facts.parameter)} of ${quoteRoute(facts.route)}`);
  return formatMessage({ subject }, explanation);
}

// Named options never shadow a field; closed tables (issue 25). Grouped: the engine's entries.

/** A `url` (or `method`, `name`) beside a route (`route`), which decides it (D1). */
export const ROUTE_OPTION: OptionRule = ({ name = "url", route = "" }) => [name, `no ${name} beside a route: the route ` +
  `${quoteRoute(route)} decides the request's ${name === "url" ? "URL" : name}; send a field named ${name} ` +
  `location-prefixed, as "body.${name}", "query.${name}" or "path.${name}"`];
/** A `"path.x"` key (`name`) whose route (`route`) has no `{x}`. */
export const PREFIXED_PATH: OptionRule = ({ name = "", route = "" }) => [name, `a variable of the route's path: ` +
  `${quoteRoute(route)} has no ${quote(`{${name.slice(name.indexOf(".") + 1)}}`)}`];
/** Two keys (`keys`) that give one parameter (`name`, its wire name, at `where`), such as `owner` and `"path.owner"` (issue 32.2). */
export const KEY_TWICE: OptionRule = ({ keys = [], name = "", where = "", route }) => [`key ${quote(keys[1] ?? "")}`,
  `one key for each parameter: ${keys.map((key) => quote(key)).join(" and ")} both give ${name === "" ? "the cookie header" : `${({ p: "the path parameter", q: "the query parameter", b: "the body field", h: "the header", c: "the cookie" } as Record<string, string>)[where] ?? ""} ${quote(name)}`}` +
  `${route === undefined ? "" : ` of ${quoteRoute(route)}`}, and one would silently win; give only one of them`];
/** What a Blob, File or bytes refused in a JSON or form-urlencoded field should have been, and where it can go (issue 32.11). */
export const BINARY_VALUE = "text that JSON or form-urlencoded can write: a Blob, File or bytes (ArrayBuffer, typed array, DataView) " +
  "can go only in a multipart/form-data part, or as the whole body (data) of a binary media type such as application/octet-stream";
/** A table operation that cannot be built (entry `u`), with the table's reason (`reason`) quoted whole, bounded. */
export const UNBUILDABLE_OPERATION: OptionRule = ({ route = "", reason = "" }) => [`operation ${quoteRoute(route)}`,
  // A reason of compileRoutes is a whole message (150 to 250 characters) whose end tells it apart.
  "an operation that can be built, so no request is made for this one", `the route table's reason ${quoteWhole(reason, 500)}`];
/** A `content-type` (`name`) that a closed table's operation does not list. */
export const UNLISTED_CONTENT_TYPE: OptionRule = ({ route = "", listed = [] }) => ["content-type", `a media type that ` +
  `${quoteRoute(route)} lists: ${listed.length === 0 ? "none (it takes no body)" : listed.map((type) => quote(type)).join(", ")}`];

/** The message of an `UnknownRouteError`: the route, the methods of its path, the nearest route. */
export function unknownRouteMessage(route: string, suggestion: string | undefined, methods: readonly string[]): string {
  const others = methods.length === 0 ? "" : `; its path has ${methods.join(", ")}`;
  const near = suggestion === undefined ? "" : `; the nearest route it has is ${quoteRoute(suggestion)}`;
  return formatMessage({ subject: `route ${quoteRoute(route)}` }, `unknown to the route table${others}${near}`);
}


