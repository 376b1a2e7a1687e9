import { checkHeadersObject } from "./check-header";
import { copyHeaders } from "./copy-headers";
import type { Headers } from "./types";

/**
 * Returns a new object with the per-call `overrides` over the `defaults`.
 *
 * Both inputs are headers as {@link normalizeHeaders} gives them; each goes through the same checks
 * (a name in another case or an `undefined` value is normalised, a bad name or value throws), so that
 * no header reaches the result unchecked. Keys keep the order of `defaults`, then the new keys of
 * `overrides`. Neither input is changed, and keys such as `__proto__` stay ordinary own keys.
 *
 * @throws {InvalidHeaderError} `HEADERS_NOT_OBJECT` when an input is not a plain object (`null`
 * included), and as {@link normalizeHeaders} does for a bad name or value.
 * @example
 * mergeHeaders({ accept: "application/json", "user-agent": "a" }, { accept: "text/html" });
 * // => { accept: "text/html", "user-agent": "a" }
 */
export function mergeHeaders(defaults: Readonly<Headers>, overrides: Readonly<Headers>): Headers {
  checkHeadersObject(defaults, "default headers");
  checkHeadersObject(overrides, "header overrides");
  const result: Headers = {};
  copyHeaders(result, defaults);
  copyHeaders(result, overrides);
  return result;
}
