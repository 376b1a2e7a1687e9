// The measurement itself, on the real clock at the shared sizes: plainly linear code passes and a
// deliberately quadratic control fails, so that a passing growth test elsewhere means something.
import { describe, expect, it } from "vitest";
import { expectLinearGrowth, fill, growthRatio, GROWTH_SIZES, LINEAR_LIMIT } from "../src/index";

/** Linear, and allocation-heavy like a parser: an array of small objects, one per 3 characters. */
const objects = (size: number) => Array.from({ length: size / 3 }, (_, index) => ({ index, next: [index] }));

/**
 * Quadratic: from every 16th character, a sum over the rest of the text (n * n / 32 reads), as a
 * scanner that reads the rest of its input again at each token would. A sparser re-scan (every
 * 256th character: n * n / 512 reads) costs little beside a call's fixed cost at 1 KiB, and
 * measured 18.7 there on a loaded machine: such code is all but linear at these sizes.
 */
function quadratic(text: string): number {
  let sum = 0;
  for (let start = 0; start < text.length; start += 16) {
    for (let at = start; at < text.length; at++) sum += text.charCodeAt(at);
  }
  return sum;
}

describe.each(GROWTH_SIZES)("the measurement at %i and 8 times as many", (size) => {
  it("passes linear code that allocates a live object per 3 characters", () => {
    expectLinearGrowth((n) => n, objects, size);
  });

  it("fails a deliberately quadratic control", () => {
    expect(growthRatio(fill("a"), quadratic, size)).toBeGreaterThan(LINEAR_LIMIT);
  });
});
