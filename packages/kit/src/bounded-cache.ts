/**
 * The one cache of every package: a map from string keys to values, bounded by the bytes it holds
 * rather than by a count, so that keys of a megabyte cannot pin hundreds of megabytes.
 *
 * Each entry weighs its key (two bytes a UTF-16 unit) plus the weight its owner gives the value (an
 * estimate of what it holds). Entries live in two generations of up to half the budget each: a hit
 * in the young one is a single `Map#get`, with no reordering; a hit in the old one moves the entry
 * to the young one; when the young generation is full it becomes the old one and the previous old
 * one is dropped in bulk. So the weight held never exceeds the budget, and entries used at least
 * once per half-budget of insertions are never evicted. An entry heavier than half the budget is
 * not kept at all: the owner computes it again on every call.
 *
 * @example
 * const plans = new BoundedCache<Plan>(4 * MiB);
 * plans.get(route) ?? plans.set(route, compile(route), 200);
 */
interface Entry<V> {
  readonly value: V;
  readonly weight: number;
}

export class BoundedCache<V> {
  readonly #generation: number;
  #young = new Map<string, Entry<V>>();
  #old = new Map<string, Entry<V>>();
  #youngWeight = 0;
  #oldWeight = 0;

  /** @param budget the bytes the cache may hold, keys and values together */
  constructor(budget: number) {
    this.#generation = Math.max(1, Math.floor(budget / 2));
  }

  /** Entries held now. */
  get size(): number {
    return this.#young.size + this.#old.size;
  }

  /** Bytes held now, by the weights given: at most the budget. */
  get weight(): number {
    return this.#youngWeight + this.#oldWeight;
  }

  get(key: string): V | undefined {
    const young = this.#young.get(key);
    if (young !== undefined) return young.value;
    const old = this.#old.get(key);
    if (old === undefined) return undefined;
    this.#old.delete(key);
    this.#oldWeight -= old.weight;
    this.#add(key, old);
    return old.value;
  }

  /** Remembers `value` under `key`, weighing `weight` bytes beside its key; returns `value`. */
  set(key: string, value: V, weight: number): V {
    const total = 2 * key.length + weight;
    const old = this.#old.get(key);
    if (old !== undefined) {
      this.#old.delete(key);
      this.#oldWeight -= old.weight;
    }
    const young = this.#young.get(key);
    if (young !== undefined) {
      this.#young.delete(key);
      this.#youngWeight -= young.weight;
    }
    if (total > this.#generation) return value;
    this.#add(key, { value, weight: total });
    return value;
  }

  clear(): void {
    this.#young = new Map();
    this.#old = new Map();
    this.#youngWeight = this.#oldWeight = 0;
  }

  #add(key: string, entry: Entry<V>): void {
    if (this.#youngWeight + entry.weight > this.#generation) {
      this.#old = this.#young;
      this.#oldWeight = this.#youngWeight;
      this.#young = new Map();
      this.#youngWeight = 0;
    }
    this.#young.set(key, entry);
    this.#youngWeight += entry.weight;
  }
}
