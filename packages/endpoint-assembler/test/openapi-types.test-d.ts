// `withTypes<paths>()` on a made-up API, nothing from GitHub: a `paths` type written by hand in both
// shapes openapi-typescript generates (6: absent keys; 7: `put?: never`, `query?: never`). Each
// `@ts-expect-error` must be a real error on the line below it (an unused one fails the typecheck).
import { describe, expectTypeOf, it } from "vitest";
import { createEndpoint } from "../src/index";
import type {
  CheckedOpenApiRoute,
  NotARoute,
  OpenApiEndpoint,
  OpenApiRouteAlone,
  OpenApiOptions,
  OpenApiRoutes,
  QueryNotSent,
  OpenApiUrl,
  RequestOptionsOf,
  RequestOptionsWithBody,
  RequestOptionsWithoutBody,
  RouteAlone,
  RouteToComplete,
} from "../src/index";

interface Pet {
  name: string;
  tag?: "cat" | "dog";
}

/** openapi-typescript 6 style: a path item lists only the methods it has. */
interface PathsV6 {
  "/shops/{shop-id}/pets": {
    get: { parameters: { path: { "shop-id": number }; query?: { limit?: number; sort?: "name" | "age" } }; responses: object };
    post: { parameters: { path: { "shop-id": number } }; requestBody: { content: { "application/json": Pet } }; responses: object };
  };
  "/shops/{shop-id}/pets/{pet_id}": {
    delete: { parameters: { path: { "shop-id": number; pet_id: string } }; responses: object };
  };
  "/search": {
    get: { parameters: { query: { q: string; page?: number } }; responses: object };
  };
  "/uploads": {
    put: { requestBody: { content: { "application/octet-stream": string } }; responses: object };
  };
}

/** Query parameters of methods that send their other keys in the body, and a body declared empty. */
interface PathsQueryOfPost {
  "/caches": {
    delete: { parameters: { query: { key: string; ref?: string } }; responses: object };
  };
  "/assets": {
    post: { parameters: { query: { name: string; label?: string } }; requestBody: { content: { "application/octet-stream": string } }; responses: object };
  };
  "/items/{id}": {
    get: { parameters: { path: { id: string }; query?: { expand?: string[] } }; responses: object };
    post: { parameters: { path: { id: string } }; requestBody?: { content: { "application/json": Record<string, never> } }; responses: object };
  };
}

/** openapi-typescript 7 style: every method and group present, `never` where there is none. */
interface PathsV7 {
  "/health": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: { parameters: { query?: never; header?: never; path?: never; cookie?: never }; requestBody?: never; responses: object };
    put?: never;
    post?: never;
  };
  "/notes/{id}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    patch: {
      parameters: { query?: never; header?: never; path: { id: string }; cookie?: never };
      requestBody?: { content: { "application/json": { text?: string; pinned?: boolean } } };
      responses: object;
    };
  };
}

/** The text of a route's error message: the compiler shows it, marked so that editors do not offer it as a route. */
type MessageOf<Type> = Type extends NotARoute<infer Message> ? Message : never;

const api = createEndpoint({ baseUrl: "https://api.example.com" }, { vendor: "example" });
const pets = api.withTypes<PathsV6>();
const shop = pets.defaults({ "shop-id": 7 });
const notes = api.withTypes<PathsV7>();

