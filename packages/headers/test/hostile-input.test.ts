// Input of the wrong type gets a named InvalidHeaderError from every public function, never a raw TypeError.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as headersModule from "../src";
import {
  applyMediaType,
  checkMediaTypeObject,
  copyHeaders,
  InvalidHeaderError,
  isCredentialHeader,
  isToken,
  mergeHeaders,
  mergePreviews,
  normalizeHeaders,
  readMediaType,
  ownUserAgent,
  userAgent,
} from "../src";
import type { InvalidHeaderErrorCode } from "../src";
import { anyValue } from "@scope/test-utils";
import { SEED } from "./support/arbitraries";

/** The functions under test, typed loosely: the point is to pass what the types forbid. */
type Loose = (...args: unknown[]) => unknown;
const loose = (fn: unknown): Loose => fn as Loose;

/** The code `run` throws with, or "returned"; any other error fails the test. */
function outcome(run: () => unknown): InvalidHeaderErrorCode | "returned" {
  try {
    run();
    return "returned";
  } catch (error) {
    if (error instanceof InvalidHeaderError) return error.code;
    throw error;
  }
}

const WRONG_OBJECTS: [string, unknown][] = [
  ["a number", 42],
  ["a string", "accept: a"],
  ["a boolean", true],
  ["a symbol", Symbol("s")],
  ["a bigint", 1n],
  ["a function", () => ({})],
  ["an array", [["accept", "a"]]],
  ["a Map", new Map([["accept", "a"]])],
  ["a Date", new Date(0)],
  ["a boxed string", Object("a")],
  ["an object inheriting from a plain object", Object.create({ accept: "a" })],
];

const WRONG_LISTS: [string, unknown][] = [
  ["a string", "mercy"],
  ["a number", 42],
  ["null", null],
  ["an object", { 0: "a", length: 1 }],
  ["a Set", new Set(["a"])],
  ["an array holding a number", ["a", 1]],
  ["an array holding undefined", [undefined]],
  ["a sparse array", new Array(2)],
];

const ACCEPT = "application/vnd.github.v3+json";

