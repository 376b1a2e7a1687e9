// What a table endpoint checks and decides at run time (issues 25 and 26), on hand-written tables:
// route spellings, closed tables, literal colons, unbuildable operations, missing path parameters,
// media types, malformed fields, relative servers, and a given baseUrl over every server.
import { describe, expect, it } from "vitest";
import {
  createRouteEndpoint,
  InvalidOptionsError,
  InvalidRouteTableError,
  MissingParameterError,
  UnknownParameterError,
  UnknownRouteError,
  routeHash,
  strictEntries,
  type RouteTable,
  type StrictEntries,
} from "../src/index";

const HEADERS = { headers: { accept: "application/json" } };
const BASE = { baseUrl: "https://api.example.com", ...HEADERS };
type Loose = ((route: string, options?: Record<string, unknown>) => { method: string; url: string; headers: Record<string, unknown>; body?: unknown }) & {
  defaults(options: object): Loose;
};
const api = (table: Record<string, unknown>, defaults: object = BASE, config: object = {}, strict?: StrictEntries): Loose =>
  createRouteEndpoint({ v: 1, ...table } as RouteTable, defaults as never, { vendor: "", ...config }, strict) as unknown as Loose;

describe("25.3 :name, {name} and a trailing {?...} find the same entry", () => {
  const pods = api({ t: { DELETE: { m: "" } }, r: { "DELETE /api/v1/namespaces/{namespace}/pods": { p: { labelSelector: "q" } } } });
  it.each([
    "DELETE /api/v1/namespaces/{namespace}/pods",
    "DELETE /api/v1/namespaces/:namespace/pods",
    "DELETE /api/v1/namespaces/{namespace}/pods{?propagationPolicy}",
    "DELETE /api/v1/namespaces/:namespace/pods{?propagationPolicy}{&dryRun}",
  ])("%s: labelSelector goes to the query", (route) => {
    expect(pods(route, { namespace: "shop", labelSelector: "app=web" })).toMatchObject({ url: "https://api.example.com/api/v1/namespaces/shop/pods?labelSelector=app%3Dweb" });
  });

  it("the template the caller wrote still expands its query expressions", () => {
    expect(pods("DELETE /api/v1/namespaces/{namespace}/pods{?propagationPolicy}", { namespace: "shop", propagationPolicy: "Foreground" }).url)
      .toBe("https://api.example.com/api/v1/namespaces/shop/pods?propagationPolicy=Foreground");
  });
});

