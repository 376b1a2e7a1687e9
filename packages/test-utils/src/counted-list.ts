/**
 * `list` behind a proxy that counts the reads of its members (index keys): what a test of "each
 * value read once" asserts on.
 * @example
 * const { list, reads } = countedList(["a", "b"]);
 * list.join(","); // => "a,b"
 * reads(); // => 2
 */
export function countedList(list: unknown[]): { list: unknown[]; reads: () => number } {
  let reads = 0;
  const proxy = new Proxy(list, {
    get(target, key, receiver) {
      if (typeof key === "string" && /^\d+$/.test(key)) reads++;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { list: proxy, reads: () => reads };
}
