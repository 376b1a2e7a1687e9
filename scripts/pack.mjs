#!/usr/bin/env node
// `npm run pack [-- <folder>]`: an installable tarball of every package we publish, into <folder>
// (default: packs/ at the root, git-ignored by its *.tgz files). The private @scope/kit and
// @scope/test-utils are skipped; `workspace:^` ranges become real ones, as `pnpm publish` writes
// them (a tarball from `npm pack` keeps `workspace:^`, which npm cannot install). Builds first
// only when the build is not up to date (`build.mjs --if-stale`: a dist/ missing or older than a
// source). Then, in an app: npm install <folder>/scope-endpoint-0.0.0.tgz ...
import { mkdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildIfStale, packPublished } from "./workspace-packages.mjs";

const root = fileURLToPath(new URL("../", import.meta.url));
const destination = resolve(process.argv[2] ?? join(root, "packs"));

buildIfStale();
mkdirSync(destination, { recursive: true });
const tarballs = [];
for (const { name, tarball, files } of packPublished(destination)) {
  console.log(`pack: ${name.padEnd(28)} ${files.length} files  ${relative(process.cwd(), tarball)}`);
  tarballs.push(relative(process.cwd(), tarball));
}
console.log(`pack: ${tarballs.length} tarballs; install them in an app with\n  npm install ${tarballs.join(" ")}`);
