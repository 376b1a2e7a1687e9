// Each input value is read once: what is checked is what is kept, whatever a getter or a Proxy does.
import { describe, expect, it } from "vitest";
import { applyMediaType, copyHeaders, mergeHeaders, mergePreviews, normalizeHeaders } from "../src";
import type { Headers, MediaType } from "../src";

/** An object whose `key` gives `first` on the first read and `later` after; `reads()` counts the reads. */
function shifty(key: string, first: unknown, later: unknown): { value: Record<string, unknown>; reads: () => number } {
  let count = 0;
  const value = {};
  Object.defineProperty(value, key, {
    enumerable: true,
    get: () => (count++ === 0 ? first : later),
  });
  return { value: value as Record<string, unknown>, reads: () => count };
}

/** A Proxy over `target` that counts `ownKeys` and each `get`, by key. */
function counted<T extends object>(target: T): { proxy: T; traps: Record<string, number> } {
  const traps: Record<string, number> = {};
  const count = (name: string): void => {
    traps[name] = (traps[name] ?? 0) + 1;
  };
  const proxy = new Proxy(target, {
    ownKeys: (inner) => (count("ownKeys"), Reflect.ownKeys(inner)),
    get: (inner, key, receiver) => (count(`get ${String(key)}`), Reflect.get(inner, key, receiver) as unknown),
  });
  return { proxy, traps };
}

const SAFE = "text/html";
const EVIL = "text/html\r\nx-evil: 1";

describe("each input value is read once", () => {
  it.each<[string, (headers: Record<string, unknown>) => Headers]>([
    ["normalizeHeaders", (headers) => normalizeHeaders(headers)],
    ["copyHeaders", (headers) => { const target: Headers = {}; copyHeaders(target, headers); return target; }],
    ["mergeHeaders (defaults)", (headers) => mergeHeaders(headers as Headers, {})],
    ["mergeHeaders (overrides)", (headers) => mergeHeaders({}, headers as Headers)],
  ])("%s keeps the value it checked from a getter that turns evil", (_title, run) => {
    for (const name of ["accept", "Accept"]) {
      const { value, reads } = shifty(name, SAFE, EVIL);
      expect(run(value)).toEqual({ accept: SAFE });
      expect(reads()).toBe(1);
    }
  });

  it.each([
    ["lower-case names", { accept: SAFE, "x-n": 1 }],
    ["mixed-case names", { Accept: SAFE, "X-N": 1 }],
  ])("normalizeHeaders lists the keys of a Proxy once and reads each once, with %s", (_title, target) => {
    const { proxy, traps } = counted(target);
    expect(normalizeHeaders(proxy)).toEqual({ accept: SAFE, "x-n": 1 });
    const names = Object.keys(target);
    expect(traps).toEqual({ ownKeys: 1, [`get ${names[0]!}`]: 1, [`get ${names[1]!}`]: 1 });
  });

  it("applyMediaType reads format, previews, and each preview once", () => {
    const previews = counted(["a", "b"]);
    const mediaType = counted({ format: "raw", previews: previews.proxy });
    const accept = applyMediaType("x", mediaType.proxy as MediaType, "github");
    expect(accept).toBe("application/vnd.github.a-preview.raw,application/vnd.github.b-preview.raw");
    expect(mediaType.traps).toEqual({ "get format": 1, "get previews": 1 });
    expect(previews.traps).toEqual({ "get length": 1, "get 0": 1, "get 1": 1 });
  });

  it.each<[string, unknown, unknown]>([
    ["format", SAFE, "raw\r\nx-evil: 1"],
    ["previews", ["a"], ["a\r\nx-evil: 1"]],
  ])("applyMediaType keeps the %s it checked from a getter that turns evil", (key, first, later) => {
    const { value, reads } = shifty(key, first, later);
    const accept = applyMediaType("application/vnd.github.v3+json", value as MediaType, "github");
    expect(accept).not.toContain("\r");
    expect(reads()).toBe(1);
  });

  it("mergePreviews reads the length and each element of both lists once", () => {
    const defaults = counted(["a", "b-preview"]);
    const previews = counted(["b-preview", "c"]);
    expect(mergePreviews(defaults.proxy, previews.proxy)).toEqual(["a", "b", "c"]);
    for (const { traps } of [defaults, previews]) expect(traps).toEqual({ "get length": 1, "get 0": 1, "get 1": 1 });
  });
});
