// Every public function on hostile input of up to 16 KiB (GROWTH_SIZES) grows linearly: t(8n) / t(n) stays under
// LINEAR_LIMIT (about 8 when linear, 64 when quadratic). The reference's parse was quadratic on
// crafted accept headers (CVE-2025-25285). Errors count: refusing a hostile input must be as quick
// as accepting it.
import { endpoint as typed } from "@scope/endpoint";
import { merge as mergeBare, parse as parseBare, parseRoute } from "@scope/endpoint-assembler";
import { applyMediaType, mergeHeaders, mergePreviews, normalizeHeaders } from "@scope/headers";
import { normalizeRunInstall, parseRunInstall, validateRunInstall } from "@scope/runinstall-schema";
import { expectLinearGrowth, fill, growthRatio, GROWTH_SIZES, LINEAR_LIMIT } from "@scope/test-utils";
import { expand, parseTemplate } from "@scope/url-expander";
import { describe, expect, it } from "vitest";

// Hostile input has no route types: call the endpoint untyped. Each call binds a fresh endpoint,
// so that its route-plan cache (500 routes, of any length) does not keep the compiled 1 MB routes
// of earlier rows alive: see the memory test.
type Loose = ((route: string, options?: object) => unknown) & {
  defaults(options: object): Loose;
  merge(route: string, options?: object): object;
  parse(options: object): unknown;
};
const fresh = (): Loose => (typed as unknown as Loose).defaults({});
const endpoint = Object.assign((route: string, options?: object) => fresh()(route, options), {
  defaults: (options: object) => fresh().defaults(options),
  merge: (route: string, options?: object) => fresh().merge(route, options),
  parse: (options: object) => fresh().parse(options),
});
const CONFIG = { vendor: "github" };
let calls = 0;
/**
 * `text` made distinct on every call (a counter appended). A checked base URL is remembered, so
 * that a repeated input would time a lookup at n against the work at 8n; a hostile caller sends new
 * input.
 */
const distinct = (text: string): string => `${text}${calls++}`;

