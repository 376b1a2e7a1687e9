import { normalizeHeaders } from "@scope/headers";
import { setOwn } from "./internal/plain-object";
import { isLowerToken, isSafeHeaderValue } from "./internal/ascii";

/** Frozen header objects already known to be normal: validated once, never again. */
const VALIDATED = new WeakSet<object>();
const NONE: Readonly<Record<string, unknown>> = Object.freeze({});

/**
 * Remembers a frozen, normal header object (lower-case token names, safe values), so that
 * {@link copyHeaders} copies it without checking it again. A frozen object cannot change later.
 */
export function markValidated(headers: object): void {
  if (Object.isFrozen(headers)) VALIDATED.add(headers);
}

/**
 * Copies `headers` into `target` as `normalizeHeaders` would give them: names lower-cased,
 * `undefined` dropped, every name and value checked (it throws as `normalizeHeaders` does).
 *
 * Headers that are normal already (the common case) are checked by char code and copied in one
 * pass each, without the intermediate object and map of `normalizeHeaders`; any other input, and
 * any input with an error, goes through `normalizeHeaders` itself, so the result and the error
 * are the same. A header equal to the one of the same name in `known` (normal headers, such as
 * an endpoint's frozen defaults) is not checked again.
 *
 * @example
 * copyHeaders({ accept: "a" }, { "X-Id": "1" }); // target becomes { accept: "a", "x-id": "1" }
 */
export function copyHeaders(
  target: Record<string, unknown>,
  headers: unknown,
  known: Readonly<Record<string, unknown>> = NONE,
): void {
  if (headers === undefined || headers === null) return;
  if (isNormal(headers, known)) {
    for (const name of Object.keys(headers)) target[name] = headers[name];
    return;
  }
  const normal = normalizeHeaders(headers);
  for (const name of Object.keys(normal)) setOwn(target, name, normal[name]);
}

function isNormal(headers: unknown, known: Readonly<Record<string, unknown>>): headers is Record<string, string | number> {
  if (typeof headers !== "object" || headers === null) return false;
  if (Object.isFrozen(headers) && VALIDATED.has(headers)) return true;
  if (Object.getPrototypeOf(headers) !== Object.prototype) return false;
  for (const name of Object.keys(headers)) {
    const value = (headers as Record<string, unknown>)[name];
    // "__proto__" is a token, but plain assignment of it would set the prototype.
    if (name === "__proto__") return false;
    if (value === known[name] && value !== undefined && Object.hasOwn(known, name)) continue;
    if (typeof value === "string" ? !isSafeHeaderValue(value) : typeof value !== "number") return false;
    if (!isLowerToken(name)) return false;
  }
  return true;
}
