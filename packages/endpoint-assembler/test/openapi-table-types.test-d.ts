// `withTypes<paths>()` on an endpoint of a route table (`fromOpenApi`, `fromRoutes`): each key is
// typed where the table's run time puts it. A made-up description in openapi-typescript 7's shape.
// Each `@ts-expect-error` must be a real error on the line below it.
import { describe, expectTypeOf, it } from "vitest";
import type { AmbiguousName, NamedOptionClash, OpenApiEndpointOf, OpenApiUrl, RouteDecides, TableEndpoint, TableOptions } from "../src/index";

interface Paths {
  "/files/{id}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: {
        query?: { expand?: string[]; url?: string };
        header: { "X-Trace": string; "If-None-Match"?: string; Accept?: string; Authorization?: string };
        path: { id: string };
        cookie?: { session?: string };
      };
      requestBody?: { content: { "application/x-www-form-urlencoded": Record<string, never> } };
      responses: object;
    };
    put: {
      parameters: { query: { id?: string; dry_run?: boolean }; header?: never; path: { id: string }; cookie?: never };
      requestBody: { content: { "multipart/form-data": { file: string; purpose?: string } } };
      responses: object;
    };
    post: {
      parameters: { query?: { notify?: boolean }; header?: never; path: { id: string }; cookie?: never };
      requestBody?: { content: { "application/x-www-form-urlencoded": { name?: string; metadata?: Record<string, string>; id?: string } } };
      responses: object;
    };
    delete: {
      parameters: { query?: never; header?: never; path: { id: string }; cookie: { csrf: string } };
      requestBody?: { content: { "application/x-www-form-urlencoded": Record<string, never> } };
      responses: object;
    };
  };
  "/raw": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody: { content: { "application/octet-stream": string; "application/json": { text: string } } };
      responses: object;
    };
  };
}

declare const table: TableEndpoint;
const api = table.withTypes<Paths>();
const file = api.defaults({ "path.id": "f" });

describe("an endpoint of a route table", () => {
  it("is typed by its own rules, bound keys kept", () => {
    expectTypeOf(api).toEqualTypeOf<OpenApiEndpointOf<Paths, never, "table">>();
    expectTypeOf(file).toEqualTypeOf<OpenApiEndpointOf<Paths, "path.id", "table">>();
  });

  it("types header and cookie parameters, required ones required; ignored headers are no keys", () => {
    api("GET /files/{id}", { id: "f", "X-Trace": "t", "If-None-Match": "e", session: "s", expand: ["a"] });
    api("DELETE /files/{id}", { id: "f", csrf: "c" });
    // @ts-expect-error X-Trace is a required header
    api("GET /files/{id}", { id: "f" });
    // @ts-expect-error csrf is a required cookie
    api("DELETE /files/{id}", { id: "f" });
    // @ts-expect-error Accept is said by the request's own headers, not a parameter
    api("GET /files/{id}", { id: "f", "X-Trace": "t", Accept: "text/plain" });
  });

  it("a name named like an option, or used in two locations, is given location-prefixed", () => {
    api("GET /files/{id}", { id: "f", "X-Trace": "t", "query.url": "https://x.example" });
    api("PUT /files/{id}", { "path.id": "f", "query.id": "v2", file: "bytes" });
    file("PUT /files/{id}", { file: "bytes", dry_run: true });
    // @ts-expect-error the plain name is ambiguous
    api("PUT /files/{id}", { id: "f", file: "bytes" });
    // @ts-expect-error path.id is required
    api("PUT /files/{id}", { "query.id": "v2", file: "bytes" });
    expectTypeOf<TableOptions<Paths["/files/{id}"]["put"]>["id"]>().toEqualTypeOf<
      AmbiguousName<"id", '"path.id"' | '"query.id"'> | undefined
    >();
  });

  it("query parameters of any method are keys: the table puts them in the query", () => {
    api("POST /files/{id}", { id: "f", notify: true, name: "n", metadata: { plan: "pro" } });
  });

  it("data is FormData for multipart and URLSearchParams for form bodies", () => {
    file("PUT /files/{id}", { data: new FormData() });
    api("POST /files/{id}", { id: "f", data: new URLSearchParams("name=n") });
    // @ts-expect-error a JSON-only body takes no FormData
    api("POST /raw", { data: new FormData() });
    // @ts-expect-error a form body is no FormData
    api("POST /files/{id}", { id: "f", data: new FormData() });
  });

  it("a body property that is a parameter's key is reachable only through data", () => {
    // @ts-expect-error id is the path parameter: a string, never the body's
    api("POST /files/{id}", { id: 1 });
    api("POST /files/{id}", { id: "f", data: { id: "body-id" } });
  });

  it("a body declared as an empty object takes no key; GET and HEAD take no body at all", () => {
    // @ts-expect-error the body of DELETE takes no properties
    api("DELETE /files/{id}", { id: "f", csrf: "c", reason: "r" });
    // @ts-expect-error GET sends no body, whatever the description declares
    api("GET /files/{id}", { id: "f", "X-Trace": "t", data: new URLSearchParams() });
  });

  it("a body with a media type not built from keys is given as data only", () => {
    api("POST /raw", { data: "bytes" });
    api("POST /raw", { data: { text: "t" } });
    // @ts-expect-error the octet-stream body is not built from keys
    api("POST /raw", { text: "t" });
  });

  it("a misspelled key is named", () => {
    // @ts-expect-error 'notfy' does not exist
    api("POST /files/{id}", { id: "f", notfy: true });
  });
});

