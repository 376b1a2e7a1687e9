// Growth-rate measurement for linear-time tests: no wall-clock threshold, only the ratio t(2n) / t(n).
import { performance } from "node:perf_hooks";

/** Time of `repeat` calls of `task`, in milliseconds. */
function timeOf(task: () => unknown, repeat: number): number {
  const start = performance.now();
  for (let call = 0; call < repeat; call++) task();
  return performance.now() - start;
}

/**
 * Returns t(2n) / t(n) for `operation` on `make(n)` and `make(2n)`. Calls are repeated so that one
 * sample at size n lasts about 10 ms; samples at n and 2n alternate, so that a burst of load on a
 * shared machine hits both, and the minimum of each is kept.
 */
export function growthRatio<T>(make: (size: number) => T, operation: (input: T) => unknown, size: number): number {
  const small = make(size);
  const large = make(2 * size);
  timeOf(() => operation(large), 3); // warm-up
  const repeat = Math.max(1, Math.ceil(10 / Math.max(timeOf(() => operation(small), 1), 0.01)));
  let bestSmall = Number.POSITIVE_INFINITY;
  let bestLarge = Number.POSITIVE_INFINITY;
  for (let sample = 0; sample < 9; sample++) {
    bestSmall = Math.min(bestSmall, timeOf(() => operation(small), repeat));
    bestLarge = Math.min(bestLarge, timeOf(() => operation(large), repeat));
  }
  return bestLarge / bestSmall;
}
