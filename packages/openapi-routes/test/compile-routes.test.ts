import { deepFreeze } from "@scope/test-utils";
import { describe, expect, it } from "vitest";
import { routeHash, type RouteEntry, type RouteTable } from "@scope/endpoint-assembler";
import { compileRoutes, OpenApiError } from "../src/index";

const SERVER = "https://api.example.com";

/** A 3.1 document with one server and the paths given. */
function doc(paths: Record<string, unknown>, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { openapi: "3.1.0", info: { title: "t", version: "1" }, servers: [{ url: SERVER }], paths, ...extra };
}

const string = { type: "string" };
const array = { type: "array", items: string };
const object = { type: "object", properties: { R: { type: "integer" } } };
const param = (name: string, where: string, more: Record<string, unknown> = {}): Record<string, unknown> => ({
  name,
  in: where,
  schema: string,
  ...(where === "path" ? { required: true } : {}),
  ...more,
});

/** A route's own entry: by its name in `r`, else by its hash in `h`. */
const ownEntry = (table: RouteTable, route: string): RouteEntry | undefined => table.r?.[route] ?? table.h?.[routeHash(route)];
/** Every entry the table lists, in `r` and `h`. */
const listed = (table: RouteTable): Record<string, RouteEntry> => ({ ...table.r, ...table.h });

/** What a route's entry says once the table's and its method's defaults are applied, as the engine reads it. */
function effective(table: RouteTable, route: string): RouteEntry {
  let merged: RouteEntry = {};
  for (const layer of [table.d, table.t?.[route.split(" ")[0] ?? ""], ownEntry(table, route)]) {
    merged = { ...merged, ...layer, p: { ...merged.p, ...layer?.p }, e: { ...merged.e, ...layer?.e } };
  }
  const { p = {}, e = {}, ...rest } = merged;
  return { ...rest, ...(Object.keys(p).length > 0 ? { p } : {}), ...(Object.keys(e).length > 0 ? { e } : {}) };
}

