// Deep-frozen inputs prove that a function never writes to what it is given.

/**
 * Freezes `value` and everything reachable from it (symbol and non-enumerable keys included), then
 * returns it.
 *
 * A test passes a deep-frozen input so that any write by the code under test throws (in strict
 * mode) instead of going unnoticed. Objects already frozen are still descended into; cycles are
 * visited once. Typed arrays and DataViews are left as they are: their elements cannot be frozen.
 *
 * @example
 * const input = deepFreeze({ headers: { accept: "a" } });
 * Object.isFrozen(input.headers); // => true
 */
export function deepFreeze<T>(value: T): T {
  freezeAll(value, new WeakSet());
  return value;
}

function freezeAll(value: unknown, seen: WeakSet<object>): void {
  if (typeof value !== "object" || value === null || seen.has(value) || ArrayBuffer.isView(value)) return;
  seen.add(value);
  Object.freeze(value);
  for (const key of Reflect.ownKeys(value)) freezeAll((value as Record<PropertyKey, unknown>)[key], seen);
}
