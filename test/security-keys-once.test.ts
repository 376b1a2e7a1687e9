// Issue 32, point 2: a key given twice is refused. A parameter given plain and location-prefixed
// (`owner` and `"path.owner"`, `headers.x` and `"header.x"`, `"header.cookie"` and `"cookie.x"`), in
// a call or across the defaults and a call, is refused naming both keys, on every endpoint: an app
// that sets its own value last (`{ ...userKeys, owner: session.org }`) never sees a user's prefixed
// key win.
import { endpoint as typed, InvalidOptionsError } from "@scope/endpoint";
import { describe, expect, it } from "vitest";
import { fromOpenApi } from "../packages/endpoint/src/openapi";
import { fromRoutes } from "../packages/endpoint/src/routes";

type Loose = ((route: unknown, options?: unknown) => Record<string, unknown>) & { defaults(options: unknown): Loose };
const loose = (endpoint: unknown): Loose => endpoint as Loose;

const ISSUES = "/repos/{owner}/{repo}/issues";
const path = (name: string) => ({ name, in: "path", required: true, schema: { type: "string" } });
const DESCRIPTION = {
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  servers: [{ url: "https://api.example.com" }],
  paths: {
    [ISSUES]: {
      get: { parameters: [path("owner"), path("repo"), { name: "q", in: "query", schema: { type: "string" } }], responses: {} },
      post: {
        parameters: [path("owner"), path("repo")],
        requestBody: { content: { "application/json": { schema: { type: "object", additionalProperties: true } } } },
        responses: {},
      },
    },
  },
};
const TABLE = { v: 1, s: "https://api.example.com", r: { [`GET ${ISSUES}`]: { p: { q: "q" } }, [`POST ${ISSUES}`]: { p: { title: "b" } } } } as const;

/** Every kind of endpoint, at every depth of `.defaults()`; `routes`: the routes it can take. */
const ENDPOINTS: [string, Loose][] = [
  ["endpoint", loose(typed)],
  ["endpoint.defaults()", loose(typed).defaults({ headers: { "x-z": "1" } })],
  ["endpoint.defaults().defaults()", loose(typed).defaults({ request: { timeout: 1 } }).defaults({ mediaType: { format: "raw" } })],
  ["fromRoutes, a route with a table entry", loose(fromRoutes(TABLE as never))],
  ["fromRoutes, a route with no entry", loose(fromRoutes({ v: 1, s: "https://api.example.com" }))],
  ["fromRoutes(...).defaults()", loose(fromRoutes(TABLE as never)).defaults({ headers: { "x-z": "1" } })],
  ["fromOpenApi", loose(fromOpenApi(DESCRIPTION))],
  ["fromOpenApi(...).defaults().defaults()", loose(fromOpenApi(DESCRIPTION)).defaults({}).defaults({ request: { timeout: 1 } })],
];

/** Calls that give one parameter twice, and the two keys the refusal names. */
const TWICE: [string, string, Record<string, unknown>, string, string][] = [
  ["a path parameter, prefixed key last", `GET ${ISSUES}`, { owner: "mine", repo: "r", "path.owner": "victim" }, "owner", '"path.owner"'],
  ["a path parameter, prefixed key first", `GET ${ISSUES}`, { "path.owner": "victim", owner: "mine", repo: "r" }, "owner", '"path.owner"'],
  ["a query parameter of a GET", `GET ${ISSUES}`, { owner: "o", repo: "r", q: "mine", "query.q": "victim" }, "q", '"query.q"'],
  ["a body field of a POST", `POST ${ISSUES}`, { owner: "o", repo: "r", "body.title": "victim", title: "mine" }, "title", '"body.title"'],
  ["a header in headers and prefixed", `GET ${ISSUES}`, { owner: "o", repo: "r", headers: { authorization: "mine" }, "header.authorization": "victim" }, "headers.authorization", '"header.authorization"'],
  ["a header in headers and prefixed, another case", `GET ${ISSUES}`, { owner: "o", repo: "r", "header.X-Api-Key": "victim", headers: { "x-api-key": "mine" } }, "headers.x-api-key", '"header.X-Api-Key"'],
  ["a cookie header and a cookie pair", `GET ${ISSUES}`, { owner: "o", repo: "r", "header.cookie": "session=mine", "cookie.session": "victim" }, '"header.cookie"', '"cookie.session"'],
];

