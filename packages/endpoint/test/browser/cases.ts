// Calls whose outcome must be the same in the browser build as in Node. Arguments are plain data:
// Playwright copies them into the page.
import type { EndpointOptions } from "../../src/index";

export type CallArgs = readonly [route: string, options?: EndpointOptions] | readonly [options: EndpointOptions];

const REPO = { owner: "octocat", repo: "hello-world" };

/** Calls that return a result: [title, arguments]. */
export const RESULT_CASES: readonly (readonly [string, CallArgs])[] = [
  ["GET with path parameters and a query", ["GET /repos/{owner}/{repo}/issues", { ...REPO, labels: "bug", per_page: 2 }]],
  ["POST with a JSON body", ["POST /repos/{owner}/{repo}/issues", { ...REPO, title: "Crash in café", labels: ["bug"] }]],
  ["a lower-case method is upper-cased", [{ method: "patch", url: "/repos/{owner}/{repo}", ...REPO, name: "renamed" }]],
  ["PUT without parameters gets an empty body", ["PUT /user/starred/{owner}/{repo}", REPO]],
  ["DELETE with a header in mixed case", ["DELETE /repos/{owner}/{repo}", { ...REPO, headers: { "X-GitHub-Api-Version": "2022-11-28" } }]],
  ["HEAD with a reserved character in a parameter", ["HEAD /repos/{owner}/{repo}/contents/{path}", { ...REPO, path: "café/1" }]],
  ["an upload of a string to a full URL", ["POST https://uploads.github.com/upload{?name}", { name: "a b.txt", data: "text é", headers: { "content-type": "text/plain" } }]],
  ["a media type format", ["GET /repos/{owner}/{repo}/readme", { ...REPO, mediaType: { format: "raw" } }]],
  ["media type previews", ["GET /x", { mediaType: { previews: ["squirrel-girl"], format: "diff" } }]],
  ["a :name parameter", ["GET /orgs/:org/repos", { org: "octokit", type: "public" }]],
  ["exploded path and query expressions", ["GET /x{/path*}{?query*}", { path: ["a", "b c"], query: { x: 1, y: "z" } }]],
  ["a reserved expansion", ["GET /repos/{owner}/{repo}/contents/{+path}", { ...REPO, path: "docs/a b.md" }]],
  ["a list in the query", ["GET /issues", { labels: ["a", "b"], state: null, locked: false }]],
  ["a baseUrl per call", ["GET /meta", { baseUrl: "https://ghe.example/api/v3" }]],
  ["request meta returned as is", ["GET /user", { request: { timeout: 5, retries: 2 } }]],
];

/** Calls that throw: [title, expected error name, arguments]. */
export const ERROR_CASES: readonly (readonly [string, string, CallArgs])[] = [
  ["an invalid template", "UriTemplateError", ["GET /orgs/{org", { org: "octokit" }]],
  ["a missing url", "MissingUrlError", [{}]],
  ["an invalid route", "InvalidRouteError", ["GE T /x"]],
  ["header injection", "InvalidHeaderError", ["GET /x", { headers: { "x-a": "1\r\nx-b: 2" } }]],
  ["a nested value in a template", "UriTemplateValueError", ["GET /x{?q}", { q: { a: { b: 1 } } }]],
];
