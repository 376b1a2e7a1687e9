/**
 * A small seeded pseudo-random generator (mulberry32): the same seed replays the same cases.
 *
 * Generated tests (fuzz, differential) take their choices from it, so that a failure names a seed
 * and a case number that reproduce it.
 *
 * @example
 * const random = new Random(42);
 * random.pick(["GET", "POST"]); // => the same method on every run with seed 42
 */
export class Random {
  private state: number;

  /** Starts the sequence at `seed` (an unsigned 32-bit integer; other numbers are truncated). */
  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** The next number of the sequence, in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, max). */
  int(max: number): number {
    return Math.floor(this.next() * max);
  }

  /** True with the given probability (0 to 1). */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** One of `items`, each equally likely (`items` must not be empty). */
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  /** From 0 to `max` picks of `items`, repeats allowed. */
  some<T>(items: readonly T[], max = items.length): T[] {
    const count = this.int(max + 1);
    return Array.from({ length: count }, () => this.pick(items));
  }
}
