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
/** RFC 3986 reserved characters, percent-encoded: swagger-client keeps them all under allowReserved. */
const RESERVED_ESCAPE_RE = /%(?:3A|2F|3F|23|5B|5D|40|21|24|26|27|28|29|2A|2B|2C|3B|3D)/gi;
/** The reserved characters ours keeps under allowReserved: all but `[]#&=+`. */
const KEPT_ESCAPE_RE = /%(?:3A|2F|3F|40|21|24|27|28|29|2A|2C|3B)/gi;
const keepReserved = (text, pattern) => encodeURIComponent(text).replace(pattern, (escape) => decodeURIComponent(escape));
/** The scalar values of query parameters with allowReserved, by name. */
const reservedValues = ({ styled, parameters }) =>
  styled.filter((p) => p.in === "query" && (typeof p.value !== "object" || p.value === null) && parameters.some((q) => q?.in === "query" && q.name === p.name && q.allowReserved === true));
/** The string values of query parameters whose `content` is JSON. */
const jsonStrings = ({ styled, parameters }) =>
  styled.filter((p) => p.in === "query" && typeof p.value === "string" && parameters.some((q) => q?.in === "query" && q.name === p.name && Object.keys(q.content ?? {}).some((media) => JSON_MEDIA_RE.test(media))));
/** The URL before its fragment: the path and any query written into the description's path (`/export?filename={filename}`). */
const beforeFragment = (url) => url.split("#", 1)[0];
const FORM = "application/x-www-form-urlencoded";
/** A form body's array properties the description gives no Encoding Object, with their values. */
const unencodedArrays = ({ media, requestBody, encodings }) =>
  media === FORM && typeof requestBody === "object" && requestBody !== null
    ? Object.entries(requestBody).filter(([name, value]) => Array.isArray(value) && value.length > 0 && !Object.hasOwn(encodings?.get(media) ?? {}, name))
    : [];
/** An array property as swagger-client writes it in a form: scalars joined by commas, objects as one JSON text. */
const joinedPair = (name, items) =>
  `${encodeURIComponent(name)}=${items.some((item) => typeof item === "object" && item !== null) ? encodeURIComponent(JSON.stringify(items)) : items.map((item) => encodeURIComponent(String(item))).join(",")}`;
/** The same property as the Encoding Object's defaults write it: form, exploded, an object item as JSON text. */
const explodedPairs = (name, items) =>
  items.map((item) => `${encodeURIComponent(name)}=${encodeURIComponent(typeof item === "object" && item !== null ? JSON.stringify(item) : String(item))}`).join("&");
const isPlain = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
/** The pairs a form-exploded value writes under `name`: one per array item, a nested object as JSON text. */
const formPairs = (name, value) =>
  (Array.isArray(value) ? value : [value]).map((item) => `${encodeURIComponent(name)}=${encodeURIComponent(typeof item === "object" && item !== null ? JSON.stringify(item) : String(item))}`);
/**
 * The query pairs of names that two form-exploded query parameters write: a parameter's own name and a
 * property of another, object-valued, one (AWS: `Version` and `{ Version: ... }`), each parameter's
 * pairs in the operation's order; none where no name is written twice.
 */
function sharedNamePairs({ styled, parameters }) {
  // A parameter given by `content` (JSON text) is one pair of its own name, whatever its value.
  const byContent = (p) => parameters.some((q) => q?.in === "query" && q.name === p.name && q.content !== undefined);
  const query = styled.filter((p) => p.in === "query" && p.style === "form" && p.explode && !byContent(p));
  const written = query.flatMap((p) => (isPlain(p.value) ? Object.entries(p.value) : [[p.name, p.value]]));
  const counts = new Map();
  for (const [name] of written) counts.set(name, (counts.get(name) ?? 0) + 1);
  return written.filter(([name]) => counts.get(name) > 1).flatMap(([name, value]) => formPairs(name, value));
}
/** The pairs of a URL's query (before its fragment), as written. */
const queryPairs = (url) => {
  const search = new URL(url).search.slice(1);
  return search === "" ? [] : search.split("&");
};
const scalarPathValues = (styled) => new Map(styled.filter((p) => p.in === "path" && (typeof p.value !== "object" || p.value === null)).map((p) => [p.name, p.value]));

