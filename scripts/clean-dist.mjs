#!/usr/bin/env node
// The first step of a package's `build` script: removes the dist/ folder of the package in the
// working directory, after checking that its declarations have been emitted (tsup bundles them and
// does not type-check: `npm run build` at the root emits every package's in one pass).
import { existsSync, readFileSync, rmSync } from "node:fs";
import { basename } from "node:path";

const tsconfig = new URL("../tsconfig.build.json", import.meta.url);
const { outDir } = JSON.parse(readFileSync(tsconfig, "utf8")).compilerOptions;
const declarations = new URL(`../${outDir}/${basename(process.cwd())}/`, import.meta.url);
if (!existsSync(declarations)) {
  console.error(`no declarations in ${declarations.pathname}: run \`npm run build\` at the repository root`);
  process.exit(1);
}
rmSync("dist", { recursive: true, force: true });
