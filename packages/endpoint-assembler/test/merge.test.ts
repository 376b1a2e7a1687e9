import { InvalidHeaderError } from "@scope/headers";
import { describe, expect, it } from "vitest";
import { InvalidOptionsError, merge, type EndpointDefaults } from "../src/index";

const DEFAULTS: EndpointDefaults = Object.freeze({
  method: "GET",
  baseUrl: "https://api.example.com",
  headers: Object.freeze({ accept: "application/json" }),
  mediaType: Object.freeze({ format: "", previews: Object.freeze(["a"]) as unknown as string[] }),
}) as EndpointDefaults;

describe("merge", () => {
  it("route, options and defaults", () => {
    expect(merge(DEFAULTS, "POST /orgs/{org}", { org: "o", headers: { "X-Id": "1" } })).toEqual({
      method: "POST",
      baseUrl: "https://api.example.com",
      url: "/orgs/{org}",
      org: "o",
      headers: { accept: "application/json", "x-id": "1" },
      mediaType: { format: "", previews: ["a"] },
    });
  });

  it("options alone, the route's form left out", () => {
    expect(merge(DEFAULTS, { url: "/x", method: "put" })).toMatchObject({ method: "put", url: "/x" });
  });

  it("an explicit undefined means not given", () => {
    const merged = merge(DEFAULTS, "POST /x", { method: undefined, baseUrl: undefined, page: undefined, headers: { accept: undefined } });
    expect(merged.method).toBe("POST");
    expect(merged.baseUrl).toBe("https://api.example.com");
    expect(merged.headers.accept).toBe("application/json");
    expect("page" in merged).toBe(false);
  });

  it("previews from defaults first, no duplicates, -preview stripped", () => {
    expect(merge(DEFAULTS, "/x", { mediaType: { previews: ["b-preview", "a"] } }).mediaType.previews).toEqual(["b", "a"]);
  });

  it("never writes into the defaults (the reference wrote previews into its DEFAULTS)", () => {
    const defaults = structuredClone({ ...DEFAULTS, mediaType: { format: "", previews: ["x-preview"] } }) as EndpointDefaults;
    const before = structuredClone(defaults);
    const merged = merge(defaults, "POST /graphql", {});
    expect(defaults).toEqual(before);
    expect(merged.mediaType).not.toBe(defaults.mediaType);
  });

  it("deep-merges plain objects, replaces arrays", () => {
    const merged = merge({ ...DEFAULTS, filter: { a: 1, b: { c: 2 } }, list: [1, 2] }, "/x", { filter: { b: { d: 3 } }, list: [3] });
    expect(merged.filter).toEqual({ a: 1, b: { c: 2, d: 3 } });
    expect(merged.list).toEqual([3]);
  });

  it("__proto__, constructor and prototype keys from JSON are plain keys", () => {
    const options = JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}, "headers": {"__proto__": "v"}}');
    const merged = merge(DEFAULTS, "/x", options) as unknown as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.hasOwn(merged, "__proto__")).toBe(true);
    expect(merged.constructor).toEqual({ prototype: { x: 1 } });
    expect(Object.hasOwn(merged.headers as object, "__proto__")).toBe(true);
  });

  it.each<[string, string, string, unknown, new (...args: never[]) => Error]>([
    ["options", "a string", "/x", "nope", InvalidOptionsError],
    ["options", "an array", "/x", [], InvalidOptionsError],
    ["mediaType", "a string", "/x", { mediaType: "raw" }, InvalidHeaderError],
    ["mediaType.format", "a number", "/x", { mediaType: { format: 1 } }, InvalidHeaderError],
    ["mediaType.previews", "a string", "/x", { mediaType: { previews: "a" } }, InvalidHeaderError],
  ])("refuses %s given as %s", (option, _, route, options, error) => {
    expect(() => merge(DEFAULTS, route, options as never)).toThrow(error);
    expect(() => merge(DEFAULTS, route, options as never)).toThrow(`Invalid ${option}`);
  });
});
