// Issue 32, point 6: the list bound counts objects too. A value whose plain objects are shared
// (`o = { a: o, b: o }`, 26 levels: 2^26 paths through 27 objects) is refused after a bounded number
// of reads wherever an encoder would walk it, and `.defaults({ x: o })` copies each object once.
// Work is counted (reads through a Proxy), not timed, so the test passes beside any other load.
import { endpoint as typed, InvalidParameterValueError } from "@scope/endpoint";
import { describe, expect, it } from "vitest";
import { fromRoutes } from "../packages/endpoint/src/routes";

type Loose = ((route: unknown, options?: unknown) => Record<string, unknown>) & { defaults(options: unknown): Loose; DEFAULTS: unknown };
const endpoint = typed as unknown as Loose;

/** Reads of the shared objects' properties (`get`, and the keys listed), counted by their proxies. */
let reads = 0;
const counted = <T extends object>(target: T): T =>
  new Proxy(target, {
    get: (object, key, receiver) => (reads++, Reflect.get(object, key, receiver)),
    ownKeys: (object) => (reads++, Reflect.ownKeys(object)),
  });

/** `{ a: o, b: o }` nested `depth` levels over a leaf: each level one object, shared by both keys. */
function shared(depth: number): Record<string, unknown> {
  let o: Record<string, unknown> = counted({ leaf: "x" });
  for (let level = 0; level < depth; level++) o = counted({ a: o, b: o });
  return o;
}

/** The list bound of every encoder (SECURITY.md, "Bounded memory"). */
const MAX_LIST_LENGTH = 10_000;
/** Far more than the bound lets any encoder visit, far less than the 2^26 paths of the value. */
/** 26 levels: 2^26 paths. */
const DEPTH = Number(process.env.SHARED_DEPTH ?? 26);
const MOST_READS = 20 * MAX_LIST_LENGTH;

const api = fromRoutes({
  v: 1,
  s: "https://api.example.com",
  r: {
    "GET /deep": { p: { filter: "qD" } },
    "GET /form": { p: { filter: "q" } },
    "GET /json": { p: { filter: "qJ" } },
    "GET /header": { p: { "x-filter": "h" } },
    "GET /cookie": { p: { filter: "c" } },
    "GET /path/{filter}": {},
    "POST /form": { m: "application/x-www-form-urlencoded" },
    "POST /multipart": { m: "multipart/form-data" },
  },
} as never) as unknown as Loose;

/** Every encoder that walks a value: query styles, header, cookie, path, form and multipart bodies, `data` whole. */
const ENCODERS: [string, string, (o: unknown) => Record<string, unknown>][] = [
  ["a deepObject query", "GET /deep", (o) => ({ filter: o })],
  ["a form query", "GET /form", (o) => ({ filter: o })],
  ["a JSON query value", "GET /json", (o) => ({ filter: o })],
  ["a header", "GET /header", (o) => ({ "x-filter": o })],
  ["a cookie", "GET /cookie", (o) => ({ filter: o })],
  ["a path segment", "GET /path/{filter}", (o) => ({ filter: o })],
  ["a form body field", "POST /form", (o) => ({ filter: o })],
  ["a form body given whole", "POST /form", (o) => ({ data: { filter: o } })],
  ["a multipart part", "POST /multipart", (o) => ({ filter: o })],
  ["a multipart body given whole", "POST /multipart", (o) => ({ data: { filter: o } })],
];

describe("32.6: the list bound counts objects too", () => {
  it.each(ENCODERS)("32.6: %s: shared objects 26 deep are refused after a bounded number of reads", (_name, route, call) => {
    const o = shared(DEPTH);
    reads = 0;
    expect(() => api(route, call(o))).toThrow(InvalidParameterValueError);
    expect(reads).toBeLessThan(MOST_READS);
  });

  it.each(ENCODERS)("32.6: %s: an object of more keys than the bound is refused; shared objects 8 deep pass", (_name, route, call) => {
    const wide = Object.fromEntries(Array.from({ length: MAX_LIST_LENGTH + 1 }, (_, index) => [`k${index}`, "v"]));
    expect(() => api(route, call({ wide }))).toThrow(InvalidParameterValueError);
    expect(() => api(route, call(shared(8)))).not.toThrow();
  });

  it("32.6: .defaults({ x: o }) copies each object once, at any depth of .defaults() and in a call merged over it", () => {
    const o = shared(DEPTH);
    reads = 0;
    const bound = endpoint.defaults({ x: o });
    expect(reads).toBeLessThan(1000);
    reads = 0;
    const twice = bound.defaults({ x: o });
    expect(reads).toBeLessThan(1000);
    reads = 0;
    // The call's x is merged deeply over the defaults' (both plain objects), then sent as a JSON body.
    expect(twice("POST /x", { x: o }).body).toEqual({ x: expect.objectContaining({ a: expect.any(Object) }) });
    expect(reads).toBeLessThan(1000);
    const copied = twice.DEFAULTS as unknown as { x: { a: unknown; b: unknown } };
    expect(copied.x.a).toBe(copied.x.b);
    expect(Object.isFrozen(copied.x.a)).toBe(true);
  });

  it("32.6: a cycle is still refused, not copied", () => {
    const cycle: Record<string, unknown> = { a: 1 };
    cycle.self = cycle;
    expect(() => endpoint.defaults({ x: cycle })).toThrow(expect.objectContaining({ code: "INVALID_OPTIONS" }));
    expect(() => api("POST /form", { filter: cycle })).toThrow(InvalidParameterValueError);
  });
});
