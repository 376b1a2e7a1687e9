import { describe, expect, it } from "vitest";
import { bindDefaults, PLAN_BUDGET } from "../src/plan/bind-defaults";
import { freezeCopy } from "../src/checks/plain-object";
import { compilePlan } from "../src/plan/request-plan";
import { createEndpoint, InvalidMethodError, MissingUrlError, type EndpointDefaults } from "../src/index";

const DEFAULTS = freezeCopy({
  method: "GET",
  baseUrl: "https://api.example.com",
  headers: { accept: "application/json" },
  mediaType: { format: "", previews: [] },
  owner: "o",
  request: { timeout: 1 },
}) as EndpointDefaults;
const binding = bindDefaults(DEFAULTS, { vendor: "example" });

describe("compilePlan", () => {
  it("knows, before any value, where every key goes and where it is read from", () => {
    const plan = compilePlan(binding, "get", "/repos/{owner}/{repo}", ["repo", "page", "q", "headers"]);
    expect(plan).toMatchObject({ verb: "GET", headersGiven: true, baseUrl: false, urlFromCall: false, placed: { body: undefined } });
    expect(plan?.placed.path.map((slot) => [slot.name, slot.inCall, slot.inDefaults])).toEqual([["owner", false, true], ["repo", true, false]]);
    // Each query slot carries the writer the plan chose: its `name=` encoded once.
    expect(plan?.placed.query.map((slot) => [slot.name, slot.write("a b")])).toEqual([["page", "page=a%20b"], ["q", "q=a%20b"]]);
  });

  it("sends data as the body of other methods, and puts it in the query of GET", () => {
    const post = compilePlan(binding, "POST", "/x", ["data", "a"]);
    expect([post?.placed.query, post?.placed.body?.({ data: "d", a: 1 }, DEFAULTS, {}), post?.placed.body?.({ a: 1 }, DEFAULTS, {})]).toEqual([[], "d", { owner: "o", a: 1 }]);
    const get = compilePlan(binding, "GET", "/x", ["data"]);
    expect([get?.placed.query.map((slot) => slot.name), get?.placed.body]).toEqual([["owner", "data"], undefined]);
  });

  it("reads the URL from the call itself when it needs nothing else", () => {
    expect(compilePlan(binding, "GET", "/users/{user}", ["user"])?.urlFromCall).toBe(true);
    expect(compilePlan(binding, "GET", "/x/{url}", ["user"])?.urlFromCall).toBe(false);
  });

  it.each([
    ["a call-level mediaType", ["mediaType"]],
    ["a key whose default is a plain object (merged deeply)", ["request"]],
  ])("leaves %s to merge first", (_, keys) => {
    expect(compilePlan(binding, "GET", "/x", keys)).toBeUndefined();
  });

  it("reads mediaType from merged options when parsing", () => {
    expect(compilePlan({ ...binding, parsing: true, deepKeys: new Set<string>() }, "GET", "/x", ["mediaType"])?.mediaType).toBe(true);
  });

  it.each([["G ET"], [""], [undefined]])("throws InvalidMethodError for method %j", (method) => {
    expect(() => compilePlan(binding, method, "/x", [])).toThrow(InvalidMethodError);
  });

  it("throws MissingUrlError for a missing url", () => {
    expect(() => compilePlan(binding, "GET", undefined, [])).toThrow(MissingUrlError);
  });
});

describe("plans of an endpoint", () => {
  const api = createEndpoint({ baseUrl: "https://api.example.com" }, { vendor: "example" });

  it("are kept per route and shape, and each call reads its own values", () => {
    const calls = ["a", "b", "c"].map((user) => api("GET /users/{user}", { user, page: 2 }));
    expect(calls.map((request) => request.url)).toEqual(["a", "b", "c"].map((user) => `https://api.example.com/users/${user}?page=2`));
  });

  it("tell shapes apart by key order", () => {
    expect(api("GET /x", { b: 1, a: 2 }).url).toBe("https://api.example.com/x?b=1&a=2");
    expect(api("GET /x", { a: 2, b: 1 }).url).toBe("https://api.example.com/x?a=2&b=1");
  });

  it("take a call's method and url by value when it gives them among its options, without a route", () => {
    // Issue 25.1 (D1): beside a route, the route decides them (ROUTE_OPTION); without one they are options.
    const loose = api as unknown as (route: string, options: object) => ReturnType<typeof api>;
    expect(() => loose("GET /x", { method: "POST", a: 1 })).toThrow(expect.objectContaining({ code: "ROUTE_OPTION" }));
    expect(() => loose("GET /x", { url: "/y", a: 1 })).toThrow(expect.objectContaining({ code: "ROUTE_OPTION" }));
    expect(loose("/x", { method: "POST", a: 1 })).toMatchObject({ method: "POST", url: "https://api.example.com/x", body: { a: 1 } });
    expect(api({ method: "DELETE", url: "/z/{id}", id: 3 })).toMatchObject({ method: "DELETE", url: "https://api.example.com/z/3" });
  });

  it("hold every route of a large API within the budget", () => {
    for (let i = 0; i < 3000; i++) api(`GET /route/${i}/{id}`, { id: i });
    expect(PLAN_BUDGET).toBeGreaterThan(3000 * 400);
  });
});
