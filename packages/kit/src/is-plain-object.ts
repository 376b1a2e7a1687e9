/**
 * Tells whether `value` is a plain object: made by `{}`, `Object.create(null)` or `JSON.parse`, in
 * this realm or another (`vm`, an iframe), whose prototype is an `Object.prototype` or `null`.
 *
 * Arrays, `Map`s, class instances, boxed primitives and functions are not plain objects: options
 * are merged deeply, and URI template values expanded as maps, only when they are plain.
 *
 * @example
 * isPlainObject({ accept: "text/html" }); // => true
 * isPlainObject(Object.create(null)); // => true
 * isPlainObject(new Map()); // => false
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return (
    prototype === Object.prototype ||
    prototype === null ||
    // Another realm's Object.prototype is the one object whose own prototype is null.
    (Object.getPrototypeOf(prototype) === null && !(Symbol.toStringTag in value) && !(Symbol.iterator in value))
  );
}

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
