#!/usr/bin/env node
// Size budget of the browser bundle: packages/endpoint/dist/browser.js, minified (again, with the
// esbuild that tsup uses, in case the build stops minifying) and gzipped (level 9).
// BUDGET guards against regressions and fails npm test when exceeded; TARGET is the size of the
// reference, @octokit/endpoint 11 bundled with its dependencies (2,252 bytes), reported beside it.
// We do not meet TARGET: the reference validates nothing, and our bundle carries a strict RFC 6570
// scanner with error positions, header-injection, dot-segment and origin checks and typed errors
// (see docs/decisions.md). Lower BUDGET whenever the bundle shrinks.
// Exits 1 when over BUDGET; `--report-only` prints the same report and exits 0.
// Needs the package built first (`pnpm run build`).
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET = 12_500;
const TARGET = 2252;
const FILE = "packages/endpoint/dist/browser.js";
const root = fileURLToPath(new URL("../", import.meta.url));
const reportOnly = process.argv.includes("--report-only");

/** Minifies with esbuild when it can be found (through tsup); otherwise the file as built. */
async function minify(code) {
  try {
    const fromRoot = createRequire(join(root, "package.json"));
    const esbuild = createRequire(fromRoot.resolve("tsup"))("esbuild");
    const result = await esbuild.transform(code, { minify: true, format: "esm", loader: "js" });
    return { code: result.code, how: "minified with esbuild" };
  } catch {
    return { code, how: "as built (esbuild not found)" };
  }
}

const format = (bytes) => `${bytes.toLocaleString("en-US")} B`;

async function main() {
  const path = join(root, FILE);
  if (!existsSync(path)) {
    console.error(`size: ${FILE} not found: run \`pnpm run build\` first`);
    return 2;
  }
  const { code, how } = await minify(readFileSync(path, "utf8"));
  const size = gzipSync(code, { level: 9 }).length;
  const over = size - BUDGET;
  const verdict = over > 0 ? `OVER BUDGET by ${format(over)}` : `within budget (${format(-over)} to spare)`;
  console.log(
    `size: ${FILE}: ${format(size)} minified+gzipped (${format(code.length)} ${how}); ` +
      `budget ${format(BUDGET)}: ${verdict}; reference @octokit/endpoint 11: ${format(TARGET)} ` +
      `(${(size / TARGET).toFixed(1)}x)`,
  );
  return over > 0 && !reportOnly ? 1 : 0;
}

process.exitCode = await main();
