// Cold start: time for a fresh Node process to import each package, ours (from the built dist/)
// against @octokit/endpoint 7.0.6 and 11. Run with `pnpm bench endpoint` (builds first), or
// `node packages/endpoint/bench/cold-start.bench.mjs` after a build. COLD_RUNS: runs per package.
//
// Each run spawns `node --input-type=module -e "await import(<file URL>)"` and times it from spawn
// to exit. The packages take turns run after run, so that load on a shared machine falls on all of
// them alike. A bare `node -e ""` is timed the same way; "import" is the median minus its median.
import { spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";

const RUNS = Number(process.env.COLD_RUNS ?? 25);
const packages = new URL("../../", import.meta.url);
const local = (name) => new URL(`${name}/dist/index.js`, packages).href;

const TARGETS = {
  "node alone (baseline)": undefined,
  "@scope/endpoint": local("endpoint"),
  "@scope/endpoint-assembler": local("endpoint-assembler"),
  "@scope/url-expander": local("url-expander"),
  "@scope/headers": local("headers"),
  "@scope/runinstall-schema": local("runinstall-schema"),
  "@octokit/endpoint 7.0.6": import.meta.resolve("@octokit/endpoint"),
  "@octokit/endpoint 11": import.meta.resolve("octokit-endpoint-11"),
};

function timeOnce(url) {
  const code = url === undefined ? "" : `await import(${JSON.stringify(url)})`;
  const start = performance.now();
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", code], { stdio: ["ignore", "ignore", "pipe"] });
  const elapsed = performance.now() - start;
  if (run.status !== 0) throw new Error(`importing ${url} failed: ${run.stderr}`);
  return elapsed;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const times = Object.fromEntries(Object.keys(TARGETS).map((name) => [name, []]));
for (const url of Object.values(TARGETS)) timeOnce(url); // warm the file system cache
for (let run = 0; run < RUNS; run++) {
  for (const [name, url] of Object.entries(TARGETS)) times[name].push(timeOnce(url));
}

const baseline = median(times["node alone (baseline)"]);
console.log(`Node ${process.version}; median of ${RUNS} fresh processes per package\n`);
console.log("### Cold start (ms)\n");
console.log("| package | process, median | import (median minus baseline) |");
console.log("|---|--:|--:|");
for (const [name, list] of Object.entries(times)) {
  const total = median(list);
  const own = name.startsWith("node alone") ? "" : (total - baseline).toFixed(1);
  console.log(`| ${name} | ${total.toFixed(1)} | ${own} |`);
}