describe("25.4 a closed table (c: 1) refuses what its description rules out", () => {
  const TASKS = {
    c: 1,
    r: {
      "GET /tasks/{task_gid}": { k: "x", p: { task_gid: "", opt_fields: "q" } },
      "POST /tasks/{task_gid}": { k: "x", p: { task_gid: "", name: "" }, a: ["application/x-www-form-urlencoded"] },
      "POST /open": { p: { name: "" } },
    },
  };
  // The nearest route and key are the strict wrapper's (31.4), which fromOpenApi binds.
  const closed = api(TASKS, BASE, {}, strictEntries);
  const plain = api(TASKS);
  it("31.4: without the strict wrapper (fromRoutes), the same refusals with a fixed hint", () => {
    const thrown = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error as Error & Record<string, unknown>;
      }
      throw new Error("nothing thrown");
    };
    const route = thrown(() => plain("GET /task/{task_gid}", { task_gid: 1 }));
    expect({ name: route.name, route: route.route, suggestion: route.suggestion, methods: route.methods }).toEqual({ name: "UnknownRouteError", route: "GET /task/{task_gid}", suggestion: undefined, methods: [] });
    expect(route.message).not.toMatch(/nearest/);
    const key = thrown(() => plain("GET /tasks/{task_gid}", { task_gid: 1, opt_feilds: "name" }));
    expect({ name: key.name, route: key.route, parameter: key.parameter }).toEqual({ name: "UnknownParameterError", route: "GET /tasks/{task_gid}", parameter: "opt_feilds" });
    expect(key.message).toMatch(/the operation has no such parameter or body property; give the whole body as data/);
    // 33.4: a body that lists its properties is not said to take none.
    const property = thrown(() => plain("POST /tasks/{task_gid}", { task_gid: 1, name: "n", colour: "red" }));
    expect({ name: property.name, parameter: property.parameter }).toEqual({ name: "UnknownParameterError", parameter: "colour" });
    expect(property.message).toMatch(/the operation has no such parameter or body property; give the whole body as data\.$/);
    expect(thrown(() => plain("PUT /tasks/{task_gid}", { task_gid: 1 }))).toMatchObject({ code: "UNKNOWN_ROUTE", methods: ["GET", "POST"] });
    expect(thrown(() => plain("POST /tasks/{task_gid}", { task_gid: 1, name: "n", headers: { "content-type": "text/csv" } }))).toMatchObject({ code: "UNLISTED_CONTENT_TYPE" });
  });
  it("a route it lacks: UnknownRouteError naming the nearest route", () => {
    expect(() => closed("GET /task/{task_gid}", { task_gid: 1 })).toThrow(UnknownRouteError);
    expect(() => closed("GET /task/{task_gid}", { task_gid: 1 })).toThrow(/the nearest route it has is "GET \/tasks\/\{task_gid\}"/);
  });
  it("a misspelled path of another method's route: the nearest path, with a method it has", () => {
    expect(() => closed("DELETE /task/{task_gid}", { task_gid: 1 })).toThrow(/the nearest route it has is "GET \/tasks\/\{task_gid\}"/);
    expect(() => closed("POST /task/{task_gid}", { task_gid: 1 })).toThrow(/the nearest route it has is "POST \/tasks\/\{task_gid\}"/);
  });
  it("a method its path lacks: the message lists the path's methods", () => {
    expect(() => closed("PUT /tasks/{task_gid}", { task_gid: 1 })).toThrow(expect.objectContaining({ code: "UNKNOWN_ROUTE", methods: ["GET", "POST"] }));
  });
  it("a misspelled key: UnknownParameterError naming the nearest listed key", () => {
    expect(() => closed("GET /tasks/{task_gid}", { task_gid: 1, opt_feilds: "name" })).toThrow(UnknownParameterError);
    expect(() => closed("GET /tasks/{task_gid}", { task_gid: 1, opt_feilds: "name" })).toThrow(/the nearest key it lists is "opt_fields"/);
    expect(() => closed("POST /tasks/{task_gid}", { task_gid: 1, nmae: "n" })).toThrow(/"nmae".*"name"/);
  });
  it("an unknown key is allowed where k allows it, or with data", () => {
    expect(closed("POST /open", { name: "n", extra: 1 }).body).toEqual({ name: "n", extra: 1 });
  });
  it("a content-type the operation does not list: UNLISTED_CONTENT_TYPE; a listed one passes", () => {
    const call = (type: string) => () => closed("POST /tasks/{task_gid}", { task_gid: 1, name: "n", headers: { "content-type": type } });
    expect(call("text/csv")).toThrow(InvalidOptionsError);
    expect(call("text/csv")).toThrow(expect.objectContaining({ code: "UNLISTED_CONTENT_TYPE" }));
    expect(call("application/json; charset=utf-8")).not.toThrow();
    expect(call("application/x-www-form-urlencoded")().body).toBe("name=n");
  });
  it("an open table builds all three", () => {
    const open = api({ r: { "GET /tasks/{task_gid}": { p: { opt_fields: "q" } } } });
    expect(open("GET /task/{task_gid}", { task_gid: 1, opt_feilds: "x" }).url).toBe("https://api.example.com/task/1?opt_feilds=x");
  });
});

