/**
 * A bounded map from keys to values, evicting the least recently used in bulk: two generations of
 * up to `capacity / 2` entries each. A hit in the young generation is one `Map#get`, with no
 * reordering; a hit in the old one moves the entry to the young one; when the young generation is
 * full it becomes the old one and the previous old one is dropped. So `size` never exceeds
 * `capacity` and entries used at least once per `capacity / 2` insertions are never evicted.
 * @example
 * const cache = new TemplateCache<string, number>(500);
 * cache.get("a") ?? cache.set("a", 1);
 */
export class TemplateCache<K, V> {
  readonly #generation: number;
  #young = new Map<K, V>();
  #old = new Map<K, V>();

  constructor(capacity: number) {
    this.#generation = Math.max(1, Math.floor(capacity / 2));
  }

  /** Entries held now: at most the capacity. */
  get size(): number {
    return this.#young.size + this.#old.size;
  }

  get(key: K): V | undefined {
    const young = this.#young.get(key);
    if (young !== undefined) return young;
    const old = this.#old.get(key);
    if (old !== undefined) {
      this.#old.delete(key);
      this.#add(key, old);
    }
    return old;
  }

  set(key: K, value: V): V {
    this.#old.delete(key);
    this.#add(key, value);
    return value;
  }

  clear(): void {
    this.#young = new Map();
    this.#old = new Map();
  }

  #add(key: K, value: V): void {
    if (this.#young.size >= this.#generation) {
      this.#old = this.#young;
      this.#young = new Map();
    }
    this.#young.set(key, value);
  }
}
