import { getUserAgent } from "universal-user-agent";
import { describe, expect, it } from "vitest";
import { userAgent } from "../src";

describe("userAgent", () => {
  it.each([
    ["scope", "1.2.3"],
    ["octokit", "0.0.0-development"],
  ])("%s %s gives <product>-endpoint.js/<version> <runtime>", (product, version) => {
    expect(userAgent(product, version)).toBe(`${product}-endpoint.js/${version} ${getUserAgent()}`);
  });

  it("names the Node.js runtime", () => {
    const { node } = process.versions;
    expect(userAgent("scope", "1.2.3")).toMatch(/^scope-endpoint\.js\/1\.2\.3 Node\.js\/\d+\.\d+\.\d+ \(.+; .+\)$/);
    expect(userAgent("scope", "1.2.3")).toContain(`Node.js/${node} (${process.platform}; ${process.arch})`);
  });
});
