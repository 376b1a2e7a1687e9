// The route types on their own, and the methods table they are checked against.
import { describe, expectTypeOf, it } from "vitest";
import { createEndpoint, type HTTP_METHODS } from "../src/index";
import type { BoundKeys, ColonsToBraces, HttpMethod, ParseRoute, RequestOptionsFor, ReservedName, ReservedOption, RouteDecides, RouteOptions, RouteParameters, RouteVariables } from "../src/index";
import type { TemplateValue } from "@scope/url-expander";

describe("route types", () => {
  it("HttpMethod is the union of HTTP_METHODS", () => {
    expectTypeOf<(typeof HTTP_METHODS)[number]>().toEqualTypeOf<HttpMethod>();
    expectTypeOf<HttpMethod>().toEqualTypeOf<"GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS" | "TRACE" | "CONNECT">();
  });

  it("ParseRoute splits at the first space", () => {
    expectTypeOf<ParseRoute<"GET /a/{b}">>().toEqualTypeOf<{ method: "GET"; url: "/a/{b}" }>();
    expectTypeOf<ParseRoute<"/a">>().toEqualTypeOf<{ method: undefined; url: "/a" }>();
  });

  it("RouteVariables reads :name as the runtime does", () => {
    expectTypeOf<RouteVariables<"GET http://h:8080/:a/:org_1/{b}{?c}">>().toEqualTypeOf<{ required: "org_1" | "b"; optional: "c" }>();
  });

  it("a :name-with-hyphens is one name, as at run time", () => {
    expectTypeOf<RouteVariables<"DELETE /enterprises/:enterprise/teams/:enterprise-team">>().toEqualTypeOf<{
      required: "enterprise" | "enterprise-team";
      optional: never;
    }>();
    expectTypeOf<ColonsToBraces<"/:owner-:repo/:a-b/:x-">>().toEqualTypeOf<"/{owner}-{repo}/{a-b}/:x-">();
  });

  it("RouteParameters makes bound parameters optional and skips named options", () => {
    expectTypeOf<RouteParameters<"GET /{owner}/{repo}/{url}", "owner">>().toEqualTypeOf<
      { repo: NonNullable<TemplateValue> } & { owner?: TemplateValue }
    >();
  });

  it("a required parameter may not be undefined or null, as at run time for a whole path segment", () => {
    const api = createEndpoint({ baseUrl: "https://api.example.com" }, { vendor: "example" });
    // @ts-expect-error repo is undefined: the URL would be /repos/o/
    api("GET /repos/{owner}/{repo}", { owner: "o", repo: undefined });
    // @ts-expect-error repo is null
    api("GET /repos/{owner}/{repo}", { owner: "o", repo: null });
    expectTypeOf(api("GET /repos/{owner}/{repo}", { owner: "o", repo: "" }).method).toEqualTypeOf<"GET">();
  });

  it("RequestOptionsFor upper-cases the method", () => {
    expectTypeOf<RequestOptionsFor<"patch /x">["method"]>().toEqualTypeOf<"PATCH">();
  });

  it("ReservedName, the cheap spelling of ReservedOption, is the same union", () => {
    expectTypeOf<ReservedName>().toEqualTypeOf<ReservedOption>();
  });

  it("BoundKeys skips undefined values and named options", () => {
    expectTypeOf<BoundKeys<{ owner: "o"; repo: undefined; headers: object }>>().toEqualTypeOf<"owner">();
  });

  it("createEndpoint gives a typed endpoint", () => {
    const api = createEndpoint({ baseUrl: "https://api.example.com" }, { vendor: "example" });
    // @ts-expect-error user is missing
    api("GET /users/{user}", {});
    expectTypeOf(api("GET /users/{user}", { user: "ada" }).method).toEqualTypeOf<"GET">();
  });
});

describe("25.1 a route decides the URL, and the method where it names one", () => {
  const api = createEndpoint({ baseUrl: "https://api.example.com" }, { vendor: "example" });

  it("a url key beside a route is refused, with a message saying how to send a field named url", () => {
    // @ts-expect-error the route decides the URL: give "body.url" or "query.url"
    api("PATCH /hooks/{id}/config", { id: 1, url: "https://hooks.example/h" });
    // @ts-expect-error a route of a URL alone decides the URL too
    api("/hooks/{id}/config", { id: 1, url: "https://hooks.example/h" });
    // @ts-expect-error merge checks the call as the endpoint does
    api.merge("POST /hooks", { url: "https://hooks.example/h" });
    // @ts-expect-error on a bound endpoint too
    api.defaults({ id: 1 }).defaults({ baseUrl: "https://ghe.example" })("PATCH /hooks/{id}/config", { url: "https://hooks.example/h" });
    expectTypeOf<RouteDecides<"url">>().toEqualTypeOf<'url: the route decides the URL; to send a field named url, give "body.url" or "query.url"'>();
    expectTypeOf<RouteOptions<"PATCH /hooks/{id}">["url"]>().toEqualTypeOf<RouteDecides<"url"> | undefined>();
  });

  it("a method key beside a route that names a method is refused; beside a URL alone it is the method", () => {
    // @ts-expect-error the route decides the method: give "body.method" or "query.method"
    api("POST /payments", { method: "card" });
    api("/payments", { method: "POST", amount: 1 });
    expectTypeOf<RouteOptions<"POST /payments">["method"]>().toEqualTypeOf<RouteDecides<"method"> | undefined>();
    expectTypeOf<RouteDecides<"method">>().toEqualTypeOf<'method: the route decides the method; to send a field named method, give "body.method" or "query.method"'>();
  });

  it("undefined is still \"not given\"; options alone keep url and method; .defaults() binds them", () => {
    api("POST /payments", { method: undefined, url: undefined });
    api({ method: "POST", url: "/payments" });
    api.defaults({ method: "POST", url: "/payments" })("/payments/{id}", { id: 1 });
  });

  it("25.2 location-prefixed keys are any endpoint's parameters", () => {
    api("PATCH /hooks/{id}/config", { id: 1, "body.url": "https://hooks.example/h", "body.method": "card", "query.url": "u" });
    api("GET /search", { "query.q": "x", "header.x-trace": "t", "cookie.session": "s", "path.x": 1 });
  });
});
