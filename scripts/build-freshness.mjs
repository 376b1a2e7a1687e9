// Is the build up to date? `npm run pack`, `npm run release` and `npm start` (`build.mjs --if-stale`)
// reuse the packages' dist/ folders when every one is newer than every file it is built from, and
// build only otherwise.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** Folders of a package that its dist/ is never built from. */
const NOT_SOURCES = new Set(["dist", "node_modules", "test", "bench", "coverage"]);
/** Files of a package that are published beside dist/ but never built into it. */
const NOT_SOURCE_FILE_RE = /\.md$|^LICENSE$|\.tsbuildinfo$/;
/** Files at the root that every package's build reads. */
export const ROOT_BUILD_INPUTS = ["tsup.base.ts", "tsconfig.base.json", "tsconfig.build.json", "pnpm-lock.yaml", "scripts/build.mjs", "scripts/short-messages.mjs"];

/** Every file under `dir`, recursively, except the folders `skip` names: `{ path, mtimeMs }`. */
function files(dir, skip = new Set()) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skip.has(entry.name) ? [] : files(path, skip);
    return entry.isFile() ? [{ path, mtimeMs: statSync(path).mtimeMs }] : [];
  });
}

/** The files a package.json's `main`, `module`, `types`, `bin` and `exports` name, without duplicates. */
function entryFiles(manifest) {
  const found = new Set();
  const walk = (value) => {
    if (typeof value === "string") {
      if (value.startsWith("./dist/") || value.startsWith("dist/")) found.add(value.replace(/^\.\//, ""));
    } else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk([manifest.main, manifest.module, manifest.types, manifest.bin, manifest.exports]);
  return [...found];
}

/**
 * Whether the build of `packages` (`{ dir, manifest }` each, as `workspacePackages()` lists them)
 * is up to date: each package with a `build` script has every entry file its package.json names,
 * and the oldest file of every dist/ is newer than the newest source: any file of any package
 * outside dist/, node_modules/, test/ and bench/ (Markdown and LICENSE aside; private packages
 * such as @scope/kit count, since the others bundle them), and `rootInputs` (paths under `root`).
 * Returns `{ fresh, reason }`; `reason` says what is missing or which source is newer.
 */
export function buildFreshness(root, packages, rootInputs = ROOT_BUILD_INPUTS) {
  const outputs = [];
  for (const { dir, manifest } of packages.filter(({ manifest }) => manifest.scripts?.build)) {
    const missing = entryFiles(manifest).find((file) => !existsSync(join(dir, file)));
    if (missing) return { fresh: false, reason: `${relative(root, join(dir, missing))} is missing` };
    outputs.push(...files(join(dir, "dist")));
  }
  if (outputs.length === 0) return { fresh: false, reason: "nothing is built" };
  const oldest = outputs.reduce((a, b) => (b.mtimeMs < a.mtimeMs ? b : a));
  const sources = [
    ...packages.flatMap(({ dir }) => files(dir, NOT_SOURCES).filter(({ path }) => !NOT_SOURCE_FILE_RE.test(relative(dir, path).split(/[\\/]/).pop()))),
    ...rootInputs.map((file) => join(root, file)).filter((path) => existsSync(path)).map((path) => ({ path, mtimeMs: statSync(path).mtimeMs })),
  ];
  const newer = sources.find(({ mtimeMs }) => mtimeMs > oldest.mtimeMs);
  return newer
    ? { fresh: false, reason: `${relative(root, newer.path)} is newer than ${relative(root, oldest.path)}` }
    : { fresh: true, reason: `every dist/ is newer than the ${sources.length} files it is built from` };
}
