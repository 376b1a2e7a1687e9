// The README's first example is run statement by statement and compared with its `// => ...` comments.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as headersModule from "../src";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const example = /```ts\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";

/** The example's statements, each with the result its comment shows (or undefined for none). */
function steps(code: string): { statement: string; expected: string | undefined }[] {
  const body = code.replace(/^import .*\n/m, "").trim();
  return body.split(/\n\s*\n/).map((chunk) => {
    const [statement = "", expected] = chunk.split(/\n\/\/ => /);
    return { statement: statement.trim(), expected };
  });
}

describe("README example", () => {
  it("imports only what the package exports", () => {
    const imported = /^import \{ (.*) \} from "@scope\/headers";$/m.exec(example)?.[1]?.split(", ") ?? [];
    expect(imported.length).toBeGreaterThan(0);
    for (const name of imported) expect(headersModule).toHaveProperty(name);
  });

  it("produces the output shown", () => {
    const scope: Record<string, unknown> = { ...headersModule };
    const list = steps(example);
    expect(list.filter((step) => step.expected !== undefined).length).toBe(4);
    for (const { statement, expected } of list) {
      const declared = /^const (\w+) = ([\s\S]*);$/.exec(statement);
      const expression = declared ? declared[2]! : statement.replace(/;$/, "");
      const evaluate = (source: string): unknown =>
        new Function(...Object.keys(scope), `return (${source});`)(...Object.values(scope));
      const actual = evaluate(expression);
      if (expected !== undefined) expect(actual, statement).toEqual(evaluate(expected));
      if (declared) scope[declared[1]!] = actual;
    }
  });
});
