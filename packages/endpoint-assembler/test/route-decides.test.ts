// Issue 25, points 1 and 2: a route decides the method and the URL (D1), and location-prefixed keys
// send any field on every endpoint (D2), a table refusing the plain key of a field named like a
// named option (D3).
import { describe, expect, it } from "vitest";
import { createEndpoint, createRouteEndpoint, InvalidOptionsError, merge, type Endpoint } from "../src/index";

const DEFAULTS = { baseUrl: "https://api.example.com", headers: { accept: "application/json" } };
const plain = createEndpoint(DEFAULTS, { vendor: "example" });
const table = createRouteEndpoint({ v: 1, r: { "POST /att": { m: "multipart/form-data", p: { url: "x", parent: "" } } } }, DEFAULTS, { vendor: "example" });
type Loose = (route: unknown, options?: unknown) => ReturnType<Endpoint>;
const loose = (endpoint: Endpoint): Loose => endpoint as unknown as Loose;

const HOOK = "PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config";
const ENDPOINTS: [string, Endpoint][] = [
  ["createEndpoint", plain],
  ["createEndpoint, .defaults() twice", plain.defaults({ headers: { "x-a": "1" } }).defaults({ request: { timeout: 1 } })],
  ["createRouteEndpoint", table],
  ["createRouteEndpoint, .defaults()", table.defaults({ headers: { "x-a": "1" } })],
];

describe("25.1 a route decides the method and the URL", () => {
  it.each(ENDPOINTS)("%s: a url beside a route is refused (ROUTE_OPTION), naming \"body.url\"", (_name, endpoint) => {
    const call = () => loose(endpoint)(HOOK, { owner: "o", repo: "r", hook_id: 1, url: "https://hook.example" });
    expect(call).toThrow(InvalidOptionsError);
    expect(call).toThrow(expect.objectContaining({ code: "ROUTE_OPTION", option: "url" }));
    expect(call).toThrow(/the route "PATCH \/repos\/\{owner\}\/\{repo\}\/hooks\/\{hook_id\}\/config" decides the request's URL.*"body\.url"/);
  });

  it.each(ENDPOINTS)("%s: a method beside a route that names one is refused; beside a URL alone it is the method", (_name, endpoint) => {
    expect(() => loose(endpoint)("POST /x", { method: "card" })).toThrow(expect.objectContaining({ code: "ROUTE_OPTION", option: "method" }));
    expect(loose(endpoint)("/x", { method: "POST" }).method).toBe("POST");
  });

  it("merge refuses them beside a route too; options without a route and .defaults() keep them", () => {
    expect(() => merge(DEFAULTS as never, "GET /x", { url: "/y" })).toThrow(expect.objectContaining({ code: "ROUTE_OPTION" }));
    // @ts-expect-error -- the types refuse it as the run time does (25.1)
    expect(() => plain.merge("GET /x", { url: "/y" })).toThrow(expect.objectContaining({ code: "ROUTE_OPTION" }));
    expect(plain({ method: "DELETE", url: "/z" })).toMatchObject({ method: "DELETE", url: "https://api.example.com/z" });
    expect(plain.parse(plain.merge("GET /x"))).toMatchObject({ method: "GET", url: "https://api.example.com/x" });
    const bound = plain.defaults({ method: "PUT", url: "/bound" });
    expect(bound({})).toMatchObject({ method: "PUT", url: "https://api.example.com/bound" });
    expect(bound("GET /y")).toMatchObject({ method: "GET", url: "https://api.example.com/y" });
  });

  it("an undefined url or method means \"not given\"", () => {
    expect(loose(plain)("POST /x", { url: undefined, method: undefined }).url).toBe("https://api.example.com/x");
  });
});

describe("25.2 location-prefixed keys on every endpoint", () => {
  it("createEndpoint: path, query (any method), body, header and cookie prefixes", () => {
    const request = loose(plain)(HOOK, {
      owner: "o",
      repo: "r",
      "path.hook_id": 7,
      "body.url": "https://hook.example",
      "body.method": "card",
      "query.url": "q",
      "header.x-trace": "t1",
      "cookie.session": "s 1",
    });
    expect(request).toEqual({
      method: "PATCH",
      url: "https://api.example.com/repos/o/r/hooks/7/config?url=q",
      headers: { accept: "application/json", "x-trace": "t1", cookie: "session=s%201", "content-type": "application/json; charset=utf-8" },
      body: { url: "https://hook.example", method: "card" },
    });
  });

  it("a GET's body.x is a body field; a data body is copied, never changed", () => {
    const data = { a: 1 };
    expect(loose(plain)("POST /x", { data, "body.b": 2 }).body).toEqual({ a: 1, b: 2 });
    expect(data).toEqual({ a: 1 });
  });

  it("a header prefix is checked by the one header rule; a path prefix the route lacks is refused", () => {
    expect(() => loose(plain)("GET /x", { "header.x-a": "1\r\nx-b: 2" })).toThrow(expect.objectContaining({ code: "INVALID_HEADER_VALUE" }));
    expect(() => loose(plain)("GET /x", { "path.id": 1 })).toThrow(InvalidOptionsError);
  });

  it("a table: the plain key of a field named like a named option is refused, naming the prefixed key and data", () => {
    const api = createRouteEndpoint({ v: 1, r: { "POST /x": { p: { baseUrl: "x", data: "x" } }, "POST /y": { p: { headers: "x" } } } }, DEFAULTS, { vendor: "example" });
    expect(() => loose(api)("POST /x", { baseUrl: "https://evil.example" })).toThrow(/"baseUrl" of "POST \/x".*"body\.baseUrl"/);
    expect(() => loose(api)("POST /x", { data: { baseUrl: "b" } })).toThrow(/"data" of "POST \/x".*"body\.data"/);
    expect(() => loose(api)("POST /y", { headers: { "x-a": "1" } })).toThrow(/"body\.headers", or data for the whole body/);
    expect(loose(api)("POST /x", { "body.baseUrl": "b", "body.data": 1 })).toMatchObject({ url: "https://api.example.com/x", body: { baseUrl: "b", data: 1 } });
  });

  it("a table: a prefixed key no entry lists goes where its prefix says", () => {
    const request = loose(table)("POST /att", { parent: "p", "body.url": "https://files.example/a" });
    expect(request.url).toBe("https://api.example.com/att");
    expect((request.body as FormData).get("url")).toBe("https://files.example/a");
  });
});

it("25.1 the refusal never quotes the url: a webhook's URL may hold a secret", () => {
  const call = () => loose(plain)("PATCH /hooks/{id}/config", { id: 1, url: "https://hooks.slack.example/services/T0/B0/SECRET" });
  expect(call).toThrow("Invalid url: got string; expected no url beside a route");
  expect(call).not.toThrow(/SECRET/);
});
