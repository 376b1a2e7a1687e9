// Issue 25 ("no call leaves its description"), the compiler's side: closed tables (25.4), plain names
// of named options refused (25.2, D3), bodies as the specification writes them (25.5, D5), every
// valid description opens (25.6). The run time that reads these fields is tested with it.
import { describe, expect, it } from "vitest";
import { routeHash } from "@scope/endpoint-assembler";
import { compileRoutes } from "../src/index";
import { doc, entryOf } from "./support/documents";

const json = (schema: unknown): Record<string, unknown> => ({ content: { "application/json": { schema } } });
const form = (schema: unknown, encoding?: unknown): Record<string, unknown> => ({
  content: { "application/x-www-form-urlencoded": { schema, ...(encoding === undefined ? {} : { encoding }) } },
});
const PET = { type: "object", properties: { name: { type: "string" }, tags: { type: "array", items: { type: "string" } } } };

describe("25.4 compileRoutes(document, { strict: true }) writes a closed table", () => {
  const paths = {
    "/pets/{id}": {
      get: { parameters: [{ name: "id", in: "path", required: true }, { name: "q", in: "query" }, { name: "x-trace", in: "header", required: true }] },
      put: { parameters: [{ name: "id", in: "path", required: true }], requestBody: json({ ...PET, additionalProperties: { type: "string" } }) },
    },
    "/pets": { post: { requestBody: json({ allOf: [PET, { properties: { age: { type: "integer" } } }], additionalProperties: false }) }, delete: {} },
    "/v1/text:synthesize": { post: { requestBody: json({ oneOf: [{ properties: { text: { type: "string" } } }, { properties: { ssml: { type: "string" } } }] }) } },
  };

  it("25.4 every route by name in r, every parameter and body property in p, k: x unless the body allows others", () => {
    expect(compileRoutes(doc(paths), { strict: true })).toEqual({
      v: 1,
      c: 1,
      s: "https://api.example.com",
      d: { q: "F" },
      t: { DELETE: { m: "" } },
      r: {
        "DELETE /pets": { k: "x" },
        "GET /pets/{id}": { p: { id: "", q: "", "x-trace": "h!" }, k: "x" },
        "POST /pets": { p: { name: "", tags: "", age: "" }, k: "x" },
        "POST /v1/text:synthesize": { p: { text: "", ssml: "" }, k: "x" },
        "PUT /pets/{id}": { p: { id: "", name: "", tags: "" } },
      },
      // The API's header and cookie parameter names (32.12).
      w: { "x-trace": "h" },
    });
  });

  it("25.4 the compact table stays the default", () => {
    const table = compileRoutes(doc(paths));
    expect([table.c, table.r]).toEqual([undefined, undefined]);
    expect(entryOf(table, "GET /pets/{id}")).toEqual({ p: { "x-trace": "h!" } });
  });

  it("25.4 media types stay in m and a", () => {
    const requestBody = { content: { "application/x-www-form-urlencoded": { schema: PET }, "application/json": { schema: PET } } };
    const table = compileRoutes(doc({ "/a": { post: { requestBody } } }), { strict: true });
    expect([table.d?.m, table.r?.["POST /a"]]).toEqual(["application/x-www-form-urlencoded", { p: { name: "", tags: "" }, a: ["application/json"], k: "x" }]);
  });
});

describe("25.2 a parameter or body property named like a named option: its plain name is refused (D3)", () => {
  it.each([
    ["a query parameter url", { get: { parameters: [{ name: "url", in: "query" }] } }, "GET /a", { "query.url": "q:url", url: "x" }],
    ["a header parameter method", { get: { parameters: [{ name: "method", in: "header" }] } }, "GET /a", { "header.method": "h:method", method: "x" }],
    ["a multipart body field url (Asana's attachment)", { post: { requestBody: { content: { "multipart/form-data": { schema: { properties: { url: { type: "string" }, parent: { type: "string" } } } } } } } }, "POST /a", { url: "x" }],
    ["a JSON body field method", { post: { requestBody: json({ properties: { method: { type: "string" } } }) } }, "POST /a", { method: "x" }],
    ["a body whose only field is data (Asana's)", { post: { requestBody: json({ properties: { data: PET } }) } }, "POST /a", { data: "x" }],
    ["a form body field baseUrl", { post: { requestBody: form({ properties: { baseUrl: { type: "string" } } }) } }, "POST /a", { baseUrl: "x" }],
  ])("25.2 %s", (_, operation, route, p) => {
    expect(entryOf(compileRoutes(doc({ "/a": operation })), route)?.p).toEqual(p);
  });
});

