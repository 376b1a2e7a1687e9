// The doc-example runner on small blocks written here: what it checks, and what it refuses.
import { describe, expect, it } from "vitest";
import { runDocBlock, type DocBlock } from "../src/index";

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
