// The growth helper, on a fake clock: each call advances `process.cpuUsage()` by a cost computed from
// the input's size, so the ratios are exact and no real time decides these tests.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectLinearGrowth, fill, growthRatio, LINEAR_LIMIT } from "../src/index";

// The helper collects garbage with `globalThis.gc` when there is one: record the collections instead
// of running them (set before the helper is imported, which is when it looks).
const events = vi.hoisted(() => {
  const log: string[] = [];
  (globalThis as { gc?: () => void }).gc = () => log.push("gc");
  return log;
});

let clock = 0;
beforeEach(() => {
  clock = 0;
  events.length = 0;
  // The helper's clock is CPU time: `clock` milliseconds of user time, in microseconds.
  vi.spyOn(process, "cpuUsage").mockImplementation(() => ({ user: clock * 1000, system: 0 }));
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** An operation whose fake running time is `cost(length)` milliseconds. */
const costing = (cost: (length: number) => number) => (input: string) => {
  clock += cost(input.length);
};
const linear = costing((length) => length / 1000);
const quadratic = costing((length) => (length / 1000) ** 2);
const constant = costing(() => 0.001);

describe("growthRatio", () => {
  it.each([
    ["linear", linear, 8],
    ["quadratic", quadratic, 64],
    ["constant", constant, 1],
  ] as const)("measures t(8n) / t(n) of a %s operation", (_title, operation, expected) => {
    expect(growthRatio(fill("a"), operation, 1000)).toBeCloseTo(expected, 6);
  });

  it("times refusals too: what the operation throws is swallowed", () => {
    const refuse = (input: string) => {
      linear(input);
      throw new Error("refused");
    };
    expect(growthRatio(fill("a"), refuse, 1000)).toBeCloseTo(8, 6);
  });

  it("returns the lowest ratio of its rounds, so that a burst of load on one round does not count", () => {
    // The first 4 calls at 8n are 10 times slower: 1 to calibrate (one slowed call lasts 80 ms, so
    // samples at 8n make 1 call) and the 3 of the first round, which measures 80.
    let slowedLargeCalls = 4;
    const bursty = (input: string) => {
      const slowed = input.length > 1000 && slowedLargeCalls-- > 0;
      clock += (input.length / 1000) * (slowed ? 10 : 1);
    };
    expect(growthRatio(fill("a"), bursty, 1000)).toBeCloseTo(8, 6);
  });

  it("collects garbage before every sample, and samples n and 8n alternately", () => {
    const recorded = (input: string) => {
      events.push(`call ${input.length}`);
      linear(input);
    };
    growthRatio(fill("a"), recorded, 1000);
    // Each sample: one collection, then calls at one size only ("gc call 1000 call 1000 ...");
    // 2 calls at 8n make a sample of at least 10 ms (8 ms each), so 16 calls at n.
    const samples = events.join(" ").split(/ ?gc ?/).slice(1);
    for (const sample of samples) expect(sample).toMatch(/^call (\d+)(?: call \1)*$/);
    const lastRound = samples.slice(-6).map((sample) => sample.split(" ")[1]);
    expect(lastRound).toEqual(["1000", "8000", "1000", "8000", "1000", "8000"]);
    expect(samples.slice(-2).map((sample) => sample.split(" call ").length)).toEqual([16, 2]);
  });

  it("builds the inputs at n and 8n", () => {
    const sizes: number[] = [];
    growthRatio((size) => sizes.push(size), () => (clock += 1), 100);
    expect(sizes).toEqual([100, 800]);
  });
});

describe("expectLinearGrowth", () => {
  it("passes a linear operation", () => {
    expect(() => expectLinearGrowth(fill("a"), linear, 1000)).not.toThrow();
  });

  it("fails a quadratic operation, naming the ratio and the limit", () => {
    expect(() => expectLinearGrowth(fill("a"), quadratic, 1000)).toThrow(`t(8n) / t(n) = 64.0 at n = 1000`);
    expect(() => expectLinearGrowth(fill("a"), quadratic, 1000)).toThrow(`limit ${LINEAR_LIMIT}`);
  });

  it("fails at the limit itself", () => {
    const atLimit = costing((length) => (length > 1000 ? LINEAR_LIMIT : 1));
    expect(() => expectLinearGrowth(fill("a"), atLimit, 1000)).toThrow(`= ${LINEAR_LIMIT.toFixed(1)}`);
  });
});

describe("fill", () => {
  it.each([
    ["ab", 5, "ababa"],
    ["ab", 4, "abab"],
    ["abc", 1, "a"],
    ["x", 0, ""],
  ] as const)("fill(%j)(%i) is %j", (unit, size, expected) => {
    expect(fill(unit)(size)).toBe(expected);
  });
});
