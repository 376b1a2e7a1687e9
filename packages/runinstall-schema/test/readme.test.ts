import "./support/require-build";
import { readFileSync } from "node:fs";
import { format } from "node:util";
import { expect, it } from "vitest";
import * as api from "../src";

const README = readFileSync(new URL("../README.md", import.meta.url), "utf8");

/** The contents of the first fenced block in `text` whose language is `lang`. */
function firstBlock(text: string, lang: string): string {
  const start = text.indexOf("```" + lang + "\n");
  if (start < 0) throw new Error(`README has no \`\`\`${lang} block`);
  const from = start + lang.length + 4;
  return text.slice(from, text.indexOf("```", from));
}

/** Runs the example with the package's exports in scope and returns what it printed. */
function run(example: string): string {
  const [importLine = "", ...body] = example.split("\n");
  const names = /^import \{ (.+) \} from "@scope\/runinstall-schema";$/.exec(importLine)?.[1]?.split(", ") ?? [];
  expect(names.length, "the example starts with a named import").toBeGreaterThan(0);
  const printed: string[] = [];
  const fakeConsole = { log: (...args: unknown[]) => printed.push(format(...args)) };
  const values = names.map((name) => (api as Record<string, unknown>)[name]);
  new Function("console", ...names, body.join("\n"))(fakeConsole, ...values);
  return printed.join("\n") + "\n";
}

// The first ```ts block must print exactly the ```text block that follows it.
it("README example", () => {
  const afterExample = README.slice(README.indexOf("```ts\n"));
  expect(run(firstBlock(README, "ts"))).toBe(firstBlock(afterExample, "text"));
});
