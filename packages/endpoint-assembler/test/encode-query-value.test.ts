import { describe, expect, it } from "vitest";
import { encodeQueryValue } from "../src/encode/encode-query-value";
import { InvalidQueryValueError, parse, type MergedOptions } from "../src/index";
import { encodeQuery } from "../src/encode/encode-query";
import { unreservedSet } from "../src/encode/style-encoders";
import { encodeText } from "../src/encode/value-text";

describe("encodeQuery", () => {
  it("matches encodeURIComponent on every ASCII character and on Unicode", () => {
    for (let code = 0; code < 128; code++) {
      const text = `a${String.fromCharCode(code)}b`;
      expect(encodeQuery("GET /x", "x", text, false)).toBe(encodeURIComponent(text));
    }
    expect(encodeQuery("GET /x", "x", "é ✓ 😀", false)).toBe(encodeURIComponent("é ✓ 😀"));
  });

  it("keeps + when asked, as the search syntax of q needs", () => {
    expect(encodeQuery("GET /x", "q", "bug+label:ui é", true)).toBe("bug+label%3Aui%20%C3%A9");
  });

  it("refuses a lone surrogate, naming the parameter", () => {
    expect(() => encodeQuery("GET /x", "x", "a\uD800", false)).toThrow(InvalidQueryValueError);
    expect(() => encodeQuery("GET /x", "q", "a+\uD800", true)).toThrow(InvalidQueryValueError);
  });
});

describe("encodeQuery with the form style's unreservedSet", () => {
  it("31.1: matches the form style's expansion (encodeUnreserved) on every ASCII character, and leaves other text to it", () => {
    for (let code = 0; code < 128; code++) {
      const text = `a${String.fromCharCode(code)}b`;
      expect(encodeQuery("GET /x", "x", text, false, unreservedSet())).toBe(encodeText(text));
    }
    expect(encodeQuery("GET /x", "x", "it's 50%!", false, unreservedSet())).toBe("it%27s%2050%25%21");
    expect(encodeQuery("GET /x", "x", "café", false, unreservedSet())).toBeUndefined();
  });
});

describe("encodeQueryValue", () => {
  it.each<[unknown, string]>([
    ["a b", "a%20b"],
    [1.5, "1.5"],
    [true, "true"],
    [12345678901234567890n, "12345678901234567890"],
    [["bug", "ui", null], "bug%2Cui%2C"],
  ])("%s -> %s", (value, expected) => {
    expect(encodeQueryValue("GET /x", "x", value, false)).toBe(expected);
  });

  it.each([[{ a: 1 }], [new Date(0)], [[{}]], [() => 1], [Symbol("s")]])("refuses %s", (value) => {
    expect(() => encodeQueryValue("GET /x", "x", value, false)).toThrow(InvalidQueryValueError);
  });
});

describe("the query of a plan", () => {
  const CONFIG = { vendor: "example" };
  const get = (url: string, values: Record<string, unknown>) =>
    parse({ method: "GET", url, headers: {}, mediaType: { previews: [] }, ...values } as MergedOptions, CONFIG).url;

  it("gives each call's own values for objects of one shape", () => {
    expect(get("/r/{owner}", { owner: "o", a: 1, b: "x y" })).toBe("/r/o?a=1&b=x%20y");
    expect(get("/r/{owner}", { owner: "p", a: null, b: "z" })).toBe("/r/p?b=z");
    expect(get("/r/{owner}?s=1", { owner: "p", a: 2, b: undefined })).toBe("/r/p?s=1&a=2");
  });

  it("throws for a name that cannot be encoded only when it has a value, after the value's own error", () => {
    const name = "n\uD800";
    expect(get("/r", { [name]: undefined, a: 1 })).toBe("/r?a=1");
    expect(() => get("/r", { [name]: "v", a: 1 })).toThrow(InvalidQueryValueError);
    expect(() => get("/r", { [name]: {}, a: 1 })).toThrow(/got (an )?object/);
  });
});
