/**
 * Tells whether `value` is a plain object: an object whose prototype is `Object.prototype` or `null`.
 *
 * Arrays, `Map`s, class instances, boxed primitives and functions are not plain objects. The deep merge
 * of request options recurses only into plain objects.
 *
 * @example
 * isPlainObject({ accept: "text/html" }); // => true
 * isPlainObject(Object.create(null)); // => true
 * isPlainObject(new Map()); // => false
 * isPlainObject(["accept"]); // => false
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
