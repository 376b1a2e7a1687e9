// Pathological input must grow linearly: t(8n) / t(n) under LINEAR_LIMIT, never a wall-clock limit.
import { expectLinearGrowth, fill, growthRatio, GROWTH_SIZES, LINEAR_LIMIT } from "@scope/test-utils";
import { describe, expect, it } from "vitest";
import { applyMediaType, normalizeHeaders } from "../src";

const ACCEPT_CASES: [string, (size: number) => string, { format?: string; previews?: string[] }][] = [
  ['"application/vnd" repeated, with a format', fill("application/vnd"), { format: "raw" }],
  ['"application/vnd.a" repeated, with previews', fill("application/vnd.a"), { format: "raw", previews: ["x"] }],
  ['"-preview" repeated, with previews', fill("-preview"), { previews: ["mercy"] }],
  ['"a-preview," repeated, with previews', fill("a-preview,"), { previews: ["mercy"] }],
  ['"a-preview" then a long run without it', (size) => `a-preview${"a".repeat(size)}`, { previews: ["m"] }],
  ["a long run of word characters, with both", fill("a"), { format: "raw", previews: ["mercy"] }],
  ['".v3" repeated after a vendor prefix', (size) => `application/vnd${fill(".v3")(size)}`, { format: "raw" }],
  ['"+json" repeated', (size) => `application/vnd.a${fill("+json")(size)}`, { format: "raw" }],
];

describe("linear time", () => {
  it("the measurement tells the reference's quadratic regex apart", () => {
    const quadratic = (accept: string) => accept.match(/[\w-]+(?=-preview)/g);
    expect(growthRatio(fill("a"), quadratic, 1_000)).toBeGreaterThan(LINEAR_LIMIT);
  });

  describe.each(GROWTH_SIZES)("accept of %i and 8 times as many characters", (size) => {
    it.each(ACCEPT_CASES)("applyMediaType on %s", (_title, make, mediaType) => {
      expectLinearGrowth(make, (accept) => applyMediaType(accept, mediaType, "github"), size);
    });
  });

  it.each(GROWTH_SIZES)("normalizeHeaders on a value of %i and 8 times as many characters", (size) => {
    expectLinearGrowth((n) => ({ "X-Long": "a".repeat(n) }), normalizeHeaders, size);
  });

  it.each(GROWTH_SIZES)("normalizeHeaders on %i / 8 and 8 times as many names", (size) => {
    const make = (n: number) => Object.fromEntries(Array.from({ length: n / 8 }, (_, i) => [`X-${i}`, "v"]));
    expectLinearGrowth(make, normalizeHeaders, size);
  });
});
