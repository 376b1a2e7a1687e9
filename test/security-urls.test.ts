// URLs stay where they are sent, through every path of the facade and the bare assembler: the
// leading "/" (deviation 9), the one-slash join (deviation 10), relative URLs on http and https
// pages, own keys only under a polluted Object.prototype, bounded query lists, and the browser
// module without APIs newer than its stated browsers.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { endpoint as typed, InvalidParameterValueError, ScopeError } from "@scope/endpoint";
import { createEndpoint, merge, parse } from "@scope/endpoint-assembler";
import { expand } from "@scope/url-expander";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CALL_PATHS } from "./support/call-paths";

type Result = { url: string };
type Build = (route: string, options: Record<string, unknown>) => Result;
type Loose = Build & { merge(r: unknown, o?: unknown): object; parse(o: object): Result; defaults(o: object): Loose };
const endpoint = typed as unknown as Loose;
const bare = createEndpoint({ headers: {} }, { vendor: "example" }) as unknown as Loose;
const PATHS = CALL_PATHS;
const SEED = 0x0571;
const PAGES = ["http://page.example", "https://page.example"];

/** The URL, or the name of the documented error thrown; anything else fails the test. */
function outcome(run: () => Result): string {
  try {
    return run().url;
  } catch (error) {
    if (error instanceof ScopeError) return error.name;
    throw error;
  }
}

