// Issue 31: one seam, one runner, each value read once.
import { describe, expect, it } from "vitest";
import { createEndpoint, createRouteEndpoint, MissingParameterError } from "../src/index";

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
