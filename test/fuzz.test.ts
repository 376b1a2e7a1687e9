// Seeded fuzz test: 12,000 generated calls across every package. No call throws anything but a
// documented error, and every result holds the invariants of a request. FUZZ_SEED=<n> replays.
import { isDeepStrictEqual } from "node:util";
import { EndpointError, endpoint as typed, InvalidHeaderError, UriTemplateError, UriTemplateValueError } from "@scope/endpoint";
import { merge as mergeBare, parse as parseBare, parseRoute } from "@scope/endpoint-assembler";
import { applyMediaType, mergeHeaders, mergePreviews, normalizeHeaders } from "@scope/headers";
import { normalizeRunInstall, RunInstallError, validateRunInstall } from "@scope/runinstall-schema";
import { Random } from "@scope/test-utils";
import { modelMerge, modelParse } from "./support/endpoint-model";
import { expand, parseTemplate } from "@scope/url-expander";
import { describe, expect, it } from "vitest";

const SEED = Number(process.env.FUZZ_SEED ?? 0xf022);
const CALLS = 3000; // per group below: 4 groups, 12,000 calls in all
const DOCUMENTED = [EndpointError, InvalidHeaderError, UriTemplateError, UriTemplateValueError, RunInstallError];
const NAMED = new Set(["method", "baseUrl", "url", "headers", "request", "mediaType"]);

type Loose = ((route: unknown, options?: unknown) => Result) & {
  defaults(options: unknown): Loose;
  DEFAULTS: Record<string, unknown>;
  merge(route: unknown, options?: unknown): Record<string, unknown>;
  parse(options: unknown): Result;
};
interface Result { method: string; url: string; headers: Record<string, unknown>; body?: unknown; request?: unknown }
const endpoint = typed as unknown as Loose;

const TEXT = ["", "a", "..", ".", "%2e%2e", "../admin", "a/b", "?x=1", "#f", "\uff0e\uff0e", "日本", "😀", "\ud800", "a\r\nb", "\0", " ", "+", "%", "{", "}", "__proto__", "constructor", "@evil.com", "//evil.com", "https://evil.com", "javascript:alert(1)", "\\..\\"];
const KEYS = ["owner", "repo", "path", "q", "page", "data", "__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "a", "per_page"];
const SEGMENTS = ["/repos", "/{owner}", "/:owner", "/{repo}", "/{+path}", "{/path*}", "{?page,q}", "{&per_page}", "{.a}", "{;a}", "{#a}", "#f", "/{", "}", "/{a:3}", "/x", "?fixed=1", "/{toString}", "/{constructor}", "{", "/:"];
// Left out: a bare ":" after an absolute route's host (an invalid port): the route's own text, not a value's.
const METHODS = ["GET", "get", "POST", "PUT", "PATCH", "DELETE", "HEAD", "G ET", "GET\r\n", "", "PROPFIND"];
const BASES = [undefined, "https://api.github.com", "http://localhost:3000/api", "/api", "", "javascript:alert(1)", "https://a.com\r\n", "//evil.com", 42, null];

function value(random: Random, depth = 0): unknown {
  switch (random.int(depth > 1 ? 6 : 11)) {
    case 0: case 1: case 2: return random.pick(TEXT);
    case 3: return random.pick([0, -1, 1.5, NaN, Infinity, 1e21]);
    case 4: return random.chance(0.5);
    case 5: return random.pick([null, undefined, 12345678901234567890n]);
    case 6: case 7: return Array.from({ length: random.int(3) }, () => value(random, depth + 1));
    case 8: return record(random, depth + 1);
    case 9: return random.pick([Symbol("s"), () => 1, new Date(0), new Map()]);
    default: return random.pick(TEXT) + random.pick(TEXT);
  }
}

function record(random: Random, depth = 0): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (let i = random.int(4); i > 0; i--) Object.defineProperty(result, random.pick(KEYS), { value: value(random, depth), enumerable: true, writable: true, configurable: true });
  return result;
}

function headers(random: Random): unknown {
  if (random.chance(0.1)) return random.pick([[], "x", 1, new Map()]);
  const result: Record<string, unknown> = {};
  for (let i = random.int(3); i > 0; i--) {
    const name = random.pick(["Accept", "x-a", "X-A", "Content-Type", "x a", "x:a", "", "__proto__", "é"]);
    Object.defineProperty(result, name, { value: random.pick(["v", "a\r\nb", "a\0", 1, undefined, null, { a: 1 }, "application/vnd.github.v3+json"]), enumerable: true, writable: true, configurable: true });
  }
  return result;
}

