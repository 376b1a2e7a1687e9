// The template and route caches are bounded: 400,000 distinct templates keep the heap flat.
// Asserts heap growth between 100,000 and 400,000 iterations, after a full collection: no time.
// The caches are full long before 100,000 (8 MiB of plans, 4 MiB of templates), and an unbounded
// one grows by more than 5 MiB over the rest (the first test); more iterations only cost time: at
// 1,000,000 a loaded machine took over a minute for one test.
import { endpoint as typed } from "@scope/endpoint";
import { merge, parse } from "@scope/endpoint-assembler";
import { collectGarbage } from "@scope/test-utils";
import { expand } from "@scope/url-expander";
import { describe, expect, it } from "vitest";

const ITERATIONS = 400_000;
const CHECKPOINT = 100_000;
const MB = 1024 * 1024;
const endpoint = typed as unknown as (route: string, options: object) => { url: string };

/** Heap used after a full collection, in bytes. */
function heapAfterCollection(): number {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

/** Heap growth, in bytes, between iteration CHECKPOINT and the last iteration of `step`. */
function growthOver(step: (i: number) => void): number {
  let atCheckpoint = 0;
  for (let i = 0; i < ITERATIONS; i++) {
    step(i);
    if (i === CHECKPOINT) atCheckpoint = heapAfterCollection();
  }
  return heapAfterCollection() - atCheckpoint;
}

describe(`memory over ${ITERATIONS.toLocaleString("en")} distinct templates`, () => {
  it("the measurement sees an unbounded cache", () => {
    const leak = new Map<string, number>();
    expect(growthOver((i) => leak.set(`/t/${i}{/id}`, i))).toBeGreaterThan(5 * MB);
    leak.clear();
  });

  it("expand keeps the heap flat", () => {
    const growth = growthOver((i) => {
      if (expand(`/t/${i}{/id}`, { id: i }) !== `/t/${i}/${i}`) throw new Error(`wrong expansion at ${i}`);
    });
    expect(growth).toBeLessThan(5 * MB);
  });

  it("endpoint(...) routes keep the heap flat", () => {
    const growth = growthOver((i) => {
      if (endpoint(`GET /r/${i}/{id}`, { id: i }).url.length < 20) throw new Error(`wrong url at ${i}`);
    });
    expect(growth).toBeLessThan(5 * MB);
  });
});

describe("long templates are not cached: a compiled template takes about 60 times its length", () => {
  // 8 templates of 250 KB: kept, they would hold about 120 MB, six times the limit below.
  const COUNT = 8;
  const long = (i: number) => `/t/${i}/${"{ab}/".repeat(50_000)}`; // 250 KB: about 15 MB compiled
  /** Heap growth, in bytes, over COUNT distinct long templates through `step`. */
  function growthOverLong(step: (template: string) => unknown): number {
    const before = heapAfterCollection();
    for (let i = 0; i < COUNT; i++) step(long(i));
    return heapAfterCollection() - before;
  }
  const DEFAULTS = { method: "GET", baseUrl: "https://api.github.com", headers: {}, mediaType: { previews: [] } };

  it("through expand", () => {
    expect(growthOverLong((template) => expand(template, { ab: 1 }))).toBeLessThan(20 * MB);
  });
  it("through the assembler's parse(merge())", () => {
    expect(growthOverLong((template) => parse(merge(DEFAULTS as never, `GET ${template}`, { ab: 1 } as never), { vendor: "x" }))).toBeLessThan(20 * MB);
  });
  // A bound endpoint's route-plan cache (route-plan.ts) skips long routes, as url-plan.ts does.
  it("through endpoint(...)", () => {
    const bound = (typed as unknown as { defaults(o: object): (route: string, options: object) => unknown }).defaults({});
    expect(growthOverLong((template) => bound(`GET ${template}`, { ab: 1 }))).toBeLessThan(20 * MB);
  });
});
