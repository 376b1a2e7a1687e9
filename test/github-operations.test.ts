// Every operation of GitHub's REST description (@octokit/openapi 23.0.2), called with its path and
// query parameters and a small body through our endpoint() and through @octokit/endpoint@7.0.6:
// the same request, user-agent aside. One test per operation, titled with its operationId.
import { createRequire } from "node:module";
import { endpoint as typed } from "@scope/endpoint";
import { describe, expect, it } from "vitest";
import { githubCalls, type GithubCall } from "./support/github-operations";

type Endpoint = (route: string, options: Readonly<Record<string, unknown>>) => Record<string, unknown>;

// The reference is a devDependency of packages/endpoint: resolve it from there.
const requireFromEndpoint = createRequire(new URL("../packages/endpoint/package.json", import.meta.url));
const reference = (requireFromEndpoint("@octokit/endpoint") as { endpoint: Endpoint }).endpoint;
const ours = typed as unknown as Endpoint;

/** The request without its user-agent, the one header that differs by design. */
function withoutUserAgent(request: Record<string, unknown>): Record<string, unknown> {
  const headers = { ...(request.headers as Record<string, unknown>) };
  delete headers["user-agent"];
  return { ...request, headers };
}

const calls = githubCalls();

describe(`all ${calls.length} operations of GitHub's REST description`, () => {
  it.each(calls.map((call) => [`${call.operationId}: ${call.route}`, call] as const))("%s", (_, call) => {
    const given = structuredClone(call.options);
    const expected = withoutUserAgent(reference(call.route, structuredClone(call.options)));
    const actual = withoutUserAgent(ours(call.route, call.options));
    expect(actual).toStrictEqual(expected);
    expect(call.options, "ours leaves its input unchanged").toStrictEqual(given);
    // Both could agree on a wrong URL: every path value must be in it, and no template left.
    expect(actual.url).not.toMatch(/[{}]/);
    for (const value of Object.values(call.path)) expect(actual.url).toContain(encodeURIComponent(String(value)));
  });
});

describe("the calls reach every kind of input", () => {
  const count = (predicate: (call: GithubCall) => boolean): number => calls.filter(predicate).length;
  const values = (call: GithubCall): unknown[] => Object.values(call.options);
  const isMap = (value: unknown): boolean => typeof value === "object" && value !== null && !Array.isArray(value);

  it.each([
    ["operations", 1223, () => calls.length],
    ["hyphenated path names", 12, () => count((call) => call.route.includes("{enterprise-team}"))],
    ["GET calls with a query", 300, () =>
      count((call) => call.route.startsWith("GET ") && values(call).length > Object.keys(call.path).length)],
    ["bodies of fields", 330, () => count((call) => call.body === "fields")],
    ["bodies as data", 6, () => count((call) => call.body === "data")],
    ["integer values", 600, () => count((call) => values(call).includes(42))],
    ["boolean values", 30, () => count((call) => values(call).includes(true))],
    ["arrays", 90, () => count((call) => values(call).some(Array.isArray))],
    ["objects in body fields", 10, () => count((call) => call.body === "fields" && values(call).some(isMap))],
    ["date-times", 20, () => count((call) => values(call).some((value) => String(value).includes(":")))],
  ] as const)("%s: at least %i", (_, least, measure) => {
    expect(measure()).toBeGreaterThanOrEqual(least);
  });

  it("gives each operation its own id", () => {
    expect(new Set(calls.map((call) => call.operationId)).size).toBe(calls.length);
  });
});
