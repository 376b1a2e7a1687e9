// The three benchmark workloads: a template, 100 value objects to cycle through, and the function a
// careful person would write by hand for that one URL with encodeURIComponent (the physical limit:
// no parsing, no checks, monomorphic property reads).

const OWNERS = ["octokit", "nodejs", "microsoft", "vitest-dev", "sindresorhus"];
const REPOS = ["rest.js", "node", "TypeScript", "vitest", "ky"];

const rest = {
  name: "REST path",
  template: "/repos/{owner}/{repo}/issues/{issue_number}",
  values: Array.from({ length: 100 }, (_, i) => ({ owner: OWNERS[i % 5], repo: REPOS[(i * 3) % 5], issue_number: 1000 + i })),
  handWritten: (v) =>
    "/repos/" + encodeURIComponent(v.owner) + "/" + encodeURIComponent(v.repo) + "/issues/" + encodeURIComponent(v.issue_number),
};

const level4 = {
  name: "level 4, explode",
  template: "{+base}{/path*}{?query*}{&list*}{#section}",
  values: Array.from({ length: 100 }, (_, i) => ({
    base: "https://api.example.com",
    path: ["v1", "users", String(i)],
    query: { q: i % 2 ? "café & co" : "plain", per_page: 50, sort: "created" },
    list: ["a", `b ${i}`],
    section: "top",
  })),
  handWritten: (v) => {
    let url = encodeURI(v.base);
    for (const segment of v.path) url += "/" + encodeURIComponent(segment);
    let separator = "?";
    for (const key in v.query) {
      url += separator + encodeURIComponent(key) + "=" + encodeURIComponent(v.query[key]);
      separator = "&";
    }
    for (const item of v.list) url += "&list=" + encodeURIComponent(item);
    return url + "#" + encodeURI(v.section);
  },
};

const LONG_TEMPLATE =
  "/{a0}/{a1}/{a2}/{a3}/{a4}{/a5}{/a6}{/a7}{.a8}{;a9}{;a10}{?a11}{&a12}{&a13}{&a14}{&a15}{&a16}{&a17}{&a18}{#a19}";
const WORDS = ["alpha", "beta", "hello world", "café", "x-y_z", "42", "tilde~ok", "a/b"];

const long = {
  name: "twenty expressions",
  template: LONG_TEMPLATE,
  values: Array.from({ length: 100 }, (_, i) => {
    const v = {};
    for (let k = 0; k < 20; k++) v[`a${k}`] = k % 5 === 4 ? i * 7 + k : WORDS[(i + k) % WORDS.length];
    return v;
  }),
  handWritten: (v) => {
    const e = encodeURIComponent;
    return (
      "/" + e(v.a0) + "/" + e(v.a1) + "/" + e(v.a2) + "/" + e(v.a3) + "/" + e(v.a4) +
      "/" + e(v.a5) + "/" + e(v.a6) + "/" + e(v.a7) + "." + e(v.a8) +
      ";a9=" + e(v.a9) + ";a10=" + e(v.a10) + "?a11=" + e(v.a11) + "&a12=" + e(v.a12) +
      "&a13=" + e(v.a13) + "&a14=" + e(v.a14) + "&a15=" + e(v.a15) + "&a16=" + e(v.a16) +
      "&a17=" + e(v.a17) + "&a18=" + e(v.a18) + "#" + encodeURI(v.a19)
    );
  },
};

export const WORKLOADS = [rest, level4, long];
