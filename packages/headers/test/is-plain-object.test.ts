import { describe, expect, it } from "vitest";
import { isPlainObject } from "../src";

/** A class instance: never a plain object, whatever its fields. */
class Point {
  x = 1;
}

describe("isPlainObject", () => {
  it.each<[string, unknown, boolean]>([
    ["an object literal", { a: 1 }, true],
    ["an empty object", {}, true],
    ["a null-prototype object", Object.create(null), true],
    ["parsed JSON with __proto__", JSON.parse('{"__proto__": 1}'), true],
    ["null", null, false],
    ["undefined", undefined, false],
    ["a string", "a", false],
    ["a number", 1, false],
    ["an array", [], false],
    ["a Map", new Map(), false],
    ["a Date", new Date(0), false],
    ["a boxed string", Object("a"), false],
    ["a class instance", new Point(), false],
    ["an object inheriting from a plain object", Object.create({}), false],
    ["a function", () => 1, false],
  ])("%s gives %s", (_title, value, expected) => {
    expect(isPlainObject(value)).toBe(expected);
  });
});
