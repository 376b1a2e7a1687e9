// Issue 33.1 and 33.2 in the types: `withAuth` and `withServer` on table endpoints, at every depth of
// `.defaults()` and `withTypes()`, their arguments records of known credential shapes and strings.
// Every `@ts-expect-error` below must be a real error (vitest's typecheck fails on an unused one).
import { describe, expectTypeOf, it } from "vitest";
import { endpoint } from "../src/index";
import type { Credentials, OpenApiEndpointOf, ServerVariables, TableEndpoint } from "../src/index";
import { fromRoutes } from "../src/routes";

interface Paths {
  "/pets": {
    get: { parameters: { query?: { limit?: number } }; responses: object };
  };
}

const api = fromRoutes({ v: 1 });

describe("33.1, 33.2: withAuth and withServer types", () => {
  it("33.1: withAuth and withServer return table endpoints, at every depth", () => {
    expectTypeOf(api.withAuth({ key: "k" })).toEqualTypeOf<TableEndpoint>();
    expectTypeOf(api.withServer({ region: "eu" })).toEqualTypeOf<TableEndpoint>();
    expectTypeOf(api.defaults({ limit: 1 }).withAuth).parameter(0).toEqualTypeOf<Credentials>();
    expectTypeOf(api.withAuth({ key: "k" }).defaults({ limit: 1 }).withServer).parameter(0).toEqualTypeOf<ServerVariables>();
    const typed = api.withTypes<Paths>();
    expectTypeOf(typed.withAuth({ key: "k" })).toEqualTypeOf<OpenApiEndpointOf<Paths, never, "table">>();
    typed.withServer({ region: "eu" })("GET /pets", { limit: 2 });
    // @ts-expect-error the typed endpoint keeps its route types: limit is a number
    typed.withAuth({ key: "k" })("GET /pets", { limit: "2" });
  });

  it("33.1: credentials are strings, or { username, password } for basic", () => {
    api.withAuth({ bearer: "t", basic: { username: "ada", password: "pw" }, other: undefined });
    // @ts-expect-error a credential is a string or { username, password }
    api.withAuth({ bearer: 1 });
    // @ts-expect-error a basic credential needs its password
    api.withAuth({ basic: { username: "ada" } });
    // @ts-expect-error a server variable's value is a string
    api.withServer({ port: 443 });
  });

  it("33.1: the default endpoint has neither (they come with the tables)", () => {
    // @ts-expect-error endpoint has no route table, so no security schemes
    endpoint.withAuth({ bearer: "t" });
    // @ts-expect-error nor servers with variables
    endpoint.defaults({}).withServer({ region: "eu" });
  });
});
