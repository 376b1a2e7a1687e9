import { describe, expect, it } from "vitest";
import { BoundedCache } from "../src/index";

describe("BoundedCache", () => {
  it("returns what was set, and undefined for what was not", () => {
    const cache = new BoundedCache<number>(1000);
    expect(cache.set("a", 1, 10)).toBe(1);
    expect(cache.get("a")).toBe(1);
    expect(cache.get("b")).toBeUndefined();
  });

  it("never holds more than its budget, counting the keys' size", () => {
    const cache = new BoundedCache<number>(10_000);
    for (let i = 0; i < 1000; i++) {
      cache.set(`key-${i}`.padEnd(100, "x"), i, 0);
      expect(cache.weight).toBeLessThanOrEqual(10_000);
    }
    expect(cache.size).toBeLessThanOrEqual(50);
  });

  it("keeps nothing heavier than half its budget", () => {
    const cache = new BoundedCache<string>(1000);
    cache.set("x".repeat(300), "big", 0);
    expect(cache.size).toBe(0);
    cache.set("small", "v", 400);
    expect(cache.get("small")).toBe("v");
    cache.set("small", "w", 600);
    expect([cache.get("small"), cache.size, cache.weight]).toEqual([undefined, 0, 0]);
  });

  it("keeps an entry used once per half-budget of insertions", () => {
    const cache = new BoundedCache<number>(2000);
    cache.set("hot", 0, 0);
    for (let i = 0; i < 500; i++) {
      cache.set(`cold-${i}`, i, 50);
      expect(cache.get("hot")).toBe(0);
    }
    expect(cache.weight).toBeLessThanOrEqual(2000);
  });

  it("counts a replaced entry once", () => {
    const cache = new BoundedCache<number>(1000);
    cache.set("a", 1, 100);
    cache.set("a", 2, 100);
    expect([cache.get("a"), cache.size, cache.weight]).toEqual([2, 1, 102]);
  });

  it("forgets everything on clear", () => {
    const cache = new BoundedCache<number>(1000);
    cache.set("a", 1, 1);
    cache.clear();
    expect([cache.get("a"), cache.size, cache.weight]).toEqual([undefined, 0, 0]);
  });
});
