// Writing keys without ever reaching a prototype setter.

/**
 * Sets `key` on `target` as an ordinary own, enumerable, writable property. Unlike `target[key] = value`
 * this never calls the `__proto__` setter of `Object.prototype`.
 */
export function defineOwn(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
