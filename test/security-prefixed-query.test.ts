// Issue 32, point 7: many prefixed query keys stay linear. Whether the URL has a query is decided
// once, not asked again of a URL that grows with every key (20,000 `"query.k"` keys once took 1.5 s,
// x52-62 for 4x the keys). The growth is decided by work counted, the characters that string
// searches scan, not by time, so the test passes beside any other load.
import { endpoint as typed } from "@scope/endpoint";
import { afterEach, describe, expect, it } from "vitest";
import { fromRoutes } from "../packages/endpoint/src/routes";

type Loose = (route: unknown, options?: unknown) => { url: string };
const ENDPOINTS: [string, Loose][] = [
  ["endpoint", typed as unknown as Loose],
  ["fromRoutes, a route with no entry", fromRoutes({ v: 1, s: "https://api.github.com" }) as unknown as Loose],
  ["fromRoutes, a route with a table entry", fromRoutes({ v: 1, s: "https://api.github.com", d: { q: "F" } }) as unknown as Loose],
];

/** Characters scanned by `includes` and `indexOf` on strings while `run` runs. */
function scanned(run: () => void): number {
  const { includes, indexOf } = String.prototype;
  let characters = 0;
  String.prototype.includes = function (this: string, ...args: Parameters<string["includes"]>) {
    characters += this.length;
    return includes.apply(this, args);
  };
  String.prototype.indexOf = function (this: string, ...args: Parameters<string["indexOf"]>) {
    characters += this.length;
    return indexOf.apply(this, args);
  };
  try {
    run();
  } finally {
    Object.assign(String.prototype, { includes, indexOf });
  }
  return characters;
}

/** `n` prefixed query keys. */
const queryKeys = (n: number): Record<string, string> => Object.fromEntries(Array.from({ length: n }, (_, index) => [`query.k${index}`, "v"]));

afterEach(() => {
  expect(String.prototype.includes.name).toBe("includes");
});

describe("32.7: many prefixed query keys stay linear", () => {
  it.each(ENDPOINTS)("32.7: %s: 4x the keys scan at most about 4x the characters", (_name, endpoint) => {
    // Warm the shapes' plans at both sizes first: only the run is compared.
    const [small, large] = [queryKeys(1000), queryKeys(4000)];
    const [once, fourTimes] = [small, large].map((call) => scanned(() => endpoint("GET /t", call)));
    expect((fourTimes as number) / Math.max(once as number, 1)).toBeLessThan(6);
    // Linear in the URL written: a few scans of it at most, not one per key.
    const url = endpoint("GET /t", large).url;
    expect(fourTimes).toBeLessThan(8 * url.length);
  });

  it.each(ENDPOINTS)("32.7: %s: a route's own query is joined with &, once", (_name, endpoint) => {
    expect(endpoint("GET /t?a=1", { "query.b": "2", "query.c": "3" }).url).toBe("https://api.github.com/t?a=1&b=2&c=3");
    expect(endpoint("GET /t", { "query.b": "2", "query.c": null, "query.d": "4" }).url).toBe("https://api.github.com/t?b=2&d=4");
    expect(endpoint("GET /t", { "query.b": null }).url).toBe("https://api.github.com/t");
  });
});
