// Growth-rate measurement for linear-time tests: no wall-clock threshold, only the ratio
// t(8n) / t(n). Linear code measures about 8 and quadratic code about 64, so a limit between them
// leaves a factor of about 3 of noise on either side, which a busy shared machine stays within.
//
// Time is the CPU time of this process (user and system), not the wall clock: on a loaded machine a
// process waits for a core at random, and the wall clock counts those waits into whichever sample
// they fall on (ratios of 1 to 127 for the same linear code beside a second test run); CPU time
// counts only the work done.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { expect } from "vitest";

/**
 * The largest t(8n) / t(n) that counts as linear growth.
 *
 * Linear code measures about 8 and quadratic code about 64; 24 is near their geometric mean
 * (22.6), so either may be off by a factor of about 3 before the verdict changes.
 */
export const LINEAR_LIMIT = 24;

/**
 * The sizes n at which hostile input is measured, against 8n: 1 KiB and 2 KiB, so the largest input
 * is 16 KiB, and what it makes (up to six times as many characters when percent-encoded) stays under
 * 128 KiB.
 *
 * V8 allocates each string or array over 128 KiB in a space of its own, at several times the cost
 * per byte: `encodeURIComponent` takes 3.5 ns a character up to 64 Ki characters out and 17 to 23
 * beyond, `toLowerCase()` 0.3 and then 7 (CPU time, Node 20). A pair of sizes on either side of that
 * step measures 20 to 40 for plainly linear code, a verdict on the platform, not on ours: CI failed
 * so four times at 8 and 16 KiB (`"é"` literals expanded to `%C3%A9`, 6 characters each; a path
 * value of `../`; a long header name). Quadratic code measures 64 at these sizes as at any other
 * (the control in this package's linear-time test), and a call's fixed cost is under a tenth of the
 * work at n.
 */
export const GROWTH_SIZES: readonly number[] = [1024, 2 * 1024];

/** The large input is this many times the small one. */
const FACTOR = 8;
/** Rounds of measurement at most; each keeps the best of `SAMPLES` alternating pairs. */
const ROUNDS = 4;
const SAMPLES = 3;
/** A round below this ratio ends the measurement: the verdict is clear, more rounds only lower it. */
const CLEARLY_LINEAR = LINEAR_LIMIT / 2;
/** Calls at size 8n are repeated until a sample lasts at least this long (ms), above timer noise. */
const SAMPLE_MS = 10;

/**
 * Runs a full garbage collection.
 *
 * Used before each timed sample, so that the debt of one sample's allocations (megabyte strings)
 * is not paid by the next. Works without `--expose-gc` on the command line.
 *
 * @example
 * collectGarbage(); // => undefined, with the heap collected
 */
export const collectGarbage: () => void = (() => {
  const global = globalThis as { gc?: () => void };
  if (typeof global.gc === "function") return global.gc;
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
})();

/** Runs `operation`, swallowing what it throws: refusing an input is timed like accepting it. */
function attempt<T>(operation: (input: T) => unknown, input: T): void {
  try {
    operation(input);
  } catch {
    // refused: the refusal is what is timed
  }
}

/**
 * CPU time this process has used, user and system, in milliseconds: the clock of every sample.
 *
 * @example
 * cpuTime(); // => 1234.567
 */
function cpuTime(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** CPU time of `repeat` calls of `operation` on `input`, in milliseconds, after a full collection. */
function timeOf<T>(operation: (input: T) => unknown, input: T, repeat: number): number {
  collectGarbage();
  const start = cpuTime();
  for (let call = 0; call < repeat; call++) attempt(operation, input);
  return cpuTime() - start;
}

/** How many calls on `input` make a sample of at least `SAMPLE_MS` (doubling from 1; warms up too). */
function repetitions<T>(operation: (input: T) => unknown, input: T): number {
  let repeat = 1;
  while (repeat < 2 ** 20 && timeOf(operation, input, repeat) < SAMPLE_MS) repeat *= 2;
  return repeat;
}

/**
 * Measures how the running time of `operation` grows from input `make(size)` to `make(8 * size)`.
 *
 * A sample at n makes eight times as many calls as a sample at 8n, so that both last about as long
 * (at least 10 ms when linear) and a loaded machine, which stretches long samples more than short
 * ones, slows both alike. Samples alternate and each starts after a full garbage collection. A
 * round keeps the best sample of each size; the lowest ratio of up to four rounds is returned (load
 * can make linear code look slow, never quadratic code fast). Errors thrown by `operation` are
 * swallowed: the time to refuse a hostile input counts as much as the time to accept one.
 *
 * @returns t(8n) / t(n) per call: about 8 for linear code, about 64 for quadratic code.
 * @example
 * growthRatio(fill("a"), (text) => text.toUpperCase(), 64 * 1024); // => about 8
 */
export function growthRatio<T>(make: (size: number) => T, operation: (input: T) => unknown, size: number): number {
  const small = make(size);
  const large = make(FACTOR * size);
  timeOf(operation, small, FACTOR); // warm-up at the small size; `repetitions` warms up the large one
  const repeat = repetitions(operation, large);
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < ROUNDS && best >= CLEARLY_LINEAR; round++) {
    let bestSmall = Number.POSITIVE_INFINITY;
    let bestLarge = Number.POSITIVE_INFINITY;
    for (let sample = 0; sample < SAMPLES; sample++) {
      bestSmall = Math.min(bestSmall, timeOf(operation, small, FACTOR * repeat));
      bestLarge = Math.min(bestLarge, timeOf(operation, large, repeat));
    }
    best = Math.min(best, (FACTOR * bestLarge) / bestSmall);
  }
  return best;
}

/**
 * Asserts that `operation` grows linearly from `make(size)` to `make(8 * size)`.
 *
 * Fails when {@link growthRatio} is `LINEAR_LIMIT` or more, with a message naming the ratio. Set
 * the environment variable `GROWTH_RATIOS=1` to print every ratio measured.
 *
 * @example
 * expectLinearGrowth(fill("{"), (template) => parseTemplate(template), 64 * 1024); // passes
 */
export function expectLinearGrowth<T>(make: (size: number) => T, operation: (input: T) => unknown, size: number): void {
  const ratio = growthRatio(make, operation, size);
  const verdict = `t(8n) / t(n) = ${ratio.toFixed(1)} at n = ${size} (linear ~8, quadratic ~64, limit ${LINEAR_LIMIT})`;
  if (process.env["GROWTH_RATIOS"]) console.log(`${expect.getState().currentTestName ?? "growth"}: ${verdict}`);
  expect(ratio, verdict).toBeLessThan(LINEAR_LIMIT);
}

/**
 * Returns a maker of strings of a given size, made of `unit` repeated (the last copy cut short).
 *
 * @example
 * fill("ab")(5); // => "ababa"
 */
export const fill =
  (unit: string) =>
  (size: number): string =>
    unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
