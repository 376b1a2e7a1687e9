// `endpoint.withTypes<paths>()` against GitHub's REST description (@octokit/openapi-types, a
// devDependency). Each `@ts-expect-error` must be a real error on the line below it: vitest's
// typecheck fails on an unused one. Every mistake is tried on the endpoint and on a bound one.
import type { paths } from "@octokit/openapi-types";
import { describe, expectTypeOf, it } from "vitest";
import { endpoint } from "../src/index";
import type { Endpoint, OpenApiEndpoint, RequestOptions, RequestOptionsWithBody, RequestOptionsWithoutBody } from "../src/index";

const github = endpoint.withTypes<paths>();
const repo = github.defaults({ owner: "octokit", repo: "rest.js" });

describe("valid calls compile", () => {
  it("path, query and body parameters, with and without bound defaults", () => {
    github("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", state: "open", per_page: 10, labels: "bug" });
    repo("GET /repos/{owner}/{repo}/issues", { state: "closed" });
    repo("GET /repos/{owner}/{repo}/issues");
    github("GET /search/issues", { q: "is:open" });
    github("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t", labels: ["bug"] });
    repo("POST /repos/{owner}/{repo}/issues", { title: "t", assignees: ["ada"] });
    repo("PATCH /repos/{owner}/{repo}/issues/{issue_number}", { issue_number: 1, state: "closed" });
    github("GET /user");
    github("get /repos/{owner}/{repo}", { owner: "o", repo: "r" });
  });

  it("data in place of the body; a body that names a reserved option goes as data only", () => {
    repo("POST /repos/{owner}/{repo}/issues", { data: { title: "t" } });
    github("POST /orgs/{org}/private-registries", {
      org: "o",
      data: { registry_type: "maven_repository", url: "https://r.example", encrypted_value: "v", key_id: "k", visibility: "all" },
    });
    repo("POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}", { release_id: 1, name: "a.zip", data: "bytes" });
  });

  it("25.1 and 25.2: a webhook's url is given as \"body.url\"; the plain key is refused", () => {
    repo("PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config", { hook_id: 1, "body.url": "https://hooks.example/h", content_type: "json" });
    // @ts-expect-error the route decides the URL: the token would go to the webhook's URL
    repo("PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config", { hook_id: 1, url: "https://hooks.example/h" });
    github("POST /orgs/{org}/private-registries", {
      org: "o",
      registry_type: "maven_repository",
      "body.url": "https://r.example",
      encrypted_value: "v",
      key_id: "k",
      visibility: "all",
    });
    // @ts-expect-error "body.url" is required
    github("POST /orgs/{org}/private-registries", { org: "o", registry_type: "maven_repository", encrypted_value: "v", key_id: "k", visibility: "all" });
  });

  it("28.5: a release asset is bytes, a Blob or a stream, without a cast", () => {
    repo("POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}", { release_id: 1, name: "a.zip", data: new Blob(["zip"]) });
    repo("POST /repos/{owner}/{repo}/releases/{release_id}/assets", { release_id: 1, "query.name": "a.zip", data: new Uint8Array([80, 75]) });
  });

  it("hyphenated, :name and {?query} routes, named options", () => {
    github("GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships", { enterprise: "e", "enterprise-team": "t" });
    github("GET /repos/:owner/:repo/issues", { owner: "o", repo: "r" });
    repo("GET /repos/{owner}/{repo}/issues{?state,per_page}", { state: "all", headers: { "x-a": "1" }, mediaType: { format: "raw" } });
    repo("GET /repos/{owner}/{repo}", { request: { retries: 2 }, baseUrl: "https://ghe.example/api/v3" });
  });

  it("a route typed string is loose; withTypes() gives the route-string typing back", () => {
    const route: string = "GET /not/in/the/description";
    expectTypeOf(github(route, { anything: 1 })).toEqualTypeOf<RequestOptions>();
    github.withTypes()("GET /internal/{id}", { id: 1, extra: true });
    expectTypeOf(repo.withTypes()).toEqualTypeOf<Endpoint<"owner" | "repo">>();
  });
});

