// The doc-example runner on small blocks written here: what it checks, and what it refuses.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { allDocBlocks, docBlocks, runDocBlock, runDocBlockAsync, typeCheckDocSnippets, type DocBlock } from "../src/index";

const MODULES = { "@scope/m": { double: (n: number) => 2 * n, fail: () => { throw new RangeError("no"); } } };
const block = (code: string): DocBlock => ({ line: 10, code });

describe("runDocBlock", () => {
  it.each([
    ["a const and its value", 'import { double } from "@scope/m";\nconst x = double(2);\n// => 4\n', 1],
    ["an expression and its value, over two comment lines", 'import { double } from "@scope/m";\ndouble(1);\n// => [\n//   2][0]\n', 1],
    ["an expression that throws", 'import { fail } from "@scope/m";\nfail();\n// throws RangeError\n', 1],
    ["no expectation", 'import { double } from "@scope/m";\ndouble(1);\n', 0],
  ])("checks %s", (_title, code, checks) => {
    expect(runDocBlock(block(code), MODULES).checks).toBe(checks);
  });

  it("fails when a value differs from its comment, naming the line", () => {
    const code = 'import { double } from "@scope/m";\nconst x = double(2);\n// => 5\n';
    expect(() => runDocBlock(block(code), MODULES)).toThrow("line 12");
  });

  it("collects what the block prints", () => {
    const code = 'import { double } from "@scope/m";\nconsole.log(double(2), "x");\nconsole.log({ a: 1 });\n';
    expect(runDocBlock(block(code), MODULES).printed).toBe("4 x\n{ a: 1 }\n");
  });

  it.each([
    ["a module the test does not provide", 'import { x } from "@scope/other";\n', "imports @scope/other, which the test does not provide"],
    ["a name the module does not export", 'import { triple } from "@scope/m";\n', "imports triple from @scope/m, which does not export it"],
  ])("refuses %s", (_title, code, message) => {
    expect(() => runDocBlock(block(code), MODULES)).toThrow(message);
  });
});

describe("runDocBlockAsync", () => {
  it("awaits top-level await, checks what follows it, and gives the block the globals passed", async () => {
    const code = 'import { double } from "@scope/m";\nconst x = await later(double(2));\nx;\n// => 4\n';
    const later = (value: number): Promise<number> => Promise.resolve(value);
    expect(await runDocBlockAsync(block(code), MODULES, undefined, { later })).toEqual({ checks: 1, printed: "" });
  });
});

describe("allDocBlocks and typeCheckDocSnippets", () => {
  const root = new URL("../../../", import.meta.url);
  const markdown = join(mkdtempSync(join(tmpdir(), "doc-blocks-")), "guide.md");
  writeFileSync(
    markdown,
    [
      "```ts\nexport const fine: number = 1;\n```",
      "```ts\nexport const wrong: number = \"a\";\n```",
      "```ts nocheck\nexport const shown: number = \"a\";\n```\n\n```text\nerror TS2322: Type '...' is not assignable to type 'number'.\n```",
      "```ts nocheck\nexport const other: number = \"a\";\n```\n\n```text\nerror TS2304: Cannot find name 'x'.\n```",
      "```ts nocheck\nexport const compiles = 1;\n```\n\n```text\nerror TS2322: Type 'string' is not assignable to type 'number'.\n```",
      "```ts nocheck\nexport const unshown: number = \"a\";\n```",
    ].join("\n\n"),
  );
  const blocks = allDocBlocks(pathToFileURL(markdown));
  const found = typeCheckDocSnippets(root, blocks.map((docBlock, index) => ({ name: `b${index}`, block: docBlock })), "node16");

  it("finds every block, nocheck ones with the text block after them; docBlocks only the runnable ones", () => {
    expect(blocks.map(({ line, nocheck, shown }) => [line, nocheck ?? false, shown !== undefined])).toEqual([
      [1, false, false], [5, false, false], [9, true, true], [17, true, true], [25, true, true], [33, true, false],
    ]);
    expect(docBlocks(pathToFileURL(markdown)).map(({ line }) => line)).toEqual([1, 5]);
  });

  it.each([
    ["a block that compiles", "b0", ""],
    ["a block with an error", "b1", "error TS2322: Type 'string' is not assignable to type 'number'."],
    ["a nocheck block failing as shown (... is any text)", "b2", ""],
    ["a nocheck block failing otherwise", "b3", "the compiler says:"],
    ["a nocheck block that compiles", "b4", "fence it `ts`"],
    ["a nocheck block with no errors shown", "b5", "must be followed by a ```text block"],
  ])("%s", (_title, name, problem) => {
    const problems = found.get(name)?.join("\n") ?? "missing";
    if (problem === "") expect(problems).toBe("");
    else expect(problems).toContain(problem);
  });
});