describe("openapi-typescript 6 shape", () => {
  it("valid calls compile, with and without defaults", () => {
    pets("GET /shops/{shop-id}/pets", { "shop-id": 1, limit: 10, sort: "age" });
    shop("GET /shops/{shop-id}/pets");
    shop("POST /shops/{shop-id}/pets", { name: "Rex", tag: "dog" });
    shop("POST /shops/{shop-id}/pets", { data: { name: "Rex" } });
    shop("DELETE /shops/{shop-id}/pets/:pet_id", { pet_id: "p" });
    pets("GET /search{?q,page}", { q: "rex" });
    pets("PUT /uploads", { data: "bytes", headers: { "content-type": "application/octet-stream" } });
  });

  it("mistakes are errors", () => {
    // @ts-expect-error shop-id is a number
    pets("GET /shops/{shop-id}/pets", { "shop-id": "1" });
    // @ts-expect-error sort outside its enum
    shop("GET /shops/{shop-id}/pets", { sort: "size" });
    // @ts-expect-error limt is not a parameter
    shop("GET /shops/{shop-id}/pets", { limt: 1 });
    // @ts-expect-error name is required in the body
    shop("POST /shops/{shop-id}/pets", { tag: "cat" });
    // @ts-expect-error tag outside its enum
    shop("POST /shops/{shop-id}/pets", { name: "Rex", tag: "bird" });
    // @ts-expect-error q is required
    pets("GET /search", { page: 2 });
    // @ts-expect-error the octet-stream body is given as data only
    pets("PUT /uploads", { content: "bytes" });
    // @ts-expect-error PATCH is not a method of the path
    shop("PATCH /shops/{shop-id}/pets", {});
    // @ts-expect-error not in the description
    pets("GET /shops/{shop-id}/owners", { "shop-id": 1 });
    // @ts-expect-error the route needs pet_id
    shop("DELETE /shops/{shop-id}/pets/{pet_id}");
  });

  it("the result says the method and whether a body is there", () => {
    expectTypeOf(shop("GET /shops/{shop-id}/pets")).toEqualTypeOf<RequestOptionsWithoutBody<"GET">>();
    expectTypeOf(shop("POST /shops/{shop-id}/pets", { name: "Rex" })).toEqualTypeOf<RequestOptionsWithBody<"POST">>();
    expectTypeOf(shop("DELETE /shops/{shop-id}/pets/{pet_id}", { pet_id: "p" })).toEqualTypeOf<RequestOptionsOf<"DELETE">>();
    expectTypeOf(shop).toEqualTypeOf<OpenApiEndpoint<PathsV6, "shop-id">>();
  });
});

describe("the default rules: a key is typed only where they send it", () => {
  const api2 = api.withTypes<PathsQueryOfPost>();

  it("a query parameter of DELETE or POST is given through the route's {?key}; a GET takes its query as keys", () => {
    api2("DELETE /caches{?key,ref}", { key: "k" });
    api2("delete /caches{?key}{&ref}", { key: "k", ref: "main" });
    api2("POST /assets{?name,label}", { name: "a.zip", data: "bytes" });
    api2("GET /items/{id}", { id: "i", expand: ["x"] });
  });

  it("named as a plain key, it is refused with a message that names the {?key} suffix and fromOpenApi", () => {
    // @ts-expect-error key would go in the body of the DELETE
    api2("DELETE /caches", { key: "k" });
    // @ts-expect-error ref is not in the route's {?key}
    api2("DELETE /caches{?key}", { key: "k", ref: "main" });
    // @ts-expect-error name would be dropped beside data
    api2("POST /assets", { name: "a.zip", data: "bytes" });
    // @ts-expect-error the required name is still required
    api2("POST /assets{?label}", { label: "l", data: "bytes" });
    expectTypeOf<OpenApiOptions<PathsQueryOfPost["/caches"]["delete"], never, "DELETE /caches">["key"]>().toEqualTypeOf<
      QueryNotSent<"key", "DELETE"> | undefined
    >();
    expectTypeOf<QueryNotSent<"key", "DELETE">>().toEqualTypeOf<'key is a query parameter, but DELETE sends it in the body: give "query.key", add {?key} to the route, or use fromOpenApi(document)'>();
  });

  it("a body declared as an empty object takes no key", () => {
    api2("POST /items/{id}", { id: "i" });
    // @ts-expect-error the body takes no properties
    api2("POST /items/{id}", { id: "i", name: "n" });
  });
});

