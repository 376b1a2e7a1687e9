import { expectLinearGrowth, GROWTH_SIZES } from "@scope/test-utils";
import { describe, expect, it } from "vitest";
import { bodyKind, formBody, multipartBody } from "../src/encode/body-encoders";
import { InvalidParameterValueError, InvalidRouteTableError } from "../src/errors/errors";
import { cookieEncoder, headerValue } from "../src/encode/header-encoders";
import { parseCode } from "../src/encode/style-facts";
import { queryEncoder } from "../src/encode/style-encoders";
import { encodeText } from "../src/encode/value-text";

const ROUTE = "GET /x";
const query = (code: string, name: string, value: unknown) => queryEncoder(parseCode(code, ROUTE, name), name, ROUTE)(value);

describe("queryEncoder", () => {
  it.each([
    ["form, a name to encode", "q", "a b", "1", "a%20b=1"],
    ["form, a hyphenated name", "q", "per-page", 2, "per-page=2"],
    ["form, a name with dots", "q", "filter.name", "x", "filter.name=x"],
    ["form, RFC 3986 encoding of !'()*", "q", "a", "!'()*", "a=%21%27%28%29%2A"],
    ["form, allowReserved keeps reserved characters", "q+", "a", "x/y:z?", "a=x/y:z?"],
    ["form, allowReserved still encodes what a query may not hold or form decoding reads", "q+", "a", "[x]#&=+", "a=%5Bx%5D%23%26%3D%2B"],
    ["form, null writes nothing", "q", "a", null, ""],
    ["deepObject, nested objects and arrays", "qD", "items", [{ price: "p", qty: 2 }], "items%5B0%5D%5Bprice%5D=p&items%5B0%5D%5Bqty%5D=2"],
    ["deepObject, null members left out", "qD", "m", { a: null, b: 1 }, "m%5Bb%5D=1"],
    ["deepObject, a __proto__ key is a key", "qD", "m", JSON.parse('{"__proto__":1}'), "m%5B__proto__%5D=1"],
    ["deepObject, keys encoded", "qD", "m", { "a b": "c&d" }, "m%5Ba%20b%5D=c%26d"],
    ["deepObject, a primitive as form", "qD", "limit", 3, "limit=3"],
    ["spaceDelimited, null members left out", "qW", "c", ["a", null, "b"], "c=a%20b"],
    ["pipeDelimited, a primitive", "qP", "c", "a", "c=a"],
    ["pipeDelimited, | percent-encoded (OpenAPI 3.1.1, Appendix E)", "qP", "c", ["a", "b|c"], "c=a%7Cb%7Cc"],
    ["JSON value", "qJ", "f", { a: [1, 2n] }, "f=%7B%22a%22%3A%5B1%2C%222%22%5D%7D"],
    ["25.6 an object inside a pipe-delimited list, as JSON (swagger-client)", "qP", "p", [{ a: 1 }, "b"], "p=%7B%22a%22%3A1%7D%7Cb"],
    ["25.6 an array of objects in a form query, each as JSON (swagger-client)", "q", "p", [{ a: 1 }, { b: 2 }], "p=%7B%22a%22%3A1%7D&p=%7B%22b%22%3A2%7D"],
    ["25.6 an array of objects in a form query not exploded, joined", "q-", "p", [{ a: 1 }, "c"], "p=%7B%22a%22%3A1%7D,c"],
    ["25.6 an object with an object member in form, exploded", "q", "p", { a: { b: 1 }, c: 2 }, "a=%7B%22b%22%3A1%7D&c=2"],
  ])("%s", (_title, code, name, value, expected) => {
    expect(query(code, name, value)).toBe(expected);
  });

  const deep: Record<string, unknown> = {};
  let cursor = deep;
  for (let depth = 0; depth < 40; depth++) cursor = (cursor.a = {}) as Record<string, unknown>;
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;
  it.each([
    ["a function in a deepObject", "qD", { f: () => 1 }],
    ["a symbol in a space-delimited list", "qW", [Symbol("s")]],
    ["a deepObject nested deeper than 32", "qD", deep],
    ["a cycle in a JSON value", "qJ", cyclic],
  ])("%s: InvalidParameterValueError naming the route and the parameter", (_title, code, value) => {
    expect(() => query(code, "p", value)).toThrow(InvalidParameterValueError);
    expect(() => query(code, "p", value)).toThrow(/"p" of "GET \/x"/);
  });
});

