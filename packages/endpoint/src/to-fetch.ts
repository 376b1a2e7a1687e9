import { InvalidOptionsError, type RequestOptions } from "@scope/endpoint-assembler";
import { isPlainObject, setOwn } from "@scope/kit";
import { FETCH_ARGUMENT, FETCH_BODY, FETCH_HEADERS, FETCH_HEADER_VALUE, FETCH_METHOD, FETCH_URL } from "./internal/messages";

/**
 * A body as `fetch` takes it. Named through the globals that both the DOM library and `@types/node`
 * declare, so that {@link FetchInit} is assignable to `RequestInit` with or without the DOM types.
 */
export type FetchBody =
  | string
  | ArrayBuffer
  | Uint8Array<ArrayBuffer>
  | Blob
  | FormData
  | URLSearchParams
  | ReadableStream<Uint8Array>;

/** The second argument of `fetch` for a result of `endpoint()`; assignable to `RequestInit`. */
export interface FetchInit {
  /** The result's method, unchanged (upper case: `fetch` sends `patch` as is). */
  method: string;
  /** The result's headers, every value a string (`content-length: 0` becomes `"0"`). */
  headers: Record<string, string>;
  /** A JSON body as JSON text; any other body as it is. Absent when the result has none. */
  body?: FetchBody;
  /** `"half"` when the body is a stream: Node's `fetch` and Chromium refuse to send one without it. */
  duplex?: "half";
}

/**
 * Turns a result of `endpoint()` into the two arguments of `fetch`: header values become strings,
 * a plain-object or array body becomes JSON text, and any other body (`data`: a string, bytes, a
 * `Blob`, `FormData`, `URLSearchParams`, a stream) is passed as it is. `request` is left out: it
 * is meta information for your code, never sent; add what `fetch` understands yourself
 * (`fetch(url, { ...init, signal })`).
 *
 * @throws InvalidOptionsError when `result` is not request options, a header value is neither a
 * string nor a number, or a JSON body cannot be serialised (a cycle, a bigint).
 * @example
 * const [url, init] = toFetch(endpoint("POST /markdown", { text: "Hi" }));
 * // url  => "https://api.github.com/markdown"
 * // init => { method: "POST", headers: { accept: "application/vnd.github.v3+json", "user-agent": "…",
 * //           "content-type": "application/json; charset=utf-8" }, body: '{"text":"Hi"}' }
 * const response = await fetch(url, init);
 */
export function toFetch(result: Readonly<RequestOptions>): [url: string, init: FetchInit] {
  if (typeof result !== "object" || result === null || Array.isArray(result)) {
    throw new InvalidOptionsError(FETCH_ARGUMENT, result);
  }
  // Own properties only: a key inherited from a polluted Object.prototype (a `body` on a GET) is never sent.
  const [method, url, headers, body] = (["method", "url", "headers", "body"] as const).map((key) => (Object.hasOwn(result, key) ? result[key] : undefined));
  if (typeof method !== "string") throw new InvalidOptionsError(FETCH_METHOD, method);
  if (typeof url !== "string") throw new InvalidOptionsError(FETCH_URL, url);
  const init: FetchInit = { method, headers: stringHeaders(headers) };
  if (body === undefined) return [url, init];
  init.body = fetchBody(body);
  if (init.body === body && isStream(body)) init.duplex = "half";
  return [url, init];
}

function stringHeaders(headers: unknown): Record<string, string> {
  if (!isPlainObject(headers)) throw new InvalidOptionsError(FETCH_HEADERS, headers);
  const strings: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value !== "string" && typeof value !== "number") {
      throw new InvalidOptionsError(FETCH_HEADER_VALUE, value, { name });
    }
    setOwn(strings, name, String(value));
  }
  return strings;
}

// The rule of octokit's request: only plain objects and arrays are JSON; `data` goes as given.
function fetchBody(body: unknown): FetchBody {
  // Not checked further: fetch itself refuses (or turns into text) what it cannot send.
  if (!isPlainObject(body) && !Array.isArray(body)) return body as FetchBody;
  let text: string | undefined;
  try {
    text = JSON.stringify(body);
  } catch {
    // A cycle or a bigint: JSON.stringify throws a TypeError, which must not escape.
  }
  if (typeof text !== "string") throw new InvalidOptionsError(FETCH_BODY, body);
  return text;
}

// A web ReadableStream (getReader) or a Node stream or other async iterable.
function isStream(body: unknown): boolean {
  return hasMethod(body, "getReader") || hasMethod(body, Symbol.asyncIterator);
}

// A method of the body's own class chain: one that an Object.prototype (of any realm: the
// prototype whose prototype is null) holds, polluted, does not count.
function hasMethod(body: unknown, key: PropertyKey): boolean {
  for (let object: unknown = body; typeof object === "object" && object !== null; object = Object.getPrototypeOf(object)) {
    if (Object.getPrototypeOf(object) === null) return false;
    if (Object.hasOwn(object, key)) return typeof (object as Record<PropertyKey, unknown>)[key] === "function";
  }
  return false;
}
