import { describe, expect, it } from "vitest";
import { appendQuery } from "../src/append-query";
import { InvalidQueryValueError } from "../src/index";
import { encodeQuery } from "../src/internal/encode-query";

describe("encodeQuery", () => {
  it("matches encodeURIComponent on every ASCII character and on Unicode", () => {
    for (let code = 0; code < 128; code++) {
      const text = `a${String.fromCharCode(code)}b`;
      expect(encodeQuery("x", text, false)).toBe(encodeURIComponent(text));
    }
    expect(encodeQuery("x", "é ✓ 😀", false)).toBe(encodeURIComponent("é ✓ 😀"));
  });

  it("keeps + when asked, as the search syntax of q needs", () => {
    expect(encodeQuery("q", "bug+label:ui é", true)).toBe("bug+label%3Aui%20%C3%A9");
  });

  it("refuses a lone surrogate, naming the parameter", () => {
    expect(() => encodeQuery("x", "a\uD800", false)).toThrow(InvalidQueryValueError);
    expect(() => encodeQuery("q", "a+\uD800", true)).toThrow(InvalidQueryValueError);
  });
});

describe("appendQuery with shapes worked out once", () => {
  it("gives each call's own values for objects of one shape", () => {
    const consumed = new Set(["owner"]);
    expect(appendQuery("/r", { owner: "o", a: 1, b: "x y" }, consumed)).toBe("/r?a=1&b=x%20y");
    expect(appendQuery("/r", { owner: "p", a: null, b: "z" }, consumed)).toBe("/r?b=z");
    expect(appendQuery("/r?s=1", { owner: "p", a: 2, b: undefined }, consumed)).toBe("/r?s=1&a=2");
  });

  it("tells shapes apart by key order and by consumed names", () => {
    expect(appendQuery("/r", { b: 1, a: 2 })).toBe("/r?b=1&a=2");
    expect(appendQuery("/r", { a: 2, b: 1 })).toBe("/r?a=2&b=1");
    expect(appendQuery("/r", { a: 2, b: 1 }, new Set(["a"]))).toBe("/r?b=1");
  });

  it("throws for a name that cannot be encoded only when it has a value", () => {
    const name = "n\uD800";
    expect(appendQuery("/r", { [name]: undefined, a: 1 })).toBe("/r?a=1");
    expect(() => appendQuery("/r", { [name]: "v", a: 1 })).toThrow(InvalidQueryValueError);
    expect(() => appendQuery("/r", { [name]: {}, a: 1 })).toThrow(/got an object/);
  });
});
