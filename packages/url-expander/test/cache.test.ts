import { describe, expect, it } from "vitest";
import { expand, UriTemplateError } from "../src/index.js";
import { TEMPLATE_CACHE_SIZE, templateCache } from "../src/expand.js";
import { TemplateCache } from "../src/internal/template-cache.js";

describe("the template cache behind expand", () => {
  it("stays within its bound over 100,000 distinct templates", () => {
    templateCache.clear();
    let largest = 0;
    for (let i = 0; i < 100_000; i++) {
      expect(expand(`/items/${i}{/id}`, { id: i })).toBe(`/items/${i}/${i}`);
      largest = Math.max(largest, templateCache.size);
    }
    expect(TEMPLATE_CACHE_SIZE).toBe(500);
    expect(largest).toBe(TEMPLATE_CACHE_SIZE);
    expect(templateCache.size).toBeLessThanOrEqual(TEMPLATE_CACHE_SIZE);
  });

  it("compiles a template used again once, even among many others", () => {
    templateCache.clear();
    expand("/hot/{id}", { id: 1 });
    const compiled = templateCache.get("/hot/{id}");
    for (let i = 0; i < 10_000; i++) {
      expand(`/cold/${i}`, {});
      if (i % 100 === 0) expect(expand("/hot/{id}", { id: i })).toBe(`/hot/${i}`);
    }
    expect(templateCache.get("/hot/{id}")).toBe(compiled);
  });

  it("does not keep invalid templates", () => {
    templateCache.clear();
    expect(() => expand("/x/{y", {})).toThrow(UriTemplateError);
    expect(() => expand("/x/{y", {})).toThrow(UriTemplateError);
    expect(templateCache.size).toBe(0);
  });
});

describe("TemplateCache", () => {
  it("holds at most its capacity and evicts the least recently used generation", () => {
    const cache = new TemplateCache<string, number>(4);
    for (const key of ["a", "b", "c", "d", "e"]) cache.set(key, key.charCodeAt(0));
    expect(cache.size).toBe(3);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("c")).toBe(99);
    cache.set("f", 102);
    expect(cache.get("c")).toBe(99);
    expect(cache.get("d")).toBeUndefined();
    expect(cache.size).toBeLessThanOrEqual(4);
  });

  it("replaces a value set again without growing", () => {
    const cache = new TemplateCache<string, number>(10);
    cache.set("a", 1);
    cache.set("a", 2);
    expect(cache.get("a")).toBe(2);
    expect(cache.size).toBe(1);
  });
});
