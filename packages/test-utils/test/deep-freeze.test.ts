import { describe, expect, it } from "vitest";
import { deepFreeze } from "../src/index";

describe("deepFreeze", () => {
  it("freezes everything reachable, symbol keys and already-frozen objects' members included", () => {
    const symbol = Symbol("s");
    const inner = { a: [1, { b: 2 }] };
    const value = { inner, [symbol]: { c: 3 }, shallow: Object.freeze({ d: { e: 4 } }) };
    expect(deepFreeze(value)).toBe(value);
    for (const object of [value, inner, inner.a, inner.a[1], value[symbol], value.shallow, value.shallow.d]) {
      expect(Object.isFrozen(object)).toBe(true);
    }
  });

  it("handles cycles, and leaves primitives and typed arrays as they are", () => {
    const cycle: { self?: unknown; bytes: Uint8Array } = { bytes: new Uint8Array([1]) };
    cycle.self = cycle;
    expect(deepFreeze(cycle)).toBe(cycle);
    expect(Object.isFrozen(cycle)).toBe(true);
    expect(Object.isFrozen(cycle.bytes)).toBe(false);
    expect(deepFreeze("text")).toBe("text");
    expect(deepFreeze(null)).toBe(null);
  });
});
