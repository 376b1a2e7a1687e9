import "./support/require-build";
import { readFileSync } from "node:fs";
import { readmeExample, runDocBlock } from "@scope/test-utils";
import { expect, it } from "vitest";
import * as api from "../src";

const README = new URL("../README.md", import.meta.url);

/** The first ```text block after the README's first ```ts block: what the example prints. */
function shownOutput(): string {
  const text = readFileSync(README, "utf8");
  const after = text.slice(text.indexOf("```ts\n"));
  const output = /^```text\n([\s\S]*?)^```$/m.exec(after)?.[1];
  if (output === undefined) throw new Error("README has no ```text block after its example");
  return output;
}

// The first ```ts block must print exactly the ```text block that follows it.
it("README example", () => {
  const { printed } = runDocBlock(readmeExample(README), { "@scope/runinstall-schema": api });
  expect(printed).toBe(shownOutput());
});
