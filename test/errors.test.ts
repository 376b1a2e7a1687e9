// One check for every error an endpoint throws: `instanceof ScopeError`, then `code`, one of ERROR_CODES.
// Every code has a row here that throws it, and every message stays short whatever the input's size.
import * as facade from "@scope/endpoint";
import {
  endpoint,
  EndpointError,
  ERROR_CODES,
  InvalidHeaderError,
  ScopeError,
  UriTemplateError,
  UriTemplateValueError,
} from "@scope/endpoint";
import {
  normalizeRunInstall,
  parseRunInstall,
  RUN_INSTALL_ERROR_CODES,
  RunInstallError,
  validateRunInstall,
} from "@scope/runinstall-schema";
import { docBlocks, runDocBlock } from "@scope/test-utils";
import { compileRoutes, OpenApiError } from "../packages/endpoint/src/openapi";
import { fromRoutes } from "../packages/endpoint/src/routes";
import { expand, parseTemplate } from "@scope/url-expander";
import { describe, expect, it } from "vitest";

const CLASSES = { UriTemplateError, UriTemplateValueError, InvalidHeaderError, EndpointError, OpenApiError, RunInstallError };
type Family = keyof typeof CLASSES;

/** What `run` threw; fails the test when it returned. */
function thrown(run: () => unknown): { name: string; code: string; message: string } {
  try {
    run();
  } catch (error) {
    return error as { name: string; code: string; message: string };
  }
  throw new Error("expected an error, none was thrown");
}

const MB = 1_000_000;
const call = (route: string, options?: Record<string, unknown>) => () => endpoint(route, options as never);

/** An OpenAPI 3.1 description of `GET /a/{id}` with these parameters. */
const openApi = (parameters: unknown[]) => ({ openapi: "3.1.0", paths: { "/a/{id}": { get: { parameters } } } });