/** Named options among an operation's fields, a Kubernetes route, bytes and files (issues 25 and 28). */
interface ClashPaths {
  "/v1/products": {
    get: { parameters: { query?: { url?: string; limit?: number }; header?: never; path?: never; cookie?: never }; responses: object };
  };
  "/attachments": {
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody: { content: { "multipart/form-data": { parent: string; url?: string; file?: string; name?: string; kind?: "a" | "b"; files?: string[] } } };
      responses: object;
    };
  };
  "/tasks": {
    post: {
      parameters: { query?: { opt_fields?: string[] }; header?: never; path?: never; cookie?: never };
      requestBody: { content: { "application/json": { data: { name: string; notes?: string } } } };
      responses: object;
    };
  };
  "/hooks/{id}": {
    patch: {
      parameters: { query?: never; header?: never; path: { id: string }; cookie?: never };
      requestBody: { content: { "application/json": { headers?: Record<string, string>; id?: string; secret?: string } } };
      responses: object;
    };
  };
  "/api/v1/namespaces/{namespace}/pods": {
    delete: {
      parameters: { query?: { labelSelector?: string; propagationPolicy?: string }; header?: never; path: { namespace: string }; cookie?: never };
      requestBody?: never;
      responses: object;
    };
  };
  "/v1/text:synthesize": {
    post: {
      parameters: { query?: { alt?: string }; header?: never; path?: never; cookie?: never };
      requestBody: { content: { "application/json": { text: string } } };
      responses: object;
    };
  };
  "/uploads/{name}": {
    put: {
      parameters: { query?: never; header?: never; path: { name: string }; cookie?: never };
      requestBody: { content: { "application/octet-stream": string } };
      responses: object;
    };
    post: {
      parameters: { query?: never; header?: never; path: { name: string }; cookie?: never };
      requestBody: { content: { "*/*": string } };
      responses: object;
    };
  };
}

const clash = table.withTypes<ClashPaths>();

describe("25.2 a field named like a named option is given location-prefixed; its plain key is refused", () => {
  it("a query parameter url: the plain key is refused (the route decides the URL), \"query.url\" is the parameter", () => {
    clash("GET /v1/products", { "query.url": "https://shop.example/p", limit: 3 });
    // @ts-expect-error url beside a route: the route decides the URL
    clash("GET /v1/products", { url: "https://shop.example/p" });
    // @ts-expect-error "query.url" is a string
    clash("GET /v1/products", { "query.url": 1 });
    expectTypeOf<TableOptions<ClashPaths["/v1/products"]["get"]>["url"]>().toEqualTypeOf<RouteDecides<"url"> | undefined>();
  });

  it("a multipart field url: \"body.url\" is the field, the plain key refused", () => {
    clash("POST /attachments", { parent: "p1", "body.url": "https://files.example/a.pdf" });
    // @ts-expect-error url beside a route: the route decides the URL
    clash("POST /attachments", { parent: "p1", url: "https://files.example/a.pdf" });
  });

  it("Asana's bodies, whose only field is data: plain data is refused, \"body.data\" is the field", () => {
    clash("POST /tasks", { "body.data": { name: "Write the guide" }, opt_fields: ["name"] });
    // @ts-expect-error data names the body's field: give "body.data"
    clash("POST /tasks", { data: { data: { name: "Write the guide" } } });
    // @ts-expect-error data names the body's field: give "body.data"
    clash("POST /tasks", { data: { name: "Write the guide" } });
    // @ts-expect-error "body.data" is required, and typed
    clash("POST /tasks", { "body.data": { notes: "no name" } });
    expectTypeOf<TableOptions<ClashPaths["/tasks"]["post"]>>().toHaveProperty("data").toEqualTypeOf<
      NamedOptionClash<"data", '"body.data"'> | undefined
    >();
    expectTypeOf<NamedOptionClash<"data", '"body.data"'>>().toEqualTypeOf<'data is a named option and a field of this operation: give "body.data"'>();
  });

  it("a body field headers: the plain key is refused there, \"body.headers\" is the field; a field named like a parameter is \"body.id\"", () => {
    clash("PATCH /hooks/{id}", { id: "h1", "body.headers": { "x-a": "1" }, "body.id": "h2", secret: "s" });
    // @ts-expect-error headers names a body field of this operation
    clash("PATCH /hooks/{id}", { id: "h1", headers: { "x-a": "1" } });
    expectTypeOf<NamedOptionClash<"headers", '"body.headers"'>>().toEqualTypeOf<
      'headers is a named option and a field of this operation: give "body.headers", or the whole body as data'
    >();
  });

  it("any parameter or field may be given location-prefixed", () => {
    clash("POST /attachments", { parent: "p1", "body.name": "a.pdf", "body.kind": "a" });
    clash("DELETE /api/v1/namespaces/{namespace}/pods", { namespace: "ns", "query.labelSelector": "app=web" });
  });
});

