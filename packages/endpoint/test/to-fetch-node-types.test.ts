// Node users compile without the DOM library: fetch and RequestInit then come from @types/node
// (undici's types). toFetch()'s result must spread into that fetch too, and into the DOM's.
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
// Two files compiled together: one must type-check, the other (the issue's `fetch(r.url, r)`)
// must not, which shows the check can fail.
const SNIPPETS: Readonly<Record<string, string>> = {
  [fileURLToPath(new URL("./to-fetch-snippet.ts", import.meta.url))]: `
    import { endpoint } from "@scope/endpoint";
    import { toFetch, type FetchInit } from "@scope/endpoint/fetch";
    export const response: Promise<Response> = fetch(...toFetch(endpoint("POST /markdown", { text: "Hi" })));
    export const init: RequestInit = {} as FetchInit;`,
  [fileURLToPath(new URL("./raw-result-snippet.ts", import.meta.url))]: `
    import { endpoint } from "@scope/endpoint";
    const result = endpoint("POST /markdown", { text: "Hi" });
    export const response = fetch(result.url, result);`,
};
const [GOOD, BAD] = Object.keys(SNIPPETS) as [string, string];

function diagnostics(lib: readonly string[]): Record<string, string[]> {
  const options: ts.CompilerOptions = {
    strict: true,
    exactOptionalPropertyTypes: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    resolveJsonModule: true,
    allowImportingTsExtensions: true,
    lib: [...lib],
    types: ["node"],
    typeRoots: [`${ROOT}node_modules/@types`],
    paths: { "@scope/endpoint/fetch": [`${ROOT}packages/endpoint/src/fetch.ts`], "@scope/*": [`${ROOT}packages/*/src/index.ts`] },
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => SNIPPETS[file] ?? readFile(file);
  host.fileExists = (file) => file in SNIPPETS || fileExists(file);
  const program = ts.createProgram(Object.keys(SNIPPETS), options, host);
  // Only the snippets' own errors answer the question; the sources are type-checked elsewhere.
  const messages = (file: string): string[] =>
    ts
      .getPreEmitDiagnostics(program, program.getSourceFile(file))
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
  return Object.fromEntries(Object.keys(SNIPPETS).map((file) => [file, messages(file)]));
}

describe("fetch(...toFetch(result)) type-checks", () => {
  it.each([
    ["Node only (ES2023 + @types/node)", ["lib.es2023.d.ts"]],
    ["with the DOM library", ["lib.es2023.d.ts", "lib.dom.d.ts"]],
  ])("%s; fetch(result.url, result) does not", (_title, lib) => {
    const found = diagnostics(lib);
    expect(found[GOOD]).toEqual([]);
    expect(found[BAD]?.join("\n")).toMatch(/not assignable to parameter of type 'RequestInit'/);
  });
});
