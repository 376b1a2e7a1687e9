// The content-type of a body: JSON only for a body the client sends as JSON; a body the client
// encodes itself (FormData, Blob, bytes, a stream) gets none, so that the client sets the right one
// (the multipart boundary above all), and URLSearchParams gets the one fetch would give it.
import { Readable } from "node:stream";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { createEndpoint, merge, parse } from "../src/index";

const JSON_TYPE = "application/json; charset=utf-8";
const FORM_TYPE = "application/x-www-form-urlencoded;charset=UTF-8";
const CONFIG = { vendor: "example" };
const DEFAULTS = { method: "GET", baseUrl: "https://api.example.com", headers: { accept: "application/json" }, mediaType: { previews: [] } };
const api = createEndpoint(DEFAULTS, CONFIG);

type Build = (route: string, options: Record<string, unknown>) => { headers: Record<string, unknown>; body?: unknown };
const loose = api as unknown as Build & { merge: Build; parse(o: unknown): ReturnType<Build>; defaults(o: unknown): Build };
const PATHS: [string, Build][] = [
  ["endpoint()", (r, o) => loose(r, o)],
  ["endpoint.defaults()()", (r, o) => loose.defaults({ headers: { "x-a": "1" } })(r, o)],
  ["a call merged first", (r, o) => loose(r, { ...o, mediaType: { format: "raw" } })],
  ["parse(merge())", (r, o) => parse(merge(DEFAULTS as never, r, o as never), CONFIG) as never],
];

function formData(): FormData {
  const form = new FormData();
  form.append("a", "1");
  return form;
}

// [title, data, the content-type the result carries]
const ROWS: [string, () => unknown, string | undefined][] = [
  ["FormData", formData, undefined],
  ["URLSearchParams", () => new URLSearchParams({ a: "1" }), FORM_TYPE],
  ["Blob", () => new Blob(["x"], { type: "text/plain" }), undefined],
  ["File", () => new File(["x"], "a.txt"), undefined],
  ["ArrayBuffer", () => new ArrayBuffer(2), undefined],
  ["Uint8Array", () => new Uint8Array(2), undefined],
  ["Buffer", () => Buffer.from("x"), undefined],
  ["DataView", () => new DataView(new ArrayBuffer(2)), undefined],
  ["ReadableStream", () => new ReadableStream(), undefined],
  ["Node Readable", () => Readable.from(["x"]), undefined],
  ["an ArrayBuffer of another realm", () => runInNewContext("new ArrayBuffer(2)"), undefined],
  ["a Uint8Array of another realm", () => runInNewContext("new Uint8Array(2)"), undefined],
  ["a plain object", () => ({ a: 1 }), JSON_TYPE],
  ["an array", () => [1], JSON_TYPE],
  ["a string", () => '{"a":1}', JSON_TYPE],
  ["a number", () => 1, JSON_TYPE],
];

describe("the content-type of a data body", () => {
  for (const [path, build] of PATHS) {
    it.each(ROWS)(`${path}: %s`, (_title, data, type) => {
      const result = build("POST /x", { data: data() });
      expect(result.headers["content-type"]).toBe(type);
      expect(Object.hasOwn(result.headers, "content-type")).toBe(type !== undefined);
    });
  }
});

describe("a content-type given", () => {
  it.each(PATHS)("%s: wins over the rule", (_path, build) => {
    const headers = { "content-type": "multipart/form-data; boundary=x" };
    expect(build("POST /x", { data: formData(), headers }).headers["content-type"]).toBe("multipart/form-data; boundary=x");
    expect(build("POST /x", { data: new URLSearchParams(), headers }).headers["content-type"]).toBe("multipart/form-data; boundary=x");
  });

  it.each(PATHS)("%s: undefined means not given, so the rule decides", (_path, build) => {
    const headers = { "content-type": undefined };
    expect(Object.hasOwn(build("POST /x", { data: formData(), headers }).headers, "content-type")).toBe(false);
    expect(build("POST /x", { a: 1, headers }).headers["content-type"]).toBe(JSON_TYPE);
  });

  it.each(PATHS)('%s: "" means none, with or without a body', (_path, build) => {
    const headers = { "content-type": "" };
    for (const options of [{ data: formData() }, { a: 1 }, { data: "text" }, {}]) {
      expect(Object.hasOwn(build("POST /x", { ...options, headers }).headers, "content-type")).toBe(false);
    }
    expect(Object.hasOwn(build("GET /x", { headers }).headers, "content-type")).toBe(false);
  });

  it('"" in the defaults removes a content-type nowhere else than in the result', () => {
    const bound = loose.defaults({ headers: { "content-type": "" } });
    expect(Object.hasOwn(bound("POST /x", { a: 1 }).headers, "content-type")).toBe(false);
    expect(bound("POST /x", { a: 1, headers: { "content-type": "text/plain" } }).headers["content-type"]).toBe("text/plain");
  });
});
