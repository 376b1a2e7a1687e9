// Issue 31: one seam, one runner, each value read once.
import { describe, expect, it } from "vitest";
import { createEndpoint, createRouteEndpoint, InvalidParameterValueError, InvalidQueryValueError, MissingParameterError } from "../src/index";

const DEFAULTS = { baseUrl: "https://api.example.com" };
/** Calls typed loosely: these tests give values the route types rule out. */
type Loose = (route: string, options?: object) => { url: string };
/** GitHub's entries as compileRoutes writes them: nothing but the route, so the default rules place every key. */
const table = createRouteEndpoint({ v: 1, r: { "GET /repos/{owner}/{repo}": {} } }, DEFAULTS, { vendor: "x" }) as unknown as Loose;

/** `{ [key]: value, ...rest }` whose `key` counts its reads in `reads[0]`. */
function counted(key: string, value: unknown, rest: object, reads: number[]): Record<string, unknown> {
  return Object.defineProperty({ ...rest }, key, { enumerable: true, get: () => (reads[0]!++, value) });
}

describe("31.3 each call value is read once", () => {
  it("31.3: a table endpoint's required path value is read once (the expansion checks it, no pre-pass)", () => {
    const reads = [0];
    const request = table("GET /repos/{owner}/{repo}", counted("owner", "o", { repo: "r" }, reads));
    expect([request.url, reads[0]]).toEqual(["https://api.example.com/repos/o/r", 1]);
  });

  it.each([
    ["undefined", undefined],
    ["null", null],
    ["an empty list", []],
  ])("31.3: a missing whole-segment path value (%s) is MissingParameterError naming the operation and the parameter", (_title, owner) => {
    const call = () => table("GET /repos/{owner}/{repo}", { owner, repo: "r" });
    expect(call).toThrow(MissingParameterError);
    expect(call).toThrow(expect.objectContaining({ route: "GET /repos/{owner}/{repo}", parameter: "owner" }));
  });

  it("31.2: the default endpoint refuses a missing whole-segment value with the same class, naming the route and the parameter", () => {
    const endpoint = createEndpoint(DEFAULTS, { vendor: "x" }) as unknown as Loose;
    const call = () => endpoint("GET /repos/{owner}/{repo}", { owner: null, repo: "r" });
    expect(call).toThrow(MissingParameterError);
    expect(call).toThrow(expect.objectContaining({ code: "MISSING_PARAMETER", route: "GET /repos/{owner}/{repo}", parameter: "owner" }));
    // Why it is required: the table's description says so; here, the URL it would be.
    expect(call).toThrow('a value for "{owner}", a whole path segment of "/repos/{owner}/{repo}", is required: without one the URL would be "/repos//r"');
  });
});

describe("31.1 one seam", () => {
  it("31.1: createEndpoint reads no table; plusKeys is a key set of its default entry", () => {
    const endpoint = createEndpoint(DEFAULTS, { vendor: "x", plusKeys: ["q"] });
    expect(endpoint("GET /search", { q: "a+b", r: "a+b" }).url).toBe("https://api.example.com/search?q=a+b&r=a%2Bb");
    expect(() => createEndpoint(DEFAULTS, { vendor: "x", plusKeys: "q" } as never)).toThrow(expect.objectContaining({ code: "INVALID_OPTIONS" }));
  });
});

describe("31.2 one error class per refusal, whatever the path", () => {
  const plain = createEndpoint(DEFAULTS, { vendor: "x" }) as unknown as Loose;
  /** A table whose GET /x has an unstyled query key `a`, a form-style one `f`, a header `h` and a cookie `c`. */
  const styled = createRouteEndpoint({ v: 1, r: { "GET /x": { p: { a: "q", f: "qF", h: "h", c: "c" } } } } as never, DEFAULTS, { vendor: "x" }) as unknown as Loose;
  const fn = () => 1;

  it.each<[string, () => unknown, string, boolean]>([
    ["the default query: an object", () => plain("GET /x", { a: { b: 1 } }), "a", true],
    ["the default query: a function", () => plain("GET /x", { a: fn }), "a", true],
    ["the default query: a lone surrogate", () => plain("GET /x", { a: "\ud800" }), "a", true],
    ["a default-rule cookie: a function", () => plain("GET /x", { "cookie.a": fn }), "cookie.a", true],
    ["a table's route it does not list (the default rules): a function", () => styled("GET /y", { a: fn }), "a", true],
    ["a table's form-style query key: a function", () => styled("GET /x", { f: fn }), "f", false],
    ["a table's header parameter: a function", () => styled("GET /x", { h: fn }), "h", false],
    ["a table's cookie parameter: a function", () => styled("GET /x", { c: fn }), "c", false],
    ["the list bound, on the default query", () => plain("GET /x", { a: new Array(2 ** 26) }), "a", false],
  ])("31.2: %s is an InvalidParameterValueError naming the route and the parameter", (_title, call, parameter, query) => {
    expect(call).toThrow(InvalidParameterValueError);
    expect(call).toThrow(expect.objectContaining({ route: expect.stringMatching(/^GET \/[xy]$/), parameter: parameter.replace(/^cookie\./, "") }));
    // The engine's own query rule keeps its subclass and code, which code written for it still catches.
    if (query) expect(call).toThrow(expect.objectContaining({ name: "InvalidQueryValueError", code: "INVALID_QUERY_VALUE" }));
    else expect(call).not.toThrow(InvalidQueryValueError);
  });
});
