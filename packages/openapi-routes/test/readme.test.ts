import { readmeExample, runDocBlock } from "@scope/test-utils";
import { expect, it } from "vitest";
import * as routes from "../src/index";

it("README example", () => {
  const { checks } = runDocBlock(readmeExample(new URL("../README.md", import.meta.url)), { "@scope/openapi-routes": routes });
  expect(checks, "the example states its result").toBe(1);
});