describe("compileRoutes writes only what the default rules do not say", () => {
  it.each([
    ["a GET with path and query parameters", { "/a/{id}": { get: { parameters: [param("id", "path"), param("q", "query")] } } }, { "GET /a/{id}": {} }],
    ["a required query parameter", { "/a": { get: { parameters: [param("q", "query", { required: true })] } } }, { "GET /a": { p: { q: "!" } } }],
    ["a header parameter, required", { "/a": { get: { parameters: [param("x-id", "header", { required: true })] } } }, { "GET /a": { p: { "x-id": "h!" } } }],
    ["a cookie parameter", { "/a": { get: { parameters: [param("session", "cookie")] } } }, { "GET /a": { p: { session: "c" } } }],
    ["a query parameter of a POST", { "/a": { post: { parameters: [param("key", "query")], requestBody: { content: { "application/json": { schema: object } } } } } }, { "POST /a": { p: { key: "q" } } }],
    ["a label path parameter", { "/a/{c}": { get: { parameters: [param("c", "path", { style: "label", schema: array })] } } }, { "GET /a/{c}": { p: { c: "pL" } } }],
    ["a matrix path parameter, exploded", { "/a/{c}": { get: { parameters: [param("c", "path", { style: "matrix", explode: true, schema: array })] } } }, { "GET /a/{c}": { p: { c: "pM*" } } }],
    ["a pipe-delimited array", { "/a": { get: { parameters: [param("c", "query", { style: "pipeDelimited", schema: array })] } } }, { "GET /a": { q: "P" } }],
    ["a form array not exploded", { "/a": { get: { parameters: [param("c", "query", { explode: false, schema: array })] } } }, { "GET /a": { q: "F-" } }],
    ["a primitive in any style", { "/a": { get: { parameters: [param("c", "query", { style: "deepObject" })] } } }, { "GET /a": {} }],
    ["a style beside the table's", { "/a": { get: { parameters: [param("c", "query", { style: "pipeDelimited", schema: array }), param("d", "query", { explode: false, schema: array }), param("e", "query", { explode: false, schema: array })] } } }, { "GET /a": { q: "F-", p: { c: "P" } } }],
    ["allowReserved", { "/a": { get: { parameters: [param("c", "query", { allowReserved: true })] } } }, { "GET /a": { p: { c: "+" } } }],
    ["a JSON query value", { "/a": { get: { parameters: [{ name: "f", in: "query", content: { "application/json": { schema: object } } }] } } }, { "GET /a": { p: { f: "J" } } }],
    ["a parameter named like an option", { "/a": { get: { parameters: [param("url", "query")] } } }, { "GET /a": { p: { "query.url": "q:url", url: "x" } } }],
    ["a name in two locations", { "/a/{id}": { get: { parameters: [param("id", "path"), param("id", "query")] } } }, { "GET /a/{id}": { p: { "path.id": "p:id", id: "x", "query.id": "q:id" } } }],
    ["a POST with no body", { "/a": { post: {} } }, { "POST /a": { m: "" } }],
    ["a form body and other types", { "/a": { post: { requestBody: { content: { "application/x-www-form-urlencoded": { schema: object }, "application/json": { schema: object } } } } } }, { "POST /a": { m: "application/x-www-form-urlencoded", a: ["application/json"] } }],
    ["a media range, sent as JSON", { "/a": { post: { requestBody: { content: { "*/*": { schema: object } } } } } }, { "POST /a": {} }],
    ["an operation's server", { "/a": { get: { servers: [{ url: "https://files.example.com" }] } }, "/b": { get: {} }, "/c": { get: {} } }, { "GET /a": { s: "https://files.example.com" }, "GET /b": {} }],
  ])("%s", (_, paths, expected) => {
    const table = compileRoutes(doc(paths));
    const entries = Object.fromEntries(Object.keys(expected).map((route) => [route, effective(table, route)]));
    expect(entries).toEqual(Object.fromEntries(Object.entries(expected).map(([route, entry]) => [route, { q: "F", ...entry }])));
    expect(table.v).toBe(1);
  });

  it("ignores accept, content-type and authorization header parameters, as the specification says", () => {
    const parameters = ["Accept", "content-type", "Authorization"].map((name) => param(name, "header", { required: true }));
    expect(listed(compileRoutes(doc({ "/a": { get: { parameters } } })))).toEqual({});
  });

  it("lets an operation's parameter override its path item's of the same name and location", () => {
    const paths = { "/a": { parameters: [param("c", "query", { required: true })], get: { parameters: [param("c", "query")] } } };
    expect(listed(compileRoutes(doc(paths)))).toEqual({});
  });

  it("takes the form code most properties share as the table's", () => {
    const encoding = { a: { style: "deepObject", explode: true }, b: { style: "deepObject", explode: true } };
    const schema = { type: "object", properties: { a: object, b: object, c: array, n: string } };
    const form = { "application/x-www-form-urlencoded": { schema, encoding } };
    const paths = { "/a": { post: { requestBody: { content: form } } }, "/b": { post: { requestBody: { content: form } } } };
    expect(compileRoutes(doc(paths))).toEqual({
      v: 1,
      s: SERVER,
      d: { m: "application/x-www-form-urlencoded", q: "F", f: "D*" },
      h: { [routeHash("POST /a")]: { e: { c: "" } }, [routeHash("POST /b")]: { e: { c: "" } } },
    });
  });

  it("gives a method the media type most of its operations share, listing only the others", () => {
    const json = { requestBody: { content: { "application/json": { schema: object } } } };
    const paths = { "/a": { post: json, delete: {} }, "/b": { post: json, delete: {} }, "/c": { post: {}, delete: json } };
    const table = compileRoutes(doc(paths));
    expect([table.d?.m, table.t]).toEqual([undefined, { DELETE: { m: "" } }]);
    expect(listed(table)).toEqual({ [routeHash("POST /c")]: { m: "" }, [routeHash("DELETE /c")]: { m: "application/json" } });
  });

  it("lists by name, in r, an entry whose route's hash another route shares", () => {
    // "GET /p3476" and "GET /p14501" have the same routeHash.
    const required = { get: { parameters: [param("q", "query", { required: true })] } };
    const table = compileRoutes(doc({ "/p3476": required, "/p14501": { get: {} }, "/other": required }));
    expect(routeHash("GET /p3476")).toBe(routeHash("GET /p14501"));
    expect([table.r, table.h]).toEqual([{ "GET /p3476": { p: { q: "!" } } }, { [routeHash("GET /other")]: { p: { q: "!" } } }]);
  });
});

