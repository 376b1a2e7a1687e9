import { isPlainObject } from "@scope/headers";

export { isPlainObject };

/**
 * Sets an own, enumerable property, even for the key `__proto__`: plain assignment of that key
 * would call the prototype setter instead (prototype pollution from JSON input).
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    target[key] = value;
  }
}

/**
 * Merges `overrides` over `defaults` into a new object: plain objects are merged key by key
 * (recursively), everything else, arrays included, is replaced. Neither input is changed; values
 * the result takes over unmerged are shared, not copied.
 */
export function mergeDeep(
  defaults: Readonly<Record<string, unknown>>,
  overrides: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  // Spread defines own properties (never the __proto__ setter), unlike Object.assign.
  const result: Record<string, unknown> = { ...defaults };
  for (const key of Object.keys(overrides)) {
    const value = overrides[key];
    const base = Object.hasOwn(defaults, key) ? defaults[key] : undefined;
    setOwn(result, key, isPlainObject(value) && isPlainObject(base) ? mergeDeep(base, value) : value);
  }
  return result;
}

/** A deep copy of plain objects and arrays, frozen; other objects are shared and left as they are. */
export function freezeCopy<T>(value: T): T {
  if (Array.isArray(value)) return Object.freeze(value.map(freezeCopy)) as T;
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) setOwn(copy, key, freezeCopy(value[key]));
  return Object.freeze(copy) as T;
}
