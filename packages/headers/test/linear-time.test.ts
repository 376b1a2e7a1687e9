// Pathological input must grow linearly: t(2n) / t(n) < 3, never a wall-clock limit.
import { describe, expect, it } from "vitest";
import { applyMediaType, normalizeHeaders } from "../src";
import { growthRatio } from "./support/growth";

const KB = 1024;

/** Repeats `unit` until the string is `size` characters long. */
const fill = (unit: string) => (size: number): string => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

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
    expect(growthRatio(fill("a"), quadratic, 4_000)).toBeGreaterThan(3);
  });

  describe.each([100 * KB, 1024 * KB])("accept of %i characters", (size) => {
    it.each(ACCEPT_CASES)("applyMediaType on %s", (_title, make, mediaType) => {
      const ratio = growthRatio(make, (accept) => applyMediaType(accept, mediaType, "github"), size);
      expect(ratio).toBeLessThan(3);
    });
  });

  it.each([100 * KB, 1024 * KB])("normalizeHeaders on a value of %i characters", (size) => {
    const ratio = growthRatio((n) => ({ "X-Long": "a".repeat(n) }), normalizeHeaders, size);
    expect(ratio).toBeLessThan(3);
  });

  it("normalizeHeaders on 10,000 and 20,000 names", () => {
    const make = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`X-${i}`, "v"]));
    expect(growthRatio(make, normalizeHeaders, 10_000)).toBeLessThan(3);
  });
});
