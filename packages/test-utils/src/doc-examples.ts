// Executes the ```ts blocks of Markdown (guides, READMEs), so that the docs cannot drift from the
// code. In a block, a statement followed by a comment `// => value` must evaluate to that value,
// and one followed by `// throws ErrorName` must throw an error of that name. Imports of our
// packages are bound to the modules the caller passes; what `console.log` prints is collected.
// A block fenced `ts nocheck` shows code that does not compile: it is not run, and the ```text block
// after it shows the compiler's errors (doc-types.ts checks those, and every block's types).
import { readFileSync } from "node:fs";
import { format } from "node:util";
import ts from "typescript";
import { expect } from "vitest";

/** One ```ts block of a Markdown file. */
export interface DocBlock {
  /** 1-based line of the block's opening fence in the Markdown file. */
  line: number;
  /** The block's code, without its fences. */
  code: string;
  /** Fenced `ts nocheck`: code that does not compile, never run. */
  nocheck?: boolean;
  /** The ```text block right after the block, when there is one: for `nocheck`, the errors shown. */
  shown?: string;
}

// A ```ts or ```ts nocheck block, and the ```text block that may follow it after blank lines.
const TS_BLOCK_RE = /^```ts( nocheck)?\n([\s\S]*?)^```$(?:\s*^```text\n([\s\S]*?)^```$)?/gm;

/**
 * Every ```ts block of a Markdown file, `ts nocheck` ones included, each with the ```text block after it.
 * @example
 * allDocBlocks(new URL("../docs/typed-routes.md", import.meta.url))[1]; // => { line: 24, code: "...", nocheck: true, shown: "error TS2345: ..." }
 */
export function allDocBlocks(markdownUrl: URL): DocBlock[] {
  const text = readFileSync(markdownUrl, "utf8");
  return [...text.matchAll(TS_BLOCK_RE)].map((match) => ({
    line: text.slice(0, match.index).split("\n").length,
    code: match[2]!,
    ...(match[1] ? { nocheck: true } : {}),
    ...(match[3] === undefined ? {} : { shown: match[3] }),
  }));
}

/** How a block's expectations are asserted; `where` names the line, for the failure message. */
export interface DocChecks {
  /** Called for `// => value`: `actual` must equal `expected`. */
  equal: (actual: unknown, expected: unknown, where: string) => void;
  /** Called for `// throws Name`: `run` must throw an error whose `name` is `name`. */
  throws: (run: () => unknown, name: string, where: string) => void;
}

/** What running a block did. */
export interface DocRun {
  /** How many `// =>` and `// throws` expectations were checked. */
  checks: number;
  /** What the block printed with `console.log`, one line per call, each ending in a newline. */
  printed: string;
}

/** The checks of a vitest test: deep equality (`toEqual`) and a thrown error's `name`. */
export const EXPECT_CHECKS: DocChecks = {
  equal: (actual, expected, where) => expect(actual, where).toEqual(expected),
  throws: (run, name, where) => expect(run, where).toThrow(expect.objectContaining({ name })),
};

/**
 * The ```ts blocks of a Markdown file, skipping those whose fence says `ts nocheck`.
 * @example
 * docBlocks(new URL("../README.md", import.meta.url))[0]; // => { line: 7, code: "import ..." }
 */
export function docBlocks(markdownUrl: URL): DocBlock[] {
  return allDocBlocks(markdownUrl).filter((block) => !block.nocheck);
}

/**
 * The first ```ts block of a README: the example every package README opens with, which is a test.
 *
 * @throws Error when the README has no ```ts block.
 * @example
 * runDocBlock(readmeExample(new URL("../README.md", import.meta.url)), { "@scope/headers": headers });
 */
export function readmeExample(readmeUrl: URL): DocBlock {
  const [first] = docBlocks(readmeUrl);
  if (first === undefined) throw new Error(`no \`\`\`ts block in ${readmeUrl.pathname}`);
  return first;
}

/**
 * Runs one block; its `// =>` and `// throws` comments become calls of `checks`.
 *
 * Every module the block imports must be in `modules`, and every name it imports must be one the
 * module exports; otherwise an error says which.
 *
 * @example
 * runDocBlock(block, { "@scope/url-expander": expander }); // => { checks: 2, printed: "" }
 */
export function runDocBlock(block: DocBlock, modules: Readonly<Record<string, unknown>>, checks: DocChecks = EXPECT_CHECKS): DocRun {
  const { body, run, count, printed } = compileDocBlock(block, modules, checks, {});
  new Function(...Object.keys(run), body)(...Object.values(run));
  return { checks: count, printed: printed.join("") };
}

// The constructor of async functions, which the language does not name.
const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as FunctionConstructor;

