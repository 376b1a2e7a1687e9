// Cold import (issue 34): `import("@scope/endpoint")` against `import("@octokit/endpoint")` 11, each
// timed inside a fresh Node process (performance.now() around the import, so process start-up is
// not counted), the two taking turns run after run so that load on a shared machine falls on both
// alike; the medians and their ratio are printed. Run with `pnpm bench cold-import` (builds first),
// or `node packages/endpoint/bench/cold-import.bench.mjs` after a build. COLD_RUNS: runs per package
// (at least 60). COLD_COMPARE=<folder>: also another build of the package (a copy of packages/endpoint
// with an older dist/, say), imported as "endpoint-compare", to weigh a change of the build.
//
// Both are imported by name from an app folder whose node_modules links them as pnpm installs a
// dependency (a symbolic link to the package): ours to packages/endpoint (its built dist/), 11 to
// the copy installed under the alias octokit-endpoint-11. The same lookups for both: a bare
// specifier, a package.json, an exports map, a realpath.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const RUNS = Math.max(60, Number(process.env.COLD_RUNS ?? 61));
const facade = fileURLToPath(new URL("../", import.meta.url));

/** Import name -> the package folder the app's node_modules links it to. */
const TARGETS = {
  "@scope/endpoint": facade,
  "@octokit/endpoint": realpathSync(join(facade, "node_modules/octokit-endpoint-11")),
  ...(process.env.COLD_COMPARE ? { "endpoint-compare": process.env.COLD_COMPARE } : {}),
};

/** An app folder (type module) whose node_modules links each target by its name. */
function appFolder() {
  const app = mkdtempSync(join(tmpdir(), "cold-import-"));
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "cold-import-app", private: true, type: "module" }));
  for (const [name, folder] of Object.entries(TARGETS)) {
    mkdirSync(dirname(join(app, "node_modules", name)), { recursive: true });
    symlinkSync(folder, join(app, "node_modules", name), "dir");
  }
  return app;
}

// The import timed in the fresh process: wall-clock milliseconds, and the CPU time (user and
// system) that the process spent in it, which a loaded machine inflates less (it leaves out the
// moments the process waits for a core).
const TIMED_IMPORT = (name) => `const c = process.cpuUsage(), t = performance.now();
await import(${JSON.stringify(name)});
const w = performance.now() - t, { user, system } = process.cpuUsage(c);
console.log(JSON.stringify([w, (user + system) / 1000]));`;

/** [wall, cpu] milliseconds that `import(name)` took in a fresh process started in `app`. */
function timeOnce(app, name) {
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", TIMED_IMPORT(name)], { cwd: app, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`importing ${name} failed: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const app = appFolder();
try {
  const names = Object.keys(TARGETS);
  const times = Object.fromEntries(names.map((name) => [name, []]));
  for (const name of names) timeOnce(app, name); // warm the file system cache
  for (let run = 0; run < RUNS; run++) {
    // Alternating, and which goes first alternates too.
    for (const name of run % 2 === 0 ? names : [...names].reverse()) times[name].push(timeOnce(app, name));
  }
  const medians = (name) => [0, 1].map((i) => median(times[name].map((pair) => pair[i])));
  const theirs = medians("@octokit/endpoint");
  console.log(`Node ${process.version}; the import timed inside each of ${RUNS} fresh processes per package, alternating\n`);
  console.log("### Cold import (ms, median)\n");
  console.log("| package | import, wall clock | / 11 | import, CPU time | / 11 |");
  console.log("|---|--:|--:|--:|--:|");
  for (const name of names) {
    const [wall, cpu] = medians(name);
    const label = name === "@octokit/endpoint" ? "@octokit/endpoint 11" : name;
    const ratio = (value, i) => (name === "@octokit/endpoint" ? "" : (value / theirs[i]).toFixed(2));
    console.log(`| ${label} | ${wall.toFixed(2)} | ${ratio(wall, 0)} | ${cpu.toFixed(2)} | ${ratio(cpu, 1)} |`);
  }
} finally {
  rmSync(app, { recursive: true, force: true });
}
