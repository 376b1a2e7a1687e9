import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { describeValue, kindOf } from "../src/index";

class Point {
  constructor(readonly x: number) {}
}

const revoked = Proxy.revocable({}, {});
revoked.revoke();

describe("describeValue", () => {
  it.each<[title: string, value: unknown, described: string]>([
    ["a string, quoted", "--frozen-lockfile", 'string "--frozen-lockfile"'],
    ["a number", 1, "number 1"],
    ["NaN", Number.NaN, "number NaN"],
    ["a boolean", true, "boolean true"],
    ["a bigint", 12n, "bigint 12"],
    ["a huge bigint, by its digits", 10n ** 100n, "bigint of 101 digits"],
    ["a symbol", Symbol("s"), 'symbol "s"'],
    ["a symbol without description", Symbol(), "symbol"],
    ["null", null, "null"],
    ["undefined", undefined, "undefined"],
    ["a function", () => 1, "function"],
    ["an array, by its length", [1, 2, 3], "array (length 3)"],
    ["a sparse array of a million", new Array(1_000_000), "array (length 1000000)"],
    ["a plain object", { a: 1 }, "object"],
    ["a null-prototype object", Object.create(null), "object"],
    ["another realm's object", runInNewContext("({ a: 1 })"), "object"],
    ["a Map", new Map(), "object (Map)"],
    ["a Date", new Date(0), "object (Date)"],
    ["a class instance", new Point(1), "object (not plain)"],
    ["a boxed string", new String("x"), "object (String)"],
    ["an object without constructor", Object.create(Object.create(null)), "object"],
    ["a revoked proxy", revoked.proxy, "object"],
  ])("%s", (_title, value, described) => {
    expect(describeValue(value)).toBe(described);
  });

  it("27 reads no class name, still the kind: a class instance is a non-plain object, an array proxy whose length throws an array", () => {
    const arrayProxy = new Proxy([], {
      get() {
        throw new Error("trap");
      },
    });
    const named = Object.create({ kind: "inherited" }) as object;
    expect([describeValue(new Point(1)), describeValue(named), describeValue(arrayProxy)]).toEqual([
      "object (not plain)",
      "object (not plain)",
      "array",
    ]);
  });

  it("stays short for 1 MB values of every kind", () => {
    const big = "x".repeat(1_000_000);
    const Huge = function () {};
    Object.defineProperty(Huge, "name", { value: big });
    const tagged = { [Symbol.toStringTag]: big };
    for (const value of [big, Symbol(big), BigInt(`1${"0".repeat(100_000)}`), Object.create(Huge.prototype), tagged, [big]]) {
      expect(describeValue(value).length).toBeLessThan(100);
    }
  });
});

describe("kindOf", () => {
  it.each<[unknown, string]>([
    [[1], "array"],
    [{}, "object"],
    [new Map(), "Map"],
    [null, "null"],
    ["s", "string"],
    [new Point(1), "Point"],
  ])("%o is %s", (value, kind) => {
    expect(kindOf(value)).toBe(kind);
  });
});
