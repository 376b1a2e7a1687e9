// Issue 26 (round 4, "safe at every edge"), the compiler's side: hostile and odd descriptions give an
// OpenApiError with a code or a table, never a hang, a raw TypeError, a header injection, an
// inherited field or a secret.
import { describe, expect, it } from "vitest";
import { createRouteEndpoint, UnknownParameterError } from "@scope/endpoint-assembler";
import { compileRoutes, type OpenApiError } from "../src/index";
import { doc, entryOf } from "./support/documents";


/** `document` whose every object counts the reads of `field` in `reads.count`. */
function counting(value: unknown, field: string, reads: { count: number }): unknown {
  if (typeof value !== "object" || value === null) return value;
  const copy: unknown = Array.isArray(value) ? value.map((item) => counting(item, field, reads)) : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, counting(item, field, reads)]));
  if (Array.isArray(copy)) return copy;
  return new Proxy(copy as object, {
    get(target, key, receiver) {
      if (key === field) reads.count++;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

/** Nine schemas, each naming the next `fan` times in `field` by `$ref` (2.9 KB at 8: 56 s before the fix). */
function fanOut(field: "anyOf" | "allOf", fan: number, last: Record<string, unknown>): Record<string, unknown> {
  const schemas: Record<string, unknown> = { S8: last };
  for (let level = 0; level < 8; level++) schemas[`S${level}`] = { [field]: Array.from({ length: fan }, () => ({ $ref: `#/components/schemas/S${level + 1}` })) };
  return schemas;
}

describe("26.1 each schema is read once, however often it is named", () => {
  it("26.1 nine schemas each naming the next eight times in anyOf: each read once", () => {
    const reads = { count: 0 };
    const parameters = [{ name: "f", in: "query", schema: { $ref: "#/components/schemas/S0" } }];
    const document = counting(doc({ "/a": { get: { parameters } } }, { components: { schemas: fanOut("anyOf", 8, { type: "string" }) } }), "anyOf", reads);
    expect(entryOf(compileRoutes(document), "GET /a")).toBeUndefined(); // a primitive: nothing to say
    expect(reads.count).toBeLessThanOrEqual(2 * 9); // 8 ** 8 = 16,777,216 reads before
  });

  it("26.1 allOf in a form body, fanned out alike: each read once", () => {
    const reads = { count: 0 };
    const schemas = fanOut("allOf", 8, { type: "object", properties: { tags: { type: "array" } } });
    const requestBody = { content: { "application/x-www-form-urlencoded": { schema: { $ref: "#/components/schemas/S0" }, encoding: { tags: { explode: false } } } } };
    const document = counting(doc({ "/a": { post: { requestBody } } }, { components: { schemas } }), "allOf", reads);
    expect(compileRoutes(document).d).toEqual({ m: "application/x-www-form-urlencoded", q: "F", f: "F-" });
    expect(reads.count).toBeLessThanOrEqual(3 * 9);
  });

  it("26.1 a shared schema of an anyOf of n, used by n operations: read once, not n times", () => {
    const n = 200;
    const reads = { count: 0 };
    const shared = { anyOf: Array.from({ length: n }, (_, index) => ({ type: index % 2 === 0 ? "string" : "integer" })) };
    const paths = Object.fromEntries(Array.from({ length: n }, (_, index) => [`/p${index}`, { get: { parameters: [{ name: "f", in: "query", schema: { $ref: "#/components/schemas/Shared" } }] } }]));
    compileRoutes(counting(doc(paths, { components: { schemas: { Shared: shared } } }), "anyOf", reads));
    expect(reads.count).toBeLessThanOrEqual(2);
  });

  it("a schema that names itself in anyOf is structured (the memo's guard against cycles)", () => {
    const schemas = { Loop: { anyOf: [{ $ref: "#/components/schemas/Loop" }, { type: "string" }] } };
    const parameters = [{ name: "f", in: "query", style: "pipeDelimited", schema: { $ref: "#/components/schemas/Loop" } }];
    expect(compileRoutes(doc({ "/a": { get: { parameters } } }, { components: { schemas } })).d).toEqual({ q: "P" });
  });
});

describe("32.5 n operations sharing one body schema of n properties: each shape's facts worked out once", () => {
  const MEDIA = ["application/x-www-form-urlencoded", "multipart/form-data"];
  /** Each property schema counts the lookups of its `$ref` (every reading of a schema starts there) in `reads.count`. */
  function shared(n: number, media: string, reads = { count: 0 }): Record<string, unknown> {
    const counted = (schema: object): object => new Proxy(schema, {
      getOwnPropertyDescriptor(target, key) {
        if (key === "$ref") reads.count++;
        return Reflect.getOwnPropertyDescriptor(target, key);
      },
    });
    const properties = Object.fromEntries(Array.from({ length: n }, (_, index) => [`field${index}`, counted({ type: index % 2 === 0 ? "array" : "string" })]));
    const requestBody = { content: { [media]: { schema: { $ref: "#/components/schemas/Shared" } } } };
    const paths = Object.fromEntries(Array.from({ length: n }, (_, index) => [`/p${index}`, { post: { requestBody } }]));
    return doc(paths, { components: { schemas: { Shared: { type: "object", properties } } } });
  }

  it.each(MEDIA)("32.5: %s: each property schema is read a bounded number of times, not once per operation", (media) => {
    for (const strict of [false, true]) {
      const reads = { count: 0 };
      compileRoutes(shared(200, media, reads), { strict });
      expect(reads.count).toBeLessThanOrEqual(2 * 200); // 200 * 200 = 40,000 before
    }
  });

  it.each(MEDIA)("32.5: %s: a strict table lists the names once, by reference; 4 times the input, 4 times the table", (media) => {
    const size = (n: number): number => JSON.stringify(compileRoutes(shared(n, media), { strict: true })).length;
    expect(size(400) / size(100)).toBeLessThan(5); // 16 before: every entry listed all n names
    const table = compileRoutes(shared(8, media), { strict: true });
    expect(entryOf(table, "POST /p0")).toEqual({ i: "0", k: "x" });
  });

  it("32.5: a small shared shape stays written in each entry; a large one is shared, with the same meaning", () => {
    const small = compileRoutes(shared(3, MEDIA[0] ?? ""), { strict: true });
    expect([small.l, entryOf(small, "POST /p1")]).toEqual([undefined, { p: { field0: "", field1: "", field2: "" }, k: "x" }]);
    const large = compileRoutes(shared(8, MEDIA[0] ?? ""), { strict: true });
    const names = Object.fromEntries(Array.from({ length: 8 }, (_, index) => [`field${index}`, ""]));
    expect([large.l, entryOf(large, "POST /p1")]).toEqual([{ 0: { p: names } }, { i: "0", k: "x" }]);
  });

  it("32.5: the run time reads a shared shape as it reads one written out: listed keys built, others refused", () => {
    const api = createRouteEndpoint(compileRoutes(shared(8, MEDIA[0] ?? ""), { strict: true }), {}, { vendor: "t" });
    expect(api("POST /p1", { field1: "a", field0: ["b", "c"] }).body).toBe("field1=a&field0=b&field0=c");
    expect(() => api("POST /p1", { field9: "a" })).toThrow(UnknownParameterError);
  });

  it("32.5: a form body with a style: explicit codes win over the shared layer's, as when written out", () => {
    const encoding = { field0: { style: "pipeDelimited" }, field2: { style: "pipeDelimited" }, field4: { style: "spaceDelimited" } };
    const document = shared(20, MEDIA[0] ?? "");
    for (const item of Object.values(document.paths as Record<string, { post: { requestBody: { content: Record<string, Record<string, unknown>> } } }>)) {
      item.post.requestBody = { content: { [MEDIA[0] ?? ""]: { schema: { $ref: "#/components/schemas/Shared" }, encoding } } };
    }
    const table = compileRoutes(document);
    const blank = Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`field${2 * index}`, ""]));
    expect([table.d, table.l, entryOf(table, "POST /p3")]).toEqual([
      { m: MEDIA[0], q: "F", f: "P" },
      { 0: { e: blank } },
      { i: "0", e: { field4: "W", field0: "P", field2: "P" } },
    ]);
  });
});

