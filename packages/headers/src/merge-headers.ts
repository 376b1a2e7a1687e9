import { defineOwn } from "./internal/define-own";
import type { Headers } from "./types";

/**
 * Returns a new object with the per-call `overrides` over the `defaults`.
 *
 * Both inputs must already be normalised by {@link normalizeHeaders} (lower-case names, no `undefined`).
 * Keys keep the order of `defaults`, then the new keys of `overrides`. Neither input is changed, and
 * keys such as `__proto__` stay ordinary own keys.
 *
 * @example
 * mergeHeaders({ accept: "application/json", "user-agent": "a" }, { accept: "text/html" });
 * // => { accept: "text/html", "user-agent": "a" }
 */
export function mergeHeaders(defaults: Readonly<Headers>, overrides: Readonly<Headers>): Headers {
  const result: Headers = {};
  for (const source of [defaults, overrides]) {
    for (const name of Object.keys(source)) defineOwn(result, name, source[name]);
  }
  return result;
}
