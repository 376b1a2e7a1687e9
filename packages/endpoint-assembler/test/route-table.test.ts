import { deepFreeze } from "@scope/test-utils";
import { describe, expect, it } from "vitest";
import {
  createEndpoint,
  createRouteEndpoint,
  InvalidOptionsError,
  InvalidParameterValueError,
  InvalidRouteTableError,
  MissingParameterError,
  UnknownParameterError,
  type RouteTable,
} from "../src/index";

const DEFAULTS = { baseUrl: "https://api.example.com", headers: { accept: "application/json" } };
const api = (table: Omit<RouteTable, "v">, config: Record<string, unknown> = {}) =>
  createRouteEndpoint({ v: 1, ...table }, DEFAULTS, { vendor: "example", ...config });

describe("a route table places each key where the description says", () => {
  it.each([
    ["a query parameter of a DELETE, beside its body (Kubernetes' labelSelector)",
      { r: { "DELETE /pods": { p: { labelSelector: "q" } } } }, "DELETE /pods", { labelSelector: "app=web", gracePeriodSeconds: 0 },
      { url: "https://api.example.com/pods?labelSelector=app%3Dweb", body: { gracePeriodSeconds: 0 } }],
    ["a query parameter kept when data is the body (GitHub's caches key)",
      { r: { "DELETE /caches": { p: { key: "q" } } } }, "DELETE /caches", { key: "k+1", data: '{"ref":"raw"}' },
      { url: "https://api.example.com/caches?key=k%2B1", body: '{"ref":"raw"}' }],
    ["leftover keys of a data-only body go to the query (Kubernetes' */*)",
      { d: { m: "*/*" } }, "POST /pods", { dryRun: "All", data: { kind: "Pod" } },
      { url: "https://api.example.com/pods?dryRun=All", body: { kind: "Pod" } }],
    ["a form body with deepObject properties (Stripe)",
      { d: { m: "application/x-www-form-urlencoded", f: "D" } }, "POST /v1/customers", { email: "a@b.c", metadata: { plan: "pro" }, items: [{ price: "p1" }] },
      { body: "email=a%40b.c&metadata%5Bplan%5D=pro&items%5B0%5D%5Bprice%5D=p1", headers: { "content-type": "application/x-www-form-urlencoded" } }],
    ["a form body, exploded arrays by default",
      { d: { m: "application/x-www-form-urlencoded" } }, "POST /x", { tag: ["a", "b"], n: 1 }, { body: "tag=a&tag=b&n=1" }],
    ["a form body's property encoded as its encoding object says",
      { d: { m: "application/x-www-form-urlencoded", e: { tag: "F-" } } }, "POST /x", { tag: ["a", "b"] }, { body: "tag=a,b" }],
    ["a plain object given as data is encoded for a form body",
      { d: { m: "application/x-www-form-urlencoded", f: "D" } }, "POST /x", { data: { metadata: { a: 1 } } }, { body: "metadata%5Ba%5D=1" }],
    ["GET: deepObject query for every leftover key (Stripe's table default), scalars as form",
      { d: { q: "D" } }, "GET /v1/charges", { created: { gt: 5 }, limit: 3 }, { url: "https://api.example.com/v1/charges?created%5Bgt%5D=5&limit=3" }],
    ["GET: spec form query, exploded arrays",
      { d: { q: "F" } }, "GET /x", { expand: ["a", "b"] }, { url: "https://api.example.com/x?expand=a&expand=b" }],
    ["a +json media type is the content type",
      { r: { "PATCH /x": { m: "application/merge-patch+json" } } }, "PATCH /x", { a: 1 }, { body: { a: 1 }, headers: { "content-type": "application/merge-patch+json" } }],
    ["the caller's content-type picks among the listed media types",
      { r: { "PATCH /x": { m: "application/json-patch+json", a: ["application/x-www-form-urlencoded"] } } }, "PATCH /x",
      { a: 1, headers: { "content-type": "application/x-www-form-urlencoded" } }, { body: "a=1" }],
    ["a header parameter, and a cookie after the caller's",
      { r: { "GET /x": { p: { "X-Trace": "h", session: "c" } } } }, "GET /x", { "X-Trace": ["a", "b"], session: "s 1", headers: { cookie: "a=1" } },
      { url: "https://api.example.com/x", headers: { "x-trace": "a,b", cookie: "a=1; session=s%201" } }],
    ["a location-prefixed key named like an option (Stripe's url)",
      { r: { "POST /v1/webhook_endpoints": { p: { "query.url": "q:url" } } } }, "POST /v1/webhook_endpoints", { "query.url": "https://x.example/h" },
      { url: "https://api.example.com/v1/webhook_endpoints?url=https%3A%2F%2Fx.example%2Fh" }],
    ["k: x refuses unlisted keys only: listed ones go to their default place",
      { r: { "POST /strict": { k: "x", p: { title: "", limit: "q" } } } }, "POST /strict", { title: "t", limit: 2 },
      { url: "https://api.example.com/strict?limit=2", body: { title: "t" } }],
    ["a path key prefixed fills its variable",
      { r: { "GET /x/{id}": { p: { "path.id": "p:id", "query.id": "q:id", id: "x" } } } }, "GET /x/{id}", { "path.id": 1, "query.id": 2 },
      { url: "https://api.example.com/x/1?id=2" }],
    ["a JSON query value (content: application/json)",
      { r: { "GET /x": { p: { filter: "qJ" } } } }, "GET /x", { filter: { a: [1] } }, { url: "https://api.example.com/x?filter=%7B%22a%22%3A%5B1%5D%7D" }],
    ["the operation's server wins over the table's",
      { s: "https://api.example.com", r: { "POST /files": { s: "https://files.example.com" } } }, "POST /files", { a: 1 },
      { url: "https://files.example.com/files" }],
  ] as const)("%s", (_title, table, route, options, expected) => {
    // The table's server is the base URL here: a baseUrl given would replace every server (D7).
    const endpoint = createRouteEndpoint({ v: 1, ...table }, "s" in table ? { headers: DEFAULTS.headers } : DEFAULTS, { vendor: "example" });
    expect(endpoint(route, options as never)).toMatchObject(expected);
  });
});

