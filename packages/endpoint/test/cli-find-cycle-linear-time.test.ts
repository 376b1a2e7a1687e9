// Issue 26.8 (the CLI's part): findCycle, run on every YAML value the CLI reads, grows linearly in
// the value's size. The shape is the hardest one: n levels deep, each level holding the one below
// twice (2^n paths, n + 1 objects), so a walk that visits a shared member more than once, or
// recurses, shows here (the unit tests cover plain depth and width).
import { expectLinearGrowth, GROWTH_SIZES } from "@scope/test-utils";
import { describe, it } from "vitest";
import { findCycle } from "../src/cli/find-cycle";

// Every level holds the level below twice, as `b: &x {...}` then `c: *x` would.
function shared(size: number): unknown {
  let value: unknown = { leaf: 1 };
  for (let level = 0; level < size; level++) value = { b: value, c: value };
  return value;
}

describe("26.8 findCycle", () => {
  it.each(GROWTH_SIZES)("a value of %i and 8 times as many levels, each shared twice by aliases", (size) => {
    expectLinearGrowth(shared, findCycle, size);
  });
});