describe("26.8 no raw TypeError: an OpenApiError with a code", () => {
  const cycle: unknown[] = [];
  cycle.push(cycle);

  it('26.8 a header parameter named "path.id" beside path and query id', () => {
    const parameters = [{ name: "id", in: "path", required: true }, { name: "id", in: "query" }, { name: "path.id", in: "header" }];
    const table = compileRoutes(doc({ "/a/{id}": { get: { parameters } } }));
    expect(entryOf(table, "GET /a/{id}")).toEqual({ p: { "path.id": "p:id", id: "x", "query.id": "q:id", "header.path.id": "h:path.id" } });
  });

  it.each([
    ["a cyclic in", { name: "a", in: cycle }, "INVALID_PARAMETER"],
    ["a bigint in", { name: "a", in: 1n }, "INVALID_PARAMETER"],
    ["a cyclic style", { name: "a", in: "query", style: cycle }, "STYLE_NOT_ALLOWED"],
    ["a bigint style", { name: "a", in: "query", style: 2n }, "STYLE_NOT_ALLOWED"],
    ["a cyclic explode", { name: "a", in: "query", explode: cycle }, "INVALID_PARAMETER"],
    ["a bigint explode", { name: "a", in: "query", explode: 3n }, "INVALID_PARAMETER"],
  ])("26.8 %s: the operation's entry says why; asked to throw, an OpenApiError", (_, parameter, code) => {
    const document = doc({ "/a": { get: { parameters: [parameter] } } });
    expect(entryOf(compileRoutes(document), "GET /a")?.u).toMatch(/^Invalid OpenAPI description, operation "GET \/a", parameter "a": /);
    expect(() => compileRoutes(document, { unbuildable: "throw" })).toThrow(expect.objectContaining({ name: "OpenApiError", code }));
  });

  it.each([
    ["openapi: &a [*a] (YAML aliases)", { openapi: cycle, paths: {} }],
    ["a bigint openapi", { openapi: 3n, paths: {} }],
  ])("26.8 %s", (_, document) => {
    expect(() => compileRoutes(document)).toThrow(expect.objectContaining({ name: "OpenApiError", code: "INVALID_DOCUMENT" }));
  });

  it.each(["data:,x", "mailto:a@b.c", "about:blank"])('26.8 a documentUrl that takes no relative URL ("%s") is refused up front', (documentUrl) => {
    // Refused even where every server is absolute: fromOpenApi hands the URL on to the run time.
    for (const servers of [[{ url: "/v1" }], [{ url: "https://api.example.com" }]]) {
      const document = doc({ "/a": { get: {} } }, { servers });
      expect(() => compileRoutes(document, { documentUrl })).toThrow(expect.objectContaining({ name: "OpenApiError", code: "RELATIVE_SERVER_URL" }));
    }
  });
});