describe("hostile input", () => {
  describe.each(WRONG_OBJECTS)("headers as %s", (_title, value) => {
    it.each<[string, () => unknown]>([
      ["normalizeHeaders", () => normalizeHeaders(value)],
      ["copyHeaders (target)", () => copyHeaders(value as never, { a: "1" })],
      ["copyHeaders (headers)", () => copyHeaders({}, value)],
      ["copyHeaders (trusted)", () => copyHeaders({}, { a: "1" }, value as never)],
      ["mergeHeaders (defaults)", () => mergeHeaders(value as never, {})],
      ["mergeHeaders (overrides)", () => mergeHeaders({}, value as never)],
    ])("%s throws HEADERS_NOT_OBJECT", (_name, run) => {
      expect(outcome(run)).toBe("HEADERS_NOT_OBJECT");
    });
  });

  it.each([null, undefined])("mergeHeaders refuses %s as either input", (value) => {
    expect(outcome(() => mergeHeaders(value as never, {}))).toBe("HEADERS_NOT_OBJECT");
    expect(outcome(() => mergeHeaders({}, value as never))).toBe("HEADERS_NOT_OBJECT");
  });

  describe.each(WRONG_LISTS)("previews as %s", (_title, value) => {
    it.each<[string, () => unknown]>([
      ["mergePreviews (defaults)", () => mergePreviews(value as never, [])],
      ["mergePreviews (previews)", () => mergePreviews(["a"], value as never)],
      ["applyMediaType", () => applyMediaType(ACCEPT, { previews: value as never }, "github")],
    ])("%s throws INVALID_MEDIA_TYPE", (_name, run) => {
      expect(outcome(run)).toBe("INVALID_MEDIA_TYPE");
    });
  });

  it.each<[string, unknown, unknown, unknown, RegExp, string]>([
    ["a number as accept", 1, {}, "github", /Invalid value for header "accept": got number 1; expected a string/, "INVALID_HEADER_VALUE"],
    ["null as accept", null, {}, "github", /"accept": got null; expected a string/, "INVALID_HEADER_VALUE"],
    ["null as mediaType", ACCEPT, null, "github", /Invalid mediaType: got null; expected a plain object/, "INVALID_MEDIA_TYPE"],
    ["a string as mediaType", ACCEPT, "raw", "github", /Invalid mediaType: got .*"raw"/, "INVALID_MEDIA_TYPE"],
    ["an array as mediaType", ACCEPT, ["raw"], "github", /Invalid mediaType: got .*array/, "INVALID_MEDIA_TYPE"],
    ["a number as format", ACCEPT, { format: 1 }, "github", /Invalid mediaType.format: got number 1; expected a string/, "INVALID_MEDIA_TYPE"],
    ["null as format", ACCEPT, { format: null }, "github", /mediaType.format: got null;/, "INVALID_MEDIA_TYPE"],
    ["a number as a preview", ACCEPT, { previews: ["a", 2] }, "github", /Invalid mediaType.previews\[1\]: got .*number/, "INVALID_MEDIA_TYPE"],
    ["a string as previews", ACCEPT, { previews: "mercy" }, "github", /Invalid mediaType.previews: got .*; expected an array/, "INVALID_MEDIA_TYPE"],
    ["undefined as vendor", ACCEPT, {}, undefined, /Invalid vendor: got undefined; expected a string, as in "github"/, "INVALID_HEADER_VALUE"],
    ["a number as vendor", ACCEPT, { previews: ["a"] }, 1, /Invalid vendor: got .*number/, "INVALID_HEADER_VALUE"],
    ["CR LF in vendor", ACCEPT, { previews: ["a"] }, "a\r\nx: 1", /Invalid vendor .* at position 1: CR \(\\r\)/, "INVALID_HEADER_VALUE"],
  ])("applyMediaType refuses %s", (_title, accept, mediaType, vendor, message, code) => {
    const run = (): unknown => loose(applyMediaType)(accept, mediaType, vendor);
    expect(run).toThrow(InvalidHeaderError);
    expect(run).toThrow(message);
    expect(outcome(run)).toBe(code);
  });

  it("exports only the functions this file tests, and the error with its codes", () => {
    const functions = ["applyMediaType", "checkMediaTypeObject", "copyHeaders", "isCredentialHeader", "isToken", "mergeHeaders", "mergePreviews", "normalizeHeaders", "ownUserAgent", "readMediaType", "userAgent"];
    const exported = Object.keys(headersModule).sort();
    expect(exported).toEqual([...functions, "INVALID_HEADER_ERROR_CODES", "InvalidHeaderError"].sort());
  });

  const anything = anyValue;

  it.each<[string, Loose, number]>([
    ["normalizeHeaders", loose(normalizeHeaders), 1],
    ["copyHeaders", loose(copyHeaders), 3],
    ["mergeHeaders", loose(mergeHeaders), 2],
    ["mergePreviews", loose(mergePreviews), 2],
    ["applyMediaType", loose(applyMediaType), 3],
    ["userAgent", loose(userAgent), 2],
    ["ownUserAgent", loose(ownUserAgent), 2],
    ["isToken", loose(isToken), 1],
    ["isCredentialHeader", loose(isCredentialHeader), 1],
    ["readMediaType", loose(readMediaType), 2],
    ["checkMediaTypeObject", loose(checkMediaTypeObject), 2],
  ])("%s returns or throws InvalidHeaderError on 1,000 generated argument lists", (_name, fn, arity) => {
    fc.assert(
      fc.property(fc.array(anything, { minLength: arity, maxLength: arity }), (args) => {
        expect(["returned", "HEADERS_NOT_OBJECT", "INVALID_HEADER_NAME", "INVALID_HEADER_VALUE", "INVALID_MEDIA_TYPE"]).toContain(
          outcome(() => fn(...args)),
        );
      }),
      { seed: SEED, numRuns: 1_000 },
    );
  });
});