/** An array nested `depth` deep: [[[...["a"]...]]]. */
function deepArray(depth: number): unknown {
  let value: unknown = "a";
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

type Row = [title: string, make: (size: number) => unknown, operation: (input: never) => unknown];

const ROWS: Row[] = [
  ['endpoint: a route of "{" runs', (n) => `GET /x/${fill("{")(n)}`, (route: string) => endpoint(route)],
  ['endpoint: a route of ":a" runs', (n) => `GET /x/${fill(":a")(n)}`, (route: string) => endpoint(route)],
  ['endpoint: a route of ":ab/" runs', (n) => `GET /x/${fill(":ab/")(n)}`, (route: string) => endpoint(route, { ab: "v" })],
  ["endpoint: a long route of spaces", (n) => `GET ${fill(" ")(n)}`, (route: string) => endpoint(route)],
  ["endpoint: a long path value", (n) => ({ owner: fill("../")(n) }), (options: object) => endpoint("GET /repos/{owner}", options)],
  ["endpoint: a long reserved value of dot-segments", (n) => ({ path: fill("a/")(n) + ".." }), (options: object) => endpoint("GET /r/{+path}", options)],
  ["endpoint: a long query value", (n) => ({ q: fill("a+b c")(n) }), (options: object) => endpoint("GET /search", options)],
  ['endpoint: accept of "application/vnd" runs with a format', (n) => ({ headers: { accept: fill("application/vnd")(n) }, mediaType: { format: "raw" } }), (o: object) => endpoint("GET /x", o)],
  ['endpoint: accept of "-preview" runs with previews', (n) => ({ headers: { accept: fill("-preview")(n) }, mediaType: { previews: ["a"] } }), (o: object) => endpoint("GET /x", o)],
  ['endpoint: accept of "a-preview," runs with previews', (n) => ({ headers: { accept: fill("a-preview,")(n) }, mediaType: { previews: ["a"] } }), (o: object) => endpoint("GET /x", o)],
  ["endpoint: many previews", (n) => ({ mediaType: { previews: Array.from({ length: n / 16 }, (_, i) => `p${i}`) } }), (o: object) => endpoint("GET /x", o)],
  // At most 8,192 members at the largest size: within the 10,000 a query list may hold.
  ["endpoint: a long query array", (n) => ({ list: Array.from({ length: n / 128 }, (_, i) => fill(`${i},`)(128)) }), (o: object) => endpoint("GET /x", o)],
  ["endpoint: a long header value with CR at the end", (n) => ({ headers: { "x-a": `${fill("a")(n)}\r` } }), (o: object) => endpoint("GET /x", o)],
  ["endpoint: a long baseUrl", (n) => `https://a.com/${fill("a/")(n)}`, (base: string) => endpoint("GET /x/{y}", { baseUrl: distinct(base), y: 1 })],
  ["endpoint.parse(endpoint.merge()): a long route", (n) => `POST /x/${fill(":ab")(n)}`, (route: string) => endpoint.parse(endpoint.merge(route, { ab: 1, c: 2 }))],
  ["endpoint.defaults(): many default parameters", (n) => Object.fromEntries(Array.from({ length: n / 16 }, (_, i) => [`k${i}`, i])), (o: object) => endpoint.defaults(o)("POST /x")],
  ["merge (assembler): many headers", (n) => ({ headers: Object.fromEntries(Array.from({ length: n / 16 }, (_, i) => [`X-${i}`, "v"])) }), (o: never) => mergeBare(null, "GET /x", o)],
  ["parseRoute: a long route", (n) => `GET ${fill("/a")(n)}`, (route: string) => parseRoute(route)],
  ['parseTemplate: "{" runs', fill("{"), (t: string) => parseTemplate(t)],
  ['parseTemplate: "}" runs', fill("}"), (t: string) => parseTemplate(t)],
  ["parseTemplate: dotted names", (n) => `{${fill("a.")(n)}b}`, (t: string) => parseTemplate(t)],
  ["parseTemplate: percent runs", (n) => `/${fill("%")(n)}`, (t: string) => parseTemplate(t)],
  ["expand: a long value under every operator", (n) => fill("a/?#%é")(n), (v: string) => expand("{a}{+a}{#a}{.a}{/a}{;a}{?a}{&a}", { a: v })],
  ["expand: a long list, exploded", (n) => Array.from({ length: n / 64 }, (_, i) => fill(`v${i}/`)(64)), (v: string[]) => expand("{/a*}{?a*}", { a: v })],
  ["expand: a deep array (refused)", (n) => deepArray(n / 64), (v: unknown) => expand<string>("{a}", { a: v })],
  ["normalizeHeaders: a long value", (n) => ({ "X-Long": fill("a")(n) }), (h: object) => normalizeHeaders(h)],
  ["normalizeHeaders: a long name", (n) => ({ [fill("X")(n)]: "v" }), (h: object) => normalizeHeaders(h)],
  ["mergeHeaders: many names", (n) => Object.fromEntries(Array.from({ length: n / 16 }, (_, i) => [`x-${i}`, "v"])), (h: never) => mergeHeaders(h, h)],
  ['applyMediaType: "application/vnd" runs', fill("application/vnd"), (a: string) => applyMediaType(a, { format: "raw" }, "github")],
  ['applyMediaType: "-preview" runs', fill("-preview"), (a: string) => applyMediaType(a, { previews: ["x"] }, "github")],
  ["applyMediaType: a long run of word characters", fill("a"), (a: string) => applyMediaType(a, { format: "raw", previews: ["x"] }, "github")],
  ["mergePreviews: many previews", (n) => Array.from({ length: n / 16 }, (_, i) => `p${i}-preview`), (p: string[]) => mergePreviews(p, p)],
  ["validateRunInstall: a long args array", (n) => ({ args: Array.from({ length: n / 64 }, (_, i) => fill(`--a${i}`)(64)) }), (v: unknown) => validateRunInstall(v)],
  ["validateRunInstall: a long list of objects", (n) => Array.from({ length: n / 32 }, () => ({ recursive: true })), (v: unknown) => validateRunInstall(v, { strict: true })],
  ["normalizeRunInstall: a long invalid list", (n) => Array.from({ length: n / 32 }, () => ({ args: 1 })), (v: unknown) => normalizeRunInstall(v as never)],
];

const MANY_VARIABLES: Row[] = [
  ["parse (assembler): a long template", (n) => ({ method: "GET", url: `/x/${fill("{a}")(n)}`, a: 1, headers: {}, mediaType: { previews: [] } }), (o: never) => parseBare(o, CONFIG)],
  ["endpoint: a route of many expressions", (n) => `GET /${fill("{x}")(n - (n % 3))}`, (route: string) => endpoint(route, { x: 1 })],
  ["endpoint: a route of every operator, many times", (n) => `GET /${fill("{+a}{#a}{.a}{/a}{;a}{?a}{&a}")(n - (n % 28))}`, (route: string) => endpoint(route, { a: 1 })],
  ["endpoint: an expression of many variables (commas)", (n) => `GET /x{?${fill("a,")(n)}b}`, (route: string) => endpoint(route, { a: 1 })],
  ["parseTemplate: commas", (n) => `{${fill("a,")(n)}b}`, (t: string) => parseTemplate(t)],
];

// The YAML reader (the `yaml` package): measured at the shared sizes like every other row.
const YAML_ROWS: Row[] = [
  ["parseRunInstall: a long YAML list", (n) => fill("- cwd: a\n")(n), (t: string) => parseRunInstall(t)],
  ['parseRunInstall: "[" runs', fill("["), (t: string) => parseRunInstall(t)],
  ["parseRunInstall: a long YAML string", (n) => `cwd: "${fill("a")(n)}"`, (t: string) => parseRunInstall(t)],
];

// n and 8n at the shared sizes (GROWTH_SIZES, where V8 itself is still linear).
describe.each(GROWTH_SIZES)("hostile input of %i and 8 times as many characters", (size) => {
  it.each([...ROWS, ...MANY_VARIABLES])("%s grows linearly", (_title, make, operation) => {
    expectLinearGrowth(make, operation as (input: unknown) => unknown, size);
  });
});

describe.each(GROWTH_SIZES)("YAML of %i and 8 times as many characters", (size) => {
  it.each(YAML_ROWS)("%s grows linearly", (_title, make, operation) => {
    expectLinearGrowth(make, operation as (input: unknown) => unknown, size);
  });
});

describe("the measurement", () => {
  it("tells a quadratic function apart", () => {
    const quadratic = (accept: string) => accept.match(/[\w-]+(?=-preview)/g);
    expect(growthRatio(fill("a"), quadratic, 1_000)).toBeGreaterThan(LINEAR_LIMIT);
  });
});