describe("32.2: a key given twice is refused, naming both", () => {
  for (const [name, endpoint] of ENDPOINTS) {
    it.each(TWICE)(`32.2: ${name}: %s`, (_case, route, call, plain, prefixed) => {
      const run = () => endpoint(route, call);
      expect(run).toThrow(InvalidOptionsError);
      expect(run).toThrow(expect.objectContaining({ code: "DUPLICATE_KEY", keys: [plain, prefixed].map((key) => key.replace(/^"|"$/g, "")) }));
      expect(run).toThrow(plain);
      expect(run).toThrow(prefixed);
      // Values may hold secrets: the message names keys, never values.
      expect(run).not.toThrow(/victim|mine/);
    });
  }

  it.each(ENDPOINTS)("32.2: %s: the defaults' plain key and the call's prefixed one, and the other way round", (_name, endpoint) => {
    expect(() => endpoint.defaults({ owner: "mine" })(`GET ${ISSUES}`, { repo: "r", "path.owner": "victim" })).toThrow(expect.objectContaining({ code: "DUPLICATE_KEY" }));
    expect(() => endpoint.defaults({ "path.owner": "victim" })(`GET ${ISSUES}`, { repo: "r", owner: "mine" })).toThrow(expect.objectContaining({ code: "DUPLICATE_KEY" }));
    expect(() => endpoint.defaults({ headers: { authorization: "mine" } })(`GET ${ISSUES}`, { owner: "o", repo: "r", "header.authorization": "victim" })).toThrow(expect.objectContaining({ code: "DUPLICATE_KEY" }));
    expect(() => endpoint.defaults({ "header.authorization": "victim" })(`GET ${ISSUES}`, { owner: "o", repo: "r", headers: { authorization: "mine" } })).toThrow(expect.objectContaining({ code: "DUPLICATE_KEY" }));
    expect(() => endpoint.defaults({ "cookie.session": "victim" })(`GET ${ISSUES}`, { owner: "o", repo: "r", "header.cookie": "session=mine" })).toThrow(expect.objectContaining({ code: "DUPLICATE_KEY" }));
  });

  it.each(ENDPOINTS)("32.2: %s: prefixed keys given to .defaults() are checked when bound", (_name, endpoint) => {
    expect(() => endpoint.defaults({ owner: "mine", "path.owner": "victim" })).toThrow(expect.objectContaining({ code: "DUPLICATE_KEY" }));
    expect(() => endpoint.defaults({ q: "mine", "query.q": "victim" })).toThrow(expect.objectContaining({ code: "DUPLICATE_KEY" }));
    expect(() => endpoint.defaults({ headers: { "x-a": "mine" }, "header.X-A": "victim" })).toThrow(expect.objectContaining({ code: "DUPLICATE_KEY" }));
    expect(() => endpoint.defaults({ "header.cookie": "a=1", "cookie.b": "2" })).toThrow(expect.objectContaining({ code: "DUPLICATE_KEY" }));
    expect(() => endpoint.defaults({ "header.x-a": "1\r\nx-b: 2" })).toThrow(expect.objectContaining({ code: "INVALID_HEADER_VALUE" }));
  });

  it.each(ENDPOINTS)("32.2: %s: one key per place is not refused (a plain key and another place's prefixed key)", (_name, endpoint) => {
    const request = endpoint(`POST ${ISSUES}`, { owner: "o", repo: "r", "query.title": "q", title: "t", "header.x-a": "1", "cookie.c": "2", headers: { cookie: "d=3" } });
    expect(request).toMatchObject({ url: expect.stringMatching(/\/repos\/o\/r\/issues\?title=q$/), body: { title: "t" } });
    expect(request.headers).toMatchObject({ "x-a": "1", cookie: "d=3; c=2" });
    // An undefined header value is "not given", as everywhere.
    expect(endpoint(`GET ${ISSUES}`, { owner: "o", repo: "r", headers: { authorization: "mine" }, "header.authorization": undefined }).headers).toMatchObject({ authorization: "mine" });
  });
});