describe("openapi-typescript 7 shape", () => {
  it("never stands for no method, no parameters and no body", () => {
    notes("GET /health");
    notes("PATCH /notes/{id}", { id: "n", pinned: true });
    notes("PATCH /notes/{id}", { id: "n" });
    // @ts-expect-error put?: never is no method
    notes("PUT /health", {});
    // @ts-expect-error get?: never is no method
    notes("GET /notes/{id}", { id: "n" });
    // @ts-expect-error query?: never takes no query
    notes("GET /health", { verbose: true });
    // @ts-expect-error pinned is a boolean
    notes("PATCH /notes/{id}", { id: "n", pinned: "yes" });
  });
});

describe("the messages", () => {
  it("name the route, the methods the path has, the nearest routes and the parameters needed", () => {
    expectTypeOf<MessageOf<CheckedOpenApiRoute<PathsV6, "PATCH /shops/{shop-id}/pets">>>().toEqualTypeOf<"PATCH /shops/{shop-id}/pets is not in the API description: the path has GET, POST">();
    expectTypeOf<MessageOf<CheckedOpenApiRoute<PathsV6, "GET /shops/{shop}/pets">>>().toEqualTypeOf<'GET /shops/{shop}/pets is not in the API description; did you mean "GET /shops/{shop-id}/pets"?'>();
    expectTypeOf<MessageOf<CheckedOpenApiRoute<PathsV6, "GET /serch">>>().toEqualTypeOf<'GET /serch is not in the API description; did you mean "GET /search"?'>();
    expectTypeOf<MessageOf<CheckedOpenApiRoute<PathsV6, "GET /elsewhere">>>().toEqualTypeOf<"GET /elsewhere is not in the API description">();
    // Several names come in the compiler's order of the union; one bound leaves one.
    expectTypeOf<OpenApiRouteAlone<PathsV6, "DELETE /shops/{shop-id}/pets/{pet_id}", "shop-id">>().toEqualTypeOf<'"DELETE /shops/{shop-id}/pets/{pet_id}" needs options: pet_id'>();
    expectTypeOf<RouteAlone<"GET /repos/{owner}/{repo}">>().toEqualTypeOf<'"GET /repos/{owner}/{repo}" needs options: owner, repo'>();
  });

  it("an editor completes a route from every route of the description, methods that are never left out", () => {
    expectTypeOf<OpenApiRoutes<PathsV7>>().toEqualTypeOf<"GET /health" | "PATCH /notes/{id}">();
    expectTypeOf<CheckedOpenApiRoute<PathsV6, RouteToComplete<PathsV6>>>().toEqualTypeOf<OpenApiRoutes<PathsV6>>();
  });

  it("a route's URL is looked up with :name as {name} and without its {?query} suffix", () => {
    expectTypeOf<OpenApiUrl<"/shops/:shop/pets/{pet_id}{?limit}">>().toEqualTypeOf<"/shops/{shop}/pets/{pet_id}">();
  });
});

/** Fields named like named options, on the default rules (issue 25), and a binary body (issue 28). */
interface PathsWithClashes {
  "/hooks/{hook_id}/config": {
    patch: {
      parameters: { path: { hook_id: number } };
      requestBody?: { content: { "application/json": { url?: string; secret?: string; method?: string } } };
      responses: object;
    };
  };
  "/registries": {
    post: { requestBody: { content: { "application/json": { url: string; name: string } } }; responses: object };
  };
  "/links": {
    get: { parameters: { query: { url: string; headers?: boolean } }; responses: object };
  };
  "/tasks": {
    post: { requestBody: { content: { "application/json": { data: { name: string } } } }; responses: object };
  };
  "/v1/{name}:cancel": {
    post: { parameters: { path: { name: string }; query?: { force?: boolean } }; responses: object };
  };
  "/assets": {
    post: { parameters: { query: { name: string } }; requestBody: { content: { "application/octet-stream": string } }; responses: object };
  };
}