describe("26.2 a media type is checked by the one header-value rule", () => {
  it.each([
    ["CR LF", "text/plain\r\nx-injected: 1", "U+000D at position 10"],
    ["LF", "text/plain\nx-injected: 1", "U+000A at position 10"],
    ["NUL", "text/plain\u0000", "U+0000 at position 10"],
    ["a character above U+00FF", "text/plain; x=\u0100", "U+0100 at position 14"],
  ])("26.2 %s in a requestBody.content key is refused, naming route, place, position and character", (_, type, where) => {
    const document = doc({ "/a": { post: { requestBody: { content: { [type]: {} } } } } });
    const error = (() => {
      try {
        compileRoutes(document);
      } catch (caught) {
        return caught as OpenApiError;
      }
      return undefined;
    })();
    expect(error).toEqual(expect.objectContaining({ name: "OpenApiError", code: "INVALID_DOCUMENT", reason: "MEDIA_CHARACTER", route: "POST /a", parameter: "requestBody.content" }));
    expect(error?.message).toContain(where);
    expect(error?.message).not.toContain("x-injected");
  });

  it("26.2 a multipart part's contentType too", () => {
    const content = { "multipart/form-data": { encoding: { file: { contentType: "image/png\r\nx-injected: 1" } } } };
    expect(() => compileRoutes(doc({ "/a": { post: { requestBody: { content } } } }))).toThrow(expect.objectContaining({ reason: "MEDIA_CHARACTER", route: "POST /a" }));
  });

  it("26.2 tab and Latin-1 characters pass, as in a header value", () => {
    expect(compileRoutes(doc({ "/a": { post: { requestBody: { content: { "text/plain;\tx=\u00e9": {} } } } } })).d?.m).toBe("text/plain;\tx=\u00e9");
  });
});

