#!/usr/bin/env node
// Import cycles within each package's src/: every relative `import`/`export ... from` (type-only ones
// too: a circle of types is the same knot to a reader) is an edge, and every strongly connected group of
// more than one file, or a file that imports itself, is a cycle. Prints one line per cycle and exits 1
// when there is any; `test/import-cycles.test.ts` runs the same function in `npm test`.
//
// Usage: node scripts/import-cycles.mjs
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../", import.meta.url));

/** `from "./x"` in an import or re-export, `import("./x")`: the specifier of a relative module. */
const RELATIVE_FROM_RE = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["'](\.{1,2}\/[^"']*)["']/gm;

/** Every `.ts` file below `folder`. */
function sourceFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith(".ts") ? [path] : [];
  });
}

/** The file a relative specifier names: `./x`, `./x.js`, `./x/index`... */
function resolveSpecifier(from, specifier) {
  const base = resolve(dirname(from), specifier.replace(/\.(?:m|c)?js$/, ""));
  for (const candidate of [`${base}.ts`, join(base, "index.ts"), base]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** The import graph of one folder of sources: file -> the files it imports. */
function importGraph(files) {
  const graph = new Map();
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const edges = new Set();
    for (const match of text.matchAll(RELATIVE_FROM_RE)) {
      const target = resolveSpecifier(file, match[1]);
      if (target !== undefined) edges.add(target);
    }
    graph.set(file, edges);
  }
  return graph;
}

/** Strongly connected groups of more than one file, or of one file that imports itself (Tarjan). */
function cyclesOf(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file), index.get(target)));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.has(file)) cycles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

/** The import cycles of every package: `[{ package, files }]`, files relative to the package's src/. */
export function importCycles(packagesFolder = join(root, "packages")) {
  return readdirSync(packagesFolder).flatMap((name) => {
    const src = join(packagesFolder, name, "src");
    if (!existsSync(src)) return [];
    return cyclesOf(importGraph(sourceFiles(src))).map((files) => ({
      package: name,
      files: files.map((file) => relative(src, file)),
    }));
  });
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cycles = importCycles();
  for (const cycle of cycles) console.log(`cycle in packages/${cycle.package}/src: ${cycle.files.join(", ")}`);
  console.log(cycles.length === 0 ? "import cycles: none" : `import cycles: ${cycles.length}`);
  process.exitCode = cycles.length === 0 ? 0 : 1;
}
