/**
 * The one cache of every package: a map from string keys to values, bounded by the bytes it holds
 * rather than by a count, so that keys of a megabyte cannot pin hundreds of megabytes.
 *
 * Each entry weighs its key (two bytes a UTF-16 unit) plus the weight its owner gives the value (an
 * estimate of what it holds). One `Map`, in order of use: a new entry goes last, and the first ones
 * are dropped until the new one fits, so the weight held never exceeds the budget. A hit is a single
 * `Map#get`; only an entry with more than a quarter of the budget inserted after it is moved to the
 * end, so an entry used at least once per quarter budget of insertions is not evicted (while the
 * entries are small beside the budget, as cached templates and plans are). An entry heavier than
 * half the budget is not kept at all: the owner computes it again on every call.
 *
 * @example
 * const plans = new BoundedCache<Plan>(4 * MiB);
 * plans.get(route) ?? plans.set(route, compile(route), 200);
 */
interface Entry<V> {
  // One-letter names: property names survive minification, and every package bundles this class.
  /** The value. */
  readonly v: V;
  /** Its weight, its key's included. */
  readonly w: number;
  /** The weight inserted in all, this entry included, when it was set or last moved to the end. */
  at: number;
}

export class BoundedCache<V> {
  readonly #budget: number;
  readonly #map = new Map<string, Entry<V>>();
  #weight = 0;
  /** The weight inserted since the cache was made: the clock of `Entry#at`. */
  #inserted = 0;

  /** @param budget the bytes the cache may hold, keys and values together */
  constructor(budget: number) {
    this.#budget = budget;
  }

  /** Entries held now. */
  get size(): number {
    return this.#map.size;
  }

  /** Bytes held now, by the weights given: at most the budget. */
  get weight(): number {
    return this.#weight;
  }

  get(key: string): V | undefined {
    const entry = this.#map.get(key);
    if (entry !== undefined && this.#inserted - entry.at > this.#budget / 4) {
      this.#map.delete(key);
      this.#map.set(key, entry);
      entry.at = this.#inserted;
    }
    return entry?.v;
  }

  /** Remembers `value` under `key`, weighing `weight` bytes beside its key; returns `value`. */
  set(key: string, value: V, weight: number): V {
    const total = 2 * key.length + weight;
    this.#drop(key);
    if (total > this.#budget / 2) return value;
    for (const first of this.#map.keys()) {
      if (this.#weight + total <= this.#budget) break;
      this.#drop(first);
    }
    this.#map.set(key, { v: value, w: total, at: (this.#inserted += total) });
    this.#weight += total;
    return value;
  }

  clear(): void {
    this.#map.clear();
    this.#weight = 0;
  }

  #drop(key: string): void {
    this.#weight -= this.#map.get(key)?.w ?? 0;
    this.#map.delete(key);
  }
}
