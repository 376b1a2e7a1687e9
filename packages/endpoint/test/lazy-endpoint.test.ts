// The facade's endpoint is made on first use (src/lazy-endpoint.ts): importing the package binds
// nothing, and every member of the lazy endpoint gives what the real one gives.
import { createEndpoint, type Endpoint } from "@scope/endpoint-assembler";
import { describe, expect, it } from "vitest";
import { endpoint } from "../src/index";
import { lazyEndpoint } from "../src/lazy-endpoint";

const make = (): Endpoint => createEndpoint({ baseUrl: "https://api.example.com", headers: { accept: "x/y" } }, { vendor: "example" });

function counted(): { lazy: Endpoint; made: () => number } {
  let count = 0;
  const lazy = lazyEndpoint(() => {
    count++;
    return make();
  });
  return { lazy, made: () => count };
}

describe("lazyEndpoint", () => {
  it("makes nothing until used, then makes the endpoint once", () => {
    const { lazy, made } = counted();
    expect(made()).toBe(0);
    lazy("GET /a");
    lazy.merge("GET /b");
    expect(made()).toBe(1);
  });

  const real = make();
  it.each([
    ["a call with a route", (e: Endpoint) => e("GET /repos/{owner}", { owner: "o", q: 1 })],
    ["a call with options", (e: Endpoint) => e({ method: "POST", url: "/x", data: "d" })],
    ["a call with undefined options", (e: Endpoint) => e("GET /x", undefined)],
    ["DEFAULTS", (e: Endpoint) => e.DEFAULTS],
    ["merge()", (e: Endpoint) => e.merge()],
    ["merge(route, options)", (e: Endpoint) => e.merge("GET /x", { a: 1 })],
    ["parse", (e: Endpoint) => e.parse({ ...e.merge("GET /x"), a: 1 })],
    ["defaults(options)", (e: Endpoint) => e.defaults({ baseUrl: "https://b.example" })("GET /y")],
  ] as const)("%s: the real endpoint's result", (_title, use) => {
    expect(use(counted().lazy)).toEqual(use(real));
  });

  it("gives the same error as the real endpoint", () => {
    expect(() => counted().lazy("GET /x{")).toThrow(expect.objectContaining({ code: "UNCLOSED_EXPRESSION" }));
  });

  it("withTypes() returns the lazy endpoint itself, as the real one returns itself", () => {
    const { lazy } = counted();
    expect(lazy.withTypes()).toBe(lazy);
    expect(real.withTypes()).toBe(real);
  });
});

it("the facade's endpoint is a lazy one: its user-agent and defaults are there on first use", () => {
  expect(endpoint.DEFAULTS.headers["user-agent"]).toMatch(/^scope-endpoint\.js\//);
  expect(endpoint.withTypes()).toBe(endpoint);
});
