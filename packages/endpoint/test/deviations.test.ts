// The deliberate deviations from @octokit/endpoint@7.0.6 listed in DESIGN.md: each test shows
// what the reference does and what we do instead.
import { endpoint as reference } from "@octokit/endpoint";
import { describe, expect, it } from "vitest";
import {
  endpoint,
  InvalidHeaderError,
  InvalidMethodError,
  InvalidQueryValueError,
  MissingUrlError,
  UnsafeUrlError,
  UriTemplateError,
} from "../src/index";

const loose = reference as unknown as (route: unknown, options?: unknown) => { method: string; url: string; headers: Record<string, unknown> };

describe("1. an invalid URI template throws UriTemplateError with the position", () => {
  it("unclosed expression", () => {
    expect(loose("GET /orgs/{org", { org: "o" }).url).toBe("https://api.github.com/orgs/{org?org=o");
    expect(() => endpoint("GET /orgs/{org", { org: "o" })).toThrow(UriTemplateError);
    try {
      endpoint("GET /orgs/{org", { org: "o" });
    } catch (error) {
      expect(error).toMatchObject({ name: "UriTemplateError", position: 6 });
    }
  });
});

describe("2. RFC 6570 wins where the reference's expander disagrees", () => {
  it("an undefined variable in a query expression adds nothing", () => {
    expect(loose("GET /x{?a,b}", { b: 2 }).url).toBe("https://api.github.com/x?&b=2");
    expect(endpoint("GET /x{?a,b}", { b: 2 }).url).toBe("https://api.github.com/x?b=2");
  });
  it("an undefined path expression adds nothing", () => {
    expect(loose("GET /x{/a}", {}).url).toBe("https://api.github.com/x/");
    // @ts-expect-error {/a} is a path variable, so the compiler requires it; at run time it may be absent
    expect(endpoint("GET /x{/a}", {}).url).toBe("https://api.github.com/x");
  });
  it("exploded members are joined by the operator's separator", () => {
    expect(loose("GET /x{/path*}{?query*}", { path: ["a", "b"], query: { c: 1, d: 2 } }).url).toBe(
      "https://api.github.com/x/a,b?c=1,d=2",
    );
    expect(endpoint("GET /x{/path*}{?query*}", { path: ["a", "b"], query: { c: 1, d: 2 } }).url).toBe(
      "https://api.github.com/x/a/b?c=1&d=2",
    );
  });
  it("an empty list is undefined", () => {
    expect(loose("GET /x{?list}", { list: [] }).url).toBe("https://api.github.com/x?list=");
    expect(endpoint("GET /x{?list}", { list: [] }).url).toBe("https://api.github.com/x");
  });
});

describe("3. a missing url throws", () => {
  it.each([[{}], [{ url: "" }], [{ url: undefined }]])("endpoint(%j)", (options) => {
    expect(loose(options).url).toBe("https://api.github.com/");
    expect(() => endpoint(options)).toThrow(MissingUrlError);
  });
});

describe("4. header injection and invalid methods throw", () => {
  it("a method that is not a token", () => {
    expect(loose("GE T /x").method).toBe("GE");
    expect(() => endpoint({ method: "GE T", url: "/x" })).toThrow(InvalidMethodError);
    expect(() => endpoint({ method: "GET\r\nX: y", url: "/x" })).toThrow(InvalidMethodError);
  });
  it("a header value with CR, LF or NUL", () => {
    const headers = { "x-a": "v\r\nx-injected: 1" };
    expect(loose("GET /x", { headers }).headers["x-a"]).toBe(headers["x-a"]);
    expect(() => endpoint("GET /x", { headers })).toThrow(InvalidHeaderError);
    expect(() => endpoint("GET /x", { headers: { "x-a": "a\0b" } })).toThrow(InvalidHeaderError);
  });
  it("a header name that is not a token", () => {
    expect(() => endpoint("GET /x", { headers: { "x a": "v" } })).toThrow(InvalidHeaderError);
    expect(() => endpoint("GET /x", { headers: { "x:a": "v" } })).toThrow(InvalidHeaderError);
  });
});

describe("5. query values: objects throw, null is omitted", () => {
  it("an object names the parameter", () => {
    expect(loose("GET /x", { filter: { a: 1 } }).url).toBe("https://api.github.com/x?filter=%5Bobject%20Object%5D");
    expect(() => endpoint("GET /x", { filter: { a: 1 } })).toThrow(InvalidQueryValueError);
    expect(() => endpoint("GET /x", { filter: { a: 1 } })).toThrow(/"filter"/);
  });
  it("null is omitted", () => {
    expect(loose("GET /x", { since: null, page: 2 }).url).toBe("https://api.github.com/x?since=null&page=2");
    expect(endpoint("GET /x", { since: null, page: 2 }).url).toBe("https://api.github.com/x?page=2");
  });
});

describe("6. the result's method is upper case", () => {
  it("patch stays PATCH so that fetch sends it as is", () => {
    expect(loose("patch /x").method).toBe("PATCH");
    expect(endpoint("patch /x").method).toBe("PATCH");
  });
});

describe("7. a value that makes a dot-segment throws", () => {
  it.each([[".."], ["."], ["%2e%2e"], ["%2E."]])("{+path} = %j", (path) => {
    expect(() => endpoint("GET /repos/o/r/contents/{+path}", { path })).toThrow(UnsafeUrlError);
  });
  it.each([[".."], ["."]])("{owner} = %j", (owner) => {
    expect(loose("GET /repos/{owner}/r", { owner }).url).toBe(`https://api.github.com/repos/${owner}/r`);
    expect(() => endpoint("GET /repos/{owner}/r", { owner })).toThrow(UnsafeUrlError);
  });
  it("a path that reaches outside through reserved expansion", () => {
    expect(() => endpoint("GET /repos/o/r/contents/{+path}", { path: "a/../../admin" })).toThrow(UnsafeUrlError);
  });
  it("dots inside a segment are fine", () => {
    expect(endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "..a" }).url).toBe("https://api.github.com/repos/o/..a");
    expect(endpoint("GET /x{?q}", { q: ".." }).url).toBe("https://api.github.com/x?q=..");
  });
});

describe("8. bigint is written in full; undefined means not given", () => {
  it("bigint", () => {
    const id = 12345678901234567890n;
    expect(loose("GET /deliveries/{id}/attempts", { id }).url).toBe("https://api.github.com/deliveries//attempts");
    expect(endpoint("GET /deliveries/{id}/attempts", { id }).url).toBe("https://api.github.com/deliveries/12345678901234567890/attempts");
  });
  it("method: undefined keeps the route's method", () => {
    expect(loose("POST /x", { method: undefined }).method).toBe("GET");
    expect(endpoint("POST /x", { method: undefined }).method).toBe("POST");
  });
});
