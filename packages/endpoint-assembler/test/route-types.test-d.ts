// The route types on their own, and the methods table they are checked against.
import { describe, expectTypeOf, it } from "vitest";
import { createEndpoint, type HTTP_METHODS } from "../src/index";
import type { BoundKeys, ColonsToBraces, HttpMethod, ParseRoute, RequestOptionsFor, RouteParameters, RouteVariables } from "../src/index";
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