describe("multipart bodies", () => {
  it("are FormData with no content-type: the client writes the boundary", () => {
    const request = api({ d: { m: "multipart/form-data" } })("POST /upload", { name: "a", tags: ["x", "y"], meta: { k: 1 } });
    expect(request.body).toBeInstanceOf(FormData);
    const form = request.body as FormData;
    expect([form.getAll("name"), form.getAll("tags"), form.getAll("meta")]).toEqual([["a"], ["x", "y"], ['{"k":1}']]);
    expect(request.headers["content-type"]).toBeUndefined();
  });
});

describe("bad input: typed errors naming the operation and the parameter", () => {
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;
  const table: Omit<RouteTable, "v"> = {
    r: {
      "GET /x": { p: { id: "q!", color: "qP", when: "h" } },
      "DELETE /x/{id}": { m: "" },
      "GET /y/{id}": { p: { "path.id": "p:id", "query.id": "q:id", id: "x" } },
      "GET /z": { p: { tags: "q", session: "c" } },
      "GET /p/{id}": { p: { id: "p" } },
      "POST /strict": { k: "x", p: { title: "", limit: "q" } },
    },
  };
  it.each([
    ["a required parameter left out", "GET /x", {}, MissingParameterError, /"id" of "GET \/x".*required/],
    ["a required parameter given as undefined", "GET /x", { id: undefined }, MissingParameterError, /"id"/],
    ["a key the operation has no place for", "DELETE /x/{id}", { id: 1, force: true }, UnknownParameterError, /"force" of "DELETE \/x\/\{id\}"/],
    ["data where the operation takes no body", "DELETE /x/{id}", { id: 1, data: "x" }, UnknownParameterError, /no request body/],
    ["a name used in two locations, given plain", "GET /y/{id}", { "path.id": 1, id: 2 }, UnknownParameterError, /"path\.id" or "query\.id"/],
    // Kubernetes' proxy operations: `path` is a path and a query parameter; the plain key fills neither.
    ["a name used in two locations, given plain alone", "GET /y/{id}", { id: 2 }, UnknownParameterError, /"id" of "GET \/y\/\{id\}".*"path\.id" or "query\.id"/],
    ["a key not listed where k is x", "POST /strict", { title: "t", labels: ["a"] }, UnknownParameterError, /"labels" of "POST \/strict"/],
    ["a function in a form query", "GET /z", { tags: [() => 1] }, InvalidParameterValueError, /"tags" of "GET \/z".*got array/],
    ["a cycle in a header list", "GET /x", { id: 1, when: [cyclic] }, InvalidParameterValueError, /"when" of "GET \/x"/],
  ] as const)("%s", (_title, route, options, type, message) => {
    const call = () => api(table)(route, options as never);
    expect(call).toThrow(type);
    expect(call).toThrow(message);
  });

  it.each<[string, string, Record<string, unknown>, { url: string; headers?: Record<string, string> }]>([
    ["an object inside a pipe-delimited list", "GET /x", { id: 1, color: [{ a: 1 }] }, { url: "/x?id=1&color=%7B%22a%22%3A1%7D" }],
    ["a nested object in a header", "GET /x", { id: 1, when: { a: { b: 1 } } }, { url: "/x?id=1", headers: { when: 'a,{"b":1}' } }],
    ["a nested list in a form query", "GET /z", { tags: [["a"]] }, { url: "/z?tags=%5B%22a%22%5D" }],
    ["an array of objects in a form query", "GET /z", { tags: [{ a: 1 }, { b: "c" }] }, { url: "/z?tags=%7B%22a%22%3A1%7D&tags=%7B%22b%22%3A%22c%22%7D" }],
    ["a nested list in a cookie", "GET /z", { session: [["a"]] }, { url: "/z", headers: { cookie: "session=%5B%22a%22%5D" } }],
    ["an object with an object member in a simple path segment", "GET /p/{id}", { id: { a: { b: 1 }, c: 2 } }, { url: "/p/a,%7B%22b%22%3A1%7D,c,2" }],
    ["an array of objects in a simple path segment", "GET /p/{id}", { id: [{ b: 1 }, "c"] }, { url: "/p/%7B%22b%22%3A1%7D,c" }],
  ])("25.6 where OpenAPI leaves the shape undefined, what swagger-client writes (JSON members): %s", (_title, route, options, expected) => {
    const request = api(table)(route, options as never) as unknown as { url: string; headers: Record<string, string> };
    expect(request.url).toBe(`https://api.example.com${expected.url}`);
    for (const [name, value] of Object.entries(expected.headers ?? {})) expect(request.headers[name]).toBe(value);
  });

  it.each([
    ["a style that does not fit its location", { r: { "GET /x": { p: { a: "hD" } } } }, /"a" of "GET \/x".*fits its location/],
    ["a code outside the grammar", { r: { "GET /x": { p: { a: "query" } } } }, /"a" of "GET \/x"/],
  ])("%s: refused when the route is planned", (_title, bad, message) => {
    expect(() => api(bad)("GET /x", { a: 1 })).toThrow(InvalidRouteTableError);
    expect(() => api(bad)("GET /x", { a: 1 })).toThrow(message);
  });

  it.each([
    ["a table of another version", { v: 2 }],
    ["a table that is not an object", "routes"],
    ["entries that are not an object", { v: 1, r: [] }],
  ])("%s: refused when the endpoint is made", (_title, bad) => {
    expect(() => createRouteEndpoint(bad as never, DEFAULTS, { vendor: "x" })).toThrow(InvalidRouteTableError);
  });

  // One shape check (tableField) reads every field of a table and of its entries, each when it is first read.
  it.each([
    ["d", { d: "q" }, (make: () => unknown) => make()],
    ["c", { c: 2 }, (make: () => unknown) => make()],
    ["s", { s: 1 }, (make: () => unknown) => make()],
    ["k", { r: { "GET /x": { k: "z" } } }, (make: () => (route: string) => unknown) => make()("GET /x")],
    ["z", { r: { "GET /x": { z: 1 } } }, (make: () => (route: string) => unknown) => make()("GET /x")],
    ["a", { r: { "GET /x": { a: "text/csv" } } }, (make: () => (route: string) => unknown) => make()("GET /x")],
    ["w", { w: { "X-Key": "q" } }, (make: () => (route: string, values: object) => unknown) => make()("GET /x", { "x-key": 1 })],
    ["x", { x: [["key"]] }, (make: () => { withAuth: (given: object) => unknown }) => make().withAuth({ key: "k" })],
    ["o", { o: [] }, (make: () => { withServer: (given: object) => unknown }) => make().withServer({})],
  ] as const)("34.3: a table field %s of the wrong shape is refused naming it", (field, table, use) => {
    const make = () => api(table as never) as never;
    expect(() => use(make)).toThrow(expect.objectContaining({ name: "InvalidRouteTableError", code: "INVALID_ROUTE_TABLE", parameter: field }));
  });

  it("a relative table server with no documentUrl and no baseUrl: refused when the endpoint is made", () => {
    expect(() => createRouteEndpoint({ v: 1, s: "//kubernetes.local" }, {}, { vendor: "x" })).toThrow(/give \{ baseUrl \} or \{ documentUrl \}/);
    expect(createRouteEndpoint({ v: 1, s: "//kubernetes.local" }, { baseUrl: "https://k8s.example" }, { vendor: "x" })("GET /x").url).toBe("https://k8s.example/x");
  });

  it("a relative operation server with no documentUrl and no baseUrl: refused, asking for one", () => {
    const endpoint = createRouteEndpoint({ v: 1, r: { "GET /x": { s: "/files" } } }, {}, { vendor: "x" });
    expect(() => endpoint("GET /x")).toThrow(InvalidOptionsError);
    expect(() => endpoint("GET /x")).toThrow(/documentUrl/);
    expect(endpoint("GET /x", { baseUrl: "https://b.example" }).url).toBe("https://b.example/x");
  });

  it("a table that places keys needs createRouteEndpoint (createEndpoint bundles no encoders)", () => {
    // 31.1: createEndpoint binds the default entry and reads no table: one given to it is refused when it is made.
    expect(() => createEndpoint(DEFAULTS, { vendor: "x", routes: { v: 1, d: { q: "D" } } } as never)).toThrow(InvalidRouteTableError);
  });
});