/**
 * Runs one block as {@link runDocBlock} does, as an async module: its top-level `await`s are
 * awaited, `// =>` after an `await` included. `globals` are names the block sees instead of the
 * global ones (for example a `fetch` that reaches a local server).
 *
 * @example
 * await runDocBlockAsync(block, { "@scope/endpoint": facade }, EXPECT_CHECKS, { fetch: localFetch }); // => { checks: 3, printed: "" }
 */
export async function runDocBlockAsync(
  block: DocBlock,
  modules: Readonly<Record<string, unknown>>,
  checks: DocChecks = EXPECT_CHECKS,
  globals: Readonly<Record<string, unknown>> = {},
): Promise<DocRun> {
  const { body, run, count, printed } = compileDocBlock(block, modules, checks, globals);
  await new AsyncFunction(...Object.keys(run), body)(...Object.values(run));
  return { checks: count, printed: printed.join("") };
}

interface CompiledBlock {
  /** The block as the body of a function whose parameters are the keys of `run`. */
  body: string;
  run: Record<string, unknown>;
  count: number;
  printed: string[];
}

/** The block, its expectations rewritten as calls, as the body of a function. */
function compileDocBlock(
  block: DocBlock,
  modules: Readonly<Record<string, unknown>>,
  checks: DocChecks,
  globals: Readonly<Record<string, unknown>>,
): CompiledBlock {
  const source = ts.createSourceFile("block.ts", block.code, ts.ScriptTarget.ES2022, true);
  checkImports(source, modules);
  let rewritten = "";
  let cursor = 0;
  let count = 0;
  for (const statement of source.statements) {
    const comment = expectationAfter(block.code, statement.end);
    if (comment === undefined) continue;
    const where = `line ${block.line + source.getLineAndCharacterOfPosition(statement.end).line + 1}`;
    rewritten += block.code.slice(cursor, statement.getStart()) + instrument(statement, comment, where);
    cursor = statement.end;
    count++;
  }
  rewritten += block.code.slice(cursor);
  const body = ts.transpileModule(rewritten, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const printed: string[] = [];
  const console = { log: (...args: unknown[]) => printed.push(`${format(...args)}\n`) };
  const require = (name: string): unknown => modules[name];
  const run = { ...globals, require, exports: {}, __check: checks.equal, __checkThrows: checks.throws, console };
  return { body, run, count, printed };
}

/** Throws unless every value imported by the block is provided: its module, and the name in it. */
function checkImports(source: ts.SourceFile, modules: Readonly<Record<string, unknown>>): void {
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    const from = (statement.moduleSpecifier as ts.StringLiteral).text;
    if (!Object.hasOwn(modules, from)) throw new Error(`the example imports ${from}, which the test does not provide`);
    const { name, namedBindings } = statement.importClause ?? {};
    const names = name ? ["default"] : [];
    if (namedBindings && ts.isNamedImports(namedBindings)) {
      for (const element of namedBindings.elements) if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
    }
    const missing = names.filter((imported) => !(imported in (modules[from] as object)));
    if (missing.length > 0) throw new Error(`the example imports ${missing.join(", ")} from ${from}, which does not export it`);
  }
}

type Expectation = { kind: "value"; text: string } | { kind: "throws"; name: string };

/** Reads `// => value` (continued on following `//` lines) or `// throws Name` right after `end`. */
function expectationAfter(code: string, end: number): Expectation | undefined {
  const rest = code.slice(end);
  const throws = /^[ \t]*(?:\n[ \t]*)?\/\/ throws (\w+)/.exec(rest);
  if (throws) return { kind: "throws", name: throws[1]! };
  const value = /^[ \t]*(?:\n[ \t]*)?\/\/ => (.*(?:\n[ \t]*\/\/(?! =>| throws).*)*)/.exec(rest);
  if (!value) return undefined;
  return { kind: "value", text: value[1]!.replace(/\n[ \t]*\/\/ ?/g, "\n") };
}

function instrument(statement: ts.Statement, expectation: Expectation, where: string): string {
  const at = JSON.stringify(where);
  if (ts.isVariableStatement(statement)) {
    const name = statement.declarationList.declarations.at(-1)!.name.getText();
    if (expectation.kind === "throws") throw new Error(`${where}: "throws" needs an expression, not a declaration`);
    return `${statement.getText()}\n__check(${name}, (${expectation.text}), ${at});`;
  }
  if (!ts.isExpressionStatement(statement)) throw new Error(`${where}: an expectation must follow an expression or a const`);
  const expression = statement.expression.getText();
  return expectation.kind === "throws"
    ? `__checkThrows(() => (${expression}), ${JSON.stringify(expectation.name)}, ${at});`
    : `__check((${expression}), (${expectation.text}), ${at});`;
}
