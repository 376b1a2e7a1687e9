// The workloads of the endpoint benchmark, shared by the timing run (endpoint.bench.mjs) and the
// allocation run (allocation.mjs). Each workload prepares, for one implementation of the endpoint
// API, a function of `i` that builds one request; VARIANTS different inputs are cycled through so
// that no implementation is timed on a single object.

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

export const WORKLOADS = [
  {
    name: "GET path + query",
    prepare(endpoint) {
      const all = inputs(listIssues);
      return (i) => endpoint("GET /repos/{owner}/{repo}/issues", all[i]);
    },
  },
  {
    name: "POST JSON body + authorization",
    prepare(endpoint) {
      const all = inputs(createIssue);
      return (i) => endpoint("POST /repos/{owner}/{repo}/issues", all[i]);
    },
  },
  {
    name: "upload: full URL + data",
    prepare(endpoint) {
      const all = inputs(uploadAsset);
      const route = "POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}";
      return (i) => endpoint(route, all[i]);
    },
  },
  {
    name: ".defaults() twice",
    prepare(endpoint) {
      const bound = endpoint
        .defaults({ baseUrl: "https://github.example.com/api/v3", headers: { authorization: "token ghp_example" } })
        .defaults({ owner: "octokit", repo: "rest.js", mediaType: { format: "html" } });
      const all = inputs((i) => ({ issue_number: 100 + i }));
      return (i) => bound("GET /repos/{owner}/{repo}/issues/{issue_number}", all[i]);
    },
  },
  {
    name: "merge alone",
    prepare(endpoint) {
      const all = inputs(createIssue);
      return (i) => endpoint.merge("POST /repos/{owner}/{repo}/issues", all[i]);
    },
  },
  {
    name: "parse alone",
    prepare(endpoint) {
      // Each implementation parses what its own merge gave, prepared once.
      const all = inputs((i) => endpoint.merge("GET /repos/{owner}/{repo}/issues", listIssues(i)));
      return (i) => endpoint.parse(all[i]);
    },
  },
];