/** One way to throw each code, by the class to test with `instanceof` (the keys of ERROR_CODES). */
const ONE_THROW_PER_CODE: [Family, string, () => unknown][] = [
  ["UriTemplateError", "UNCLOSED_EXPRESSION", call("GET /orgs/{org")],
  ["UriTemplateError", "UNMATCHED_CLOSE_BRACE", call("GET /orgs/org}")],
  ["UriTemplateError", "EMPTY_EXPRESSION", call("GET /x{}")],
  ["UriTemplateError", "RESERVED_OPERATOR", call("GET /x{=a}")],
  ["UriTemplateError", "EMPTY_VARIABLE_NAME", call("GET /x{a,}")],
  ["UriTemplateError", "INVALID_CHARACTER", call("GET /x{a~b}")],
  ["UriTemplateError", "MISPLACED_DOT", call("GET /x{a.}")],
  ["UriTemplateError", "INVALID_PERCENT_ENCODING", call("GET /x{%zz}")],
  ["UriTemplateError", "INVALID_PREFIX", call("GET /x{a:0}")],
  ["UriTemplateError", "PREFIX_WITH_EXPLODE", call("GET /x{a:2*}")],
  ["UriTemplateError", "LONE_SURROGATE", call("GET /x\ud800{a}")],
  ["UriTemplateError", "NOT_A_STRING", () => parseTemplate(42 as never)],
  ["UriTemplateValueError", "PREFIX_ON_COMPOSITE", call("GET /x/{a:2}", { a: ["x"] })],
  ["UriTemplateValueError", "NESTED_COMPOSITE", call("GET /x/{a}", { a: [["x"]] })],
  ["UriTemplateValueError", "UNSUPPORTED_TYPE", call("GET /x/{a}", { a: new Map() })],
  ["UriTemplateValueError", "LONE_SURROGATE", call("GET /users/{owner}", { owner: "\ud800" })],
  ["UriTemplateValueError", "NOT_AN_OBJECT", () => expand("x", null as never)],
  ["InvalidHeaderError", "HEADERS_NOT_OBJECT", call("GET /x", { headers: [] })],
  ["InvalidHeaderError", "INVALID_HEADER_NAME", call("GET /x", { headers: { "x a": "1" } })],
  ["InvalidHeaderError", "INVALID_HEADER_VALUE", call("GET /x", { headers: { "x-a": "1\r\nx-b: 2" } })],
  ["InvalidHeaderError", "INVALID_MEDIA_TYPE", call("GET /x", { mediaType: 1 })],
  ["EndpointError", "INVALID_ROUTE", call("GET  /x")],
  ["EndpointError", "MISSING_URL", () => endpoint({ method: "GET" } as never)],
  ["EndpointError", "INVALID_METHOD", () => endpoint({ method: "GE T", url: "/x" })],
  ["EndpointError", "INVALID_OPTIONS", () => endpoint("GET /x", "nope" as never)],
  ["EndpointError", "INVALID_QUERY_VALUE", call("GET /x", { filter: { a: 1 } })],
  ["EndpointError", "UNSAFE_URL", call("GET /repos/{owner}/r", { owner: ".." })],
  ["EndpointError", "INVALID_ROUTE_TABLE", () => fromRoutes({ v: 2 } as never)],
  ["EndpointError", "MISSING_PARAMETER", () => fromRoutes({ v: 1, r: { "GET /x": { p: { id: "q!" } } } })("GET /x")],
  ["EndpointError", "UNKNOWN_PARAMETER", () => fromRoutes({ v: 1, d: { m: "" } })("DELETE /x", { force: true })],
  ["EndpointError", "INVALID_PARAMETER_VALUE", () => fromRoutes({ v: 1, d: { q: "P" } })("GET /x", { a: [() => 1] })],
  ["EndpointError", "ROUTE_OPTION", call("PATCH /hooks/{id}/config", { id: 1, url: "https://hook.example" })],
  ["EndpointError", "UNBUILDABLE_OPERATION", () => fromRoutes({ v: 1, r: { "GET /x": { u: "a parameter named \"\"" } } } as never)("GET /x")],
  ["EndpointError", "UNKNOWN_ROUTE", () => fromRoutes({ v: 1, c: 1, r: { "GET /x": {} } } as never)("GET /y")],
  ["EndpointError", "UNLISTED_CONTENT_TYPE", () => fromRoutes({ v: 1, c: 1, r: { "POST /x": { p: { a: "" } } } } as never)("POST /x", { a: 1, headers: { "content-type": "text/csv" } })],
  ["EndpointError", "DUPLICATE_KEY", call("GET /repos/{owner}/r", { owner: "mine", "path.owner": "victim" })],
  ["OpenApiError", "INVALID_DOCUMENT", () => compileRoutes({ openapi: "2.0" })],
  // An operation that cannot be built refuses the description only when asked to (it gets an entry `u` otherwise).
  ["OpenApiError", "UNRESOLVED_REF", () => compileRoutes(openApi([{ $ref: "#/components/parameters/nope" }]), { unbuildable: "throw" })],
  ["OpenApiError", "CYCLIC_REF", () => compileRoutes({ ...openApi([{ $ref: "#/c/a" }]), c: { a: { $ref: "#/c/a" } } }, { unbuildable: "throw" })],
  ["OpenApiError", "INVALID_PARAMETER", () => compileRoutes(openApi([{ name: "id", in: "body", schema: {} }]), { unbuildable: "throw" })],
  ["OpenApiError", "STYLE_NOT_ALLOWED", () => compileRoutes(openApi([{ name: "id", in: "path", required: true, style: "form", schema: {} }]), { unbuildable: "throw" })],
  ["OpenApiError", "RELATIVE_SERVER_URL", () => compileRoutes(openApi([]), { documentUrl: "/openapi.json" })],
  ["RunInstallError", "INVALID_RUN_INSTALL", () => normalizeRunInstall({ args: 1 } as never)],
  ["RunInstallError", "YAML_SYNTAX", () => parseRunInstall("a: [")],
  ["RunInstallError", "YAML_LIMIT", () => parseRunInstall("x".repeat(MB))],
  ["RunInstallError", "INVALID_OPTIONS", () => validateRunInstall(true, { strictt: true } as never)],
];

describe("one check for every error", () => {
  it.each(ONE_THROW_PER_CODE)("%s %s: instanceof ScopeError and its class, a code of its table", (family, code, run) => {
    const error = thrown(run);
    expect(error).toBeInstanceOf(ScopeError);
    expect(error).toBeInstanceOf(CLASSES[family]);
    expect(error.code).toBe(code);
    const table: Record<Family, readonly string[]> = { ...ERROR_CODES, RunInstallError: RUN_INSTALL_ERROR_CODES };
    expect(table[family]).toContain(code);
    for (const other of Object.keys(CLASSES) as Family[]) {
      if (other !== family) expect(error, other).not.toBeInstanceOf(CLASSES[other]);
    }
  });

  it("has a row for every code of ERROR_CODES and RUN_INSTALL_ERROR_CODES, and nothing else", () => {
    const rows = ONE_THROW_PER_CODE.map(([family, code]) => `${family} ${code}`).sort();
    const table = Object.entries({ ...ERROR_CODES, RunInstallError: RUN_INSTALL_ERROR_CODES });
    expect(rows).toEqual(table.flatMap(([family, codes]) => codes.map((code) => `${family} ${code}`)).sort());
  });

  it("the facade README's example of the check runs as written", () => {
    const blocks = docBlocks(new URL("../packages/endpoint/README.md", import.meta.url));
    const example = blocks.find((block) => block.code.includes("instanceof ScopeError"));
    expect(example && runDocBlock(example, { "@scope/endpoint": facade }).checks).toBe(3);
  });

  // 27 (dead code lists): no longer frozen, so that declaring them runs nothing and an app that does
  // not read them ships none (test/endpoint-tree-shaking.test.ts); read-only by their types.
  it("ERROR_CODES is a plain object of plain lists", () => {
    expect(Object.getPrototypeOf(ERROR_CODES)).toBe(Object.prototype);
    for (const codes of Object.values(ERROR_CODES)) expect(Array.isArray(codes)).toBe(true);
  });
});

