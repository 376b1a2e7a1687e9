// The README's first example is run statement by statement and compared with its `// => ...` comments.
import { readmeExample, runDocBlock } from "@scope/test-utils";
import { expect, it } from "vitest";
import * as headers from "../src";

it("README example", () => {
  const { checks } = runDocBlock(readmeExample(new URL("../README.md", import.meta.url)), { "@scope/headers": headers });
  expect(checks, "the example states four results").toBe(4);
});
