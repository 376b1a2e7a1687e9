import { runInNewContext } from "node:vm";
import { deepFreeze } from "@scope/test-utils";
import { describe, expect, it } from "vitest";
import { copyHeaders, InvalidHeaderError } from "../src";
import type { HeaderValue, InvalidHeaderErrorCode } from "../src";

type Target = Record<string, HeaderValue>;

/** Runs `copyHeaders` and returns the error it throws. */
function failure(target: unknown, headers: unknown, trusted?: unknown): InvalidHeaderError {
  try {
    copyHeaders(target as Target, headers, trusted as Readonly<Record<string, unknown>> | undefined);
  } catch (error) {
    if (error instanceof InvalidHeaderError) return error;
    throw error;
  }
  throw new Error("copyHeaders did not throw");
}

const UA = "scope-endpoint.js/1.0.0 Node.js/20.20.2 (linux; x64)";

describe("copyHeaders", () => {
  it.each<[string, Target, unknown, Target]>([
    ["normal headers into an empty target", {}, { accept: "a", "x-n": 0 }, { accept: "a", "x-n": 0 }],
    ["over existing keys", { accept: "a", "x-b": "b" }, { accept: "c" }, { accept: "c", "x-b": "b" }],
    ["mixed-case names", { accept: "a" }, { Accept: "c", "X-Id": 1 }, { accept: "c", "x-id": 1 }],
    ["undefined values (dropped, never deleting)", { accept: "a" }, { accept: undefined, "x-b": "b" }, { accept: "a", "x-b": "b" }],
    ["names differing in case (the later wins)", {}, { Ab: "1", c: "2", AB: undefined, ab: "3" }, { ab: "3", c: "2" }],
    ["null", { accept: "a" }, null, { accept: "a" }],
    ["undefined", { accept: "a" }, undefined, { accept: "a" }],
    ["a null-prototype object", {}, Object.assign(Object.create(null) as object, { A: "1" }), { a: "1" }],
    ["a plain object of another realm", {}, runInNewContext('({ "X-A": "1", b: 2 })'), { "x-a": "1", b: 2 }],
  ])("copies %s", (_title, target, headers, expected) => {
    copyHeaders(target, deepFreeze(headers));
    expect(target).toEqual(expected);
  });

  it("keeps the order of the target, then the new names in their order", () => {
    const target: Target = { b: "1" };
    copyHeaders(target, { C: "2", a: "3", B: "4" });
    expect(Object.entries(target)).toEqual([["b", "4"], ["c", "2"], ["a", "3"]]);
  });

  it.each(['{"__proto__": "x"}', '{"__PROTO__": "x"}', '{"a": "1", "__proto__": "x"}'])(
    "sets __proto__ from %s as an own key, never the prototype",
    (json) => {
      const target: Target = {};
      copyHeaders(target, deepFreeze(JSON.parse(json)));
      expect(Object.getPrototypeOf(target)).toBe(Object.prototype);
      expect(Object.getOwnPropertyDescriptor(target, "__proto__")).toMatchObject({ value: "x", enumerable: true });
    },
  );

  it.each<[string, unknown, InvalidHeaderErrorCode, string | undefined, RegExp]>([
    ["a bad name after good ones", { a: "1", "x y": "2" }, "INVALID_HEADER_NAME", "x y", /at position 1: " "/],
    ["a bad value after good ones", { a: "1", B: "2\r\n" }, "INVALID_HEADER_VALUE", "B", /at position 1: CR \(\\r\)/],
    ["a bad value before a bad name (the first bad entry wins)", { "x-a": "\n", "x b": "1" }, "INVALID_HEADER_VALUE", "x-a", /LF/],
    ["an array", ["a"], "HEADERS_NOT_OBJECT", undefined, /Invalid headers: got .*array/],
    ["a string", "accept: a", "HEADERS_NOT_OBJECT", undefined, /Invalid headers/],
  ])("throws for %s and leaves the target unchanged", (_title, headers, code, header, message) => {
    const target = { accept: "a" };
    const error = failure(target, deepFreeze(headers));
    expect([error.code, error.header]).toEqual([code, header]);
    expect(error.message).toMatch(message);
    expect(target).toEqual({ accept: "a" });
  });

  it.each<[string, unknown, RegExp]>([
    ["null", null, /Invalid target: got null; expected/],
    ["an array", [], /Invalid target: got .*array/],
    ["a Map", new Map(), /Invalid target: got .*Map/],
    ["a frozen object", Object.freeze({}), /Invalid target: .*frozen, sealed or non-extensible/],
    ["a sealed object", Object.seal({}), /Invalid target: .*frozen, sealed or non-extensible/],
  ])("refuses %s as the target", (_title, target, message) => {
    const error = failure(target, { a: "1" });
    expect(error.code).toBe("HEADERS_NOT_OBJECT");
    expect(error.message).toMatch(message);
  });

  it.each<[string, unknown]>([
    ["null", null],
    ["a string", "accept"],
    ["an array", ["accept"]],
  ])("refuses %s as the trusted headers", (_title, trusted) => {
    const error = failure({}, { a: "1" }, trusted);
    expect(error.code).toBe("HEADERS_NOT_OBJECT");
    expect(error.message).toMatch(/Invalid trusted headers/);
  });

  describe("trusted headers", () => {
    // A value the checks would refuse shows whether they ran: trusted values are copied as they are.
    const refused = `${UA} ✓`;

    it.each<[string, Readonly<Record<string, unknown>>, boolean]>([
      ["the same string under the same name, frozen: not checked", Object.freeze({ "user-agent": refused }), false],
      [
        "the same string in a frozen null-prototype object: not checked",
        Object.freeze(Object.assign(Object.create(null) as object, { "user-agent": refused })),
        false,
      ],
      ["the same string, not frozen (ignored): checked", { "user-agent": refused }, true],
      ["the same string under another name: checked", Object.freeze({ accept: refused }), true],
      ["another string under the same name: checked", Object.freeze({ "user-agent": UA }), true],
    ])("%s", (_title, trusted, checked) => {
      const target: Target = {};
      const copy = (): void => copyHeaders(target, { "user-agent": refused }, trusted);
      if (checked) expect(copy).toThrow(/a character above U\+00FF/);
      else expect((copy(), target)).toEqual({ "user-agent": refused });
    });

    it("still checks names and non-string values", () => {
      const trusted = Object.freeze({ "X A": "1", "x-b": { toString: () => "1" } });
      expect(failure({}, { "X A": "1" }, trusted).code).toBe("INVALID_HEADER_NAME");
      expect(failure({}, { "x-b": trusted["x-b"] }, trusted).code).toBe("INVALID_HEADER_VALUE");
    });

    it("copies an endpoint's frozen defaults with themselves as trusted", () => {
      const defaults = deepFreeze({ accept: "application/vnd.github.v3+json", "user-agent": UA });
      const target: Target = {};
      copyHeaders(target, defaults, defaults);
      copyHeaders(target, { Accept: "text/html" }, defaults);
      expect(target).toEqual({ accept: "text/html", "user-agent": UA });
    });
  });
});
