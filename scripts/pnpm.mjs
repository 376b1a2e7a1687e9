#!/usr/bin/env node
// Runs the pnpm pinned in package.json#packageManager, so that a machine with only Node and npm
// can run `npm start` and `npm test`: a pnpm already on PATH at that exact version is used as is,
// otherwise npx fetches the pinned version from the npm registry once and caches it.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

const root = new URL("../", import.meta.url);
const { packageManager } = JSON.parse(readFileSync(new URL("package.json", root), "utf8"));
const version = /^pnpm@(\d+\.\d+\.\d+)$/.exec(packageManager)?.[1];
if (!version) {
  console.error(`package.json#packageManager must be "pnpm@x.y.z", got ${JSON.stringify(packageManager)}`);
  process.exit(2);
}

const onPath = spawnSync("pnpm", ["--version"], { encoding: "utf8", shell: process.platform === "win32" });
const [command, prefix] =
  onPath.status === 0 && onPath.stdout.trim() === version
    ? ["pnpm", []]
    : ["npx", ["--yes", `pnpm@${version}`]];

const args = process.argv.slice(2);
const result = spawnSync(command, [...prefix, ...args], {
  stdio: "inherit",
  cwd: root,
  shell: process.platform === "win32",
});
process.exit(result.status ?? 1);
