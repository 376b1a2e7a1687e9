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
 * the result takes over unmerged are shared, not copied.
 */
export function mergeDeep(
  defaults: Readonly<Record<string, unknown>>,
  overrides: Readonly<Record<string, unknown>>,
  depth = 1,
): Record<string, unknown> {
  if (depth > MAX_DEPTH) throw tooDeep(overrides);
  const result = copyOwn(defaults) as Record<string, unknown>;
  for (const key of Object.keys(overrides)) {
    const value = overrides[key];
    const base = Object.hasOwn(defaults, key) ? defaults[key] : undefined;
    setOwn(result, key, isPlainObject(value) && isPlainObject(base) ? mergeDeep(base, value, depth + 1) : value);
  }
  return result;
}

/** A deep copy of plain objects and arrays, frozen; other objects are shared and left as they are. */
export function freezeCopy<T>(value: T, depth = 1): T {
  if (depth > MAX_DEPTH && (Array.isArray(value) || isPlainObject(value))) throw tooDeep(value);
  if (Array.isArray(value)) return Object.freeze(value.map((member: unknown) => freezeCopy(member, depth + 1))) as T;
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) setOwn(copy, key, freezeCopy(value[key], depth + 1));
  return Object.freeze(copy) as T;
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
