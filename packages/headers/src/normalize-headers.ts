import { copyHeaders } from "./copy-headers";
import type { Headers } from "./types";

/**
 * Returns a new object with lower-cased header names and `undefined` values dropped, after checking
 * every name and value.
 *
 * Names must be RFC 9110 tokens. Values must be numbers or strings of tab and visible characters up to
 * U+00FF, the rule of Node's `http` (`http.validateHeaderValue`): CR, LF, NUL, the other control
 * characters, DEL and anything above U+00FF are refused. When two names differ only in case, the later
 * one (in `Object.keys` order) wins, even when its value is `undefined`. `null` and `undefined` give
 * `{}`. Plain objects of another realm (`vm`, an iframe) are accepted. Keys such as `__proto__` are kept
 * as ordinary own keys. The input is never changed, and each of its values is read once.
 *
 * @throws {InvalidHeaderError} `HEADERS_NOT_OBJECT` when `headers` is not a plain object,
 * `INVALID_HEADER_NAME` when a name is not an HTTP token, `INVALID_HEADER_VALUE` when a value is not
 * a string, number or `undefined`, or holds a character Node's `http` refuses (CR and LF allow header
 * injection).
 * @example
 * normalizeHeaders({ Accept: "text/html", "X-Trace": undefined, "Content-Length": 0 });
 * // => { accept: "text/html", "content-length": 0 }
 * @see https://www.rfc-editor.org/rfc/rfc9110#section-5.5
 */
export function normalizeHeaders(headers: unknown): Headers {
  const result: Headers = {};
  copyHeaders(result, headers);
  return result;
}