function options(random: Random): Record<string, unknown> {
  const result = record(random);
  if (random.chance(0.3)) result.headers = headers(random);
  if (random.chance(0.2)) result.mediaType = random.pick([{ format: "raw" }, { previews: ["a", "b-preview"] }, { format: "a\r\n" }, { previews: "x" }, "x", { format: 1 }]);
  if (random.chance(0.15)) result.baseUrl = random.pick(BASES);
  if (random.chance(0.1)) result.method = random.pick(METHODS);
  if (random.chance(0.05)) result.request = { timeout: 1 };
  return result;
}

function route(random: Random): string {
  let url = random.chance(0.1) ? "https://uploads.example.com/v1" : "";
  for (let i = 1 + random.int(4); i > 0; i--) url += random.pick(SEGMENTS);
  return random.chance(0.8) ? `${random.pick(METHODS)} ${url}` : url;
}

/** Runs `call`; a thrown value must be one of our documented errors. Returns the result or the error. */
function attempt<T>(call: () => T, context: () => unknown): { ok: true; value: T } | { ok: false; error: Error } {
  try {
    return { ok: true, value: call() };
  } catch (error) {
    if (!DOCUMENTED.some((kind) => error instanceof kind)) {
      throw new Error(`seed ${SEED}: undocumented ${String(error)} for ${show(context())}`, { cause: error });
    }
    return { ok: false, error: error as Error };
  }
}

function show(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === "bigint" || typeof v === "symbol" || typeof v === "function" ? String(v) : v));
}

