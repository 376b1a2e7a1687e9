#!/usr/bin/env node
// Measures what typed routes cost the compiler: writes a file of 200 `endpoint` calls, each with a
// route of its own (no instantiation is shared between calls), plus a control file of one call, to a
// temporary folder, then prints `tsc --extendedDiagnostics` for both. The difference is the cost of the
// 200 calls. Nothing is written inside the repository.
//   node scripts/typed-routes-bench.mjs [count]
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("../", import.meta.url).pathname;
const count = Number(process.argv[2] ?? 200);

/** One call per row; `i` makes every route distinct. */
const CALLS = [
  (i) => `endpoint("GET /repos/{owner}/{repo}/issues/{issue_number}/r${i}", { owner: "o", repo: "r", issue_number: ${i} })`,
  (i) => `endpoint("POST /orgs/{org}/teams/t${i}/members{?role}", { org: "o", role: "admin", note: "n" })`,
  (i) => `endpoint("PATCH /repos/:owner/:repo/pulls/:pull_number/p${i}", { owner: "o", repo: "r", pull_number: 1, title: "t" })`,
  (i) => `endpoint("get /search/s${i}{?q,page,per_page}", { q: "x", page: 2 })`,
  (i) => `endpoint("PUT /repos/{owner}/{repo}/contents/{+path}/k${i}", { owner: "o", repo: "r", path: "a/b", content: "c" })`,
  (i) => `endpoint("DELETE /a${i}{/segments*}{;matrix}{.ext}", { segments: ["a", "b"], matrix: 1, ext: "json" })`,
  (i) => `endpoint.merge("GET /users/{username}/u${i}{?since}{&per_page}", { username: "u" })`,
  (i) => `bound("GET /repos/{owner}/{repo}/d${i}", { repo: "r" })`,
];

function source(n) {
  const lines = [`import { endpoint } from "@scope/endpoint";`, `const bound = endpoint.defaults({ owner: "o" });`];
  for (let i = 0; i < n; i++) lines.push(`export const c${i} = ${CALLS[i % CALLS.length](i)};`);
  lines.push(`void bound;`);
  return lines.join("\n") + "\n";
}

function measure(dir, n) {
  writeFileSync(join(dir, "calls.ts"), source(n));
  const tsconfig = {
    extends: join(root, "tsconfig.base.json"),
    compilerOptions: {
      noEmit: true,
      noUnusedLocals: false,
      typeRoots: [join(root, "node_modules/@types")],
      paths: { "@scope/*": [join(root, "packages/*/src/index.ts")] },
    },
    files: ["calls.ts"],
  };
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify(tsconfig));
  const tsc = join(root, "node_modules/.bin/tsc");
  const run = spawnSync(tsc, ["--extendedDiagnostics", "-p", dir], { encoding: "utf8" });
  // Errors elsewhere (work in progress in a package) do not spoil the count; errors in the calls do.
  if (run.status !== 0 && run.stdout.includes("calls.ts(")) throw new Error(`tsc failed for ${n} calls:\n${run.stdout}`);
  const pick = (label) => new RegExp(`^${label}:\\s+(\\S+)`, "m").exec(run.stdout)?.[1];
  return { calls: n, instantiations: Number(pick("Instantiations")), types: Number(pick("Types")), checkTime: pick("Check time") };
}

const dir = mkdtempSync(join(tmpdir(), "typed-routes-bench-"));
try {
  const control = measure(dir, 1);
  const full = measure(dir, count);
  console.table([control, full]);
  console.log(`instantiations for ${count - 1} calls: ${full.instantiations - control.instantiations}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
