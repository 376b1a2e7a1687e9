// Issue 26.8 (the CLI's part): findCycle, run on every YAML value the CLI reads, grows linearly in
// the value's size. The shape is the hardest one: n levels deep, each level holding the one below
// twice (2^n paths, n + 1 objects), so a walk that visits a shared member more than once, or
// recurses, shows here (the unit tests cover plain depth and width). A level takes about 8 characters
// of YAML (`{b: &x ..., c: *x}` nested), so a value of n characters has n / 8 levels: at 8n, a walk's
// Map and Set stay under V8's 128 KiB step (see GROWTH_SIZES), as they would for a real text.
import { expectLinearGrowth, GROWTH_SIZES } from "@scope/test-utils";
import { describe, it } from "vitest";
import { findCycle } from "../src/cli/find-cycle";

// Every level holds the level below twice, as `b: &x {...}` then `c: *x` would: one level per 8 characters.
function shared(size: number): unknown {
  let value: unknown = { leaf: 1 };
  for (let level = 0; level < size / 8; level++) value = { b: value, c: value };
  return value;
}

describe("26.8 findCycle", () => {
  it.each(GROWTH_SIZES)("a value of %i characters and 8 times as many, each level shared twice by aliases", (size) => {
    expectLinearGrowth(shared, findCycle, size);
  });
});
