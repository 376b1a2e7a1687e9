// The packages of the workspace (pnpm-workspace.yaml), and the one way a published one is packed:
// shared by the build, the pack command and the scripts that check what we publish.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../", import.meta.url));

// The `packages:` list of pnpm-workspace.yaml, up to the next top-level key.
const WORKSPACE_LIST_RE = /^packages:[ \t]*\n((?:[ \t].*(?:\n|$)|[ \t]*\n)*)/m;
// One entry of that list: "  - packages/*" (every folder in packages/) or "  - tools/cli".
const WORKSPACE_ENTRY_RE = /^\s+-\s+["']?([^"'#\s]+)["']?\s*$/gm;

/**
 * Every package of the workspace, as listed by pnpm-workspace.yaml (`folder/*` or `folder`): its
 * folder and its package.json, sorted by folder. Only what the list names; the root is not one.
 */
export function workspacePackages() {
  const list = WORKSPACE_LIST_RE.exec(readFileSync(join(root, "pnpm-workspace.yaml"), "utf8"))?.[1] ?? "";
  const dirs = [...list.matchAll(WORKSPACE_ENTRY_RE)].flatMap(([, entry]) =>
    entry.endsWith("/*")
      ? readdirSync(join(root, entry.slice(0, -2))).map((name) => join(root, entry.slice(0, -2), name))
      : [join(root, entry)],
  );
  return dirs
    .filter((dir) => existsSync(join(dir, "package.json")))
    .sort()
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) }));
}

/**
 * Folders of the packages whose package.json is not `"private": true`, sorted: the packages we
 * publish. Private ones (@scope/kit, bundled into the others; @scope/test-utils) are never packed.
 */
export function publishedPackageDirs() {
  return workspacePackages()
    .filter(({ manifest }) => manifest.private !== true)
    .map(({ dir }) => dir);
}

/**
 * Runs `npm run build` when the build is not up to date (`build.mjs --if-stale` decides and prints
 * one line either way); exits the process with the build's code if it fails.
 */
export function buildIfStale() {
  const build = spawnSync(process.execPath, [join(root, "scripts/build.mjs"), "--if-stale"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * Packs the package in `dir` into the folder `destination` with the pinned pnpm (scripts/pnpm.mjs),
 * which writes each `workspace:^` range as the real version range, as `pnpm publish` would (`npm
 * pack` leaves `workspace:^`, which npm cannot install: EUNSUPPORTEDPROTOCOL).
 * Returns the package's name, the tarball's path and the packed files, sorted.
 */
export function packPackage(dir, destination) {
  const pnpm = join(root, "scripts/pnpm.mjs");
  const result = spawnSync(process.execPath, [pnpm, "--dir", dir, "pack", "--json", "--pack-destination", destination], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`pnpm pack failed in ${dir}:\n${result.stderr}${result.stdout}`);
  const json = JSON.parse(result.stdout.slice(result.stdout.indexOf("{")));
  return { name: json.name, tarball: json.filename, files: json.files.map((file) => file.path).sort() };
}

/**
 * Packs every published package into `destination` in ONE run of the pinned pnpm (`pnpm -r pack`,
 * a package per `--filter`), each `workspace:^` range written as its real range as `packPackage`
 * does. Returns `{ name, version, tarball, files }` per package, in the order of
 * `publishedPackageDirs()`.
 */
export function packPublished(destination) {
  const published = workspacePackages().filter(({ manifest }) => manifest.private !== true);
  const filters = published.flatMap(({ manifest }) => ["--filter", manifest.name]);
  const pnpm = join(root, "scripts/pnpm.mjs");
  const result = spawnSync(process.execPath, [pnpm, "-r", ...filters, "pack", "--json", "--pack-destination", destination], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`pnpm -r pack failed:\n${result.stderr}${result.stdout}`);
  const packed = JSON.parse(result.stdout.slice(result.stdout.indexOf("[")));
  return published.map(({ manifest }) => {
    const json = packed.find((entry) => entry.name === manifest.name);
    if (!json) throw new Error(`pnpm -r pack wrote no tarball for ${manifest.name}`);
    return { name: json.name, version: json.version, tarball: json.filename, files: json.files.map((file) => file.path).sort() };
  });
}
