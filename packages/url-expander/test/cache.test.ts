import { describe, expect, it } from "vitest";
import { expand, UriTemplateError } from "../src/index.js";
import { COMPILED_BYTES_PER_CHAR, TEMPLATE_CACHE_BUDGET, templateCache } from "../src/expand.js";

/** The bytes the cache counts for one template: its key (two bytes a UTF-16 unit) and its weight. */
const entryWeight = (template: string): number => (2 + COMPILED_BYTES_PER_CHAR) * template.length;

describe("the template cache behind expand", () => {
  it("stays within its budget over 100,000 distinct templates, and fills it", () => {
    templateCache.clear();
    let heaviest = 0;
    for (let i = 0; i < 100_000; i++) {
      expect(expand(`/items/${i}{/id}`, { id: i })).toBe(`/items/${i}/${i}`);
      heaviest = Math.max(heaviest, templateCache.weight);
    }
    expect(heaviest).toBeLessThanOrEqual(TEMPLATE_CACHE_BUDGET);
    expect(heaviest).toBeGreaterThan(TEMPLATE_CACHE_BUDGET - 2 * entryWeight("/items/99999{/id}"));
  });

  it("weighs each template by its length", () => {
    templateCache.clear();
    expand("/a/{b}", { b: 1 });
    expand("/c/{d}/e", { d: 1 });
    expect(templateCache.weight).toBe(entryWeight("/a/{b}") + entryWeight("/c/{d}/e"));
  });

  it("compiles a template used again once, even among many others", () => {
    templateCache.clear();
    expand("/hot/{id}", { id: 1 });
    const compiled = templateCache.get("/hot/{id}");
    for (let i = 0; i < 100_000; i++) {
      expand(`/cold/${i}`, {});
      if (i % 100 === 0) expect(expand("/hot/{id}", { id: i })).toBe(`/hot/${i}`);
    }
    expect(compiled).toBeDefined();
    expect(templateCache.get("/hot/{id}")).toBe(compiled);
  });

  it("does not keep invalid templates", () => {
    templateCache.clear();
    expect(() => expand("/x/{y", {})).toThrow(UriTemplateError);
    expect(() => expand("/x/{y", {})).toThrow(UriTemplateError);
    expect(templateCache.size).toBe(0);
  });

  it("does not keep a template heavier than half its budget, and still expands it", () => {
    templateCache.clear();
    const long = `/x/${"y".repeat(Math.ceil(TEMPLATE_CACHE_BUDGET / 2 / (2 + COMPILED_BYTES_PER_CHAR)))}{/id}`;
    expect(expand(long, { id: 1 })).toBe(`${long.slice(0, -5)}/1`);
    expect(templateCache.size).toBe(0);
  });
});

describe("the two modes in one cache", () => {
  it.each([
    ["strict first", [false, true]],
    ["hyphenated first", [true, false]],
  ] as const)("%s: a hyphenated name never passes in the strict mode", (_, order) => {
    templateCache.clear();
    for (const hyphenatedNames of order) {
      const run = (): string => expand("/t/{a-b}", { "a-b": 1 }, { hyphenatedNames });
      if (hyphenatedNames) expect(run()).toBe("/t/1");
      else expect(run).toThrow(expect.objectContaining({ code: "INVALID_CHARACTER", position: 5 }));
    }
  });

  it("keeps one entry per mode for a template valid in both", () => {
    templateCache.clear();
    expect(expand("/t/{a}", { a: 1 })).toBe("/t/1");
    expect(expand("/t/{a}", { a: 2 }, { hyphenatedNames: true })).toBe("/t/2");
    expect(templateCache.size).toBe(2);
  });

  it('a strict template starting with "}" does not meet the hyphenated entry of the rest', () => {
    templateCache.clear();
    expect(expand("/x{a-b}", { "a-b": 1 }, { hyphenatedNames: true })).toBe("/x1");
    expect(() => expand("}/x{a-b}", { "a-b": 1 })).toThrow(expect.objectContaining({ code: "UNMATCHED_CLOSE_BRACE", position: 0 }));
  });
});