describe("25.6 a : inside a segment is literal on table endpoints; an entry u is refused when called", () => {
  it.each([
    ["POST /v1beta1/text:synthesize", {}, "https://api.example.com/v1beta1/text:synthesize"],
    ["POST /v1/{name}:cancel", { name: "op1" }, "https://api.example.com/v1/op1:cancel"],
    ["GET /v1/:name", { name: "op1" }, "https://api.example.com/v1/op1"],
  ] as const)("%s keeps its segment", (route, options, url) => {
    expect(api({ r: { [route.replace(":name", "{name}")]: { p: { x: "q" } } } })(route, options).url).toBe(url);
    expect(api({})(route, options).url).toBe(url);
  });
  it("an operation that cannot be built: UNBUILDABLE_OPERATION quoting why; the rest of the table works", () => {
    const table = api({ r: { "GET /broken": { u: "a parameter with an empty name" }, "GET /fine": {} } });
    expect(() => table("GET /broken")).toThrow(expect.objectContaining({ code: "UNBUILDABLE_OPERATION", message: expect.stringContaining('"a parameter with an empty name"') }));
    expect(table("GET /fine").url).toBe("https://api.example.com/fine");
  });
});

describe("25.7 missing parameters are MissingParameterError; the route quoted whole, words never cut", () => {
  it.each([
    ["an entry that places keys", { r: { "GET /typeahead/{workspace_gid}": { p: { q: "q" } } } }],
    ["an entry that places nothing", { r: { "GET /typeahead/{workspace_gid}": {} } }],
    ["no entry", {}],
  ])("a path parameter left out, %s", (_title, table) => {
    const call = () => api(table)("GET /typeahead/{workspace_gid}", { q: "a" });
    expect(call).toThrow(MissingParameterError);
    expect(call).toThrow('Invalid parameter "workspace_gid" of "GET /typeahead/{workspace_gid}": missing');
    expect(() => api(table)("GET /typeahead/{workspace_gid}", { workspace_gid: undefined })).toThrow(MissingParameterError);
  });
  it("a route of 200 characters is quoted whole; a longer one is cut between words", () => {
    const route = `GET /${"segment/".repeat(23)}{id}`.slice(0, 200 - 4) + "{id}";
    const long = `GET /${"word/".repeat(60)}{id}`;
    const message = (text: string) => {
      try {
        api({})(text, {});
      } catch (error) {
        return (error as Error).message;
      }
      return "";
    };
    expect(route.length).toBeLessThanOrEqual(200);
    expect(message(route)).toContain(JSON.stringify(route));
    expect(message(long)).toMatch(/"GET \/(word\/)+"… \(309 characters\)/);
  });
});

describe("26.2 a table's media types obey the header-value rule", () => {
  it.each([
    ["m", { m: "text/plain\r\nx-injected: 1" }],
    ["m", { m: "text/plain\0" }],
    ["a", { a: ["application/json", "text/\u0100"] }],
  ])("%s: InvalidRouteTableError naming the route and the field", (field, entry) => {
    const call = () => api({ r: { "POST /x": entry } })("POST /x", { data: "x" });
    expect(call).toThrow(InvalidRouteTableError);
    expect(call).toThrow(expect.objectContaining({ route: "POST /x", parameter: field }));
  });
});

