import { expect, it } from "vitest";
import { runReadmeExample } from "../../../scripts/readme-example";
import * as facade from "../src/index";

it("README example", () => {
  const { actual, expected } = runReadmeExample(new URL("../README.md", import.meta.url), { "@scope/endpoint": facade });
  // The user-agent names the runtime, so the README shows one machine's; the product part must match.
  const userAgent = (value: unknown) => (value as { headers: Record<string, string> }).headers["user-agent"];
  expect(userAgent(actual)).toMatch(/^scope-endpoint\.js\/\d+\.\d+\.\d+ /);
  expect(userAgent(expected)).toMatch(/^scope-endpoint\.js\/\d+\.\d+\.\d+ /);
  const ua = userAgent(actual);
  expect(actual).toEqual({ ...(expected as object), headers: { ...(expected as { headers: object }).headers, "user-agent": ua } });
});
