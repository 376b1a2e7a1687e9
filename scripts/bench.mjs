#!/usr/bin/env node
// `npm run bench`: builds the packages (scripts/build.mjs), then runs every packages/*/bench/*.bench.mjs in a process of its
// own (suites never share a JIT or a heap), or only the suites whose path contains an argument.
// Each suite prints ratios against the peers it measures in the same run.
import { spawnSync } from "node:child_process";
import { readdirSync, existsSync } from "node:fs";
import { join } from "node:path";

const root = new URL("../", import.meta.url).pathname;
const filters = process.argv.slice(2);

const build = spawnSync(process.execPath, [join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

const suites = readdirSync(join(root, "packages"))
  .map((name) => join(root, "packages", name, "bench"))
  .filter((dir) => existsSync(dir))
  .flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith(".bench.mjs")).map((f) => join(dir, f)))
  .filter((file) => filters.length === 0 || filters.some((f) => file.includes(f)));

let failed = 0;
for (const suite of suites) {
  console.log(`\n=== ${suite.slice(root.length)} ===`);
  const run = spawnSync(process.execPath, ["--expose-gc", suite], { cwd: root, stdio: "inherit" });
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