describe("26.8 a malformed table gives the table's typed error with a code", () => {
  it("a that is a number", () => {
    expect(() => api({ r: { "POST /x": { a: 5 } } })("POST /x", { data: "x", headers: { "content-type": "text/plain" } })).toThrow(
      expect.objectContaining({ code: "INVALID_ROUTE_TABLE", parameter: "a" }),
    );
  });
  it("a relative server with documentUrl \"data:,x\"", () => {
    expect(() => api({ s: "/v1" }, HEADERS, { documentUrl: "data:,x" })).toThrow(expect.objectContaining({ code: "INVALID_ROUTE_TABLE", parameter: "s" }));
    expect(() => api({ r: { "GET /x": { s: "/v2" } } }, BASE, { documentUrl: "data:,x" })("GET /x")).toThrow(InvalidRouteTableError);
  });
  // The browser module supports Safari 15.4, which has no URL.canParse (Safari 17 added it): a
  // relative server resolves, and is refused, without it.
  it("entry36: relative servers resolve and are refused without URL.canParse", () => {
    const canParse = Object.getOwnPropertyDescriptor(URL, "canParse");
    Reflect.deleteProperty(URL, "canParse");
    try {
      const table = { s: "/v1", r: { "GET /x": { s: "/v2" } } };
      expect(api(table, HEADERS, { documentUrl: "https://docs.example.com/openapi.json" })("GET /x").url).toBe("https://docs.example.com/v2/x");
      expect(() => api({ s: "/v1" }, HEADERS, { documentUrl: "data:,x" })).toThrow(expect.objectContaining({ code: "INVALID_ROUTE_TABLE", parameter: "s" }));
    } finally {
      if (canParse !== undefined) Object.defineProperty(URL, "canParse", canParse);
    }
  });
});

describe("26.9 a given baseUrl replaces every server of the table, whatever its spelling", () => {
  const stripe = { s: "https://api.stripe.com/", r: { "POST /v1/files": { s: "https://files.stripe.com/" } } };
  it.each(["https://api.stripe.com/", "https://api.stripe.com", "https://proxy.example"])("baseUrl %s", (baseUrl) => {
    const origin = new URL(baseUrl).origin;
    expect(new URL(api(stripe, { ...HEADERS, baseUrl })("POST /v1/files", {}).url).origin).toBe(origin);
    expect(new URL(api(stripe, HEADERS).defaults({ baseUrl })("POST /v1/files", {}).url).origin).toBe(origin);
    expect(new URL(api(stripe, HEADERS)("POST /v1/files", { baseUrl }).url).origin).toBe(origin);
  });
  it("none given: the operation's own server", () => {
    const endpoint = api(stripe, HEADERS) as unknown as ReturnType<typeof createRouteEndpoint>;
    expect(endpoint("POST /v1/files", {}).url).toBe("https://files.stripe.com/v1/files");
    expect(endpoint.parse(endpoint.merge("POST /v1/files", {})).url).toBe("https://files.stripe.com/v1/files");
  });
});

it("26.9 a call merged first (a call-level mediaType) gives the same base URL as a planned one", () => {
  const endpoint = api({ s: "https://api.stripe.com", r: { "POST /v1/files": { s: "https://files.stripe.com" } } }, HEADERS);
  for (const options of [{}, { mediaType: { format: "raw" } }]) {
    expect(endpoint("POST /v1/files", { ...options, baseUrl: "https://api.stripe.com" }).url).toBe("https://api.stripe.com/v1/files");
    expect(endpoint("POST /v1/files", options).url).toBe("https://files.stripe.com/v1/files");
  }
});

describe("32.12 a header or cookie name the route does not take, under the strict wrapper", () => {
  // The nearest route is named only for a route the table does not know: a compact table's hashed
  // routes one edit apart ("GET /tasks", "GET /task") name no other route for a route it has.
  const table = { w: { "X-Key": "h" }, h: { [routeHash("GET /tasks")]: { p: { a: "q" } }, [routeHash("GET /task")]: {} } };
  const strict = api(table, BASE, {}, strictEntries);
  it("entry36: a route the table has: the hint names no other route", () => {
    expect(() => strict("GET /tasks", { "x-key": 1 })).toThrow(expect.objectContaining({ name: "UnknownParameterError", route: "GET /tasks", parameter: "x-key" }));
    expect(() => strict("GET /tasks", { "x-key": 1 })).not.toThrow(/nearest route/);
  });
  it("a route the table lacks: the nearest route it has", () => {
    expect(() => strict("GET /taskz", { "x-key": 1 })).toThrow(/the nearest route the table has is "GET \/task/);
  });
});
