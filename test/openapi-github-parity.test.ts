// fromOpenApi(GitHub's description) against the default endpoint, on every operation of GitHub's
// REST description (one call each, test/support/github-operations.ts): the same method, URL and body
// where the default builds the call right, and the query parameters in the URL where it does not (issue 20).
import { createRequire } from "node:module";
import { endpoint } from "@scope/endpoint";
import { fromOpenApi } from "../packages/endpoint/src/openapi";
import { describe, expect, it } from "vitest";
import { githubCalls } from "./support/github-operations";

type Endpoint = (route: string, options: Readonly<Record<string, unknown>>) => Record<string, unknown>;

const description = createRequire(import.meta.url)("@octokit/openapi/generated/api.github.com.json") as object;
const byDefault = endpoint as unknown as Endpoint;
const fromDescription = fromOpenApi(description) as unknown as Endpoint;

/** The request's method, URL and body, or the name of the error the call throws. */
function built(build: Endpoint, route: string, options: Readonly<Record<string, unknown>>): Record<string, unknown> | string {
  try {
    const { method, url, body } = build(route, options);
    return { method, url, body };
  } catch (error) {
    return (error as Error).name;
  }
}

// Where the default is wrong: the query parameters of these POSTs and DELETEs go to its JSON body
// (the caches key, a release asset's name, confirm_delete, a bulk list's per_page...).
const DEFAULT_WRONG = [
  "POST /orgs/{org}/attestations/bulk-list",
  "POST /orgs/{org}/packages/{package_type}/{package_name}/restore",
  "DELETE /repos/{owner}/{repo}/actions/caches",
  "DELETE /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}",
  "POST /repos/{owner}/{repo}/releases/{release_id}/assets",
  "POST /user/packages/{package_type}/{package_name}/restore",
  "POST /users/{username}/attestations/bulk-list",
  "POST /users/{username}/packages/{package_type}/{package_name}/restore",
];

describe("fromOpenApi(GitHub) builds what the default endpoint builds", () => {
  const calls = githubCalls();
  const compared = calls.map((call) => ({ call, expected: built(byDefault, call.route, call.options), actual: built(fromDescription, call.route, call.options) }));

  it("builds every call, as the default does", () => {
    expect(compared.filter(({ expected, actual }) => typeof expected === "string" || typeof actual === "string")).toEqual([]);
    expect(calls.length).toBeGreaterThan(1200);
  });

  it("the same method, URL and body on every operation but those where the default is wrong; there, the query", () => {
    const differing = compared.filter(({ expected, actual }) => JSON.stringify(actual) !== JSON.stringify(expected));
    expect(differing.map(({ call }) => call.route)).toEqual(DEFAULT_WRONG);
    for (const { actual, expected } of differing) {
      expect([typeof actual === "object" && String(actual.url).includes("?"), typeof expected === "object" && String(expected.url).includes("?")]).toEqual([true, false]);
    }
  });
});
