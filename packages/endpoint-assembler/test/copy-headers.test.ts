import { normalizeHeaders } from "@scope/headers";
import { describe, expect, it } from "vitest";
import { copyHeaders } from "../src/copy-headers";

const ROWS: [string, unknown][] = [
  ["normal headers", { accept: "a", "content-length": 0 }],
  ["upper-case names", { Accept: "a", "X-Id": "1" }],
  ["names differing only in case", { "x-a": "1", "X-A": "2" }],
  ["an undefined value", { accept: "a", "x-b": undefined }],
  ["a __proto__ name", JSON.parse('{"__proto__": "x", "a": "1"}')],
  ["a null-prototype object", Object.assign(Object.create(null), { a: "1" })],
  ["null", null],
];

describe("copyHeaders gives what normalizeHeaders gives", () => {
  it.each(ROWS)("%s", (_, headers) => {
    const target: Record<string, unknown> = { accept: "default" };
    copyHeaders(target, headers);
    expect(target).toEqual({ accept: "default", ...normalizeHeaders(headers) });
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype);
  });

  it.each([
    ["a name that is not a token", { "x y": "1" }],
    ["a value with CR LF", { a: "1\r\nx: 2" }],
    ["a value that is an object", { a: {} }],
    ["an array", ["a"]],
  ])("throws as normalizeHeaders does for %s", (_, headers) => {
    expect(() => copyHeaders({}, headers)).toThrow(expect.objectContaining({ message: catchMessage(headers) }));
  });

  it("does not check again a header equal to a known one", () => {
    const target: Record<string, unknown> = {};
    copyHeaders(target, { a: "1", b: "2" }, Object.freeze({ a: "1" }));
    expect(target).toEqual({ a: "1", b: "2" });
  });
});

function catchMessage(headers: unknown): string {
  try {
    normalizeHeaders(headers);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected normalizeHeaders to throw");
}
