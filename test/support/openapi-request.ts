// One request in a form two builders can be compared in: what differs only where the
// specifications allow it is written one way. Each step says which text allows it.

/** A request, compared field by field. */
export interface ComparableRequest {
  readonly method: string;
  /** Origin and path, percent-encoding normalised. */
  readonly path: string;
  /** `name=value` pairs of the query, percent-encoding normalised, sorted by name (stable). */
  readonly query: readonly string[];
  /** Headers by lower-case name, but `accept` and `user-agent`, which no parameter sets. */
  readonly headers: Readonly<Record<string, string>>;
  /** JSON bodies parsed, form bodies as sorted pairs, multipart bodies as their entries, none as `undefined`. */
  readonly body: unknown;
}

interface RequestLike {
  readonly method: string;
  readonly url: string;
  readonly headers?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
}

// A percent-encoded octet, e.g. "%5b" or "%41".
const PERCENT_RE = /%[\da-f]{2}/gi;
// Characters whose percent-encoded and literal forms are the same URI (RFC 3986 section 6.2.2.2:
// unreserved).
const SAME_WHEN_DECODED_RE = /[\w.~-]/;
// JSON has no charset parameter (RFC 8259 section 11); "; charset=utf-8" after a JSON type says nothing.
const JSON_CHARSET_RE = /^(application\/(?:[^;]*\+)?json)\s*;\s*charset=utf-8$/;

/** Percent-encoding normalised: hex digits upper case (RFC 3986 section 6.2.2.1), unreserved characters decoded. */
export function normalisePercent(text: string): string {
  return text.replace(PERCENT_RE, (octet) => {
    const char = String.fromCharCode(Number.parseInt(octet.slice(1), 16));
    return SAME_WHEN_DECODED_RE.test(char) ? char : octet.toUpperCase();
  });
}

/**
 * `a=1&b=2` as normalised pairs, sorted by name: the specification orders the values of one
 * parameter, not the parameters (a stable sort keeps each one's values in order).
 */
export function pairsOf(text: string): string[] {
  if (text === "") return [];
  const pairs = text.split("&").map((pair) => pair.split("=").map(normalisePercent));
  pairs.sort(([a = ""], [b = ""]) => (a < b ? -1 : a > b ? 1 : 0));
  return pairs.map((pair) => pair.join("="));
}

function headersOf(headers: Readonly<Record<string, unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase(); // header names are case-insensitive (RFC 9110 section 5.1)
    if (lower !== "accept" && lower !== "user-agent") out[lower] = String(value).replace(JSON_CHARSET_RE, "$1");
  }
  return out;
}

function bodyOf(body: unknown, contentType: string): unknown {
  if (body === undefined || body === null || body === "") return undefined;
  if (body instanceof URLSearchParams) return pairsOf(body.toString());
  const entries = (body as { entries?: () => Iterable<[string, unknown]> }).entries;
  if (typeof body === "object" && typeof entries === "function") {
    return [...entries.call(body)].map(([name, value]) => [name, typeof value === "string" ? value : "(file)"]);
  }
  if (typeof body !== "string") return body;
  if (contentType.includes("json")) return JSON.parse(body) as unknown;
  return contentType.startsWith("application/x-www-form-urlencoded") ? pairsOf(body) : body;
}

/** A request of either builder in the comparable form. */
export function comparable(request: RequestLike): ComparableRequest {
  const url = new URL(request.url);
  const headers = headersOf(request.headers ?? {});
  return {
    method: request.method.toUpperCase(),
    path: normalisePercent(url.origin + url.pathname),
    query: pairsOf(url.search.slice(1)),
    headers,
    body: bodyOf(request.body, headers["content-type"] ?? ""),
  };
}