const BIG = "a".repeat(MB);

describe("messages stay under 1 KB for 1 MB input", () => {
  it.each<[string, () => unknown]>([
    ["a header name with a bad character", call("GET /x", { headers: { [`${BIG} `]: "1" } })],
    ["a header name with a bad value", call("GET /x", { headers: { [BIG]: "1\r\n" } })],
    ["a header value with CR LF in the middle", call("GET /x", { headers: { "x-a": `${BIG}\r\n${BIG}` } })],
    ["a header value that is an array of a million", call("GET /x", { headers: { "x-a": new Array(MB).fill(BIG) } })],
    ["a mediaType.format", call("GET /x", { mediaType: { format: `${BIG}\r` } })],
    ["a route", () => endpoint(`GET /${BIG} x`)],
    ["a method", () => endpoint({ method: `${BIG} `, url: "/x" })],
    ["a template", call(`GET /${BIG}{`)],
    ["a template variable name", call(`GET /{${BIG}~}`)],
    ["a parameter value with a lone surrogate", call("GET /x/{a}", { a: `${BIG}\ud800` })],
    ["a query parameter name", call("GET /x", { [BIG]: { a: 1 } })],
    ["a dot-segment after a 1 MB path", call(`GET /${BIG}/{owner}`, { owner: ".." })],
    ["a baseUrl", call("GET /x", { baseUrl: `ftp://${BIG}` })],
    ["a URL that escapes its origin", call("GET {+u}", { u: `https://${BIG}.com/x` })],
    ["a route table's parameter code", () => fromRoutes({ v: 1, r: { [`GET /${BIG}`]: { p: { [BIG]: BIG } } } })(`GET /${BIG}`)],
    ["a parameter with no place", () => fromRoutes({ v: 1, d: { m: "" } })(`DELETE /${BIG}`, { [BIG]: 1 })],
    ["a RunInstall string where an array is expected", () => normalizeRunInstall({ args: BIG } as never)],
    ["a RunInstall key, strict", () => normalizeRunInstall({ [BIG]: 1 } as never, { strict: true })],
    ["RunInstall with 200,000 problems", () => normalizeRunInstall(new Array(200_000).fill({ args: 1 }))],
    ["RunInstall YAML", () => parseRunInstall(`args: [${BIG}`)],
  ])("%s", (_title, run) => {
    const { message } = thrown(run);
    expect(message.length).toBeLessThan(1024);
  });
});

describe("messages that point to the fix", () => {
  it("whitespace inside an expression of a route is a template error at its position, not a spacing error", () => {
    const error = thrown(call("GET /repos/{a b}")) as unknown as UriTemplateError;
    expect(error).toBeInstanceOf(UriTemplateError);
    expect({ code: error.code, template: error.template, position: error.position }).toEqual({
      code: "INVALID_CHARACTER",
      template: "/repos/{a b}",
      position: 9,
    });
  });

  it("whitespace outside an expression is still a route error", () => {
    expect(thrown(call("GET /repos/a b")).code).toBe("INVALID_ROUTE");
  });

  it("a hyphenated name in the strict expander names the hyphenatedNames option", () => {
    expect(thrown(() => parseTemplate("/teams/{enterprise-team}")).message).toContain("{ hyphenatedNames: true }");
  });

  it.each<[string, () => unknown]>([
    ["in the path", call("GET /x/{since}", { since: new Date(0) })],
    ["in the query", call("GET /x", { since: new Date(0) })],
  ])("a Date %s gets the toISOString() hint", (_title, run) => {
    expect(thrown(run).message).toContain("date.toISOString()");
  });

  it.each<[string, () => unknown]>([
    ["endpoint()", call("GET /x", { headers: { authorization: `token ${"s3cr".repeat(10)}\n` } })],
    [".defaults()", () => endpoint.defaults({ headers: { "X-Api-Key": `${"s3cr".repeat(10)}\r` } })],
    ["endpoint.merge()", () => endpoint.merge("GET /x", { headers: { cookie: `a=${"s3cr".repeat(10)}\u200b` } })],
  ])("a credential header's value never appears in a message, through %s", (_title, run) => {
    const { code, message } = thrown(run);
    expect(code).toBe("INVALID_HEADER_VALUE");
    expect(message).not.toContain("s3cr");
    expect(message).toMatch(/at position \d+: /);
  });
});
