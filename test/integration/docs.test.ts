// docs/http-clients.md must show the glue that packages/endpoint/test/integration/clients.test.ts
// runs: every ```ts block of the guide appears verbatim in clients.ts, and every function of
// clients.ts appears in the guide.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const GUIDE = readFileSync(new URL("../../docs/http-clients.md", import.meta.url), "utf8");
const GLUE = readFileSync(new URL("../../packages/endpoint/test/integration/clients.ts", import.meta.url), "utf8");

// A fenced TypeScript block: "```ts\n<code>```" at the start of a line.
const TS_BLOCK_RE = /^```ts\n([\s\S]*?)^```$/gm;
// An exported function of clients.ts: "export function sendWithKy(".
const EXPORTED_FUNCTION_RE = /^export function (\w+)\(/gm;

// Readers import the package by name; the test imports its source.
function normalize(code: string): string {
  return code
    .replaceAll('"@scope/endpoint/fetch"', '"../../src/fetch"')
    .replaceAll('"@scope/endpoint"', '"../../src/index"').replace(/\s+/g, " ").trim();
}

// A block is named by the function it defines, or by its first line.
function titleOf(block: string): string {
  return /export function (\w+)\(/.exec(block)?.[1] ?? block.split("\n")[0]!;
}

const blocks = [...GUIDE.matchAll(TS_BLOCK_RE)].map((match) => match[1]!);
const functions = [...GLUE.matchAll(EXPORTED_FUNCTION_RE)].map((match) => match[1]!);

describe("docs/http-clients.md shows clients.ts verbatim", () => {
  it("has a block per exported function of clients.ts", () => {
    expect(functions).toEqual([
      "serializeBody",
      "stringifyHeaders",
      "sendWithFetch",
      "sendWithUndici",
      "sendWithNodeHttp",
      "sendWithAxios",
      "sendWithKy",
    ]);
  });

  it.each(blocks.map((block) => [titleOf(block), block]))("the block of %s appears in clients.ts", (_title, block) => {
    expect(normalize(GLUE)).toContain(normalize(block));
  });

  it.each(functions)("function %s appears in the guide", (name) => {
    expect(blocks.some((block) => block.includes(`export function ${name}(`))).toBe(true);
  });
});
