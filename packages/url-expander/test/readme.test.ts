// Every ```ts example of the README runs here: a `// => value` comment is the value the statement
// before it must give, `// throws Name` the error it must throw.
import { readFileSync } from "node:fs";
import { docBlocks, runDocBlock } from "@scope/test-utils";
import { describe, expect, it } from "vitest";
import * as expander from "../src/index.js";

const README = new URL("../README.md", import.meta.url);

describe("README examples", () => {
  for (const block of docBlocks(README)) {
    it(`example at line ${block.line}`, () => {
      const { checks } = runDocBlock(block, { "@scope/url-expander": expander });
      expect(checks, "an example states at least one result").toBeGreaterThan(0);
    });
  }

  it("quotes the error message of its example exactly", () => {
    const shown = /```text\n([\s\S]*?)\n```/.exec(readFileSync(README, "utf8"))?.[1];
    expect(() => expander.parseTemplate("/orgs/{org name}/repos")).toThrow(
      expect.objectContaining({ message: shown?.replace(/^UriTemplateError: /, "") }),
    );
  });
});
