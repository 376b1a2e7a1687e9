// Module hooks that let a benchmark import the repository's TypeScript test support (Node 20 runs
// no TypeScript): a `.ts` file is compiled by the TypeScript compiler, types stripped, one module
// at a time; a relative import without an extension in such a file is looked up as `.ts`. Only the
// loading of modules is touched: the timed code is plain JavaScript either way.
// Registered by ts-import.mjs.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const COMPILER_OPTIONS = { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2023, verbatimModuleSyntax: true };

/** `./github-schema` from a `.ts` file: `./github-schema.ts`, where that file exists. */
export async function resolve(specifier, context, next) {
  if (context.parentURL?.endsWith(".ts") && /^\.\.?\//.test(specifier) && !/\.[cm]?[jt]s$/.test(specifier)) {
    const url = new URL(`${specifier}.ts`, context.parentURL);
    if (existsSync(fileURLToPath(url))) return { url: url.href, shortCircuit: true };
  }
  return next(specifier, context);
}

/** A `.ts` file as an ES module, its types stripped. */
export async function load(url, context, next) {
  if (!url.startsWith("file:") || !url.endsWith(".ts")) return next(url, context);
  const source = readFileSync(fileURLToPath(url), "utf8");
  const { outputText } = ts.transpileModule(source, { compilerOptions: COMPILER_OPTIONS, fileName: fileURLToPath(url) });
  return { format: "module", source: outputText, shortCircuit: true };
}
