// Executes the ```ts blocks of a Markdown guide, so that the docs cannot drift from the code.
// In a block, a statement followed by a comment `// => value` must evaluate to that value, and one
// followed by `// throws ErrorName` must throw an error of that name. Imports of our packages are
// bound to the modules the caller passes.
import { readFileSync } from "node:fs";
import ts from "typescript";

export interface DocBlock {
  /** 1-based line of the block's opening fence in the Markdown file. */
  line: number;
  code: string;
}

/** The ```ts blocks of a Markdown file, skipping those whose fence says `ts nocheck`. */
export function docBlocks(markdownUrl: URL): DocBlock[] {
  const text = readFileSync(markdownUrl, "utf8");
  const blocks: DocBlock[] = [];
  for (const match of text.matchAll(/^```ts\n([\s\S]*?)^```$/gm)) {
    blocks.push({ line: text.slice(0, match.index).split("\n").length, code: match[1]! });
  }
  return blocks;
}

export type Check = (actual: unknown, expected: unknown, where: string) => void;
export type CheckThrows = (run: () => unknown, name: string, where: string) => void;

/** Runs one block: its `// =>` and `// throws` comments become calls of `check` and `checkThrows`. */
export function runDocBlock(block: DocBlock, modules: Record<string, unknown>, check: Check, checkThrows: CheckThrows): number {
  const source = ts.createSourceFile("block.ts", block.code, ts.ScriptTarget.ES2022, true);
  let rewritten = "";
  let cursor = 0;
  let checks = 0;
  for (const statement of source.statements) {
    const comment = expectationAfter(block.code, statement.end);
    if (comment === undefined) continue;
    const where = `line ${block.line + source.getLineAndCharacterOfPosition(statement.end).line + 1}`;
    rewritten += block.code.slice(cursor, statement.getStart()) + instrument(statement, comment, where);
    cursor = statement.end;
    checks++;
  }
  rewritten += block.code.slice(cursor);
  const js = ts.transpileModule(rewritten, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const require = (name: string) => {
    if (!(name in modules)) throw new Error(`the example imports ${name}, which the test does not provide`);
    return modules[name];
  };
  new Function("require", "exports", "__check", "__checkThrows", js)(require, {}, check, checkThrows);
  return checks;
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
