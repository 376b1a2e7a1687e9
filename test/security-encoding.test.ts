// A value in a path segment stays in its segment, through both paths of the facade and the bare
// assembler: property tests over arbitrary strings, then a table of hostile values and base URLs.
import { endpoint as typed, InvalidOptionsError, UnsafeUrlError, UriTemplateValueError } from "@scope/endpoint";
import { createEndpoint, createRouteEndpoint, InvalidParameterValueError } from "@scope/endpoint-assembler";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CALL_PATHS } from "./support/call-paths";

type Build = (route: string, options: Record<string, unknown>) => { url: string };
const endpoint = typed as unknown as Build & { merge(r: string, o: object): object; parse(o: object): { url: string }; defaults(o: object): Build };
const PATHS = CALL_PATHS;
const SEED = 0x5ec;
const DOT_SEGMENT = /^(\.|%2e){1,2}$/i;
const isWellFormed = (text: string) => !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);

describe.each(PATHS)("through %s", (_title, build) => {
  it("decoding each expanded segment gives back exactly the value; the origin and the other segments stay", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.string({ unit: "grapheme" }), (owner, repo) => {
        for (const route of ["GET /repos/{owner}/{repo}/issues", "GET /repos/:owner/:repo/issues"]) {
          if (owner === "" || repo === "") continue; // an empty segment is the caller's to avoid
          const run = () => build(route, { owner, repo });
          if ([owner, repo].some((v) => v === "." || v === "..")) {
            expect(run).toThrow(UnsafeUrlError);
            continue;
          }
          const url = new URL(run().url);
          expect(url.origin).toBe("https://api.github.com");
          expect(url.search + url.hash).toBe("");
          const segments = url.pathname.split("/");
          expect(segments).toHaveLength(5);
          expect(segments.map(decodeURIComponent)).toEqual(["", "repos", owner, repo, "issues"]);
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it("a query value comes back exactly once, decoded", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (label) => {
        const url = new URL(build("GET /repos/o/r/issues", { labels: label }).url);
        expect(url.searchParams.getAll("labels")).toEqual([label]);
        expect(url.pathname).toBe("/repos/o/r/issues");
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it("a reserved expansion ({+path}) never leaves the route's prefix nor the origin", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("a", "..", ".", "%2e", "%2E%2e", "/", "\\", "?", "#", "@", ":", "%", "é", "\uff0e"), { maxLength: 8 }), (parts) => {
        const path = parts.join("");
        const run = () => build("GET /repos/o/r/contents/{+path}", { path });
        let result: { url: string };
        try {
          result = run();
        } catch (error) {
          expect(error).toBeInstanceOf(UnsafeUrlError);
          expect(path.split(/[/?#]/).some((segment) => DOT_SEGMENT.test(segment))).toBe(true);
          return;
        }
        const url = new URL(result.url);
        expect(url.origin).toBe("https://api.github.com");
        expect(url.pathname.startsWith("/repos/o/r/contents/")).toBe(true);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });
});

const HOSTILE: [string, string][] = [
  ["../admin", "..%2Fadmin"], ["a/b", "a%2Fb"], ["?x=1", "%3Fx%3D1"], ["#f", "%23f"], ["%2e%2e", "%252e%252e"],
  ["\uff0e\uff0e", "%EF%BC%8E%EF%BC%8E"], ["\u2024\u2024", "%E2%80%A4%E2%80%A4"], ["..\\", "..%5C"], ["@evil.com", "%40evil.com"],
  ["//evil.com", "%2F%2Fevil.com"], ["https://evil.com", "https%3A%2F%2Fevil.com"], ["\r\n", "%0D%0A"], ["\u0000", "%00"],
];

describe("hostile values in a path segment", () => {
  it.each(HOSTILE)("%j expands to %s in both paths", (owner, expected) => {
    for (const [, build] of PATHS) expect(build("GET /users/{owner}/repos", { owner }).url).toBe(`https://api.github.com/users/${expected}/repos`);
  });
  it.each([".", "..", "%2e", "%2E%2e"])("%j through {+path} is a dot-segment: UnsafeUrlError", (path) => {
    for (const [, build] of PATHS) expect(() => build("GET /a/{+path}/b", { path })).toThrow(UnsafeUrlError);
  });
  it("a lone surrogate is refused, not sent", () => {
    for (const [, build] of PATHS) expect(() => build("GET /users/{owner}", { owner: "\ud800" })).toThrow(UriTemplateValueError);
    expect(isWellFormed("a")).toBe(true);
  });
});

describe("an absolute URL comes only from the route or baseUrl", () => {
  const bare = createEndpoint({ method: "GET" }, { vendor: "x" }) as unknown as Build;
  it.each([
    ["GET {+target}", { target: "https://evil.com/x" }],
    ["GET /{+target}", { target: "/evil.com/x" }],
    ["GET {/list*}", { list: ["", "evil.com"] }],
    ["GET {+target}", { target: "javascript:alert(1)" }],
  ])("without an absolute base URL, %s with %j throws UnsafeUrlError", (route, options) => {
    expect(() => bare(route, options)).toThrow(UnsafeUrlError);
    expect(() => endpoint(route, { ...options, baseUrl: "" })).toThrow(UnsafeUrlError);
  });
  it("with a base URL, a value cannot move a relative route off its origin", () => {
    expect(() => endpoint("GET {+target}", { target: ".evil.com/x" })).toThrow(UnsafeUrlError);
    expect(endpoint("GET /{+target}", { target: "/evil.com/x" }).url).toBe("https://api.github.com//evil.com/x");
  });
});

describe("baseUrl must be an http(s) URL or a path starting with one /", () => {
  const REFUSED: [unknown, typeof UnsafeUrlError | typeof InvalidOptionsError][] = [
    ["javascript:alert(1)", UnsafeUrlError], ["data:text/html,x", UnsafeUrlError], ["file:///etc/passwd", UnsafeUrlError],
    ["ftp://a.com", UnsafeUrlError], ["//evil.com", UnsafeUrlError], ["/\\evil.com", UnsafeUrlError], ["api.github.com", UnsafeUrlError],
    ["https://a.com\r\nx: y", UnsafeUrlError], [" https://a.com", UnsafeUrlError], ["https://a.com/\0", UnsafeUrlError],
    [42, InvalidOptionsError], [null, InvalidOptionsError],
  ];
  it.each(REFUSED)("%j is refused with %o, in every path", (baseUrl, kind) => {
    for (const [, build] of PATHS) expect(() => build("GET /x", { baseUrl })).toThrow(kind);
    expect(() => endpoint.defaults({ baseUrl })("GET /x", {})).toThrow(kind);
  });
  it.each([
    ["https://ghe.example.com/api/v3", "https://ghe.example.com/api/v3/x"],
    ["http://localhost:3000", "http://localhost:3000/x"],
    ["HTTPS://API.EXAMPLE.COM", "HTTPS://API.EXAMPLE.COM/x"],
    ["/api", "/api/x"],
    ["", "/x"],
  ])("%j is accepted", (baseUrl, url) => {
    for (const [, build] of PATHS) expect(build("GET /x", { baseUrl }).url).toBe(url);
  });
});

describe("26.7 one list bound for every encoder: a sparse new Array(2 ** 26) is refused fast", () => {
  const table = {
    v: 1 as const,
    r: {
      "GET /pipe": { p: { x: "qP" } },
      "GET /space": { p: { x: "qW" } },
      "GET /form": { p: { x: "q" } },
      "GET /deep": { p: { x: "qD" } },
      "GET /json": { p: { x: "qJ" } },
      "GET /header": { p: { x: "h" } },
      "GET /cookie": { p: { x: "c" } },
      "POST /multipart": { m: "multipart/form-data" },
      "POST /form-body": { m: "application/x-www-form-urlencoded" },
    },
  };
  const api = createRouteEndpoint(table, { baseUrl: "https://api.example.com", headers: {} }, { vendor: "example" }) as unknown as (route: string, options: object) => unknown;
  const ROUTES = Object.keys(table.r);

  it.each(ROUTES)("%s: a list of 2 ** 26 holes, alone or inside an object, is refused without walking it", (route) => {
    // Work, not time, decides: the members read are counted (a Proxy of the sparse list), and the
    // bound is seen from the list's length before any member is read.
    let reads = 0;
    const counted = (list: unknown[]) => new Proxy(list, { get: (target, key, receiver) => (typeof key === "string" && /^\d+$/.test(key) && reads++, Reflect.get(target, key, receiver)) });
    for (const x of [counted(new Array(2 ** 26)), { a: counted(new Array(2 ** 26)) }, [new Array(6000), new Array(6000)]]) {
      expect(() => api(route, { x })).toThrow(InvalidParameterValueError);
      expect(() => api(route, { x })).toThrow(/"x" of .*at most 10000 members/);
    }
    expect(reads).toBeLessThanOrEqual(10_000);
  });

  it.each(ROUTES)("%s: 10,000 members, holes counted, are within the bound", (route) => {
    expect(() => api(route, { x: new Array(10_000).fill("a") })).not.toThrow();
  });

  it("data given whole as a form or multipart body is bounded too", () => {
    for (const route of ["POST /multipart", "POST /form-body"]) {
      expect(() => api(route, { data: { x: new Array(2 ** 26) } })).toThrow(/"data" of .*at most 10000 members/);
    }
  });

  it("the engine's own query lists go through the same bound", () => {
    expect(() => endpoint("GET /x", { labels: new Array(2 ** 26) })).toThrow(/at most 10000 members/);
  });

  it("31.2: one refusal, one class: a query list beyond the bound on the default path, a table's plain route and a styled one", () => {
    const plain = createRouteEndpoint({ v: 1, r: { "GET /plain": {} } }, { baseUrl: "https://api.example.com", headers: {} }, { vendor: "example" }) as unknown as Build;
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        const { name, code, route, parameter } = error as InvalidParameterValueError;
        return { name, code, route, parameter, instance: error instanceof InvalidParameterValueError };
      }
      return undefined;
    };
    const labels = new Array(2 ** 26);
    const expected = (route: string) => ({ name: "InvalidParameterValueError", code: "INVALID_PARAMETER_VALUE", route, parameter: "labels", instance: true });
    expect(refusal(() => endpoint("GET /x", { labels }))).toEqual(expected("GET /x"));
    expect(refusal(() => plain("GET /plain", { labels }))).toEqual(expected("GET /plain"));
    expect(refusal(() => api("GET /form", { x: labels }))).toEqual({ ...expected("GET /form"), parameter: "x" });
  });
});