export const LISTED_RAW = [
  {
    id: 'a server URL "" is the document\'s own URL',
    clause:
      "OpenAPI 3.0.3, Server Object, url: \"This URL supports Server Variables and MAY be relative, to indicate that the " +
      'host location is relative to the location where the OpenAPI document is being served"; RFC 3986 section 5.2.2: ' +
      "the empty reference resolves to the base URI itself. swagger-client takes the document's origin alone.",
    applies: (request, { serverUrl, documentUrl }) => serverUrl === "" && !request.url.startsWith(documentUrl),
    rewrite: (request, { documentUrl }) => ({ ...request, url: documentUrl + request.url.slice(new URL(request.url).origin.length) }),
  },
  {
    id: "allowReserved keeps reserved characters but those that delimit a query",
    clause:
      "OpenAPI 3.1.1, Parameter Object, allowReserved: \"Applications are still responsible for percent-encoding reserved " +
      "characters that are not allowed in the query string ([, ], #), or have a special meaning in " +
      'application/x-www-form-urlencoded (-, &, +)". swagger-client leaves `&`, `=` and `+` of a value as they are, which ' +
      "splits the value into other pairs, and keeps reserved characters in the parameter's name too.",
    applies: (request, facts) => reservedValues(facts).some(({ name, value }) => request.url.includes(`${keepReserved(name, RESERVED_ESCAPE_RE)}=${keepReserved(String(value), RESERVED_ESCAPE_RE)}`)),
    rewrite: (request, facts) => {
      let { url } = request;
      for (const { name, value } of reservedValues(facts)) {
        url = url.replace(`${keepReserved(name, RESERVED_ESCAPE_RE)}=${keepReserved(String(value), RESERVED_ESCAPE_RE)}`, `${encodeURIComponent(name)}=${keepReserved(String(value), KEPT_ESCAPE_RE)}`);
      }
      return { ...request, url };
    },
  },
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
    id: "a path parameter fills its template (swagger-client's path parser refuses '#', '?', '//', '\"')",
    clause:
      'OpenAPI 3.0.3 and 3.1.1, Path Templating: "template expressions, delimited by curly braces ({}), to mark a section ' +
      'of a URL path as replaceable using path parameters"; Parameter Object, in "path": "Used together with Path ' +
      'Templating, where the parameter value is actually part of the operation\'s URL". swagger-client leaves every ' +
      "template of a path its parser refuses unexpanded: `/tags/{resourceArn}#tagKeys`, `/x?name={name}`, `/vendor//apps/{id}`.",
    // Before the fragment: a template in a query the description writes into its path
    // (`/export?filename={filename}`, a path parameter) is the path's too.
    applies: (request, { styled }) =>
      [...beforeFragment(request.url).matchAll(TEMPLATE_RE)].some(([, name]) => scalarPathValues(styled).has(decodeURIComponent(name))),
    rewrite: (request, { styled }) => {
      const values = scalarPathValues(styled);
      const start = beforeFragment(request.url);
      const filled = start.replace(TEMPLATE_RE, (whole, name) => (values.has(decodeURIComponent(name)) ? encodeURIComponent(String(values.get(decodeURIComponent(name)))) : whole));
      return { ...request, url: filled + request.url.slice(start.length) };
    },
  },
  {
    id: "a query parameter with JSON content is JSON text: a string is quoted",
    clause:
      'OpenAPI 3.0.3, Parameter Object, content: "A map containing the representations for the parameter. The key is ' +
      'the media type and the value describes it"; with application/json the value is JSON text (RFC 8259 section 7: a ' +
      "string is quoted). swagger-client writes a string value bare.",
    applies: (request, facts) => jsonStrings(facts).some(({ name, value }) => request.url.includes(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`)),
    rewrite: (request, facts) => {
      let { url } = request;
      for (const { name, value } of jsonStrings(facts)) url = url.replace(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `${encodeURIComponent(name)}=${encodeURIComponent(JSON.stringify(value))}`);
      return { ...request, url };
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
  {
    id: "a form body's array property without an Encoding Object: one pair per item",
    clause:
      "OpenAPI 3.0.4 and 3.1.1, Media Type Object, encoding (clarified by OAI/OpenAPI-Specification#3719: a property " +
      "with no Encoding Object is encoded as by an empty one, its defaults); Encoding Object, style: \"The behavior " +
      'follows the same values as query parameters, including default values" (form), and explode: "When style is form, ' +
      'the default value is true" (one pair per item); contentType: "for object - application/json" (an object item as ' +
      "JSON text). swagger-client joins the items with commas, or writes an array of objects as one JSON text.",
    applies: (request, facts) => typeof request.body === "string" && unencodedArrays(facts).some(([name, items]) => request.body.split("&").includes(joinedPair(name, items))),
    rewrite: (request, facts) => {
      let pairs = request.body.split("&");
      for (const [name, items] of unencodedArrays(facts)) pairs = pairs.map((pair) => (pair === joinedPair(name, items) ? explodedPairs(name, items) : pair));
      return { ...request, body: pairs.join("&") };
    },
  },
  {
    id: "two query parameters that write the same name both send it",
    clause:
      'OpenAPI 3.0.4 and 3.1.1, Parameter Object: "A unique parameter is defined by a combination of a name and ' +
      'location", and each is serialized by its style; style form, explode true (RFC 6570 section 3.2.8) writes an ' +
      "object's properties as pairs of their own names, so a parameter `Version` and an object parameter with a " +
      "property `Version` both write `Version=`. swagger-client keeps the query as a map by name: one of them is lost.",
    applies: (request, facts) => {
      const expected = sharedNamePairs(facts);
      if (expected.length === 0) return false;
      const given = queryPairs(request.url);
      return expected.some((pair) => given.filter((item) => item === pair).length < expected.filter((item) => item === pair).length);
    },
    rewrite: (request, facts) => {
      const expected = sharedNamePairs(facts);
      const names = new Set(expected.map((pair) => pair.slice(0, pair.indexOf("="))));
      const url = new URL(request.url);
      const kept = queryPairs(request.url).filter((pair) => !names.has(pair.split("=", 1)[0]));
      return { ...request, url: `${url.origin}${url.pathname}?${[...kept, ...expected].join("&")}${url.hash}` };
    },
  },
];
