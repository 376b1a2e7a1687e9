import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rewriteAcceptFormat } from "../src/rewrite-accept-format";
import { SEED, acceptArbitrary } from "./support/arbitraries";

/** The reference's rewrite, used as the oracle on short strings only. */
function oracle(accept: string, format: string): string {
  const vendorEntry = /application\/vnd(\.\w+)(\.v3)?(\.\w+)?(\+json)?$/;
  return accept
    .split(",")
    .map((entry) => entry.replace(vendorEntry, `application/vnd$1$2.${format}`))
    .join(",");
}

describe("rewriteAcceptFormat", () => {
  it.each<[string, string, string]>([
    ["application/vnd.github.v3+json", "raw", "application/vnd.github.v3.raw"],
    ["application/vnd.github+json", "diff", "application/vnd.github.diff"],
    ["application/vnd.github.v3.raw", "patch", "application/vnd.github.v3.patch"],
    ["application/vnd.github.v3x", "raw", "application/vnd.github.raw"],
    ["application/vnd.github.x.y", "raw", "application/vnd.github.x.y"],
    ["application/vnd.github.v3.x.y", "raw", "application/vnd.github.v3.x.y"],
    ["application/vnd.github.", "raw", "application/vnd.github."],
    ["application/vnd.", "raw", "application/vnd."],
    ["application/vnd", "raw", "application/vnd"],
    [" application/vnd.github+json", "raw", " application/vnd.github.raw"],
    ["application/vnd.github+json ", "raw", "application/vnd.github+json "],
    ["a,,application/vnd.b", "raw", "a,,application/vnd.b.raw"],
  ])("%j with format %j gives %j", (accept, format, expected) => {
    expect(rewriteAcceptFormat(accept, format)).toBe(expected);
    expect(oracle(accept, format)).toBe(expected);
  });

  it("equals the reference regex on 5,000 generated headers", () => {
    const format = fc.constantFrom("raw", "diff", "v3", "a.b", "x-y", "full+json");
    fc.assert(
      fc.property(acceptArbitrary, format, (accept, chosen) => {
        expect(rewriteAcceptFormat(accept, chosen)).toBe(oracle(accept, chosen));
      }),
      { seed: SEED, numRuns: 5_000 },
    );
  });

  it("equals the reference regex on 5,000 strings over a tiny alphabet", () => {
    const unit = fc.constantFrom("application/vnd", ".", "v3", "v", "3", "_", "+json", "+", ",", "/", " ");
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 12 }), (accept) => {
        expect(rewriteAcceptFormat(accept, "raw")).toBe(oracle(accept, "raw"));
      }),
      { seed: SEED, numRuns: 5_000 },
    );
  });
});
