import { getUserAgent } from "universal-user-agent";
import { describe, expect, it } from "vitest";
import { InvalidHeaderError, ownUserAgent, userAgent } from "../src";

/** Runs `userAgent` and returns the error it throws. */
function failure(product: unknown, version: unknown): InvalidHeaderError {
  try {
    userAgent(product as string, version as string);
  } catch (error) {
    if (error instanceof InvalidHeaderError) return error;
    throw error;
  }
  throw new Error("userAgent did not throw");
}

describe("userAgent", () => {
  it.each([
    ["scope-endpoint.js", "1.2.3"],
    ["octokit", "0.0.0-development"],
    ["my-app", "1.0.0+build.7"],
    ["A", "v2"],
  ])("%s %s gives <product>/<version> <runtime>", (product, version) => {
    expect(userAgent(product, version)).toBe(`${product}/${version} ${getUserAgent()}`);
  });

  it("names the Node.js runtime", () => {
    const { node } = process.versions;
    expect(userAgent("scope", "1.2.3")).toMatch(/^scope\/1\.2\.3 Node\.js\/\d+\.\d+\.\d+ \(.+; .+\)$/);
    expect(userAgent("scope", "1.2.3")).toContain(`Node.js/${node} (${process.platform}; ${process.arch})`);
  });

  it.each<[string, unknown, unknown, RegExp]>([
    ["an empty product", "", "1.0.0", /Invalid user-agent product "" at position 0: it needs at least one character/],
    ["an empty version", "app", "", /Invalid user-agent version ""/],
    ["a slash in the product", "a/b", "1.0.0", /user-agent product "a\/b" at position 1: "\/"/],
    ["a space in the product", "my app", "1.0.0", /at position 2: " " .*HTTP token/],
    ["CR LF in the version", "app", "1\r\nx-evil: 1", /user-agent version .* at position 1: "\\r"/],
    ["a non-ASCII product", "appé", "1", /at position 3: "é"/],
    ["a number as the product", 1, "1.0.0", /user-agent product: got number 1; expected a string/],
    ["undefined as the version", "app", undefined, /user-agent version: got undefined; expected a string/],
    ["null as the product", null, "1.0.0", /: got null;/],
    ["an object as the version", "app", {}, /: got object;/],
  ])("rejects %s", (_title, product, version, message) => {
    const error = failure(product, version);
    expect(error.code).toBe("INVALID_HEADER_VALUE");
    expect(error.header).toBe("user-agent");
    expect(error.message).toMatch(message);
  });
});

describe("ownUserAgent", () => {
  it("31.5: the value userAgent() builds, without checking product and version again", () => {
    expect(ownUserAgent("scope-endpoint.js", "1.2.3")).toBe(userAgent("scope-endpoint.js", "1.2.3"));
    // Not checked here: the header rule checks the value where it is bound.
    expect(ownUserAgent("a b", "1")).toBe(`a b/1 ${getUserAgent()}`);
  });
});
