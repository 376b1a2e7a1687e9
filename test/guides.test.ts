// Every ```ts example of the guides in docs/ runs here, so the guides cannot drift from the code.
import { readdirSync } from "node:fs";
import * as facade from "@scope/endpoint";
import * as assembler from "@scope/endpoint-assembler";
import * as headers from "@scope/headers";
import * as runInstall from "@scope/runinstall-schema";
import { docBlocks, runDocBlock, type DocChecks } from "@scope/test-utils";
import * as expander from "@scope/url-expander";
import { describe, expect, it } from "vitest";

const DOCS = new URL("../docs/", import.meta.url);
const MODULES = {
  "@scope/endpoint": facade,
  "@scope/endpoint-assembler": assembler,
  "@scope/headers": headers,
  "@scope/url-expander": expander,
  "@scope/runinstall-schema": runInstall,
};
/** Guides whose examples another test holds to the code (http-clients.md: test/integration/docs.test.ts). */
const TESTED_ELSEWHERE = new Set(["http-clients.md"]);

const guides = readdirSync(DOCS)
  .filter((file) => file.endsWith(".md") && !TESTED_ELSEWHERE.has(file))
  .map((file) => [file, docBlocks(new URL(file, DOCS))] as const)
  .filter(([, blocks]) => blocks.length > 0);

it("the guides with examples are found", () => {
  expect(guides.map(([file]) => file)).toEqual(expect.arrayContaining(["getting-started.md", "uri-templates.md", "runinstall.md"]));
});

describe.each(guides)("docs/%s", (guide, blocks) => {
  /** Failures name the guide as well as the line. */
  const checks: DocChecks = {
    equal: (actual, expected, where) => expect(actual, `${guide} ${where}`).toEqual(expected),
    throws: (run, name, where) => expect(run, `${guide} ${where}`).toThrow(expect.objectContaining({ name })),
  };
  for (const block of blocks) {
    it(`example at line ${block.line}`, () => {
      expect(runDocBlock(block, MODULES, checks).checks, "an example states at least one result").toBeGreaterThan(0);
    });
  }
});