/** The invariants of every request the facade builds. */
function checkRequest(result: Result, merged: Record<string, unknown>): string | undefined {
  for (const [name, headerValue] of Object.entries(result.headers)) {
    if (!/^[a-z0-9!#$%&'*+.^_`|~-]+$/.test(name)) return `header name ${name}`;
    if (typeof headerValue === "string" && /[\r\n\0]/.test(headerValue)) return `header value of ${name}`;
  }
  if (!/^[A-Z0-9!#$%&'*+.^_`|~-]+$/.test(result.method)) return "method";
  // Absolute with an http(s) base URL or an absolute route; relative (and staying so) with a path base URL.
  const base = typeof merged.baseUrl === "string" && /^https?:/i.test(merged.baseUrl) ? merged.baseUrl : undefined;
  const absolute = base !== undefined || String(merged.url).startsWith("http");
  if (!URL.canParse(result.url, absolute ? undefined : "http://relative.invalid")) return `unparsable URL ${result.url}`;
  const url = new URL(result.url, absolute ? undefined : "http://relative.invalid");
  if (url.protocol !== "http:" && url.protocol !== "https:") return "protocol";
  if (!String(merged.url).startsWith("http")) {
    if (url.origin !== new URL(base ?? "http://relative.invalid").origin) return `origin ${url.origin} is not the base's`;
  }
  const bodyless = result.method === "GET" || result.method === "HEAD";
  if (bodyless && "body" in result) return "a body on GET or HEAD";
  return checkParameters(result, merged, url);
}

/** Every parameter appears exactly once: in the path (consumed), the query, or the body, unless `data` replaces the body. */
function checkParameters(result: Result, merged: Record<string, unknown>, url: URL): string | undefined {
  const consumed = new Set(parseTemplate(String(merged.url).replace(/:([a-z]\w+)/g, "{$1}")).variables);
  const bodyless = result.method === "GET" || result.method === "HEAD";
  const dataRule = !bodyless && !consumed.has("data") && merged.data !== undefined;
  const body = !dataRule && typeof result.body === "object" && result.body !== null ? (result.body as object) : {};
  const literal = new URL(`http://h${String(merged.url).split("{")[0]!.split("?")[1] ? `/?${String(merged.url).split("?")[1]}` : "/"}`).searchParams;
  for (const key of Object.keys(merged)) {
    const value = merged[key];
    if (NAMED.has(key) || value === undefined) continue;
    const inPath = consumed.has(key) ? 1 : 0;
    const inQuery = bodyless && !inPath ? url.searchParams.getAll(key).length - literal.getAll(key).length : 0;
    // `data` merged deeply with the defaults is a new object: the body equals it, not the same object.
    const inBody = dataRule && key === "data" ? Number(isDeepStrictEqual(result.body, value)) : Object.hasOwn(body, key) ? 1 : 0;
    const expected = inPath || (bodyless && value === null) || (dataRule && key !== "data") ? inPath : 1;
    if (inPath + inQuery + inBody !== expected) return `parameter ${key} appears ${inPath}+${inQuery}+${inBody} times`;
  }
  return undefined;
}

describe(`fuzz: ${4 * CALLS} seeded calls (seed ${SEED})`, () => {
  it("the facade: documented errors only, invariants hold, endpoint() equals parse(merge()) and an independent model", () => {
    const random = new Random(SEED);
    const failures: string[] = [];
    for (let i = 0; i < CALLS; i++) {
      const layers = Array.from({ length: random.int(3) }, () => options(random));
      const r = route(random);
      const o = options(random);
      const context = () => ({ i, layers, route: r, options: o });
      const bound = attempt(() => layers.reduce((b, layer) => b.defaults(layer), endpoint), context);
      if (!bound.ok) continue;
      const fast = attempt(() => bound.value(r, o), context);
      const slow = attempt(() => bound.value.parse(bound.value.merge(r, o)), context);
      if (fast.ok !== slow.ok) failures.push(`#${i} one path threw: ${show(context())}`);
      else if (fast.ok && slow.ok) {
        if (show(fast.value) !== show(slow.value)) failures.push(`#${i} paths differ: ${show(context())}`);
        const defaults = layers.reduce((merged, layer) => modelMerge(merged, undefined, layer), endpoint.DEFAULTS as never);
        const model = modelParse(modelMerge(defaults, r, o), "github");
        if (show(fast.value) !== show(model)) failures.push(`#${i} differs from the model: ${show(context())} -> ${show(fast.value)} vs ${show(model)}`);
        const broken = checkRequest(fast.value, bound.value.merge(r, o));
        if (broken) failures.push(`#${i} ${broken}: ${show(context())} -> ${show(fast.value)}`);
      } else if (!fast.ok && !slow.ok && fast.error.constructor !== slow.error.constructor) {
        failures.push(`#${i} ${fast.error.name} vs ${slow.error.name}: ${show(context())}`);
      }
    }
    expect(failures.slice(0, 5).join("\n"), `seed ${SEED}: ${failures.length} failures`).toBe("");
  });

  it("the assembler's merge, parse and parseRoute: documented errors only", () => {
    const random = new Random(SEED + 1);
    for (let i = 0; i < CALLS; i++) {
      const defaults = random.chance(0.2) ? null : { method: "GET", baseUrl: random.pick(BASES), headers: {}, mediaType: { previews: [] }, ...options(random) };
      const r = random.chance(0.8) ? route(random) : options(random);
      const o = options(random);
      const context = () => ({ i, defaults, route: r, options: o });
      const merged = attempt(() => mergeBare(defaults as never, r as never, o as never), context);
      if (merged.ok) attempt(() => parseBare(merged.value, { vendor: "github" }), context);
      if (typeof r === "string") attempt(() => parseRoute(r), context);
    }
  });

  it("url-expander's parseTemplate and expand: documented errors only, no literal lost", () => {
    const random = new Random(SEED + 2);
    for (let i = 0; i < CALLS; i++) {
      const template = route(random).split(" ").pop()!;
      const values = random.chance(0.05) ? random.pick([null, "x", 1]) : record(random);
      const parsed = attempt(() => parseTemplate(template), () => ({ i, template }));
      attempt(() => expand(template, values as never), () => ({ i, template, values }));
      if (parsed.ok) expect(parsed.value.expand({}).length).toBeLessThanOrEqual(3 * template.length + 1);
    }
  });

  it("headers and runinstall-schema functions: documented errors only", () => {
    const random = new Random(SEED + 3);
    for (let i = 0; i < CALLS; i++) {
      const h = headers(random);
      const normal = attempt(() => normalizeHeaders(h), () => ({ i, h }));
      if (normal.ok) {
        for (const name of Object.keys(normal.value)) expect(name).toBe(name.toLowerCase());
        expect(Object.keys(mergeHeaders(normal.value, normal.value))).toEqual(Object.keys(normal.value));
      }
      const mediaType = { format: random.pick(["", "raw", "a\r\n", "$&"]), previews: random.some(["a", "b-preview", "c\n"], 2) };
      attempt(() => applyMediaType(random.pick([undefined, "application/vnd.github.v3+json", "a-preview"]), mediaType, "github"), () => ({ i, mediaType }));
      attempt(() => mergePreviews(mediaType.previews, mediaType.previews), () => ({ i, mediaType }));
      const config = random.chance(0.5) ? value(random) : { recursive: value(random), cwd: value(random), args: [value(random)] };
      expect(typeof validateRunInstall(config).ok).toBe("boolean");
      attempt(() => normalizeRunInstall(config as never), () => ({ i, config }));
    }
  });
});
