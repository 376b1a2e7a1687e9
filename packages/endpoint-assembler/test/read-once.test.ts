// 31.3: each call value is read once. A route table's writers count the lists and objects of a value
// as they write them (encode/list-bound.ts `entered`): no walk of the list bound reads the value first.
// JSON text is the exception by measure: JSON.stringify walks the value itself, and the bound's walk
// goes just before it, only where JSON is written (value-text.ts `jsonText`): two reads, down from three.
// Reads are counted through a proxy (countedList), not timed.
import { countedList } from "@scope/test-utils";
import { describe, expect, it } from "vitest";
import { createRouteEndpoint } from "../src/index";
import { nestedPathValues } from "../src/plan/table-writers";

const api = createRouteEndpoint(
  {
    v: 1,
    r: {
      "GET /deep": { p: { x: "qD" } },
      "GET /space": { p: { x: "qW" } },
      "GET /pipe": { p: { x: "qP" } },
      "GET /json": { p: { x: "qJ" } },
      "GET /reserved": { p: { x: "q+" } },
      "GET /header": { p: { x: "h" } },
      "GET /json-header": { p: { x: "hJ" } },
      "GET /cookie": { p: { x: "c" } },
      "POST /form": { m: "application/x-www-form-urlencoded" },
      "POST /multipart": { m: "multipart/form-data" },
    },
  },
  { baseUrl: "https://api.example.com", headers: {} },
  { vendor: "example" },
) as unknown as (route: string, options: object) => { url: string; headers: Record<string, string>; body?: unknown };

/** What a request writes of `x`: the URL's query, its header or cookie, or its body (a FormData's parts of `x`). */
function written(request: { url: string; headers: Record<string, string>; body?: unknown }): unknown {
  const { url, headers, body } = request;
  if (body instanceof FormData) return body.getAll("x");
  return body ?? headers["x"] ?? headers["cookie"] ?? url.slice(url.indexOf("?") + 1);
}

describe("31.3: each writer reads each member of a value once", () => {
  it.each<[string, string, (x: unknown) => object, unknown]>([
    ["a deepObject query", "GET /deep", (x) => ({ x }), "x%5B0%5D=a&x%5B1%5D=b%20c&x%5B2%5D=1"],
    ["a spaceDelimited query", "GET /space", (x) => ({ x }), "x=a%20b%20c%201"],
    ["a pipeDelimited query", "GET /pipe", (x) => ({ x }), "x=a%7Cb%20c%7C1"],
    ["an allowReserved form query (+)", "GET /reserved", (x) => ({ x }), "x=a&x=b%20c&x=1"],
    ["a header", "GET /header", (x) => ({ x }), "a,b c,1"],
    ["a cookie", "GET /cookie", (x) => ({ x }), "x=a; x=b%20c; x=1"],
    ["a form body property", "POST /form", (x) => ({ x }), "x=a&x=b%20c&x=1"],
    ["a form body given whole as data", "POST /form", (x) => ({ data: { x } }), "x=a&x=b%20c&x=1"],
    ["a multipart body property", "POST /multipart", (x) => ({ x }), ["a", "b c", "1"]],
    ["a multipart body given whole as data", "POST /multipart", (x) => ({ data: { x } }), ["a", "b c", "1"]],
  ])("31.3: %s", (_title, route, options, expected) => {
    const { list, reads } = countedList(["a", "b c", 1]);
    expect(written(api(route, options(list)))).toEqual(expected);
    expect(reads()).toBe(3);
  });

  it.each<[string, string, unknown]>([
    ["a JSON query value (J)", "GET /json", "x=%5B%22a%22%2C%22b%20c%22%2C1%5D"],
    ["a JSON header (J)", "GET /json-header", '["a","b c",1]'],
  ])("31.3: %s: read by the bound's walk and by JSON only (was three times)", (_title, route, expected) => {
    const { list, reads } = countedList(["a", "b c", 1]);
    expect(written(api(route, { x: list }))).toEqual(expected);
    expect(reads()).toBe(6);
  });

  it.each<[string, string, unknown]>([
    ["a pipeDelimited query", "GET /pipe", "x=%5B%22c%22%2C%22d%22%5D%7Ce"],
    ["a header", "GET /header", '["c","d"],e'],
    ["a multipart body property", "POST /multipart", ['["c","d"]', "e"]],
  ])("31.3: %s: a list read once, a list inside it written as JSON text by the bound's walk and JSON only", (_title, route, expected) => {
    const inner = countedList(["c", "d"]);
    const outer = countedList([inner.list, "e"]);
    expect(written(api(route, { x: outer.list }))).toEqual(expected);
    expect([outer.reads(), inner.reads()]).toEqual([2, 4]);
  });

  it("31.3: a path value that RFC 6570 cannot expand is written as JSON members without a walk of the bound first", () => {
    const inner = countedList(["c", "d"]);
    const outer = countedList([inner.list, "e"]);
    expect(nestedPathValues({ id: outer.list }, new Set(["id"]), "/p/{id}")).toEqual({ id: ['["c","d"]', "e"] });
    expect([outer.reads(), inner.reads()]).toEqual([2, 4]);
  });
});

describe("31.3: the refusal of a value past the list bound is as it was", () => {
  it.each<[string, string, string, (x: unknown) => object]>([
    ["GET /deep", "x", "x", (x) => ({ x })],
    ["GET /space", "x", "x", (x) => ({ x })],
    ["GET /json", "x", "x", (x) => ({ x })],
    ["GET /reserved", "x", "x", (x) => ({ x })],
    ["GET /header", "x", "x", (x) => ({ x })],
    ["GET /cookie", "x", "x", (x) => ({ x })],
    ["POST /form", "x", "x", (x) => ({ x })],
    ["POST /form", "data", "data", (x) => ({ data: { x } })],
    ["POST /multipart", "x", "x", (x) => ({ x })],
    ["POST /multipart", "data", "data", (x) => ({ data: { x } })],
  ])("31.3: %s, %s: past the bound, refused as such, whatever else the writer refused first", (route, _given, parameter, options) => {
    const x = { f: () => 1, big: new Array(2 ** 26) };
    expect(() => api(route, options(x))).toThrow(expect.objectContaining({ name: "InvalidParameterValueError", route, parameter }));
    expect(() => api(route, options(x))).toThrow(new RegExp(`"${parameter}" of .*at most 10000 members`));
  });
});
