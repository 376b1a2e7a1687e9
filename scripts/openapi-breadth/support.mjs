// The differential test's own support modules (test/support/openapi-*), loaded by this script as
// they are: the calls (openapi-calls.mjs) are plain JavaScript; each TypeScript module is transpiled
// once by the repository's TypeScript (types removed, nothing else) into
// node_modules/.cache/openapi-breadth/, its relative imports pointed at the transpiled twins.
// Node 20 cannot run TypeScript and no runner (tsx, ts-node) is installed; TypeScript is already a
// devDependency, and a copy ported to .mjs would drift from the test it must agree with.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import ts from "typescript";

const root = new URL("../../", import.meta.url);
const cache = new URL("node_modules/.cache/openapi-breadth/", root);
const MODULES = ["openapi-request", "openapi-expected", "openapi-listed"];
// A relative import of a sibling support module: `from "./openapi-request"`.
const SIBLING_IMPORT_RE = /(from\s+["']\.\/)([\w-]+)(["'])/g;

/** Transpiles the support modules into the cache (main thread, once per run). */
export function prepareSupport() {
  mkdirSync(cache, { recursive: true });
  for (const name of MODULES) {
    const source = readFileSync(new URL(`test/support/${name}.ts`, root), "utf8");
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
      fileName: `${name}.ts`,
    });
    writeFileSync(new URL(`${name}.mjs`, cache), outputText.replace(SIBLING_IMPORT_RE, "$1$2.mjs$3"));
  }
}

/** The pieces the breadth run reuses: calls per operation, the comparable form, the listed differences. */
export async function loadSupport() {
  const [{ openApiCalls }, { comparable }, { LISTED }] = await Promise.all([
    import(new URL("test/support/openapi-calls.mjs", root).href),
    ...["openapi-request", "openapi-listed"].map((name) => import(new URL(`${name}.mjs`, cache).href)),
  ]);
  return { openApiCalls, comparable, LISTED };
}
