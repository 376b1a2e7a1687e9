import { describe, expect, it } from "vitest";
import { createEndpoint } from "../src/index";

const api = createEndpoint(
  { baseUrl: "https://api.example.com", headers: { Accept: "application/vnd.example.v1+json" }, mediaType: { previews: [] } },
  { vendor: "example" },
);

describe("createEndpoint", () => {
  it("binds the defaults; method defaults to GET", () => {
    expect(api("/users/{user}", { user: "ada" })).toEqual({
      method: "GET",
      url: "https://api.example.com/users/ada",
      headers: { accept: "application/vnd.example.v1+json" },
    });
  });

  it("DEFAULTS is a frozen copy: later changes to the caller's objects change nothing", () => {
    const headers = { "x-a": "1" };
    const bound = api.defaults({ headers, per_page: 10 });
    headers["x-a"] = "2";
    expect(bound.DEFAULTS.headers["x-a"]).toBe("1");
    expect(Object.isFrozen(bound.DEFAULTS)).toBe(true);
    expect(Object.isFrozen(bound.DEFAULTS.headers)).toBe(true);
    expect(Object.isFrozen(headers)).toBe(false);
  });

  it("defaults cascade; previews accumulate", () => {
    const bound = api.defaults({ owner: "o", mediaType: { previews: ["a"] } }).defaults({ repo: "r", mediaType: { previews: ["b-preview"] } });
    expect(bound.DEFAULTS).toMatchObject({ owner: "o", repo: "r", mediaType: { previews: ["a", "b"] } });
    expect(bound("GET /repos/{owner}/{repo}")).toEqual({
      method: "GET",
      url: "https://api.example.com/repos/o/r",
      headers: { accept: "application/vnd.example.a-preview+json,application/vnd.example.b-preview+json" },
    });
  });

  it("merge and parse are bound too", () => {
    const merged = api.merge("POST /x", { a: 1 });
    expect(merged).toMatchObject({ method: "POST", url: "/x", a: 1, baseUrl: "https://api.example.com" });
    expect(api.parse(merged)).toMatchObject({ method: "POST", body: { a: 1 } });
  });

  it("prototype keys in .defaults() chains stay plain keys", () => {
    const bound = api.defaults(JSON.parse('{"__proto__": {"polluted": 1}}')).defaults(JSON.parse('{"headers": {"__proto__": "x"}}'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(bound.DEFAULTS)).toBe(Object.prototype);
    expect(bound("POST /x").body).toEqual(JSON.parse('{"__proto__": {"polluted": 1}}'));
  });

  it("each call returns fresh objects: mutating a result changes neither DEFAULTS nor the next result", () => {
    const bound = api.defaults({ owner: "o", headers: { "x-a": "1" } });
    const options = Object.freeze({ title: "t", headers: Object.freeze({ "x-b": "2" }) });
    const first = bound("POST /repos/{owner}/issues", options);
    (first.headers as Record<string, unknown>)["x-a"] = "changed";
    (first.body as Record<string, unknown>).title = "changed";
    expect(bound("POST /repos/{owner}/issues", options)).toEqual({
      method: "POST",
      url: "https://api.example.com/repos/o/issues",
      headers: { accept: "application/vnd.example.v1+json", "x-a": "1", "x-b": "2", "content-type": "application/json; charset=utf-8" },
      body: { title: "t" },
    });
    expect(bound.DEFAULTS.headers["x-a"]).toBe("1");
    expect(bound.merge("/x").headers).not.toBe(bound.DEFAULTS.headers);
  });
});
