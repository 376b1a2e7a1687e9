// Only own properties are options: a named option inherited from a polluted Object.prototype never
// reaches a request, on any path; and withDefaults() refuses defaults that are not an object with
// the typed error, never a raw TypeError.
import { afterEach, describe, expect, it } from "vitest";
import { createEndpoint, InvalidOptionsError, merge, parse, withDefaults } from "../src/index";

const CONFIG = { vendor: "example" };
const api = createEndpoint({ baseUrl: "https://api.example.com", headers: { accept: "application/json" } }, CONFIG);
const DEFAULTS = { method: "GET", baseUrl: "https://api.example.com", headers: { accept: "application/json" }, mediaType: { previews: [] } };

type Build = (route: string, options: Record<string, unknown>) => Record<string, unknown>;
const loose = api as unknown as Build & { merge: Build; parse(o: unknown): Record<string, unknown>; defaults(o: unknown): Build };

const PATHS: [string, Build][] = [
  ["endpoint(route, options)", (r, o) => loose(r, o)],
  ["endpoint(options)", (r, o) => (loose as unknown as (o: unknown) => Record<string, unknown>)({ ...o, method: r.split(" ")[0], url: r.split(" ")[1] })],
  ["endpoint.defaults({})()", (r, o) => loose.defaults({ per_page: 1 })(r, o)],
  ["a call merged first (mediaType)", (r, o) => loose(r, { ...o, mediaType: { format: "raw" } })],
  ["a call merged first (a deep key)", (r, o) => loose.defaults({ deep: { a: 1 } })(r, { ...o, deep: { b: 2 } })],
  ["endpoint.parse(endpoint.merge())", (r, o) => loose.parse(loose.merge(r, o))],
  ["parse(merge())", (r, o) => parse(merge(DEFAULTS as never, r, o as never), CONFIG) as unknown as Record<string, unknown>],
  ["withDefaults(merge())()", (r, o) => (withDefaults(merge(DEFAULTS as never), CONFIG) as unknown as Build)(r, o)],
];

// [option, inherited value]: each would change the request if it were read.
const INHERITED: [string, unknown][] = [
  ["request", { hook: "polluted" }],
  ["headers", { "x-polluted": "1" }],
  ["mediaType", { format: "polluted" }],
  ["baseUrl", "https://evil.example"],
  ["method", "DELETE"],
  ["url", "/polluted"],
  ["data", "polluted"],
];

const prototype = Object.prototype as Record<string, unknown>;
afterEach(() => {
  for (const [name] of INHERITED) Reflect.deleteProperty(prototype, name);
});

describe("an option inherited from Object.prototype is not an option", () => {
  for (const [path, build] of PATHS) {
    it.each(INHERITED)(`${path}: %s`, (name, value) => {
      const expected = build("POST /x", { a: 1 });
      prototype[name] = value;
      const result = build("POST /x", { a: 1 });
      Reflect.deleteProperty(prototype, name);
      expect(result).toEqual(expected);
      expect(Object.hasOwn(result, "request")).toBe(false);
    });
  }
});

describe("withDefaults() with defaults that are not an object", () => {
  it.each([[null], [undefined], [42], ["octokit"], [[]]])("%j is refused with InvalidOptionsError", (defaults) => {
    expect(() => withDefaults(defaults as never, CONFIG)).toThrow(InvalidOptionsError);
  });
});
