// Typed routes: what the compiler reads from a route literal. Every `@ts-expect-error` below must be
// a real error (vitest's typecheck fails on an unused one).
import type { EndpointDefaults as OctokitDefaults } from "octokit-types-9";
import { describe, expectTypeOf, it } from "vitest";
import { endpoint } from "../src/index";
import type { Endpoint, EndpointDefaults, MergedOptions, RequestOptions } from "../src/index";
import type { RouteAlone } from "@scope/endpoint-assembler";

describe("path parameters are required", () => {
  it("{name} variables", () => {
    // @ts-expect-error repo is missing
    endpoint("GET /repos/{owner}/{repo}", { owner: "o" });
    // @ts-expect-error '"GET /repos/{owner}/{repo}" needs options: owner, repo'
    endpoint("GET /repos/{owner}/{repo}");
    expectTypeOf<RouteAlone<"GET /repos/:owner/{repo}", "repo">>().toEqualTypeOf<'"GET /repos/:owner/{repo}" needs options: owner'>();
    endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" });
  });

  it(":name segments, as the runtime reads them", () => {
    // @ts-expect-error repo is missing
    endpoint("GET /repos/:owner/:repo", { owner: "o" });
    endpoint("GET /repos/:owner/:repo", { owner: "o", repo: "r" });
    // ":8080" and ":a" stay literal text: nothing is required
    endpoint("GET http://localhost:8080/x/:a");
  });

  it("{+name}, {#name}, {.name}, {/name*}, {;name} and prefixed {name:3}", () => {
    // @ts-expect-error path is missing
    endpoint("GET /repos/o/r/contents/{+path}", {});
    // @ts-expect-error segments is missing
    endpoint("GET /x{/segments*}", {});
    // @ts-expect-error ext is missing
    endpoint("GET /file{.ext}", {});
    // @ts-expect-error matrix is missing
    endpoint("GET /x{;matrix}", {});
    // @ts-expect-error fragment is missing
    endpoint("GET /x{#fragment}", {});
    // @ts-expect-error b is missing
    endpoint("GET /x/{a,b:3}", { a: 1 });
    endpoint("GET /x/{+path}{/segments*}{.ext}{;matrix}{#fragment}{a,b:3}", {
      path: "a/b", segments: ["c"], ext: "json", matrix: 1, fragment: "f", a: 1, b: "bcd",
    });
  });

  it("a required parameter takes any template value, and refuses others", () => {
    // @ts-expect-error undefined is no value: the URL would be /x/ (a whole path segment throws at run time)
    endpoint("GET /x/{a}", { a: undefined });
    endpoint("GET /x/{a}", { a: ["b", 1, null] });
    // @ts-expect-error a Date is not a template value
    endpoint("GET /x/{a}", { a: new Date() });
  });
});

describe("query variables are optional", () => {
  it("{?a,b} and {&c}", () => {
    endpoint("GET /search{?q,page}{&per_page}");
    endpoint("GET /search{?q,page}{&per_page}", { q: "x", per_page: 10 });
    // @ts-expect-error the user parameter is still required
    endpoint("GET /users/{user}{?page}", { page: 1 });
  });
});

describe("the method", () => {
  it("is checked against the HTTP methods, any case", () => {
    endpoint("get /x");
    endpoint("Patch /x");
    endpoint("OPTIONS /x");
    // @ts-expect-error FETCH is not an HTTP method
    endpoint("FETCH /x");
    // @ts-expect-error nor is GETS, whatever the options
    endpoint("GETS /x/{a}", { a: 1 });
  });

  it("a route that names a method takes no other method option", () => {
    endpoint("POST /x", { method: undefined });
    // @ts-expect-error the route says POST already
    endpoint("POST /x", { method: "PUT" });
    endpoint("/x", { method: "PUT" });
  });
});

describe("25.1 a route decides the URL and the method", () => {
  it("a url key beside a route is refused, on the endpoint and at any depth of .defaults()", () => {
    // @ts-expect-error the route decides the URL: the token would go to the webhook's URL
    endpoint("PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config", { owner: "o", repo: "r", hook_id: 1, url: "https://hooks.example/h" });
    // @ts-expect-error on a bound endpoint too
    endpoint.defaults({ owner: "o" }).defaults({ repo: "r" })("PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config", { hook_id: 1, url: "https://hooks.example/h" });
    // @ts-expect-error a route of a URL alone decides the URL
    endpoint("/repos/{owner}/{repo}", { owner: "o", repo: "r", url: "/elsewhere" });
  });

  it("\"body.url\" and \"query.url\" send fields of that name; options alone keep url", () => {
    endpoint("PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config", { owner: "o", repo: "r", hook_id: 1, "body.url": "https://hooks.example/h" });
    endpoint("GET /search/code", { q: "x", "query.url": "https://x.example", "header.x-trace": "t", "cookie.session": "s" });
    endpoint({ method: "PATCH", url: "/repos/{owner}/{repo}", owner: "o", repo: "r" });
    endpoint.merge({ url: "/user" });
  });
});

