// Issue 33.4: a call the types refuse gets a message that names the key and the types a user can
// read: never a helper type of src/types/ that the package does not export (`NoKeys`, `DataOf`...).
// The refused calls are compiled here with the TypeScript compiler, against the package's source.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";

const SOURCE = fileURLToPath(new URL("../src/", import.meta.url));

/** Every type declared in src/types/ that src/index.ts does not export: what no message may name. */
function internalTypes(): string[] {
  const exported = readFileSync(join(SOURCE, "index.ts"), "utf8");
  const declared = readdirSync(join(SOURCE, "types")).flatMap((file) =>
    [...readFileSync(join(SOURCE, "types", file), "utf8").matchAll(/^(?:export )?(?:type|interface) (\w+)/gm)].map((match) => match[1]!),
  );
  return [...new Set(declared)].filter((name) => !new RegExp(`\\b${name}\\b`).test(exported));
}

// [title, the refused call, what its message must say]
const CALLS = [
  ["a misspelled body field", 'api("POST /json", { nam: "n" });', "'nam' does not exist"],
  ["a key beside a text body", 'api("POST /text", { name: "n" });', "'name' does not exist in type 'OpenApiNamedOptions & { data: string; }'"],
  ["a number as a text body", 'api("POST /text", { data: 1 });', "Type 'number' is not assignable to type 'string'"],
  ["a key on a body that takes none", 'api("POST /closed/{id}", { id: "i", name: "n" });', "'name' does not exist in type 'OpenApiNamedOptions & { id: string; } & { data?: undefined; }'"],
  ["a key on a binary body", 'api("POST /bytes", { name: "n" });', "'name' does not exist"],
  ["a misspelled key on the default rules", 'github("POST /json", { nam: "n" });', "'nam' does not exist"],
] as const;

const APP = `
import type { Endpoint, TableEndpoint } from "${join(SOURCE, "index.ts")}";
type NoParameters = { query?: never; header?: never; path?: never; cookie?: never };
type Post<Content, Path = never> = { post: { parameters: { query?: never; header?: never; path: Path; cookie?: never }; requestBody: { content: Content }; responses: never } };
interface Paths {
  "/json": Post<{ "application/json": { name?: string } }>;
  "/text": Post<{ "text/plain": unknown }>;
  "/closed/{id}": Post<{ "application/json": Record<string, never> }, { id: string }>;
  "/bytes": Post<{ "application/octet-stream": string }>;
}
declare const table: TableEndpoint;
declare const plain: Endpoint;
export const api = table.withTypes<Paths>();
export const github = plain.withTypes<Paths>();
export type Unused = NoParameters;
`;

const dir = mkdtempSync(join(tmpdir(), "type-messages-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The compiler's messages for each call, each call in a file of its own beside the app. */
function messagesOf(calls: readonly string[]): string[][] {
  writeFileSync(join(dir, "app.ts"), APP);
  const files = calls.map((call, index) => {
    const file = join(dir, `call-${index}.ts`);
    writeFileSync(file, `import { api, github } from "./app";\nvoid api;\nvoid github;\n${call}\n`);
    return file;
  });
  const options: ts.CompilerOptions = { strict: true, exactOptionalPropertyTypes: true, noEmit: true, skipLibCheck: true, target: ts.ScriptTarget.ES2023, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, allowImportingTsExtensions: true, lib: ["lib.es2023.d.ts", "lib.dom.d.ts"], types: [] };
  const program = ts.createProgram(files, options);
  return files.map((file) => ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")));
}

describe("33.4: a refusal in the types says why in words, naming no helper type", () => {
  const internal = internalTypes();
  const messages = messagesOf(CALLS.map(([, call]) => call));

  it("the helper types are found (NoKeys and DataOf among them)", () => {
    expect(internal).toEqual(expect.arrayContaining(["NoKeys", "DataOf", "FieldsForm", "TableBodyOptions"]));
  });

  it.each(CALLS.map(([title, , says], index) => [title, says, index] as const))("%s", (_title, says, index) => {
    const text = messages[index]!.join("\n");
    expect(text).toContain(says);
    expect(internal.filter((name) => new RegExp(`\\b${name}\\b`).test(text))).toEqual([]);
  });
}, 300_000);