describe("26.3 a description is read by its own fields only", () => {
  const POLLUTION: Record<string, unknown> = {
    openapi: "3.1.0",
    paths: { "/evil": { get: {} } },
    "/evil": { get: {} },
    servers: [{ url: "https://evil.example" }],
    post: { requestBody: { content: { "text/evil": {} } } },
    parameters: [{ name: "x-evil", in: "header", required: true }],
    requestBody: { content: { "text/evil": {} } },
    encoding: { tags: { style: "pipeDelimited" } },
    style: "pipeDelimited",
    explode: false,
    required: true,
    additionalProperties: true,
    variables: { region: { default: "evil" } },
    // Issue 33: security schemes and requirements.
    security: [{ evil: [] }],
    securitySchemes: { evil: { type: "apiKey", in: "query", name: "evil" } },
  };

  it("26.3 Object.prototype's fields never reach a table", () => {
    const document = doc({ "/a": { get: { parameters: [{ name: "tags", in: "query", schema: { type: "array" } }] }, put: { requestBody: { content: { "application/json": { schema: { type: "object" } } } } } } });
    const clean = compileRoutes(document, { strict: true });
    const prototype = Object.prototype as Record<string, unknown>;
    try {
      for (const [key, value] of Object.entries(POLLUTION)) prototype[key] = value;
      expect(compileRoutes(document, { strict: true })).toEqual(clean);
      expect(() => compileRoutes({ paths: {} })).toThrow(expect.objectContaining({ code: "INVALID_DOCUMENT" }));
    } finally {
      for (const key of Object.keys(POLLUTION)) Reflect.deleteProperty(prototype, key);
    }
    expect(JSON.stringify(clean)).not.toContain("evil");
  });
});

describe("33.1 a polluted prototype's security is no description's", () => {
  it("33.1 Object.prototype.security requires nothing of an operation", () => {
    const securitySchemes = { key: { type: "apiKey", in: "query", name: "key" } };
    const document = doc({ "/a": { get: {} } }, { components: { securitySchemes } });
    const clean = compileRoutes(document, { strict: true });
    const prototype = Object.prototype as Record<string, unknown>;
    try {
      prototype.security = [{ key: [] }];
      expect(compileRoutes(document, { strict: true })).toEqual(clean);
    } finally {
      Reflect.deleteProperty(prototype, "security");
    }
    expect(clean).toEqual({ v: 1, c: 1, s: "https://api.example.com", d: { q: "F" }, r: { "GET /a": { k: "x" } }, x: [["key", "q:key"]] });
  });
});

describe("26.4 no URL's userinfo in a table or a message", () => {
  const TOKEN = "ghp_TOKEN123";

  it("26.4 a documentUrl with userinfo: the resolved servers keep none", () => {
    const document = doc({ "/a": { get: {} }, "/b": { get: { servers: [{ url: "../files" }] } } }, { servers: [{ url: "/v1" }] });
    const table = compileRoutes(document, { documentUrl: `https://u:${TOKEN}@raw.example/specs/openapi.json` });
    expect([table.s, entryOf(table, "GET /b")?.s]).toEqual(["https://raw.example/v1", "https://raw.example/files"]);
    expect(JSON.stringify(table)).not.toContain(TOKEN);
  });

  it("26.4 a refused documentUrl with userinfo is quoted without it", () => {
    expect(() => compileRoutes(doc({ "/a": { get: {} } }), { documentUrl: `https://u:${TOKEN}@` })).toThrow(
      expect.objectContaining({ code: "RELATIVE_SERVER_URL", message: expect.not.stringContaining(TOKEN) as unknown }),
    );
  });

  it("26.4 a server with userinfo in the description keeps none", () => {
    const table = compileRoutes(doc({ "/a": { get: {} } }, { servers: [{ url: `https://x-access-token:${TOKEN}@ghe.example/api/v3` }] }));
    expect(table.s).toBe("https://ghe.example/api/v3");
  });

  it("26.4 a message about a server quotes it without userinfo", () => {
    const document = doc({ "/a": { get: { servers: [{ url: `https://u:${TOKEN}@{region}.example` }] } } });
    const table = compileRoutes(document);
    expect(entryOf(table, "GET /a")?.u).toContain('"https://{region}.example"');
    expect(JSON.stringify(table)).not.toContain(TOKEN);
    expect(() => compileRoutes(document, { unbuildable: "throw" })).toThrow(expect.objectContaining({ message: expect.not.stringContaining(TOKEN) as unknown }));
  });
});