describe("25.1 and 25.2 on the default rules: a field named like a named option is given location-prefixed", () => {
  const hooks = api.withTypes<PathsWithClashes>();

  it("a body field url: the plain key is refused (the route decides the URL), \"body.url\" is the field", () => {
    hooks("PATCH /hooks/{hook_id}/config", { hook_id: 1, "body.url": "https://hooks.example/h", secret: "s" });
    // @ts-expect-error the route decides the URL: the token would go to the webhook's URL
    hooks("PATCH /hooks/{hook_id}/config", { hook_id: 1, url: "https://hooks.example/h" });
    // @ts-expect-error the route decides the method
    hooks("PATCH /hooks/{hook_id}/config", { hook_id: 1, method: "card" });
    hooks("PATCH /hooks/{hook_id}/config", { hook_id: 1, "body.method": "card" });
  });

  it("a required body field url: \"body.url\" is required in the fields, or the whole body is data", () => {
    hooks("POST /registries", { "body.url": "https://r.example", name: "r" });
    hooks("POST /registries", { data: { url: "https://r.example", name: "r" } });
    // @ts-expect-error "body.url" is required
    hooks("POST /registries", { name: "r" });
    // @ts-expect-error "body.url" is a string
    hooks("POST /registries", { "body.url": 1, name: "r" });
  });

  it("a query parameter url: \"query.url\" is the parameter, required where it is; headers stays the option", () => {
    hooks("GET /links", { "query.url": "https://x.example", "query.headers": true, headers: { "x-a": "1" } });
    // @ts-expect-error "query.url" is required
    hooks("GET /links", { "query.headers": true });
    // @ts-expect-error the plain url is refused beside a route
    hooks("GET /links", { url: "https://x.example", "query.url": "https://x.example" });
  });

  it("a body field data: data stays the whole body on the default rules, \"body.data\" is the field", () => {
    hooks("POST /tasks", { data: { data: { name: "n" } } });
    hooks("POST /tasks", { "body.data": { name: "n" } });
  });

  it("a query parameter of a POST is given as \"query.name\", typed and required", () => {
    hooks("POST /assets", { "query.name": "a.zip", data: "bytes" });
    // @ts-expect-error the required name is still required
    hooks("POST /assets", { data: "bytes" });
    // @ts-expect-error "query.name" is a string
    hooks("POST /assets", { "query.name": 1, data: "bytes" });
  });

  it("any parameter or field may be given location-prefixed", () => {
    pets("GET /shops/{shop-id}/pets", { "shop-id": 1, "query.limit": 10 });
    shop("POST /shops/{shop-id}/pets", { name: "Rex", "body.tag": "dog" });
  });
});

describe("25.3 the route's spelling finds the same operation", () => {
  const hooks = api.withTypes<PathsWithClashes>();

  it(":name, {name}, a {?...} or {&...} suffix; a : inside a segment is literal", () => {
    hooks("POST /v1/{name}:cancel", { name: "operations/1" });
    hooks("POST /v1/{name}:cancel{?force}", { name: "operations/1", force: true });
    hooks("PATCH /hooks/:hook_id/config", { hook_id: 1 });
    pets("GET /search{&page}", { q: "rex" });
    expectTypeOf<OpenApiUrl<"/v1/{name}:cancel{?force}">>().toEqualTypeOf<"/v1/{name}:cancel">();
    expectTypeOf<OpenApiUrl<"/v1beta1/text:synthesize">>().toEqualTypeOf<"/v1beta1/text:synthesize">();
  });
});

describe("28.5 a binary body takes bytes as data, without a cast", () => {
  const hooks = api.withTypes<PathsWithClashes>();

  it("application/octet-stream: a Blob, a File, an ArrayBuffer, a typed array, a stream", () => {
    pets("PUT /uploads", { data: new Blob(["bytes"]) });
    pets("PUT /uploads", { data: new File(["bytes"], "a.bin") });
    pets("PUT /uploads", { data: new ArrayBuffer(8) });
    pets("PUT /uploads", { data: new Uint8Array(8) });
    pets("PUT /uploads", { data: new ReadableStream<Uint8Array>() });
    hooks("POST /assets", { "query.name": "a.zip", data: new Blob(["zip"]) });
    // @ts-expect-error a number is no body
    pets("PUT /uploads", { data: 8 });
  });
});
