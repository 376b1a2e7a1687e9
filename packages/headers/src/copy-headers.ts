import { setOwn } from "@scope/kit";
import { checkHeaderName, checkHeaderValue, checkHeadersObject } from "./check-header";
import { InvalidHeaderError } from "./invalid-header-error";
import type { HeaderValue } from "./types";

/** No trusted headers: every value is checked. */
const NONE: Readonly<Record<string, unknown>> = /* @__PURE__ */ Object.freeze({});

/**
 * Copies `headers` into `target` as {@link normalizeHeaders} gives them: names lower-cased, `undefined`
 * values dropped, every name and value checked first, so that an error leaves `target` unchanged.
 *
 * `normalizeHeaders` is this function with a new object as `target`: results and errors are the same.
 * Each name and value is read once (`Object.keys` once, then one read per key), and the value read is
 * the value checked and stored, so a getter or a `Proxy` cannot show one value to the check and
 * another to the copy. Headers that are normal already (lower-case names, the common case) are
 * checked by char code in one pass and then copied, without the intermediate object and map that
 * names in several cases need. `__proto__` becomes an own key of `target`, never its prototype.
 *
 * `trusted` holds headers known to be valid, for example an endpoint's default headers: a string
 * value identical (`===`) to the own value of the same name in a frozen `trusted` is not scanned again.
 * A `trusted` object that is not frozen could have changed since it was checked, and is ignored.
 *
 * @throws {InvalidHeaderError} as {@link normalizeHeaders} does; `HEADERS_NOT_OBJECT` also when
 * `target` is not an extensible plain object or `trusted` is not a plain object.
 * @example
 * const target = { accept: "application/json" };
 * copyHeaders(target, { Accept: "text/html", "X-Id": 1, "X-Gone": undefined });
 * target; // => { accept: "text/html", "x-id": 1 }
 * @see https://www.rfc-editor.org/rfc/rfc9110#section-5
 */
export function copyHeaders(
  target: Record<string, HeaderValue>,
  headers: unknown,
  trusted: Readonly<Record<string, unknown>> = NONE,
): void {
  checkTarget(target);
  const trust = trustOf(trusted);
  if (headers === null || headers === undefined) return;
  checkHeadersObject(headers, "headers");
  let names = Object.keys(headers);
  let values: (HeaderValue | undefined)[] = new Array<HeaderValue | undefined>(names.length);
  let mixedCase = false;
  for (let index = 0; index < names.length; index++) {
    const name = names[index] as string;
    if (checkHeaderName(name)) mixedCase = true;
    const value = headers[name];
    // A string identical to the own value of the same name in `trust` was checked already.
    values[index] = typeof value === "string" && Object.hasOwn(trust, name) && trust[name] === value ? value : checkHeaderValue(name, value);
  }
  if (mixedCase) {
    // The later spelling wins (even with `undefined`), at the position of the first: `{ A: "1", b: "2",
    // a: "3" }` gives `{ a: "3", b: "2" }`. Without upper case no two names can meet once lower-cased.
    const latest = new Map<string, HeaderValue | undefined>();
    names.forEach((name, index) => latest.set(name.toLowerCase(), values[index]));
    names = [...latest.keys()];
    values = [...latest.values()];
  }
  for (let index = 0; index < names.length; index++) {
    const value = values[index];
    if (value !== undefined) setOwn(target, names[index] as string, value);
  }
}

/** The last `trusted` object found plain and frozen: a frozen object stays as it is, so once is enough. */
let lastTrusted: object = NONE;

/** `trusted` when it is a plain, frozen object; no trust (`NONE`) when not frozen; throws when not a plain object. */
function trustOf(trusted: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  if (trusted === lastTrusted) return trusted;
  checkHeadersObject(trusted, "trusted headers");
  if (!Object.isFrozen(trusted)) return NONE;
  lastTrusted = trusted;
  return trusted;
}

/** Throws unless `target` is a plain object that can take new keys. */
function checkTarget(target: unknown): void {
  checkHeadersObject(target, "target");
  if (Object.isExtensible(target)) return;
  throw new InvalidHeaderError("HEADERS_NOT_OBJECT", { reason: "NOT_EXTENSIBLE", option: "target", value: target });
}