describe("servers", () => {
  it.each([
    ["the document's", { servers: [{ url: "https://a.example" }] }, {}, "https://a.example"],
    ["variables at their defaults", { servers: [{ url: "https://{region}.example/{v}", variables: { region: { default: "eu" }, v: { default: "v2" } } }] }, {}, "https://eu.example/v2"],
    ["a relative one, resolved", { servers: [{ url: "/api/v3" }] }, { documentUrl: "https://pets.example/openapi.json" }, "https://pets.example/api/v3"],
    ["a relative one, kept without documentUrl", { servers: [{ url: "//k8s.local" }] }, {}, "//k8s.local"],
    ["none: the default server /", { servers: [] }, { documentUrl: "https://pets.example/docs/openapi.json" }, "https://pets.example/"],
  ])("%s", (_, extra, options, server) => {
    expect(compileRoutes(doc({ "/a": { get: {} } }, extra), options).s).toBe(server);
  });

  it("orders them as the specification does: the operation's over the path item's over the document's", () => {
    const paths = { "/a": { servers: [{ url: "https://path.example" }], get: { servers: [{ url: "https://op.example" }] }, put: {}, delete: {} } };
    const table = compileRoutes(doc(paths, { servers: [{ url: "https://doc.example" }] }));
    expect([ownEntry(table, "GET /a")?.s, ownEntry(table, "PUT /a")?.s]).toEqual(["https://op.example", undefined]);
    expect(table.s).toBe("https://path.example");
  });
});

describe("refusals name the operation and the parameter", () => {
  const get = (parameters: unknown[]): Record<string, unknown> => doc({ "/a/{id}": { get: { parameters } } });
  it.each([
    ["not a document", "x", "INVALID_DOCUMENT", undefined, undefined],
    ["Swagger 2.0", { swagger: "2.0", paths: {} }, "INVALID_DOCUMENT", undefined, undefined],
    ["an unresolvable $ref", get([{ $ref: "#/components/parameters/nope" }]), "UNRESOLVED_REF", "GET /a/{id}", undefined],
    ["an external $ref", get([{ $ref: "other.yaml#/x" }]), "UNRESOLVED_REF", "GET /a/{id}", undefined],
    ["a cyclic $ref", { ...get([{ $ref: "#/components/parameters/a" }]), components: { parameters: { a: { $ref: "#/components/parameters/b" }, b: { $ref: "#/components/parameters/a" } } } }, "CYCLIC_REF", "GET /a/{id}", undefined],
    ["a label style in the query", get([param("id", "path"), param("c", "query", { style: "label" })]), "STYLE_NOT_ALLOWED", "GET /a/{id}", "c"],
    ["a deepObject header", get([param("id", "path"), param("h", "header", { style: "deepObject" })]), "STYLE_NOT_ALLOWED", "GET /a/{id}", "h"],
    ["a form path parameter", get([param("id", "path", { style: "form" })]), "STYLE_NOT_ALLOWED", "GET /a/{id}", "id"],
    ["an unknown location", get([param("id", "body")]), "INVALID_PARAMETER", "GET /a/{id}", "id"],
    ["a path parameter not required", get([{ name: "id", in: "path", schema: string }]), "INVALID_PARAMETER", "GET /a/{id}", "id"],
    ["a path parameter the path lacks", get([param("nope", "path")]), "INVALID_PARAMETER", "GET /a/{id}", "nope"],
    ["a parameter listed twice", get([param("id", "path"), param("id", "path")]), "INVALID_DOCUMENT", "GET /a/{id}", "id"],
    ["a server variable without a default", doc({ "/a": { get: { servers: [{ url: "https://{x}.example" }] } } }), "INVALID_DOCUMENT", "GET /a", undefined],
    ["a server without a url", doc({ "/a": { get: { servers: [{ description: "x" }] } } }), "INVALID_DOCUMENT", "GET /a", undefined],
    ["paths that are not an object", { openapi: "3.0.3", paths: [] }, "INVALID_DOCUMENT", undefined, undefined],
    ["a path without its leading /", doc({ a: { get: {} } }), "INVALID_DOCUMENT", undefined, undefined],
    ["a path item that is not an object", doc({ "/a": 1 }), "INVALID_DOCUMENT", undefined, undefined],
    ["an operation that is not an object", doc({ "/a": { get: [] } }), "INVALID_DOCUMENT", "GET /a", undefined],
    ["parameters that are not an array", doc({ "/a": { get: { parameters: {} } } }), "INVALID_DOCUMENT", "GET /a", undefined],
    ["a parameter without a name", get([{ in: "query" }]), "INVALID_DOCUMENT", "GET /a/{id}", undefined],
    ["explode that is not a boolean", get([param("id", "path", { explode: "yes" })]), "INVALID_PARAMETER", "GET /a/{id}", "id"],
    ["content with two media types", get([param("id", "path"), { name: "f", in: "query", content: { "application/json": {}, "text/plain": {} } }]), "INVALID_PARAMETER", "GET /a/{id}", "f"],
    ["content beside a schema", get([param("id", "path"), { name: "f", in: "query", schema: string, content: { "application/json": {} } }]), "INVALID_PARAMETER", "GET /a/{id}", "f"],
    ["a $ref that is not a string", get([{ $ref: 1 }]), "UNRESOLVED_REF", "GET /a/{id}", undefined],
    ["a $ref that is not a JSON pointer", get([{ $ref: "#components" }]), "UNRESOLVED_REF", "GET /a/{id}", undefined],
    ["a $ref badly percent-encoded", get([{ $ref: "#/components/%E0%A4%A" }]), "UNRESOLVED_REF", "GET /a/{id}", undefined],
    ["a requestBody without content", doc({ "/a": { post: { requestBody: {} } } }), "INVALID_DOCUMENT", "POST /a", "requestBody"],
    ["a media type that is not an object", doc({ "/a": { post: { requestBody: { content: { "application/json": 1 } } } } }), "INVALID_DOCUMENT", "POST /a", "requestBody"],
    ["an encoding that is not an object", doc({ "/a": { post: { requestBody: { content: { "multipart/form-data": { encoding: [] } } } } } }), "INVALID_DOCUMENT", "POST /a", "requestBody"],
    ["an encoding entry that is not an object", doc({ "/a": { post: { requestBody: { content: { "multipart/form-data": { encoding: { f: 1 } } } } } } }), "INVALID_DOCUMENT", "POST /a", "f"],
    ["an encoding style a form does not take", doc({ "/a": { post: { requestBody: { content: { "application/x-www-form-urlencoded": { encoding: { f: { style: "label" } } } } } } } }), "STYLE_NOT_ALLOWED", "POST /a", "f"],
    ["an encoding explode that is not a boolean", doc({ "/a": { post: { requestBody: { content: { "application/x-www-form-urlencoded": { encoding: { f: { explode: 1 } } } } } } } }), "INVALID_PARAMETER", "POST /a", "f"],
  ])("%s: %s", (_, document, code, route, parameter) => {
    const unbuildable = route === undefined ? {} : { unbuildable: "throw" as const };
    expect(() => compileRoutes(document, unbuildable)).toThrow(expect.objectContaining({ name: "OpenApiError", code, route, parameter }));
  });

  it.each([
    ["a documentUrl that is not absolute", { documentUrl: "openapi.json" }],
    ["a documentUrl that is not a string", { documentUrl: 1 }],
    ["options that are not an object", "x"],
  ])("refuses %s", (_, options) => {
    expect(() => compileRoutes(doc({}), options as never)).toThrow(OpenApiError);
  });
});

