import { isPlainObject, setOwn } from "@scope/kit";
import { InvalidOptionsError } from "../errors/errors";
import { TOO_DEEP } from "../errors/messages";

export { isPlainObject, setOwn };

/**
 * How deep options may nest plain objects: deeper (or cyclic) defaults and options are refused
 * with `InvalidOptionsError` rather than overflowing the stack. Real options nest two or three deep.
 */
export const MAX_DEPTH = 64;

/**
 * A fresh shallow copy of `source`'s own enumerable properties, ready to take more. `Object.assign`
 * copies by the source's layout, where a spread copy that then gains properties costs V8 a new
 * layout each time (measured: 30 times slower); a `__proto__` key, which `Object.assign` would set
 * as the prototype, is defined as an own property instead.
 */
export function copyOwn<T extends object>(source: T): T {
  if (!Object.hasOwn(source, "__proto__")) return Object.assign({}, source);
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(source)) setOwn(copy, key, (source as Record<string, unknown>)[key]);
  return copy as T;
}

/**
 * Merges `overrides` over `defaults` into a new object: plain objects are merged key by key
 * (recursively), everything else, arrays included, is replaced. Neither input is changed; values
 * the result takes over unmerged are shared, not copied. A pair of objects met twice (objects
 * shared within a value, `o = { a: o, b: o }`) is merged once and its result shared (issue 32.6).
 */
export function mergeDeep(
  defaults: Readonly<Record<string, unknown>>,
  overrides: Readonly<Record<string, unknown>>,
  depth = 1,
  merged = new Map<object, Map<object, Record<string, unknown>>>(),
): Record<string, unknown> {
  if (depth > MAX_DEPTH) throw tooDeep(overrides);
  const known = merged.get(overrides)?.get(defaults);
  if (known !== undefined) return known;
  const result = copyOwn(defaults) as Record<string, unknown>;
  for (const key of Object.keys(overrides)) {
    const value = overrides[key];
    const base = Object.hasOwn(defaults, key) ? defaults[key] : undefined;
    setOwn(result, key, isPlainObject(value) && isPlainObject(base) ? mergeDeep(base, value, depth + 1, merged) : value);
  }
  // Remembered once complete: a cycle is never met complete, so it still ends at MAX_DEPTH.
  merged.set(overrides, (merged.get(overrides) ?? new Map()).set(defaults, result));
  return result;
}

/**
 * A deep copy of plain objects and arrays, frozen; other objects are shared and left as they are.
 * Each object is copied once, its copy shared wherever the value holds it again (`o = { a: o, b: o }`
 * nested 26 deep is 27 copies, not 2^26: issue 32.6); a cycle is refused at {@link MAX_DEPTH}.
 */
export function freezeCopy<T>(value: T): T {
  return copyFrozen(value, 1, new Map());
}

function copyFrozen<T>(value: T, depth: number, copies: Map<object, unknown>): T {
  const list = Array.isArray(value);
  if (!list && !isPlainObject(value)) return value;
  if (depth > MAX_DEPTH) throw tooDeep(value);
  const known = copies.get(value as object);
  if (known !== undefined) return known as T;
  let copy: unknown[] | Record<string, unknown>;
  if (list) copy = (value as unknown[]).map((member: unknown) => copyFrozen(member, depth + 1, copies));
  else {
    copy = {};
    for (const key of Object.keys(value as object)) setOwn(copy, key, copyFrozen((value as Record<string, unknown>)[key], depth + 1, copies));
  }
  // Remembered once complete: a cycle is never met complete, so it still ends at MAX_DEPTH.
  copies.set(value as object, Object.freeze(copy));
  return copy as T;
}

function tooDeep(value: unknown): InvalidOptionsError {
  return new InvalidOptionsError(TOO_DEEP, value, { limit: MAX_DEPTH });
}

/**
 * True when `object` has an own `key` whose value is not `undefined`, found without reading it
 * (a getter runs once, where the value is used): an accessor counts as given.
 */
export function givesOwn(object: object, key: string): boolean {
  const descriptor = Object.getOwnPropertyDescriptor(object, key);
  return descriptor !== undefined && ("get" in descriptor || descriptor.value !== undefined);
}
