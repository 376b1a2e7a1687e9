#!/usr/bin/env node
// Checks what each published package under packages/ (private ones are skipped) would publish, from
// the tarball `pnpm pack` makes (so `workspace:^` is already a real range, exactly as `pnpm publish`
// would send it):
//   - publint --strict: every message counts, suggestions included;
//   - @arethetypeswrong/cli, profile strict: every resolution mode (node10, node16 from CJS,
//     node16 from ESM, bundler) for every entry point;
//   - the packed file list: package.json, README.md, LICENSE, CHANGELOG.md, schema.json
//     (@scope/runinstall-schema only) and built dist/ files, nothing else (no sources, tests,
//     fixtures or source maps).
// Prints one line per package (details below a failing one), then the browser bundle's size
// (a report only: `pnpm run size` is the budget check); exits 1 on any package problem.
// Needs the packages built first (`npm run build`). `--files` also prints each file list.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { publint } from "publint";
import { formatMessage } from "publint/utils";
import { packPackage, publishedPackageDirs } from "./workspace-packages.mjs";

const root = fileURLToPath(new URL("../", import.meta.url));
const showFiles = process.argv.includes("--files");


/** Runs a command and returns its output; throws with stderr when it fails. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, ...options });
  return { status: result.status ?? 1, stdout: result.stdout ?? "", stderr: result.stderr ?? "" };
}

const DIST_FILE = /^dist\/(?:[\w.-]+\/)*[\w.-]+\.(?:js|cjs|mjs|d\.ts|d\.cts|d\.mts)$/;
const FORBIDDEN = /(?:^|\/)(?:src|test|tests|__tests__|fixtures?|bench)(?:\/|$)|\.(?:test|spec|bench)\.|\.map$|\.tsbuildinfo$/;

/** The files of a packed list that should not be published. */
function unexpectedFiles(name, files) {
  const allowed = new Set(["package.json", "README.md", "LICENSE", "CHANGELOG.md"]);
  if (name === "@scope/runinstall-schema") allowed.add("schema.json");
  return files.filter((file) => !(allowed.has(file) || DIST_FILE.test(file)) || FORBIDDEN.test(file));
}

/** Problems with the file list: unexpected files, and files every package must ship. */
function fileListProblems(name, files) {
  const problems = unexpectedFiles(name, files).map((file) => `unexpected file in tarball: ${file}`);
  for (const required of ["package.json", "LICENSE"]) {
    if (!files.includes(required)) problems.push(`missing from tarball: ${required}`);
  }
  if (!files.some((file) => file.startsWith("dist/"))) problems.push("no dist/ file packed: run `npm run build` first");
  return problems;
}

/** publint --strict on the tarball: every message (error, warning or suggestion) is a problem. */
async function publintProblems(tarball) {
  const buffer = readFileSync(tarball);
  const arrayBuffer = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength);
  const { messages, pkg } = await publint({ pack: { tarball: arrayBuffer }, strict: true, level: "suggestion" });
  return messages.map((message) => `publint ${message.type}: ${formatMessage(message, pkg, { color: false })}`);
}

/** attw --profile strict on the tarball: problems in node10, node16 (CJS and ESM) and bundler resolution. */
function attwProblems(tarball) {
  const attw = join(root, "node_modules/.bin/attw");
  const result = run(attw, [tarball, "--profile", "strict", "--format", "json", "--no-color"]);
  let report;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    return [`attw did not run (exit ${result.status}): ${(result.stderr || result.stdout).trim()}`];
  }
  const problems = [];
  // A package whose types attw cannot find at all is "untyped", not a problem, to attw: it is one here.
  if (report.analysis?.types?.kind !== "included") problems.push(`attw: no types found (${report.analysis?.types?.kind ?? "?"})`);
  problems.push(...(Array.isArray(report.problems) ? report.problems : Object.values(report.problems ?? {}).flat())
    .map((problem) => `attw ${problem.kind}: ${problem.entrypoint ?? ""} (${problem.resolutionKind ?? "any"})`));
  if (result.status !== 0 && problems.length === 0) problems.push(`attw exited ${result.status}`);
  return problems;
}

async function checkPackage(dir, destination) {
  const { name } = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  const { tarball: filename, files } = packPackage(dir, destination);
  const problems = [
    ...fileListProblems(name, files),
    ...(await publintProblems(filename)),
    ...attwProblems(filename),
  ];
  return { name, files, problems };
}

async function main() {
  const destination = mkdtempSync(join(tmpdir(), "check-packages-"));
  let failed = 0;
  try {
    for (const dir of publishedPackageDirs()) {
      let result;
      try {
        result = await checkPackage(dir, destination);
      } catch (error) {
        result = { name: dir, files: [], problems: [String(error.message ?? error)] };
      }
      const { name, files, problems } = result;
      const status = problems.length === 0 ? "ok  " : "FAIL";
      console.log(
        `${status} ${name.padEnd(28)} publint --strict, attw strict: ${problems.length} problem(s); ${files.length} files packed`,
      );
      for (const problem of problems) console.log(`       - ${problem}`);
      if (showFiles) for (const file of files) console.log(`       ${file}`);
      if (problems.length > 0) failed += 1;
    }
  } finally {
    rmSync(destination, { recursive: true, force: true });
  }
  // The browser bundle's size, reported only: the budget is scripts/size-check.mjs (`pnpm run size`).
  const size = run(process.execPath, [join(root, "scripts/size-check.mjs"), "--report-only"]);
  console.log(`${size.stdout}${size.stderr}`.trim());
  console.log(failed === 0 ? "check:packages: all packages ok" : `check:packages: ${failed} package(s) with problems`);
  process.exitCode = failed === 0 ? 0 : 1;
}

await main();
