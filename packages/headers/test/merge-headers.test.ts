import { describe, expect, it } from "vitest";
import { InvalidHeaderError, mergeHeaders } from "../src";
import type { Headers } from "../src";
import { deepFreeze } from "@scope/test-utils";

describe("mergeHeaders", () => {
  it.each<[Headers, Headers, Headers]>([
    [{}, {}, {}],
    [{ accept: "a" }, {}, { accept: "a" }],
    [{}, { accept: "b" }, { accept: "b" }],
    [{ accept: "a", "user-agent": "u" }, { accept: "b" }, { accept: "b", "user-agent": "u" }],
    [{ "content-length": 0 }, { "x-a": 1 }, { "content-length": 0, "x-a": 1 }],
  ])("%j under %j gives %j", (defaults, overrides, expected) => {
    expect(mergeHeaders(deepFreeze(defaults), deepFreeze(overrides))).toEqual(expected);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>, Headers]>([
    ["mixed-case names", { Accept: "a" }, { ACCEPT: "b", "X-Id": 1 }, { accept: "b", "x-id": 1 }],
    ["undefined values (dropped)", { accept: "a", "x-b": undefined }, { accept: undefined }, { accept: "a" }],
  ])("normalises %s as normalizeHeaders does", (_title, defaults, overrides, expected) => {
    expect(mergeHeaders(deepFreeze(defaults) as Headers, deepFreeze(overrides) as Headers)).toEqual(expected);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>, string]>([
    ["CR LF in a default value", { "x-a": "1\r\nx-b: 2" }, {}, "x-a"],
    ["DEL in an override value", {}, { "x-a": "\u007f" }, "x-a"],
    ["an object as an override value", {}, { "x-a": {} }, "x-a"],
    ["a space in a default name", { "x a": "1" }, {}, "x a"],
  ])("checks every header: %s throws", (_title, defaults, overrides, header) => {
    const run = (): Headers => mergeHeaders(defaults as Headers, overrides as Headers);
    expect(run).toThrow(InvalidHeaderError);
    expect(run).toThrow(expect.objectContaining({ header }));
  });

  it("keeps the order of the defaults, then the new keys", () => {
    const merged = mergeHeaders({ a: "1", b: "2" }, { c: "3", a: "4" });
    expect(Object.keys(merged)).toEqual(["a", "b", "c"]);
    expect(merged["a"]).toBe("4");
  });

  it("returns a new object", () => {
    const defaults = { accept: "a" };
    expect(mergeHeaders(defaults, {})).not.toBe(defaults);
  });

  it("keeps __proto__ as an own key and leaves Object.prototype alone", () => {
    const overrides = JSON.parse('{"__proto__": "x", "constructor": "y"}') as Headers;
    const merged = mergeHeaders(deepFreeze({ prototype: "z" }), deepFreeze(overrides));
    expect(Object.keys(merged)).toEqual(["prototype", "__proto__", "constructor"]);
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(merged, "__proto__")?.value).toBe("x");
    expect(merged).toEqual(JSON.parse('{"prototype": "z", "__proto__": "x", "constructor": "y"}'));
  });
});