describe("required header parameters", () => {
  const endpoint = api({ r: { "GET /x": { p: { "X-Key": "h!" } } } });
  it.each([
    ["given as a key", { "X-Key": "k" }],
    ["given in headers, any case", { headers: { "x-key": "k" } }],
  ])("%s: written once, lower-cased", (_title, options) => {
    expect(endpoint("GET /x", options).headers["x-key"]).toBe("k");
  });
  it("left out of both: MissingParameterError", () => {
    expect(() => endpoint("GET /x")).toThrow(MissingParameterError);
  });
});

describe("servers", () => {
  it("a relative server resolves against documentUrl; a baseUrl the caller gives wins over the operation's", () => {
    const table: RouteTable = { v: 1, s: "/api", r: { "GET /f": { s: "https://files.example.com" } } };
    const endpoint = createRouteEndpoint(table, {}, { vendor: "x", documentUrl: "https://docs.example.com/openapi.json" });
    expect(endpoint("GET /u").url).toBe("https://docs.example.com/api/u");
    expect(endpoint("GET /f").url).toBe("https://files.example.com/f");
    expect(endpoint("GET /f", { baseUrl: "https://proxy.example" }).url).toBe("https://proxy.example/f");
  });
});

describe("a table endpoint is an endpoint like any other", () => {
  const table: RouteTable = { v: 1, r: { "DELETE /pods": { p: { labelSelector: "q!" } } } };
  it(".defaults() keeps the table; parse(merge()) builds the same request", () => {
    const endpoint = createRouteEndpoint(table, DEFAULTS, { vendor: "x" }).defaults({ labelSelector: "app=web" });
    const expected = { method: "DELETE", url: "https://api.example.com/pods?labelSelector=app%3Dweb", headers: { accept: "application/json" } };
    expect(endpoint("DELETE /pods")).toEqual(expected);
    expect(endpoint.parse(endpoint.merge("DELETE /pods"))).toEqual(expected);
  });

  it("leaves its inputs unchanged, and a __proto__ key is a key like any other", () => {
    const frozen = deepFreeze({ v: 1, r: { "POST /x": { p: { ["__proto__"]: "h" } } } } as const);
    const options = deepFreeze(JSON.parse('{"__proto__":"p","a":1}') as Record<string, unknown>);
    const request = createRouteEndpoint(frozen as unknown as RouteTable, DEFAULTS, { vendor: "x" })("POST /x", options);
    expect(request.headers["__proto__"]).toBe("p");
    expect(request.body).toEqual({ a: 1 });
  });
});

describe("25.6 a nested member in a path segment", () => {
  it("is refused on an endpoint with no route table (RFC 6570 cannot expand it)", () => {
    const plain = createEndpoint({ baseUrl: "https://api.example.com", headers: {} }, { vendor: "example" }) as unknown as (route: string, options: object) => unknown;
    expect(() => plain("GET /p/{id}", { id: { a: { b: 1 } } })).toThrow(/NESTED|itself an object/);
  });

  it("on a table's endpoint, a sparse list inside it is bounded", () => {
    const endpoint = api({ r: { "GET /p/{id}": { p: { id: "p" } } } });
    const id = [new Array(2 ** 26), { a: 1 }];
    expect(() => endpoint("GET /p/{id}", { id } as never)).toThrow(/at most 10000 members/);
  });
});