describe("mistakes are errors", () => {
  it("a path parameter missing or of the wrong type", () => {
    // @ts-expect-error repo is missing
    github("GET /repos/{owner}/{repo}/issues", { owner: "o" });
    // @ts-expect-error issue_number is a number
    repo("GET /repos/{owner}/{repo}/issues/{issue_number}", { issue_number: "1" });
    // @ts-expect-error owner, bound, keeps its type
    repo("GET /repos/{owner}/{repo}/issues", { owner: 1 });
    // @ts-expect-error the hyphenated parameter is required
    github("GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships", { enterprise: "e" });
  });

  it("no options at all for a route that needs some", () => {
    // @ts-expect-error "GET /repos/{owner}/{repo}/issues" needs options: owner, repo
    github("GET /repos/{owner}/{repo}/issues");
    // @ts-expect-error "GET /repos/{owner}/{repo}/issues/{issue_number}" needs options: issue_number
    repo("GET /repos/{owner}/{repo}/issues/{issue_number}");
  });

  it("a query value outside its enum or of the wrong type; a required query parameter missing", () => {
    // @ts-expect-error "opn" is not a state
    repo("GET /repos/{owner}/{repo}/issues", { state: "opn" });
    // @ts-expect-error per_page is a number
    github("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", per_page: "10" });
    // @ts-expect-error q is required
    github("GET /search/issues", { sort: "created" });
  });

  it("a body field missing or of the wrong type", () => {
    // @ts-expect-error title is required
    repo("POST /repos/{owner}/{repo}/issues", { body: "b" });
    // @ts-expect-error assignees is a list
    github("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t", assignees: "ada" });
    // @ts-expect-error data must be the body
    repo("POST /repos/{owner}/{repo}/issues", { data: { body: "no title" } });
  });

  it("a misspelled query parameter or body field", () => {
    // @ts-expect-error 'stat' does not exist; did you mean 'state'?
    repo("GET /repos/{owner}/{repo}/issues", { stat: "open" });
    // @ts-expect-error 'titel' does not exist
    repo("POST /repos/{owner}/{repo}/issues", { titel: "t" });
    // @ts-expect-error 'owner' is not a parameter of GET /user
    github("GET /user", { owner: "o" });
  });

  it("a method the path does not have, a route not in the description, an invalid method", () => {
    // @ts-expect-error PUT /repos/{owner}/{repo}/issues: the path has GET, POST
    repo("PUT /repos/{owner}/{repo}/issues", {});
    // @ts-expect-error a misspelled segment: did you mean "GET /repos/{owner}/{repo}/issues"?
    repo("GET /repos/{owner}/{repo}/isues", {});
    // @ts-expect-error a misspelled parameter name
    github("GET /repos/{owner}/{rep}/issues", { owner: "o", rep: "r" });
    // @ts-expect-error not in the description
    github("GET /nowhere");
    // @ts-expect-error FETCH is not an HTTP method
    github("FETCH /user");
    // @ts-expect-error merge checks the route too
    repo.merge("GET /repos/{owner}/{repo}/isues");
  });
});

describe("the result", () => {
  it("names the method, and has a body where the operation requires one", () => {
    expectTypeOf(repo("GET /repos/{owner}/{repo}/issues")).toEqualTypeOf<RequestOptionsWithoutBody<"GET">>();
    expectTypeOf(repo("POST /repos/{owner}/{repo}/issues", { title: "t" })).toEqualTypeOf<RequestOptionsWithBody<"POST">>();
    expectTypeOf(repo("DELETE /repos/{owner}/{repo}")["method"]).toEqualTypeOf<"DELETE">();
  });

  it("bound endpoints stay typed by the same description", () => {
    expectTypeOf(repo).toEqualTypeOf<OpenApiEndpoint<paths, "owner" | "repo">>();
    expectTypeOf(repo.merge("GET /repos/{owner}/{repo}/issues").url).toEqualTypeOf<"/repos/{owner}/{repo}/issues">();
  });
});
