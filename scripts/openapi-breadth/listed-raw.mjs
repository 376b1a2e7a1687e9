// Differences the specification decides that the comparable form cannot see (it drops a URL's
// fragment, and cannot read a JSON body that is no JSON): applied to swagger-client's raw request,
// before the test's listed differences (test/support/openapi-listed.ts).

/** A query swagger-client wrote inside a path's fragment: `/#X-Amz-Target=T?a=1`. */
const QUERY_IN_FRAGMENT_RE = /^([^#]*)(#[^?]*)\?(.*)$/;
/** A path template left unexpanded: `/tags/{resourceArn}#tagKeys` -> `%7BresourceArn%7D` or `{resourceArn}`. */
const TEMPLATE_RE = /(?:%7B|\{)([^/{}#?%]+)(?:%7D|\})/gi;
const JSON_MEDIA_RE = /^application\/(?:[^;]*\+)?json\b/i;

const isJsonText = (text) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};
const contentType = (request) => String(Object.entries(request.headers ?? {}).find(([name]) => name.toLowerCase() === "content-type")?.[1] ?? "");
/** The path part of a URL (before `?` and `#`). */
const pathOf = (url) => url.split(/[?#]/, 1)[0];
const scalarPathValues = (styled) => new Map(styled.filter((p) => p.in === "path" && (typeof p.value !== "object" || p.value === null)).map((p) => [p.name, p.value]));

export const LISTED_RAW = [
  {
    id: "a path's fragment (#) follows the query",
    clause:
      'RFC 3986 section 3: URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]; after "#" a "?" is part of the ' +
      "fragment, which is never sent (RFC 9110 section 7.1). A path such as `/#X-Amz-Target=T` (OpenAPI: the path is " +
      "appended to the server URL) keeps its query before the fragment; swagger-client appends the query after it.",
    applies: (request) => QUERY_IN_FRAGMENT_RE.test(request.url),
    rewrite: (request) => ({ ...request, url: request.url.replace(QUERY_IN_FRAGMENT_RE, "$1?$3$2") }),
  },
  {
    id: "a path parameter fills its template where the path holds '#' or '?'",
    clause:
      'OpenAPI 3.0.3 and 3.1.1, Path Templating: "template expressions, delimited by curly braces ({}), to mark a section ' +
      'of a URL path as replaceable using path parameters"; Parameter Object, in "path": "Used together with Path ' +
      'Templating, where the parameter value is actually part of the operation\'s URL". swagger-client leaves every ' +
      "template of a path such as `/tags/{resourceArn}#tagKeys` unexpanded (its path parser refuses the `#`).",
    applies: (request, { path, styled }) =>
      /[#?]/.test(path) && [...pathOf(request.url).matchAll(TEMPLATE_RE)].some(([, name]) => scalarPathValues(styled).has(decodeURIComponent(name))),
    rewrite: (request, { styled }) => {
      const values = scalarPathValues(styled);
      const path = pathOf(request.url).replace(TEMPLATE_RE, (whole, name) => (values.has(decodeURIComponent(name)) ? encodeURIComponent(String(values.get(decodeURIComponent(name)))) : whole));
      return { ...request, url: path + request.url.slice(pathOf(request.url).length) };
    },
  },
  {
    id: "a JSON body is JSON text: a string is quoted",
    clause:
      "RFC 8259 section 2 (JSON-text = ws value ws; a string is quoted) and OpenAPI's Media Type Object: the body is " +
      "written in its media type, application/json here. swagger-client sends a string body (the schema is a string) " +
      "as bare text, which is no JSON.",
    applies: (request) => typeof request.body === "string" && JSON_MEDIA_RE.test(contentType(request)) && !isJsonText(request.body),
    rewrite: (request) => ({ ...request, body: JSON.stringify(request.body) }),
  },
];
