// 25.5: bodies as the specification writes them. A form property with no explicit style is written
// by its value (OAS 3.0.4 4.7.15.2.1, 3.1.1 4.8.15.4): an object as JSON text, an array item by item
// (an object item as JSON text, as swagger-client writes it), a scalar as its text; with an explicit
// style (`e`, `f`), that style. Multipart object parts as JSON, with the part's content type (`y`).
// A JSON body whose schema is a scalar (`j: 1`) writes a string `data` as JSON text. The encoding of
// the media type the caller's content-type picks (`n`) applies.
import { describe, expect, it } from "vitest";
import { createRouteEndpoint, InvalidParameterValueError, type RouteTable } from "../src/index";

const FORM = "application/x-www-form-urlencoded";
const api = (entries: Record<string, Record<string, unknown>>, d: Record<string, unknown> = {}) =>
  createRouteEndpoint({ v: 1, d, r: entries } as RouteTable, { baseUrl: "https://api.example.com", headers: {} }, { vendor: "example" }) as unknown as (
    route: string,
    options: object,
  ) => { url: string; headers: Record<string, string>; body?: unknown };

describe("25.5 a form property with no explicit style is written by its value", () => {
  const form = api({ "POST /f": { m: FORM } });
  it.each<[string, Record<string, unknown>, string]>([
    ["an object as JSON text (the issue's example)", { recipient: { clientId: "c1" } }, "recipient=%7B%22clientId%22%3A%22c1%22%7D"],
    ["a nested object as JSON text, never a throw", { recipient: { client: { id: "c1" } } }, "recipient=%7B%22client%22%3A%7B%22id%22%3A%22c1%22%7D%7D"],
    ["an array item by item", { tags: ["a", "b"] }, "tags=a&tags=b"],
    ["an array of objects, each item as JSON text", { items: [{ a: 1 }, { b: 2 }] }, "items=%7B%22a%22%3A1%7D&items=%7B%22b%22%3A2%7D"],
    ["a scalar as its text", { name: "a b", n: 2, ok: true }, "name=a%20b&n=2&ok=true"],
  ])("%s", (_title, options, body) => {
    const request = form("POST /f", options);
    expect(request.body).toBe(body);
    expect(request.headers["content-type"]).toBe(FORM);
  });

  it("data given whole as a plain object is written the same way", () => {
    expect(form("POST /f", { data: { recipient: { clientId: "c1" }, tags: ["a"] } }).body).toBe("recipient=%7B%22clientId%22%3A%22c1%22%7D&tags=a");
  });

  it("a value no encoding can write is refused naming the property and its value, not undefined", () => {
    expect(() => form("POST /f", { tags: [() => 1] })).toThrow(InvalidParameterValueError);
    expect(() => form("POST /f", { tags: [() => 1] })).toThrow(/"tags" of "POST \/f": got array/);
  });
});

describe("25.5 a form property with an explicit style is written in that style", () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>, string]>([
    ["e: deepObject", { m: FORM, e: { recipient: "D" } }, { recipient: { clientId: "c1" } }, "recipient%5BclientId%5D=c1"],
    ["f: form exploded", { m: FORM, f: "F" }, { recipient: { clientId: "c1" } }, "clientId=c1"],
    ["f: form not exploded", { m: FORM, f: "F-" }, { recipient: { clientId: "c1" } }, "recipient=clientId,c1"],
    ["table d.f: deepObject", { m: FORM }, { recipient: { client: { id: "c1" } } }, "recipient%5Bclient%5D%5Bid%5D=c1"],
    ["f: form, a nested member as JSON text (25.6, as swagger-client)", { m: FORM, f: "F" }, { recipient: { client: { id: "c1" } } }, "client=%7B%22id%22%3A%22c1%22%7D"],
  ])("%s", (title, entry, options, body) => {
    const endpoint = api({ "POST /f": entry }, title.startsWith("table") ? { f: "D" } : {});
    expect(endpoint("POST /f", options).body).toBe(body);
  });
});

describe("25.5 multipart parts", () => {
  it("an object part, nested, is JSON text; its content type where the description gives one (y)", async () => {
    const endpoint = api({ "POST /m": { m: "multipart/form-data", y: { meta: "application/json" } } });
    const body = endpoint("POST /m", { meta: { a: { b: 1 } }, other: { c: 2 }, name: "n" }).body as FormData;
    const meta = body.get("meta") as Blob;
    expect(meta).toBeInstanceOf(Blob);
    expect(meta.type).toBe("application/json");
    expect(await meta.text()).toBe('{"a":{"b":1}}');
    expect([body.get("other"), body.get("name")]).toEqual(['{"c":2}', "n"]);
  });

  it("a table whose y is not a string is refused naming the part", () => {
    const endpoint = api({ "POST /m": { m: "multipart/form-data", y: { meta: 1 } } });
    expect(() => endpoint("POST /m", { meta: {} })).toThrow(/"meta" of "POST \/m"/);
  });
});

describe("25.5 j: 1, a JSON body whose schema is a scalar", () => {
  const endpoint = api({ "POST /watchers": { j: 1 }, "POST /plain": {} });
  it("writes a string data as JSON text (Jira's watchers: the account id quoted)", () => {
    const request = endpoint("POST /watchers", { data: "acc-id" });
    expect(request.body).toBe('"acc-id"');
    expect(request.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(JSON.parse(request.body as string)).toBe("acc-id");
  });
  it("without j, a string data is sent as given", () => {
    expect(endpoint("POST /plain", { data: "acc-id" }).body).toBe("acc-id");
  });
});

describe("25.5 n: the encoding of the media type the caller's content-type picks", () => {
  const entry = { m: "multipart/form-data", a: [FORM], n: { [FORM]: { meta: "D" } } };
  it("the other type's encoding applies when it is chosen", () => {
    const request = api({ "POST /x": entry })("POST /x", { meta: { k: 1 }, tags: [{ a: 1 }], headers: { "content-type": FORM } });
    expect(request.body).toBe("meta%5Bk%5D=1&tags=%7B%22a%22%3A1%7D");
  });
  it("and the first type's when none is given", () => {
    const body = api({ "POST /x": entry })("POST /x", { meta: { k: 1 } }).body as FormData;
    expect(body.get("meta")).toBe('{"k":1}');
  });
  it("a data object under the chosen type too", () => {
    expect(api({ "POST /x": entry })("POST /x", { data: { meta: { k: 1 } }, headers: { "content-type": FORM } }).body).toBe("meta%5Bk%5D=1");
  });
});

describe("26.7 the list bound is the encoders': a JSON body, which the client writes, is not walked", () => {
  it("a JSON body property of 20,000 members is sent as given (Git trees)", () => {
    const tree = Array.from({ length: 20_000 }, (_, i) => ({ path: `f${i}` }));
    const endpoint = api({ "POST /trees": {} });
    expect((endpoint("POST /trees", { tree }).body as { tree: unknown[] }).tree).toBe(tree);
    expect(endpoint("POST /trees", { data: { tree } }).body).toEqual({ tree });
  });
});