describe("references", () => {
  it.each([
    ["a path item", { "/a": { $ref: "#/components/pathItems/A" } }, { pathItems: { A: { get: { parameters: [param("x-id", "header")] } } } }],
    ["an escaped pointer (~1 is /)", { "/a": { get: { parameters: [{ $ref: "#/components/parameters/x~1id" }] } } }, { parameters: { "x/id": param("x-id", "header") } }],
    ["a chain of references", { "/a": { get: { parameters: [{ $ref: "#/components/parameters/a" }] } } }, { parameters: { a: { $ref: "#/components/parameters/b" }, b: param("x-id", "header") } }],
    ["an item of a list", { "/a": { get: { parameters: [{ $ref: "#/components/lists/0" }] } } }, { lists: [param("x-id", "header")] }],
  ])("follows %s", (_, paths, components) => {
    expect(compileRoutes(doc(paths, { components })).h).toEqual({ [routeHash("GET /a")]: { p: { "x-id": "h" } } });
  });
});

describe("input", () => {
  it("is left unchanged, even frozen", () => {
    const document = deepFreeze(doc({ "/a/{id}": { get: { parameters: [param("id", "path"), param("q", "query", { required: true })] } } }));
    const copy = structuredClone(document);
    compileRoutes(document);
    expect(document).toEqual(copy);
  });

  it("may use __proto__ and constructor as names without touching any prototype", () => {
    const parameters = [param("__proto__", "header"), param("constructor", "query", { required: true })];
    const table = compileRoutes(JSON.parse(JSON.stringify(doc({ "/a": { get: { parameters } } }))));
    expect(Object.keys(ownEntry(table, "GET /a")?.p ?? {})).toEqual(["__proto__", "constructor"]);
    expect(({} as Record<string, unknown>).h).toBeUndefined();
  });

  it("follows a recursive schema only as far as it reads it", () => {
    const node = { type: "object", properties: { child: { $ref: "#/components/schemas/Node" } } };
    const body = { content: { "application/json": { schema: { $ref: "#/components/schemas/Node" } } } };
    const table = compileRoutes(doc({ "/a": { post: { requestBody: body } } }, { components: { schemas: { Node: node } } }));
    expect(listed(table)).toEqual({});
  });
});