describe("headerValue and cookieEncoder", () => {
  it.each([
    ["h", ["a", null, "b"], "a,b"],
    ["h", { k: "v", n: null }, "k,v"],
    ["h*", { k: "v", l: 1 }, "k=v,l=1"],
    ["hJ", { a: 1 }, '{"a":1}'],
    ["h", null, undefined],
    ["h", "no encoding: a b%", "no encoding: a b%"],
  ])("header %s of %j", (code, value, expected) => {
    expect(headerValue(parseCode(code, ROUTE, "x"), "x", value, ROUTE)).toBe(expected);
  });

  it.each([
    ["c", "a b;c", "s=a%20b%3Bc"],
    ["c", null, ""],
    ["cJ", { a: 1 }, "s=%7B%22a%22%3A1%7D"],
  ])("cookie %s of %j", (code, value, expected) => {
    expect(cookieEncoder(parseCode(code, ROUTE, "s"), "s", ROUTE)(value)).toBe(expected);
  });
});

describe("bodies", () => {
  it.each([
    ["application/json", "json"],
    ["application/merge-patch+json; charset=utf-8", "json"],
    ["Application/JSON", "json"],
    ["application/jsonx", "data"],
    ["application/x-www-form-urlencoded", "form"],
    ["multipart/form-data; boundary=x", "multipart"],
    ["application/octet-stream", "data"],
    ["*/*", "data"],
  ])("bodyKind(%s) is %s", (media, kind) => {
    expect(bodyKind(media)).toBe(kind);
  });

  it("formBody joins its parts and leaves out those that write nothing", () => {
    const encode = (text: string) => () => text;
    expect(formBody([{ name: "a", value: 1, encode: encode("a=1"), json: false }, { name: "b", value: null, encode: encode(""), json: false }])).toBe("a=1");
  });

  it("multipartBody keeps a Blob as it is and writes JSON parts as JSON", () => {
    const blob = new Blob(["bytes"]);
    const form = multipartBody([
      { name: "file", value: blob, encode: () => "", json: false },
      { name: "list", value: [1, 2], encode: () => "", json: true },
    ], ROUTE);
    expect(form.get("file")).toBeInstanceOf(Blob);
    expect(form.getAll("list")).toEqual(["[1,2]"]);
  });

  it("encodeText leaves only RFC 3986's unreserved characters", () => {
    expect(encodeText("aZ0-._~ !*'()/")).toBe("aZ0-._~%20%21%2A%27%28%29%2F");
  });
});

describe("parseCode", () => {
  it.each([
    ["q", { in: "q", style: "F", explode: true }],
    ["q-:url", { in: "q", style: "F", explode: false, wire: "url" }],
    ["pL*", { in: "p", style: "L", explode: true }],
    ["h!", { in: "h", style: "S", explode: false, required: true }],
    ["~", { in: undefined, style: undefined, plus: true }],
    ["qD+J", { in: "q", style: "D", reserved: true, json: true }],
  ])("%s", (code, expected) => {
    expect(parseCode(code, ROUTE, "k")).toMatchObject(expected);
  });

  it.each([
    ["hD", "a header in deepObject"],
    ["pF", "a path in form"],
    ["cP", "a cookie pipe-delimited"],
    ["qL", "a query in label"],
    ["xS", "a refused key with a style"],
    ["query", "not the grammar"],
  ])("%s (%s): InvalidRouteTableError", (code) => {
    expect(() => parseCode(code, ROUTE, "k")).toThrow(InvalidRouteTableError);
  });
});

describe("hostile input grows linearly", () => {
  const keys = (size: number) => Object.fromEntries(Array.from({ length: size / 8 }, (_, index) => [`k${index}`, "v"]));
  it.each([
    ["a deepObject with many keys", (size: number) => keys(size), (value: unknown) => query("qD", "m", value)],
    ["a pipe-delimited list of many members", (size: number) => new Array<string>(size / 2).fill("a"), (value: unknown) => query("qP", "m", value)],
    ["a header object of many keys", (size: number) => keys(size), (value: unknown) => headerValue(parseCode("h*", ROUTE, "x"), "x", value, ROUTE)],
    ["a parameter code with a long wire name", (size: number) => `q:${"n".repeat(size)}`, (code: unknown) => parseCode(code, ROUTE, "k")],
    ["a long code outside the grammar", (size: number) => `q${"!".repeat(size)}x`, (code: unknown) => parseCode(code, ROUTE, "k")],
  ] as const)("%s", (_title, make, operation) => {
    for (const size of GROWTH_SIZES) expectLinearGrowth(make, operation, size);
  });
});