describe("other parameters", () => {
  it("are allowed, typed unknown, and named options keep their types", () => {
    endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", labels: "bug", since: new Date(), extra: { a: [1] } });
    endpoint("GET /x", { headers: { "x-a": "1" }, mediaType: { format: "raw" }, request: { retries: 2 }, baseUrl: "https://example.com" });
    // @ts-expect-error headers keep their type
    endpoint("GET /x", { headers: "x-a: 1" });
  });
});

describe("the result", () => {
  it("has the upper-case method, and no body for GET and HEAD", () => {
    const get = endpoint("get /x");
    expectTypeOf(get.method).toEqualTypeOf<"GET">();
    expectTypeOf(get).toHaveProperty("body").toEqualTypeOf<undefined>();
    expectTypeOf(endpoint("HEAD /x").method).toEqualTypeOf<"HEAD">();
  });

  it("always has a body for PUT and PATCH, maybe one for the others", () => {
    const put = endpoint("put /user/starred/{owner}/{repo}", { owner: "o", repo: "r" });
    expectTypeOf(put.method).toEqualTypeOf<"PUT">();
    expectTypeOf(put.body).toEqualTypeOf<unknown>();
    expectTypeOf<keyof typeof put>().toEqualTypeOf<"method" | "url" | "headers" | "body" | "request">();
    const post = endpoint("Post /x", { a: 1 });
    expectTypeOf(post.method).toEqualTypeOf<"POST">();
    expectTypeOf(post).toExtend<{ body?: unknown }>();
    expectTypeOf(post).toExtend<RequestOptions>();
  });

  it("without a method in the route, the method is any string", () => {
    expectTypeOf(endpoint("/x/{a}", { a: 1 })).toEqualTypeOf<RequestOptions>();
    expectTypeOf(endpoint({ url: "/x", method: "PUT" })).toEqualTypeOf<RequestOptions>();
  });
});

describe("defaults", () => {
  it("a bound parameter is no longer required", () => {
    const bound = endpoint.defaults({ owner: "o" });
    bound("GET /repos/{owner}/{repo}", { repo: "r" });
    bound("GET /repos/{owner}/{repo}", { owner: "other", repo: "r" });
    // @ts-expect-error repo is still required
    bound("GET /repos/{owner}/{repo}", {});
    const both = bound.defaults({ repo: "r" });
    both("GET /repos/{owner}/{repo}");
    expectTypeOf(both("DELETE /repos/{owner}/{repo}").method).toEqualTypeOf<"DELETE">();
  });

  it("an undefined default and the named options bind nothing", () => {
    const bound = endpoint.defaults({ owner: undefined, headers: { "x-a": "1" } });
    // @ts-expect-error owner is still required
    bound("GET /repos/{owner}", {});
  });

  it("endpoint is an Endpoint and a bound one an Endpoint of its keys", () => {
    expectTypeOf(endpoint).toEqualTypeOf<Endpoint>();
    expectTypeOf(endpoint.defaults({ owner: "o", repo: "r" })).toEqualTypeOf<Endpoint<"owner" | "repo">>();
  });
});

describe("merge", () => {
  it("checks the route as the endpoint does and keeps method and url as given", () => {
    // @ts-expect-error repo is missing
    endpoint.merge("GET /repos/{owner}/{repo}", { owner: "o" });
    // @ts-expect-error FETCH is not an HTTP method
    endpoint.merge("FETCH /x");
    const merged = endpoint.merge("get /repos/:owner", { owner: "o" });
    expectTypeOf(merged.method).toEqualTypeOf<"get">();
    expectTypeOf(merged.url).toEqualTypeOf<"/repos/:owner">();
    expectTypeOf(merged).toExtend<MergedOptions>();
    expectTypeOf(endpoint.parse(merged)).toEqualTypeOf<RequestOptions>();
  });
});

describe("a route typed string", () => {
  it("is typed loosely, with no error", () => {
    const route: string = "FETCH /repos/{owner}";
    expectTypeOf(endpoint(route)).toEqualTypeOf<RequestOptions>();
    expectTypeOf(endpoint(route, { anything: 1, method: "PUT" })).toEqualTypeOf<RequestOptions>();
    expectTypeOf(endpoint.merge(route)).toEqualTypeOf<MergedOptions>();
  });
});

describe("drop-in for code typed against @octokit/endpoint 7", () => {
  it("merge() with no argument gives the defaults", () => {
    expectTypeOf(endpoint.merge()).toEqualTypeOf<EndpointDefaults>();
    expectTypeOf(endpoint.parse(endpoint.merge({ url: "/user" }))).toEqualTypeOf<RequestOptions>();
  });

  it("parse() takes an EndpointDefaults of @octokit/types, whose header values may be undefined", () => {
    const defaults: OctokitDefaults = {
      baseUrl: "https://api.github.com",
      method: "GET",
      url: "/user",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": "x", "if-none-match": undefined },
      mediaType: { format: "", previews: [] },
    };
    expectTypeOf(endpoint.parse(defaults)).toEqualTypeOf<RequestOptions>();
    // @ts-expect-error headers are still required
    endpoint.parse({ method: "GET", url: "/user", mediaType: { previews: [] } });
  });
});
