// Growth-rate measurement for linear-time tests (the pattern of packages/headers/test/support):
// no wall-clock threshold, only the ratio t(2n) / t(n).
import { performance } from "node:perf_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/** A full garbage collection, run before each sample so that the debt of one sample's allocations (1 MB strings) is not paid in the next. */
export const collectGarbage: () => void = (() => {
  const global = globalThis as { gc?: () => void };
  if (typeof global.gc === "function") return global.gc;
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
})();

/** Time of `repeat` calls of `task`, in milliseconds, after a full collection. */
function timeOf(task: () => unknown, repeat: number): number {
  collectGarbage();
  const start = performance.now();
  for (let call = 0; call < repeat; call++) task();
  return performance.now() - start;
}

/** Runs `operation`, swallowing what it throws: the time to refuse an input counts as much as the time to accept it. */
function attempt<T>(operation: (input: T) => unknown, input: T): void {
  try {
    operation(input);
  } catch {
    // refused: the refusal is what is timed
  }
}

/**
 * Returns t(2n) / t(n) for `operation` on `make(n)` and `make(2n)`. A sample at size n lasts about
 * 10 ms and starts after a full garbage collection; samples at n and 2n alternate, so that a burst of load on a shared machine hits both, and the
 * minimum of each is kept. On a busy machine a linear function can still look slow once, never a
 * quadratic one fast: so the measurement is taken up to `tries` times and the lowest ratio returned.
 */
export function growthRatio<T>(make: (size: number) => T, operation: (input: T) => unknown, size: number, tries = 8): number {
  const small = make(size);
  const large = make(2 * size);
  timeOf(() => attempt(operation, large), 2); // warm-up
  const repeat = Math.max(1, Math.ceil(10 / Math.max(timeOf(() => attempt(operation, small), 1), 0.01)));
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < tries && best >= 2.5; round++) {
    let bestSmall = Number.POSITIVE_INFINITY;
    let bestLarge = Number.POSITIVE_INFINITY;
    for (let sample = 0; sample < 5; sample++) {
      bestSmall = Math.min(bestSmall, timeOf(() => attempt(operation, small), repeat));
      bestLarge = Math.min(bestLarge, timeOf(() => attempt(operation, large), repeat));
    }
    best = Math.min(best, bestLarge / bestSmall);
  }
  return best;
}

/** Repeats `unit` until the string is `size` characters long. */
export const fill = (unit: string) => (size: number): string => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
