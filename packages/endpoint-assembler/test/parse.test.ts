import { describe, expect, it } from "vitest";
import {
  InvalidMethodError,
  InvalidQueryValueError,
  MissingUrlError,
  parse,
  UnsafeUrlError,
  type MergedOptions,
} from "../src/index";

const CONFIG = { vendor: "example" };
const base = (options: Record<string, unknown>): MergedOptions =>
  ({ method: "GET", baseUrl: "https://api.example.com", headers: {}, mediaType: { format: "", previews: [] }, ...options }) as MergedOptions;

describe("parse", () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ["path and query", { url: "/orgs/{org}/repos", org: "o", type: "all" },
      { method: "GET", url: "https://api.example.com/orgs/o/repos?type=all", headers: {} }],
    [":name placeholders", { url: "/orgs/:org/repos", org: "o" }, { url: "https://api.example.com/orgs/o/repos" }],
    [":a (one letter) stays", { url: "/x/:a", a: "1" }, { url: "https://api.example.com/x/:a?a=1" }],
    ["query appended with & after an existing ?", { url: "/x?a=1", b: 2 }, { url: "https://api.example.com/x?a=1&b=2" }],
    ["arrays joined by commas", { url: "/x", labels: ["bug", "ui"] }, { url: "https://api.example.com/x?labels=bug%2Cui" }],
    ["q is a parameter like any other (keeping + is a route table's rule)", { url: "/search", q: "a b+c:d" }, { url: "https://api.example.com/search?q=a%20b%2Bc%3Ad" }],
    ["HEAD uses the query", { method: "head", url: "/x", a: 1 }, { method: "HEAD", url: "https://api.example.com/x?a=1" }],
    ["absolute URL ignores baseUrl", { url: "https://uploads.example.com/a{?name}", name: "n" }, { url: "https://uploads.example.com/a?name=n" }],
    ["no baseUrl leaves the path", { baseUrl: undefined, url: "/x" }, { url: "/x" }],
    ["POST: parameters form the body", { method: "POST", url: "/x", a: 1, b: [2] },
      { body: { a: 1, b: [2] }, headers: { "content-type": "application/json; charset=utf-8" } }],
    ["POST: data is the body as is", { method: "POST", url: "/x", data: "raw", a: 1, headers: { "content-type": "text/plain" } },
      { body: "raw", headers: { "content-type": "text/plain" } }],
    ["PUT without parameters: empty body, no content-type", { method: "PUT", url: "/x" }, { body: "", headers: {} }],
    ["PATCH without parameters: empty body", { method: "PATCH", url: "/x" }, { body: "" }],
    ["DELETE without parameters: no body", { method: "DELETE", url: "/x" }, { method: "DELETE" }],
    ["request is passed through", { url: "/x", request: { timeout: 5 } }, { request: { timeout: 5 } }],
    ["a variable named like an option is not filled by it", { url: "/x/{url}.json" }, { url: "https://api.example.com/x/.json" }],
  ])("%s", (_, options, expected) => {
    expect(parse(base(options), CONFIG)).toMatchObject(expected);
  });

  it("body is absent, not undefined, when there is none", () => {
    expect(Object.keys(parse(base({ method: "DELETE", url: "/x" }), CONFIG))).toEqual(["method", "url", "headers"]);
  });

  it("previews use the configured vendor", () => {
    const result = parse(base({ url: "/x", headers: { accept: "application/vnd.example.v3+json" }, mediaType: { previews: ["p"] } }), CONFIG);
    expect(result.headers.accept).toBe("application/vnd.example.p-preview+json");
  });

  it.each([[undefined], [""], [42]])("missing url %j", (url) => {
    expect(() => parse(base({ url }), CONFIG)).toThrow(MissingUrlError);
  });

  it.each([[undefined], [""], ["G ET"], ["GET\n"], [7]])("invalid method %j", (method) => {
    expect(() => parse(base({ url: "/x", method }), CONFIG)).toThrow(InvalidMethodError);
  });

  it.each([[{ a: 1 }], [new Date(0)], [[{}]], [() => 1], [Symbol("s")]])("query value %s", (value) => {
    expect(() => parse(base({ url: "/x", v: value }), CONFIG)).toThrow(InvalidQueryValueError);
  });

  it("a lone surrogate in a query value", () => {
    expect(() => parse(base({ url: "/x", v: "\ud800" }), CONFIG)).toThrow(InvalidQueryValueError);
  });

  it.each([["{owner}", ".evil.com"], ["{+path}", "@evil.com/x"], ["{x}", ":8080"]])("a value cannot move %s out of the origin", (url, value) => {
    const variable = url.replace(/[{}+]/g, "");
    expect(() => parse(base({ url, [variable]: value }), CONFIG)).toThrow(UnsafeUrlError);
  });

  // Deviation 9: the reference builds "https://api.example.com/v1/a/x" (packages/endpoint/test/deviations.test.ts).
  it("a relative URL that does not start with \"/\" once expanded is refused, even when the origin would hold", () => {
    expect(() => parse(base({ baseUrl: "https://api.example.com/v1/", url: "{name}/x", name: "a" }), CONFIG)).toThrow(UnsafeUrlError);
    expect(parse(base({ baseUrl: "https://api.example.com/v1/", url: "{/name}/x", name: "a" }), CONFIG).url).toBe(
      "https://api.example.com/v1/a/x",
    );
  });

  it("never changes its input", () => {
    const options = Object.freeze(base({ method: "POST", url: "/x", a: Object.freeze({ b: 1 }), headers: Object.freeze({ Accept: "x" }) }));
    expect(() => parse(options, CONFIG)).not.toThrow();
  });
});
