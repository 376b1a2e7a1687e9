// Type-checks the ```ts blocks of Markdown (doc-examples.ts finds them) as files of a user's app:
// our packages are the BUILT ones, installed as npm would (`@scope/endpoint` resolved through its
// package.json `exports`), under `node16` or `bundler` module resolution, with strict options.
// A `ts nocheck` block must fail with exactly the errors of the ```text block shown after it.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import type { DocBlock } from "./doc-examples";

/** The module resolutions a user's app may use. */
export type DocResolution = "node16" | "bundler";

/** A block and the file name it is checked under (letters, digits and hyphens). */
export interface DocSnippet {
  name: string;
  block: DocBlock;
}

const RESOLUTIONS: Readonly<Record<DocResolution, ts.CompilerOptions>> = {
  node16: { module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16 },
  bundler: { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler },
};

// A user's strict app, for Node.js and browsers alike.
const APP_OPTIONS: ts.CompilerOptions = {
  strict: true,
  exactOptionalPropertyTypes: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  lib: ["lib.es2023.d.ts", "lib.dom.d.ts"],
  types: ["node"],
  resolveJsonModule: true,
};

// An error of a ```text block: "error TS2345: ..." and its indented lines.
const SHOWN_ERROR_RE = /^error TS\d+:[^\n]*(?:\n[ \t]+[^\n]*)*/gm;

/**
 * Type-checks `snippets` as the files of an app (under `<root>/dist/doc-snippets/`, git-ignored),
 * with `files` beside them (for example a generated `petstore.ts` a block imports). Returns the
 * problems of each snippet by name: none when a block compiles, or when a `nocheck` block fails
 * with exactly the errors shown after it (`...` there stands for any text, as in the guides).
 *
 * @example
 * typeCheckDocSnippets(new URL("../", import.meta.url), snippets, "node16").get("docs-getting-started-16"); // => []
 */
export function typeCheckDocSnippets(
  root: URL,
  snippets: readonly DocSnippet[],
  resolution: DocResolution,
  files: Readonly<Record<string, string>> = {},
): Map<string, string[]> {
  const app = writeApp(fileURLToPath(root), resolution, snippets, files);
  try {
    const program = ts.createProgram(
      snippets.map(({ name }) => join(app, `${name}.ts`)),
      { ...APP_OPTIONS, ...RESOLUTIONS[resolution], typeRoots: [join(fileURLToPath(root), "node_modules/@types")] },
    );
    return new Map(snippets.map(({ name, block }) => [name, problems(block, compilerErrors(program, join(app, `${name}.ts`)))]));
  } finally {
    rmSync(app, { recursive: true, force: true });
  }
}

/** The folder of the app: package.json, our published packages in node_modules, the snippets. */
function writeApp(root: string, resolution: DocResolution, snippets: readonly DocSnippet[], files: Readonly<Record<string, string>>): string {
  const app = join(root, "dist/doc-snippets", `${resolution}-${process.pid}`);
  rmSync(app, { recursive: true, force: true });
  mkdirSync(join(app, "node_modules/@scope"), { recursive: true });
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "doc-snippets", private: true, type: "module" }));
  for (const folder of readdirSync(join(root, "packages"))) {
    const manifest = join(root, "packages", folder, "package.json");
    // Only what is published: a private package (@scope/kit) is no dependency a user can have.
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).private !== true) {
      symlinkSync(join(root, "packages", folder), join(app, "node_modules/@scope", folder), "dir");
    }
  }
  for (const [name, text] of Object.entries(files)) writeFileSync(join(app, name), text);
  for (const { name, block } of snippets) writeFileSync(join(app, `${name}.ts`), block.code);
  return app;
}

/** The compiler's errors on one file, as it prints them: "error TS2345: ..." with indented lines. */
function compilerErrors(program: ts.Program, file: string): string[] {
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(file))
    .map((diagnostic) => `error TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`);
}

/** What is wrong with a block's errors: any for a block that must compile, else those not shown. */
function problems(block: DocBlock, errors: readonly string[]): string[] {
  if (!block.nocheck) return [...errors];
  const shown = block.shown?.match(SHOWN_ERROR_RE) ?? [];
  if (shown.length === 0) return ["a `ts nocheck` block must be followed by a ```text block with the errors it shows"];
  if (errors.length === 0) return ["the block is fenced `ts nocheck` but compiles: fence it `ts`"];
  const found = errors.length === shown.length && shown.every((text, index) => shownPattern(text).test(errors[index]!));
  return found ? [] : [`the compiler says:\n${errors.join("\n")}\nthe guide shows:\n${shown.join("\n")}`];
}

/** A shown error as a pattern: `...` matches any text, lines included; the rest is literal. */
function shownPattern(text: string): RegExp {
  const parts = text.trim().split("...").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${parts.join("[\\s\\S]*?")}$`);
}
