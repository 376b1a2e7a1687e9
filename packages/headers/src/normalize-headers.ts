import { isTokenChar } from "./internal/ascii";
import { defineOwn } from "./internal/define-own";
import { describeValue, quote } from "./internal/quote";
import { InvalidHeaderError } from "./invalid-header-error";
import { isPlainObject } from "./is-plain-object";
import type { HeaderValue, Headers } from "./types";

/** Characters a header value must not contain: each would let a value start a new header or body. */
const FORBIDDEN_IN_VALUE: Record<number, string> = { 0x0d: "CR (\\r)", 0x0a: "LF (\\n)", 0x00: "NUL (\\0)" };

/**
 * Returns a new object with lower-cased header names and `undefined` values dropped, after checking
 * every name and value.
 *
 * When two names differ only in case, the later one (in `Object.keys` order) wins, even when its value
 * is `undefined`. `null` and `undefined` give `{}`. Keys such as `__proto__` are kept as ordinary own
 * keys. The input is never changed.
 *
 * @throws {InvalidHeaderError} `HEADERS_NOT_OBJECT` when `headers` is not a plain object,
 * `INVALID_HEADER_NAME` when a name is not an HTTP token, `INVALID_HEADER_VALUE` when a value is not
 * a string, number or `undefined`, or contains CR, LF or NUL (header injection).
 * @example
 * normalizeHeaders({ Accept: "text/html", "X-Trace": undefined, "Content-Length": 0 });
 * // => { accept: "text/html", "content-length": 0 }
 * @see https://www.rfc-editor.org/rfc/rfc9110#section-5.1
 */
export function normalizeHeaders(headers: unknown): Headers {
  if (headers === null || headers === undefined) return {};
  if (!isPlainObject(headers)) {
    throw new InvalidHeaderError(
      "HEADERS_NOT_OBJECT",
      `Invalid headers: expected a plain object such as { accept: "text/html" }, got ${describeValue(headers)}.`,
    );
  }
  const latest = new Map<string, HeaderValue | undefined>();
  for (const name of Object.keys(headers)) {
    checkName(name);
    latest.set(name.toLowerCase(), checkValue(name, headers[name]));
  }
  const result: Headers = {};
  for (const [name, value] of latest) {
    if (value !== undefined) defineOwn(result, name, value);
  }
  return result;
}

/** Throws unless `name` is an RFC 9110 token. */
function checkName(name: string): void {
  if (name === "") {
    throw new InvalidHeaderError(
      "INVALID_HEADER_NAME",
      'Invalid header name "": a name needs at least one character, for example "x-request-id".',
      name,
    );
  }
  for (let index = 0; index < name.length; index++) {
    if (isTokenChar(name.charCodeAt(index))) continue;
    throw new InvalidHeaderError(
      "INVALID_HEADER_NAME",
      `Invalid header name ${quote(name, index)}: ${JSON.stringify(name[index])} at position ${index} ` +
        "is not allowed. Expected an HTTP token (letters, digits and !#$%&'*+-.^_`|~), " +
        'for example "x-request-id".',
      name,
    );
  }
}

/** Returns `value` when it is a string without CR, LF or NUL, a number, or `undefined`; throws otherwise. */
function checkValue(name: string, value: unknown): HeaderValue | undefined {
  if (value === undefined || typeof value === "number") return value;
  if (typeof value !== "string") {
    throw new InvalidHeaderError(
      "INVALID_HEADER_VALUE",
      `Invalid value for header ${JSON.stringify(name)}: expected a string, a number or undefined, ` +
        `got ${describeValue(value)}.`,
      name,
    );
  }
  for (let index = 0; index < value.length; index++) {
    const forbidden = FORBIDDEN_IN_VALUE[value.charCodeAt(index)];
    if (forbidden === undefined) continue;
    throw new InvalidHeaderError(
      "INVALID_HEADER_VALUE",
      `Invalid value for header ${JSON.stringify(name)}: ${forbidden} at position ${index} is not ` +
        `allowed (header injection). Expected a single-line value such as "text/html", got ${quote(value, index)}.`,
      name,
    );
  }
  return value;
}
