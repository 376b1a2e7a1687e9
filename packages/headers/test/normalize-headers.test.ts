import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { InvalidHeaderError, normalizeHeaders } from "../src";
import type { InvalidHeaderErrorCode } from "../src";
import { describeValue } from "@scope/kit";
import { deepFreeze } from "@scope/test-utils";

/** A class instance: never a plain object, whatever its fields. */
class Options {
  accept = "a";
}

/** Marks an error row whose message must end with the description of the wrong value. */
const DESCRIBED = Symbol("described");

/** Runs `normalizeHeaders` and returns the error it throws. */
function failure(headers: unknown): InvalidHeaderError {
  try {
    normalizeHeaders(headers);
  } catch (error) {
    if (error instanceof InvalidHeaderError) return error;
    throw error;
  }
  throw new Error("normalizeHeaders did not throw");
}

describe("normalizeHeaders", () => {
  it.each<[string, unknown, Record<string, unknown>]>([
    ["null", null, {}],
    ["undefined", undefined, {}],
    ["an empty object", {}, {}],
    ["mixed-case names", { Accept: "a", "X-GitHub-Media-Type": "b" }, { accept: "a", "x-github-media-type": "b" }],
    ["undefined values", { accept: "a", "x-b": undefined }, { accept: "a" }],
    ["numbers", { "Content-Length": 0, "x-n": -1.5 }, { "content-length": 0, "x-n": -1.5 }],
    ["empty strings", { "content-length": "" }, { "content-length": "" }],
    ["names differing in case (the later wins)", { Accept: "a", ACCEPT: "b" }, { accept: "b" }],
    ["a later undefined in another case", { Accept: "a", accept: undefined }, {}],
    ["every tchar", { "!#$%&'*+-.^_`|~09AZaz": "x" }, { "!#$%&'*+-.^_`|~09azaz": "x" }],
    ["tabs and Latin-1 in values", { "x-a": "a\tb é \u0080 ÿ ~" }, { "x-a": "a\tb é \u0080 ÿ ~" }],
    ["a plain object of another realm", runInNewContext('({ "X-A": "1" })'), { "x-a": "1" }],
    ["a null-prototype object", Object.assign(Object.create(null) as object, { A: "1" }), { a: "1" }],
  ])("normalises %s", (_title, headers, expected) => {
    expect(normalizeHeaders(deepFreeze(headers))).toEqual(expected);
  });

  it("keeps the position of the first spelling of a name", () => {
    expect(Object.keys(normalizeHeaders({ A: "1", b: "2", a: "3" }))).toEqual(["a", "b"]);
  });

  it("returns a new plain object and leaves the frozen input as it was", () => {
    const headers = deepFreeze({ Accept: "a", "x-b": undefined });
    const result = normalizeHeaders(headers);
    expect(result).not.toBe(headers);
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(headers).toEqual({ Accept: "a", "x-b": undefined });
  });

  it.each([
    ["__proto__", "__proto__"],
    ["__PROTO__", "__proto__"],
    ["constructor", "constructor"],
    ["Prototype", "prototype"],
  ])("keeps %s as an ordinary own key %s", (given, name) => {
    const headers = deepFreeze(JSON.parse(`{${JSON.stringify(given)}: "x"}`) as object);
    const result = normalizeHeaders(headers);
    expect(Object.keys(result)).toEqual([name]);
    expect(Object.getOwnPropertyDescriptor(result, name)?.value).toBe("x");
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(result).toEqual(JSON.parse(`{${JSON.stringify(name)}: "x"}`));
  });

  it("rejects an object under __proto__ without touching Object.prototype", () => {
    const error = failure(JSON.parse('{"__proto__": {"x": 1}}'));
    expect(error.code).toBe("INVALID_HEADER_VALUE");
    expect(error.header).toBe("__proto__");
    expect(({} as Record<string, unknown>)["x"]).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("x");
  });

  it.each<[string, unknown, InvalidHeaderErrorCode, string | undefined, RegExp | typeof DESCRIBED]>([
    ["an array", ["accept"], "HEADERS_NOT_OBJECT", undefined, DESCRIBED],
    ["a Map", new Map([["accept", "a"]]), "HEADERS_NOT_OBJECT", undefined, DESCRIBED],
    ["a class instance", new Options(), "HEADERS_NOT_OBJECT", undefined, DESCRIBED],
    ["a string", "accept: a", "HEADERS_NOT_OBJECT", undefined, DESCRIBED],
    ["a number", 1, "HEADERS_NOT_OBJECT", undefined, DESCRIBED],
    ["a function", () => ({}), "HEADERS_NOT_OBJECT", undefined, DESCRIBED],
    ["a Date", new Date(0), "HEADERS_NOT_OBJECT", undefined, DESCRIBED],
    ["an empty name", { "": "a" }, "INVALID_HEADER_NAME", "", /needs at least one character/],
    ["a space in a name", { "x a": "1" }, "INVALID_HEADER_NAME", "x a", /at position 1: " "/],
    ["a colon in a name", { "x:a": "1" }, "INVALID_HEADER_NAME", "x:a", /at position 1: ":"/],
    ["CR LF in a name", { "x\r\nb": "1" }, "INVALID_HEADER_NAME", "x\r\nb", /at position 1: "\\r"/],
    ["non-ASCII in a name", { "x-é": "1" }, "INVALID_HEADER_NAME", "x-é", /at position 2: "é"/],
    ["a delimiter in a name", { "x(a)": "1" }, "INVALID_HEADER_NAME", "x(a)", /at position 1: "\("/],
    ["CR LF in a value", { "x-a": "1\r\nx-b: 2" }, "INVALID_HEADER_VALUE", "x-a", /at position 1: CR \(\\r\)/],
    ["LF in a value", { "X-A": "ab\nc" }, "INVALID_HEADER_VALUE", "X-A", /"X-A".* at position 2: LF \(\\n\)/],
    ["NUL in a value", { "x-a": "abc\0" }, "INVALID_HEADER_VALUE", "x-a", /at position 3: NUL \(\\0\)/],
    ["a vertical tab in a value", { "x-a": "a\vb" }, "INVALID_HEADER_VALUE", "x-a", /at position 1: a control character is not allowed/],
    ["ESC in a value", { "x-a": "\u001b[31m" }, "INVALID_HEADER_VALUE", "x-a", /at position 0: a control character is not allowed/],
    ["DEL in a value", { "x-a": "ab\u007f" }, "INVALID_HEADER_VALUE", "x-a", /at position 2: DEL \(U\+007F\)/],
    ["U+0100 in a value", { "x-a": "\u0100" }, "INVALID_HEADER_VALUE", "x-a", /at position 0: a character above U\+00FF is not allowed/],
    ["a check mark in a value", { "x-a": "ok ✓" }, "INVALID_HEADER_VALUE", "x-a", /at position 3: a character above U\+00FF is not allowed/],
    ["an emoji in a value", { "x-a": "a😀" }, "INVALID_HEADER_VALUE", "x-a", /at position 1: a character above U\+00FF is not allowed/],
    ["a lone surrogate in a value", { "x-a": "\ud800" }, "INVALID_HEADER_VALUE", "x-a", /at position 0: a character above U\+00FF is not allowed/],
    ["null as a value", { "x-a": null }, "INVALID_HEADER_VALUE", "x-a", DESCRIBED],
    ["a boolean as a value", { "x-a": true }, "INVALID_HEADER_VALUE", "x-a", DESCRIBED],
    ["an array as a value", { "x-a": ["1"] }, "INVALID_HEADER_VALUE", "x-a", DESCRIBED],
    ["an object as a value", { "x-a": {} }, "INVALID_HEADER_VALUE", "x-a", DESCRIBED],
    ["a null-prototype object as a value", { "x-a": Object.create(null) }, "INVALID_HEADER_VALUE", "x-a", DESCRIBED],
    [
      "an object without constructor as a value",
      { "x-a": Object.create(Object.create(null)) },
      "INVALID_HEADER_VALUE",
      "x-a",
      DESCRIBED,
    ],
    ["a Map as a value", { "x-a": new Map() }, "INVALID_HEADER_VALUE", "x-a", DESCRIBED],
    ["a bigint as a value", { "x-a": 1n }, "INVALID_HEADER_VALUE", "x-a", DESCRIBED],
  ])("rejects %s", (_title, headers, code, header, message) => {
    const error = failure(deepFreeze(headers));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("InvalidHeaderError");
    expect(error.code).toBe(code);
    expect(error.header).toBe(header);
    // A value of the wrong type is described as @scope/kit describes any value.
    const wrong = header === undefined ? headers : (headers as Record<string, unknown>)[header];
    if (message === DESCRIBED) expect(error.message).toContain(`: got ${describeValue(wrong)}; expected`);
    else expect(error.message).toMatch(message);
  });

  it("26.4 describes a long bad value by the position and class of the bad character, quoting none of it", () => {
    const value = `${"a".repeat(1000)}\r\nx-evil: 1${"b".repeat(1000)}`;
    const { message } = failure({ "x-a": value });
    expect(message).toContain("at position 1000: CR");
    expect(message).not.toContain("aaa");
    expect(message).not.toContain("x-evil");
    expect(message.length).toBeLessThan(300);
  });

  it("quotes a long bad name from its start", () => {
    const { message } = failure({ [`x y${"a".repeat(100)}`]: "1" });
    expect(message).toContain(`"x y${"a".repeat(37)}"…`);
  });
});