describe.each(PATHS)("through %s", (_title, build) => {
  it.each<[string, Record<string, unknown>]>([
    ["GET/user", {}], ["GET @evil.com/x", {}], ["user", {}], ["httpbin/x", {}], ["GET {name}/x", { name: "a" }],
    ["GET {+x}", { x: "@evil.com/x" }], ["GET {+x}", { x: "http:evil.com" }], ["GET {?q}", { q: "1" }], ["GET {x}", { x: "" }],
    ["GET //evil.com/x", { baseUrl: "/" }], ["GET /{+x}", { x: "/evil.com", baseUrl: "/" }], ["GET //evil.com", { baseUrl: "" }],
    ["GET /user", { baseUrl: "https://api.github.com\u0085" }], ["GET /user", { baseUrl: "\u00a0https://api.github.com" }],
    ["GET /user", { baseUrl: "https://api.github.com\u2028" }], ["GET /user", { baseUrl: "https://api.github.com?x=" }],
  ])("%j with %j is refused", (route, options) => {
    expect(outcome(() => build(route, options))).toBe("UnsafeUrlError");
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["GET /user", { baseUrl: "https://ghe.example/api/v3/" }, "https://ghe.example/api/v3/user"],
    ["GET /user", { baseUrl: "https://ghe.example/api/v3//" }, "https://ghe.example/api/v3/user"],
    ["GET /user", { baseUrl: "/" }, "/user"],
    ["GET /user", { baseUrl: "/api/" }, "/api/user"],
    ["GET /", { baseUrl: "https://ghe.example/" }, "https://ghe.example/"],
    ["GET {/name}/x", { name: "a" }, "https://api.github.com/a/x"],
    ["GET HTTPS://uploads.example/x", {}, "HTTPS://uploads.example/x"],
  ])("%j with %j gives %j", (route, options, url) => {
    expect(build(route, options).url).toBe(url);
  });

  it("any {+x} keeps the base URL's origin, and without one the origin of an http and an https page", () => {
    const bases = ["", "/", "/api/", "https://api.github.com", "https://ghe.example/api/v3/"];
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.constantFrom(...bases), fc.constantFrom("GET {+x}", "GET /{+x}", "GET {/x}", "GET /{x}"), (x, baseUrl, route) => {
        const url = outcome(() => build(route, { x, baseUrl }));
        if (url === "UnsafeUrlError" || url === "UriTemplateValueError") return;
        const absolute = baseUrl.startsWith("http");
        for (const page of absolute ? [undefined] : PAGES) {
          expect(new URL(url, page).origin).toBe(new URL(absolute ? baseUrl : page!).origin);
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it("any text after an https base URL is refused or keeps its origin", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 12 }), (suffix) => {
        const baseUrl = `https://api.example.com${suffix}`;
        const url = outcome(() => build("GET /user", { baseUrl }));
        if (url === "UnsafeUrlError") return;
        expect(new URL(url).origin).toBe(new URL(baseUrl).origin);
        expect(url.endsWith("/user") && !url.endsWith("//user")).toBe(true);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it.each<[string, unknown]>([["new Array(1e7)", new Array(1e7)], ["new Array(2 ** 32 - 1)", new Array(2 ** 32 - 1)], ["[[...]] 1,000 deep", JSON.parse(`${"[".repeat(1000)}1${"]".repeat(1000)}`)]])(
    "a query list %s is refused, not written out",
    (_name, labels) => {
      expect(() => build("GET /x", { labels })).toThrow(InvalidParameterValueError);
    },
  );

  it.each<[string, Record<string, unknown>, string]>([
    ["GET /repos/{owner}/{repo}/contents/{+path}", { owner: "o", repo: "r", path: "docs/what?.md", ref: "dev" }, "/repos/o/r/contents/docs/what%3F.md?ref=dev"],
    ["GET /x/{+path}{?ref}", { path: "a?b#c", ref: "dev" }, "/x/a%3Fb%23c?ref=dev"],
    ["GET /x/{+path}#top", { path: "a?b" }, "/x/a%3Fb#top"],
    ["GET /search?q={+q}", { q: "a?b", page: 2 }, "/search?q=a?b&page=2"],
    ["GET /x{?a}{+b}", { a: 1, b: "?c" }, "/x?a=1?c"],
    ["GET /x{?a}/{+b}", { b: "c?d" }, "/x/c%3Fd"],
  ])("26.10 a ? that a {+x} value writes into the path is encoded: %s with %j", (route, options, url) => {
    expect(build(route, options).url).toBe(`https://api.github.com${url}`);
  });

  it.each([
    "https://x-access-token:TOKEN_Ab3x@ghe.example",
    "https://TOKEN_Ab3x@ghe.example/api/v3",
    "https:x-access-token:TOKEN_Ab3x@ghe.example",
    "http://user:TOKEN_Ab3x@ghe.example\u0085",
    "https://user:TOKEN Ab3x@ghe.example",
  ])("26.4 a refused baseUrl %j is quoted without its userinfo, in the message and in error.url", (baseUrl) => {
    let caught: unknown;
    try {
      build("GET /user", { baseUrl });
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({ name: "UnsafeUrlError" });
    const { message, url } = caught as { message: string; url: string };
    expect(`${message} ${url}`).not.toMatch(/TOKEN|Ab3x|x-access-token|user:/);
    expect(url).toContain("@ghe.example");
    expect(message).toContain(JSON.stringify(url).slice(1, 12));
  });

  it.each([
    "https://u:TOKEN_Ab3x@x.example:99999/o.json",
    "https:u:TOKEN_Ab3x@x.example:99999/o.json",
  ])("26.4 a refused documentUrl %j is quoted without its userinfo", (documentUrl) => {
    const bind = () => createEndpoint({ baseUrl: "https://api.example" }, { vendor: "x", routes: { v: 1 }, documentUrl } as never);
    expect(bind).toThrow(expect.objectContaining({ code: "INVALID_OPTIONS" }));
    expect(bind).toThrow(/x\.example:99999/);
    expect(bind).not.toThrow(/TOKEN|Ab3x/);
  });

  it("an exploded sparse list expands its members only", () => {
    const list: unknown[] = new Array(2 ** 32 - 1);
    list[1e9] = "z";
    expect(build("GET /x{?list*}", { list }).url).toBe("https://api.github.com/x?list=z");
    expect(expand("/x{?list}", { list: new Array(2 ** 32 - 1) })).toBe("/x");
  });
});

const POLLUTION: Record<string, unknown> = {
  baseUrl: "https://evil.example", url: "/polluted", method: "DELETE", request: { agent: "evil" }, data: "evil",
  headers: { authorization: "token stolen" }, mediaType: { format: "raw", previews: ["evil"] }, owner: "evil", per_page: 1, q: "evil",
};
const POLLUTED_CALLS: [string, () => unknown][] = [
  ["endpoint(route, params)", () => endpoint("GET /repos/{owner}/{repo}", { repo: "r", owner: "o" })],
  ["endpoint(options) without url", () => endpoint({ method: "GET" } as never, undefined as never)],
  ["endpoint(POST)", () => endpoint("POST /x", { a: 1 })],
  ["endpoint(GET {?q})", () => endpoint("GET /search{?q}", {})],
  [".defaults()()", () => endpoint.defaults({ headers: { "x-a": "1" } })("GET /x", {})],
  [".defaults() of a parameter", () => endpoint.defaults({ per_page: 2 })("GET /x", {})],
  ["merge", () => endpoint.merge("GET /x", { a: 1 })],
  ["parse(merge())", () => endpoint.parse(endpoint.merge("GET /x/{owner}", {}))],
  ["bare endpoint without baseUrl", () => bare("GET /x", {})],
  ["expand", () => expand("/x{?owner,q}", {})],
  ["bare merge(null) and parse", () => parse(merge(null, "GET /x", {}), { vendor: "example" })],
  ["createEndpoint() without headers or mediaType", () => createEndpoint({}, { vendor: "example" })("GET /x")],
];
// KNOWN BUG, outside this file: bind-defaults.ts `mergeBase` reads `defaults.headers` and
// `defaults.mediaType` without an own-key check, so defaults without them inherit polluted ones.
// The fix is `own(defaults, "headers")` and `own(defaults, "mediaType")`; then move these rows up.

/** The result of `call`, or the name of its error: clean, then with Object.prototype polluted. */
function cleanAndPolluted(call: () => unknown): [unknown, unknown] {
  const run = () => {
    try {
      return { result: call() };
    } catch (error) {
      return { error: (error as Error).name };
    }
  };
  const clean = run();
  const prototype = Object.prototype as Record<string, unknown>;
  try {
    for (const [key, value] of Object.entries(POLLUTION)) prototype[key] = value;
    return [clean, run()];
  } finally {
    for (const key of Object.keys(POLLUTION)) Reflect.deleteProperty(prototype, key);
  }
}

describe("a polluted Object.prototype changes no result: own keys only", () => {
  it.each(POLLUTED_CALLS)("%s", (_title, call) => {
    const [clean, polluted] = cleanAndPolluted(call);
    expect(polluted).toEqual(clean);
  });
});

describe("the browser module runs where the README says", () => {
  it("without URL.canParse (Safari before 17, Chrome before 120)", () => {
    const calls: [string, Record<string, unknown>][] = [["GET /user", {}], ["GET /user", { baseUrl: "/api" }], ["GET /{+x}", { x: "/evil", baseUrl: "/" }], ["GET /u", { baseUrl: "http://h.example/" }]];
    const expected = calls.map(([r, o]) => outcome(() => endpoint(r, o)));
    const canParse = Object.getOwnPropertyDescriptor(URL, "canParse");
    let results: string[];
    try {
      delete (URL as { canParse?: unknown }).canParse;
      // New base URLs, so that nothing is read from a cache filled above.
      results = calls.map(([r, o]) => outcome(() => endpoint.defaults({ headers: { "x-b": "1" } })(r, o)));
    } finally {
      if (canParse) Object.defineProperty(URL, "canParse", canParse);
    }
    expect(results).toEqual(expected);
  });

  const browserBuild = fileURLToPath(new URL("../packages/endpoint/dist/browser.js", import.meta.url));
  it.each([["class static blocks (Safari 16.4)", /\bstatic\s*\{/], ["URL.canParse", /canParse/], ["regular expression lookbehind (Safari 16.4)", /\(\?<[=!]/]])(
    "dist/browser.js uses no %s",
    (_name, pattern) => {
      if (!existsSync(browserBuild)) throw new Error(`${browserBuild} is missing: run \`npm run build\` first`);
      expect(readFileSync(browserBuild, "utf8")).not.toMatch(pattern);
    },
  );
});
