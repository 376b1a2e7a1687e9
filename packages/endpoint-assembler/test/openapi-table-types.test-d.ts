// `withTypes<paths>()` on an endpoint of a route table (`fromOpenApi`, `fromRoutes`): each key is
// typed where the table's run time puts it. A made-up description in openapi-typescript 7's shape.
// Each `@ts-expect-error` must be a real error on the line below it.
import { describe, expectTypeOf, it } from "vitest";
import type { AmbiguousName, OpenApiEndpoint, TableEndpoint, TableOptions } from "../src/index";

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
    expectTypeOf(api).toEqualTypeOf<OpenApiEndpoint<Paths, never, "table">>();
    expectTypeOf(file).toEqualTypeOf<OpenApiEndpoint<Paths, "path.id", "table">>();
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
