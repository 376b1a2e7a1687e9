import { EXPECT_CHECKS, readmeExample, runDocBlock } from "@scope/test-utils";
import { expect, it } from "vitest";
import * as facade from "../src/index";

/** A user-agent with the product part the README shows; the rest names the runtime. */
const USER_AGENT_RE = /^scope-endpoint\.js\/\d+\.\d+\.\d+ /;

it("README example", () => {
  const { checks } = runDocBlock(readmeExample(new URL("../README.md", import.meta.url)), { "@scope/endpoint": facade }, {
    ...EXPECT_CHECKS,
    // The user-agent names the runtime, so the README shows one machine's; the product part must match.
    equal: (actual, expected, where) => {
      const userAgent = (value: unknown) => (value as { headers: Record<string, string> }).headers["user-agent"];
      expect(userAgent(actual), where).toMatch(USER_AGENT_RE);
      expect(userAgent(expected), where).toMatch(USER_AGENT_RE);
      const shown = expected as { headers: object };
      expect(actual, where).toEqual({ ...shown, headers: { ...shown.headers, "user-agent": userAgent(actual) } });
    },
  });
  expect(checks, "the example states its result").toBe(1);
});
