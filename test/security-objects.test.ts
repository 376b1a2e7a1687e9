// Options, defaults and headers from JSON with __proto__, constructor and prototype keys change no
// prototype, through every merge path; deep-frozen inputs pass through every exported function.
import { endpoint as typed, InvalidHeaderError } from "@scope/endpoint";
import { createEndpoint, merge, parse, parseRoute, withDefaults } from "@scope/endpoint-assembler";
import { applyMediaType, mergeHeaders, mergePreviews, normalizeHeaders } from "@scope/headers";
import { isPlainObject } from "@scope/kit";
import { normalizeRunInstall, toInstallCommands, validateRunInstall } from "@scope/runinstall-schema";
import { deepFreeze } from "@scope/test-utils";
import { expand, parseTemplate } from "@scope/url-expander";
import { afterEach, describe, expect, it } from "vitest";
import { fromOpenApi } from "../packages/endpoint/src/openapi";
import { fromRoutes } from "../packages/endpoint/src/routes";

type Loose = ((route: unknown, options?: unknown) => Record<string, unknown>) & {
  defaults(options: unknown): Loose;
  merge(route: unknown, options?: unknown): Record<string, unknown>;
  parse(options: unknown): Record<string, unknown>;
};
const endpoint = typed as unknown as Loose;
const CONFIG = { vendor: "github" };
const BASE = { method: "GET", baseUrl: "https://api.github.com", headers: { accept: "application/json" }, mediaType: { format: "", previews: [] } };

const PAYLOADS: [string, string][] = [
  ["top-level __proto__", '{"__proto__": {"polluted": 1}}'],
  ["constructor.prototype", '{"constructor": {"prototype": {"polluted": 1}}}'],
  ["prototype", '{"prototype": {"polluted": 1}}'],
  ["a __proto__ header (string)", '{"headers": {"__proto__": "x", "constructor": "y"}}'],
  ["mediaType.__proto__", '{"mediaType": {"__proto__": {"format": "raw", "polluted": 1}}}'],
  ["a nested __proto__ merged deeply", '{"filter": {"__proto__": {"polluted": 1}, "a": 1}}'],
];

/** Every way a call reaches merge: the fast path, the general path, .defaults() chains, the bare exports. */
const PATHS: [string, (json: () => Record<string, unknown>) => unknown][] = [
  ["endpoint(route, options)", (json) => endpoint("POST /x", json())],
  ["endpoint(options)", (json) => endpoint({ ...json(), method: "POST", url: "/x" })],
  ["endpoint.parse(endpoint.merge())", (json) => endpoint.parse(endpoint.merge("POST /x", json()))],
  ["endpoint.defaults(json)(route)", (json) => endpoint.defaults(json())("POST /x")],
  ["endpoint.defaults(json).defaults(json)(route, json)", (json) => endpoint.defaults(json()).defaults(json())("POST /x", json())],
  ["endpoint.defaults({ filter }).merge(route, json)", (json) => endpoint.defaults({ filter: { b: 2 } }).merge("POST /x", json())],
  ["assembler merge(json defaults, route, json)", (json) => merge({ ...BASE, ...json() } as never, "POST /x", json() as never)],
  ["assembler parse(merge())", (json) => parse(merge(BASE as never, "POST /x", json() as never), CONFIG)],
  ["assembler createEndpoint(json)", (json) => (createEndpoint({ ...BASE, ...json() } as never, CONFIG) as unknown as Loose)("POST /x")],
  ["assembler withDefaults(merge(json))", (json) => (withDefaults(merge(BASE as never, json() as never), CONFIG) as unknown as Loose)("POST /x")],
];

afterEach(() => {
  for (const prototype of [Object.prototype, Array.prototype, Function.prototype]) {
    expect(Object.keys(prototype)).toHaveLength(0);
    expect((prototype as Record<string, unknown>).polluted).toBeUndefined();
  }
});

describe.each(PAYLOADS)("%s", (_title, text) => {
  it.each(PATHS)("changes no prototype through %s, and the result is plain", (_path, run) => {
    const result = run(() => JSON.parse(text) as Record<string, unknown>) as Record<string, unknown>;
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    for (const key of ["headers", "body", "mediaType"]) {
      if (isPlainObject(result[key])) expect([Object.prototype, null]).toContain(Object.getPrototypeOf(result[key]));
    }
  });

  it("the fast path and parse(merge()) give the same result, keys kept as own keys", () => {
    const fast = endpoint("POST /x", JSON.parse(text));
    expect(JSON.stringify(fast)).toBe(JSON.stringify(endpoint.parse(endpoint.merge("POST /x", JSON.parse(text)))));
    const bare = parse(merge({ ...BASE, headers: {} } as never, "POST /x", JSON.parse(text)), CONFIG);
    expect(JSON.stringify({ ...bare, headers: {} })).toBe(JSON.stringify({ ...fast, headers: {} }));
  });
});

describe("refused consistently", () => {
  const header = '{"headers": {"__proto__": {"x": 1}}}';
  it.each(PATHS.filter(([title]) => !title.includes("filter")))("a __proto__ header whose value is an object, through %s", (_path, run) => {
    expect(() => run(() => JSON.parse(header) as Record<string, unknown>)).toThrow(InvalidHeaderError);
  });

  it("inherited names are never read as values: {toString}, ?constructor", () => {
    expect(endpoint("GET /x/a{toString}{?constructor,hasOwnProperty}", {}).url).toBe("https://api.github.com/x/a");
    expect(endpoint.parse(endpoint.merge("GET /x/a{toString}", {})).url).toBe("https://api.github.com/x/a");
    // A whole path segment with no value is refused (deviation 17): the inherited toString is no value.
    expect(() => endpoint("GET /x/{toString}", {})).toThrow(/\{toString\}/);
    expect(endpoint("GET /x", JSON.parse('{"constructor": "c", "__proto__": "p"}')).url).toBe("https://api.github.com/x?constructor=c&__proto__=p");
  });
});

