import { expect, it } from "vitest";
import { runReadmeExample } from "../../../scripts/readme-example";
import * as assembler from "../src/index";

it("README example", () => {
  const { actual, expected } = runReadmeExample(new URL("../README.md", import.meta.url), { "@scope/endpoint-assembler": assembler });
  expect(actual).toEqual(expected);
});
