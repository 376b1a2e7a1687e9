// The workloads of the endpoint benchmark, shared by the timing run (endpoint.bench.mjs), the
// allocation run (allocation.mjs) and the profiler (profile.mjs). VARIANTS different inputs are
// cycled through so that no implementation is timed on a single object; the round robin cycles
// through every operation of GitHub's REST description.

import { createRequire } from "node:module";

export const VARIANTS = 8;

const OWNERS = ["octokit", "nodejs", "vitest-dev", "sindresorhus", "unjs", "changesets", "microsoft", "denoland"];
const REPOS = ["rest.js", "node", "vitest", "ky", "ufo", "changesets", "typescript", "deno"];

/** VARIANTS inputs built by `make(i)`. */
function inputs(make) {
  return Array.from({ length: VARIANTS }, (_, i) => make(i));
}

const listIssues = (i) => ({
  owner: OWNERS[i],
  repo: REPOS[i],
  state: "open",
  labels: "bug,help wanted",
  sort: "updated",
  per_page: 100,
  page: i + 1,
});

const createIssue = (i) => ({
  owner: OWNERS[i],
  repo: REPOS[i],
  title: `Crash #${i} when the token expires`,
  body: "Steps to reproduce:\n1. Sign in\n2. Wait an hour",
  labels: ["bug"],
  assignees: ["ada"],
  headers: { authorization: `token ghp_example${i}` },
});

const uploadAsset = (i) => ({
  owner: OWNERS[i],
  repo: REPOS[i],
  release_id: 1000 + i,
  name: `build-${i}.zip`,
  label: "Linux build",
  data: `PK\u0003\u0004 payload ${i}`,
  headers: { "content-type": "application/zip", "content-length": 20 },
});

/**
 * Every operation of GitHub's REST description (`@octokit/openapi`, pinned), with its path
 * parameters: what an SDK exposing the whole API calls, route after route.
 */
function githubOperations() {
  const require = createRequire(new URL("../../../package.json", import.meta.url));
  const description = require("@octokit/openapi/generated/api.github.com.json");
  const operations = [];
  for (const [path, item] of Object.entries(description.paths)) {
    for (const method of ["get", "post", "put", "patch", "delete"]) {
      if (item[method] === undefined) continue;
      const parameters = {};
      for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) parameters[name] = /(_id|number)$/.test(name) ? 42 : "octokit";
      operations.push({ method: method.toUpperCase(), path, route: `${method.toUpperCase()} ${path}`, parameters });
    }
  }
  return operations;
}

export const OPERATIONS = githubOperations();

/**
 * Each workload: `inputs(endpoint)`, the inputs an implementation is called with (most are cycled
 * VARIANTS at a time; the round robin cycles through every operation), and `call(endpoint, input)`.
 */
export const WORKLOADS = [
  {
    name: "GET path + query",
    inputs: () => inputs(listIssues),
    call: (endpoint, input) => endpoint("GET /repos/{owner}/{repo}/issues", input),
  },
  {
    name: "POST JSON body + authorization",
    inputs: () => inputs(createIssue),
    call: (endpoint, input) => endpoint("POST /repos/{owner}/{repo}/issues", input),
  },
  {
    name: "upload: full URL + data",
    inputs: () => inputs(uploadAsset),
    call: (endpoint, input) =>
      endpoint("POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}", input),
  },
  {
    name: ".defaults() twice",
    inputs: () => inputs((i) => ({ issue_number: 100 + i })),
    bind: (endpoint) =>
      endpoint
        .defaults({ baseUrl: "https://github.example.com/api/v3", headers: { authorization: "token ghp_example" } })
        .defaults({ owner: "octokit", repo: "rest.js", mediaType: { format: "html" } }),
    call: (bound, input) => bound("GET /repos/{owner}/{repo}/issues/{issue_number}", input),
  },
  {
    name: "merge alone",
    inputs: () => inputs(createIssue),
    call: (endpoint, input) => endpoint.merge("POST /repos/{owner}/{repo}/issues", input),
  },
  {
    name: "parse alone",
    // Each implementation parses what its own merge gave, prepared once.
    inputs: (endpoint) => inputs((i) => endpoint.merge("GET /repos/{owner}/{repo}/issues", listIssues(i))),
    call: (endpoint, input) => endpoint.parse(input),
  },
  {
    name: "every GitHub operation, round robin",
    inputs: () => OPERATIONS,
    call: (endpoint, operation) => endpoint(operation.route, operation.parameters),
  },
];

/** For one implementation of the endpoint API, a function of `i` that builds request `i % count`. */
export function prepare(workload, endpoint) {
  const all = workload.inputs(endpoint);
  const bound = workload.bind ? workload.bind(endpoint) : endpoint;
  return { count: all.length, build: (i) => workload.call(bound, all[i % all.length]) };
}