describe("deep-frozen inputs pass through every exported function", () => {
  const frozen = <T>(value: T): T => deepFreeze(structuredClone(value));
  const OPTIONS = { owner: "o", labels: ["a", "b"], filter: { a: 1 }, headers: { "X-A": "1" }, mediaType: { format: "raw", previews: ["x"] }, request: { timeout: 1 } };
  const CALLS: [string, () => unknown][] = [
    ["endpoint", () => endpoint("GET /repos/{owner}", frozen({ ...OPTIONS, filter: undefined }))],
    ["endpoint (POST body)", () => endpoint("POST /repos/{owner}", frozen(OPTIONS))],
    ["endpoint.merge", () => endpoint.merge("POST /repos/{owner}", frozen(OPTIONS))],
    ["endpoint.parse", () => endpoint.parse(frozen(endpoint.merge("POST /repos/{owner}", OPTIONS)))],
    ["endpoint.defaults", () => endpoint.defaults(frozen(OPTIONS)).defaults(frozen(OPTIONS))("POST /repos/{owner}", frozen(OPTIONS))],
    ["merge", () => merge(frozen(BASE) as never, "POST /repos/{owner}", frozen(OPTIONS) as never)],
    ["parse", () => parse(frozen(merge(BASE as never, "POST /repos/{owner}", OPTIONS as never)), CONFIG)],
    ["createEndpoint", () => (createEndpoint(frozen({ ...BASE, ...OPTIONS }) as never, CONFIG) as unknown as Loose)("POST /repos/{owner}")],
    ["withDefaults", () => (withDefaults(frozen(merge(BASE as never, OPTIONS as never)), CONFIG) as unknown as Loose)("POST /repos/{owner}")],
    ["parseRoute", () => parseRoute(frozen("GET /x"))],
    ["parseTemplate + expand", () => parseTemplate("/{owner}{?labels,filter*}").expand(frozen(OPTIONS))],
    ["expand", () => expand("/{owner}{?labels,filter*}", frozen(OPTIONS))],
    ["normalizeHeaders", () => normalizeHeaders(frozen({ "X-A": "1", Accept: "a" }))],
    ["mergeHeaders", () => mergeHeaders(frozen({ a: "1" }), frozen({ b: "2" }))],
    ["mergePreviews", () => mergePreviews(frozen(["a"]), frozen(["b-preview"]))],
    ["applyMediaType", () => applyMediaType("application/vnd.github.v3+json", frozen({ format: "raw", previews: ["x"] }), "github")],
    ["validateRunInstall", () => validateRunInstall(frozen([{ recursive: true, args: ["--x"] }]))],
    ["normalizeRunInstall", () => normalizeRunInstall(frozen({ cwd: "a", args: ["--x"] }))],
    ["toInstallCommands", () => toInstallCommands(frozen([{ cwd: "a", args: ["--x"] }]))],
  ];
  it.each(CALLS)("%s", (_title, call) => {
    expect(call).not.toThrow();
  });
});

describe("26.3 a polluted prototype never reaches a request of fromRoutes or fromOpenApi", () => {
  const DESCRIPTION = {
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    servers: [{ url: "https://api.example.com" }],
    paths: { "/login": { post: { requestBody: { content: { "application/json": { schema: { type: "object", properties: { password: { type: "string" } } } } } } } } },
  };
  const TABLE = { v: 1, s: "https://api.example.com", r: { "POST /login": { p: { password: "" } } } } as const;
  const polluted: string[] = [];
  const pollute = (key: string, value: unknown): void => {
    Object.defineProperty(Object.prototype, key, { value, configurable: true, writable: true, enumerable: false });
    polluted.push(key);
  };
  afterEach(() => {
    for (const key of polluted.splice(0)) Reflect.deleteProperty(Object.prototype, key);
  });
  type Call = (route: string, options: object) => { url: string; headers: Record<string, unknown>; body?: unknown };
  const builders: [string, () => Call][] = [
    ["fromRoutes(table)", () => fromRoutes(TABLE) as unknown as Call],
    ["fromRoutes(table, options).defaults()", () => fromRoutes(TABLE, { headers: { authorization: "token t" } }).defaults({ request: { timeout: 1 } }) as unknown as Call],
    ["fromOpenApi(description)", () => fromOpenApi(DESCRIPTION) as unknown as Call],
  ];
  it.each([
    ["baseUrl", "https://evil.example"],
    ["documentUrl", "https://evil.example/openapi.json"],
    ["s", "https://evil.example"],
    ["d", { k: "q", s: "https://evil.example" }],
    ["k", "q"],
    ["servers", [{ url: "https://evil.example" }]],
    ["routes", { v: 1, s: "https://evil.example" }],
    ["m", "text/plain"],
    ["u", "refused"],
    ["c", 1],
  ])("Object.prototype.%s", (key, value) => {
    const built = builders.map(([name, make]) => [name, make] as const);
    pollute(key, value);
    for (const [name, make] of built) {
      const request = make()("POST /login", { password: "hunter2" });
      expect([name, request.url, request.body]).toEqual([name, "https://api.example.com/login", { password: "hunter2" }]);
    }
  });
});