describe("25.5 bodies as the specification writes them (D5)", () => {
  it("25.5 f only where the description gives an explicit encoding", () => {
    const recipient = { type: "object", properties: { clientId: { type: "string" } } };
    const table = compileRoutes(doc({ "/a": { post: { requestBody: form({ properties: { recipient, tags: { type: "array" } } }) } } }));
    expect(table.d).toEqual({ m: "application/x-www-form-urlencoded", q: "F" });
    expect(table.h).toBeUndefined();
  });

  it("25.5 beside an explicit f, a structured property without an encoding is written by its value (\"\")", () => {
    const encoding = { a: { style: "deepObject", explode: true } };
    const schema = { properties: { a: PET, b: PET, n: { type: "string" } } };
    expect(entryOf(compileRoutes(doc({ "/a": { post: { requestBody: form(schema, encoding) } }, "/b": { get: {} } })), "POST /a")).toEqual({ e: { b: "" } });
  });

  it.each([
    ["a string (Jira's watchers)", { type: "string" }, { j: 1 }],
    ["an enum of strings", { enum: ["a", "b"] }, { j: 1 }],
    ["an integer or null", { type: ["integer", "null"] }, { j: 1 }],
    ["an object", PET, undefined],
    ["an array", { type: "array", items: { type: "string" } }, undefined],
  ])("25.5 a JSON body whose schema is %s", (_, schema, entry) => {
    expect(entryOf(compileRoutes(doc({ "/a": { post: { requestBody: json(schema) } }, "/b": { post: { requestBody: json(PET) } } })), "POST /a")).toEqual(entry);
  });

  it("25.5 y: a multipart part's content type from its encoding", () => {
    const content = { "multipart/form-data": { schema: { properties: { file: {}, meta: PET } }, encoding: { file: { contentType: "image/png" }, meta: { contentType: "application/json" } } } };
    const paths = { "/a": { post: { requestBody: { content } } }, "/b": { post: { requestBody: json(PET) } }, "/c": { post: { requestBody: json(PET) } } };
    expect(entryOf(compileRoutes(doc(paths)), "POST /a")).toEqual({
      m: "multipart/form-data",
      e: { meta: "FJ" },
      y: { file: "image/png", meta: "application/json" },
    });
  });
});

describe("25.6 every valid description opens", () => {
  it("25.6 x- keys in paths and in path items are extensions", () => {
    const table = compileRoutes(doc({ "x-internal": { note: 1 }, "/a": { "x-owner": "team", get: { parameters: [{ name: "x-id", in: "header" }] } } }));
    expect(table.h).toEqual({ [routeHash("GET /a")]: { p: { "x-id": "h" } } });
  });

  it('25.6 an optional parameter whose name is "" (notion.com, brainbi.net) is skipped: no key names it', () => {
    const parameters = [{ name: "", in: "query", schema: { type: "string" } }, { name: "", in: "header", schema: { type: "string" } }, { name: "x-id", in: "header" }];
    expect(compileRoutes(doc({ "/a": { get: { parameters } } }), { strict: true }).r?.["GET /a"]).toEqual({ p: { "x-id": "h" }, k: "x" });
  });

  it('25.6 a required parameter whose name is "" refuses its operation only, saying why (u)', () => {
    const table = compileRoutes(doc({ "/a": { get: { parameters: [{ name: "", in: "query", required: true }] } }, "/b": { get: { parameters: [{ name: "x-id", in: "header" }] } } }));
    expect(entryOf(table, "GET /a")?.u).toMatch(/parameter's name is string ""/);
    expect(entryOf(table, "GET /b")).toEqual({ p: { "x-id": "h" } });
  });

  it.each([
    ["a style its location does not allow", { get: { parameters: [{ name: "c", in: "query", style: "label" }] } }, /"c".*style/],
    ["a $ref to nothing", { get: { parameters: [{ $ref: "#/components/parameters/nope" }] } }, /points to nothing/],
    ["a server variable without a default", { get: { servers: [{ url: "https://{x}.example" }] } }, /no default for its variable "x"/],
  ])("25.6 an operation that cannot be built (%s) gets u, and the others their entries", (_, item, why) => {
    const table = compileRoutes(doc({ "/a": item, "/b": { get: { parameters: [{ name: "x-id", in: "header" }] } } }), { strict: true });
    expect(table.r?.["GET /a"]).toEqual({ u: expect.stringMatching(why) as unknown });
    expect(table.r?.["GET /b"]).toEqual({ p: { "x-id": "h" }, k: "x" });
  });

  it("25.6 the encoding of every listed form or multipart media type is written (n)", () => {
    const requestBody = {
      content: {
        "application/json": { schema: PET },
        "application/x-www-form-urlencoded": { schema: PET, encoding: { tags: { style: "pipeDelimited" } } },
        "multipart/form-data": { schema: PET, encoding: { tags: { contentType: "application/json" } } },
      },
    };
    expect(entryOf(compileRoutes(doc({ "/a": { post: { requestBody } } })), "POST /a")).toEqual({
      a: ["application/x-www-form-urlencoded", "multipart/form-data"],
      n: { "application/x-www-form-urlencoded": { tags: "P" }, "multipart/form-data": { tags: "FJ" } },
    });
  });

  it("25.6 routes taken exactly as spelled: a literal colon stays", () => {
    const paths = { "/v1beta1/text:synthesize": { post: {} }, "/v1/{name}:cancel": { post: { parameters: [{ name: "name", in: "path", required: true }] } } };
    expect(Object.keys(compileRoutes(doc(paths), { strict: true }).r ?? {}).sort()).toEqual(["POST /v1/{name}:cancel", "POST /v1beta1/text:synthesize"]);
  });

  it.each([
    ["an array of objects in a form query", { name: "filter", in: "query", schema: { type: "array", items: PET } }],
    ["an object in a simple path segment", { name: "id", in: "path", required: true, schema: PET }],
  ])("25.6 %s is not refused at compile time", (_, parameter) => {
    const table = compileRoutes(doc({ "/a/{id}": { get: { parameters: [parameter, { name: "id", in: "path", required: true }].slice(0, parameter.in === "path" ? 1 : 2) } } }), { strict: true });
    expect(entryOf(table, "GET /a/{id}")?.u).toBeUndefined();
  });
});