describe("25.3 the route's spelling finds the same operation", () => {
  it("Kubernetes: {namespace}, :namespace and a {?propagationPolicy} suffix type labelSelector as the query parameter", () => {
    clash("DELETE /api/v1/namespaces/{namespace}/pods", { namespace: "ns", labelSelector: "app=web" });
    clash("DELETE /api/v1/namespaces/:namespace/pods", { namespace: "ns", labelSelector: "app=web" });
    clash("DELETE /api/v1/namespaces/{namespace}/pods{?propagationPolicy}", { namespace: "ns", labelSelector: "app=web", propagationPolicy: "Foreground" });
    clash("DELETE /api/v1/namespaces/:namespace/pods{?propagationPolicy}", { namespace: "ns", labelSelector: "app=web" });
    // @ts-expect-error namespace is required, whatever the spelling
    clash("DELETE /api/v1/namespaces/:namespace/pods", { labelSelector: "app=web" });
    // @ts-expect-error labelSelector is a string, whatever the spelling
    clash("DELETE /api/v1/namespaces/:namespace/pods{?propagationPolicy}", { namespace: "ns", labelSelector: 1 });
  });

  it("a : inside a segment is literal: a custom method with a query suffix is the description's operation", () => {
    clash("POST /v1/text:synthesize{?alt}", { text: "hello", alt: "json" });
    expectTypeOf<OpenApiUrl<"/v1/text:synthesize{?alt}">>().toEqualTypeOf<"/v1/text:synthesize">();
    expectTypeOf<OpenApiUrl<"/v1/{name}:cancel{&force}">>().toEqualTypeOf<"/v1/{name}:cancel">();
    expectTypeOf<OpenApiUrl<"/api/v1/namespaces/:namespace/pods/:name">>().toEqualTypeOf<"/api/v1/namespaces/{namespace}/pods/{name}">();
  });
});

describe("28.5 files and bytes without casts", () => {
  it("a multipart field typed string takes a Blob or a File, a list of them too; an enum does not", () => {
    clash("POST /attachments", { parent: "p1", file: new Blob(["%PDF"], { type: "application/pdf" }) });
    clash("POST /attachments", { parent: "p1", file: new File(["%PDF"], "a.pdf"), files: [new File(["a"], "a.txt"), "inline"] });
    clash("POST /attachments", { parent: "p1", file: "inline text" });
    // @ts-expect-error an enum field is no file
    clash("POST /attachments", { parent: "p1", kind: new Blob([]) });
  });

  it("an application/octet-stream or */* body takes a Blob, an ArrayBuffer, a typed array or a stream as data", () => {
    clash("PUT /uploads/{name}", { name: "a.bin", data: new Blob([new Uint8Array([1, 2])]) });
    clash("PUT /uploads/{name}", { name: "a.bin", data: new Uint8Array([1, 2]).buffer });
    clash("PUT /uploads/{name}", { name: "a.bin", data: new Uint8Array([1, 2]) });
    clash("PUT /uploads/{name}", { name: "a.bin", data: new ReadableStream<Uint8Array>() });
    clash("POST /uploads/{name}", { name: "a.bin", data: new File(["x"], "x.txt") });
    clash("POST /uploads/{name}", { name: "a.bin", data: new DataView(new ArrayBuffer(2)) });
    // @ts-expect-error a number is no body
    clash("PUT /uploads/{name}", { name: "a.bin", data: 42 });
  });
});
