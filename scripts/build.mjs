#!/usr/bin/env node
// `npm run build`: every package of the workspace (pnpm-workspace.yaml), in three steps:
//   1. each package's `generate` script, where there is one (code its sources import);
//   2. the declarations of every package in ONE TypeScript pass (tsconfig.build.json), into
//      dist/declarations/ (a per-package, per-format type-check took ten times as long);
//   3. each package's `build` script, two at a time: tsup writes ESM, CJS and the .d.ts/.d.cts,
//      bundled from step 2's declarations without another type-check (tsup.base.ts).
// Prints one line per step and package; a failing step prints its whole output and ends the build
// with exit code 1. `--verbose` prints every step's output. `--if-stale` builds only when some
// package's dist/ is missing or older than a file it is built from (scripts/build-freshness.mjs).
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { delimiter, join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { buildFreshness } from "./build-freshness.mjs";
import { workspacePackages } from "./workspace-packages.mjs";

const root = fileURLToPath(new URL("../", import.meta.url));
const verbose = process.argv.includes("--verbose");
const ifStale = process.argv.includes("--if-stale");

/** Runs a package.json-style script in `dir`, as a package manager would: { ok, output, seconds }. */
function runScript(dir, script) {
  const started = performance.now();
  const bins = [join(dir, "node_modules/.bin"), join(root, "node_modules/.bin")];
  const env = { ...process.env, PATH: [...bins, process.env.PATH].join(delimiter) };
  return new Promise((resolve) => {
    const child = spawn(script, { cwd: dir, env, shell: true, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ ok: code === 0, output, seconds: (performance.now() - started) / 1000 }));
  });
}

/** Prints a step's line, and its output when it failed (or with --verbose); exits on failure. */
function report(label, { ok, output, seconds }) {
  console.log(`build: ${ok ? "ok  " : "FAIL"} ${label.padEnd(52)} ${seconds.toFixed(1).padStart(5)} s`);
  if (!ok || verbose) console.log(output.trimEnd());
  if (!ok) {
    console.log(`build: failed at "${label}"`);
    process.exit(1);
  }
}

/** Runs `task` over `items`, `limit` at a time, in order of completion. */
async function eachLimited(items, limit, task) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function main() {
  const started = performance.now();
  const packages = workspacePackages();
  if (ifStale) {
    const { fresh, reason } = buildFreshness(root, packages);
    console.log(`build: ${fresh ? "up to date, not rebuilt" : "needed"}: ${reason}`);
    if (fresh) return;
  }
  for (const { dir, manifest } of packages.filter(({ manifest }) => manifest.scripts?.generate)) {
    report(`${manifest.name.padEnd(26)} generate`, await runScript(dir, manifest.scripts.generate));
  }
  const built = packages.filter(({ manifest }) => manifest.scripts?.build);
  report(
    `declarations of ${built.length} packages (one TypeScript pass)`,
    await runScript(root, "tsc -p tsconfig.build.json"),
  );
  await eachLimited(built, Math.max(1, Math.min(availableParallelism(), 4)), async ({ dir, manifest }) => {
    report(`${manifest.name.padEnd(26)} ESM, CJS, .d.ts, .d.cts`, await runScript(dir, manifest.scripts.build));
  });
  console.log(`build: ${built.length} packages built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

await main();
