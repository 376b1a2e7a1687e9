import { isPlainObject } from "@scope/kit";
import { deepFreeze } from "@scope/test-utils";
import { describe, expect, it } from "vitest";
import { toFetch } from "../src/fetch";
import { endpoint, InvalidOptionsError, type RequestOptions } from "../src/index";

const HEADERS = { accept: "a", "user-agent": "u" };
const BYTES = new Uint8Array([0, 255]);
const STREAM = new ReadableStream<Uint8Array>();
const FORM = new URLSearchParams({ a: "1" });

// [title, result, expected init]; the URL always comes back as given.
const ROWS: readonly (readonly [string, RequestOptions, object])[] = [
  ["no body", { method: "GET", url: "https://x/y?a=1", headers: HEADERS }, { method: "GET", headers: HEADERS }],
  ["a number header becomes a string", { method: "PUT", url: "https://x/", headers: { "content-length": 0 }, body: "" }, { method: "PUT", headers: { "content-length": "0" }, body: "" }],
  ["a JSON body", { method: "POST", url: "https://x/", headers: HEADERS, body: { title: "é", n: 1 } }, { method: "POST", headers: HEADERS, body: '{"title":"é","n":1}' }],
  ["an array body", { method: "POST", url: "https://x/", headers: {}, body: ["a", 1] }, { method: "POST", headers: {}, body: '["a",1]' }],
  ["a string body as is (no JSON quotes)", { method: "POST", url: "https://x/", headers: {}, body: "@/etc/passwd" }, { method: "POST", headers: {}, body: "@/etc/passwd" }],
  ["bytes as is", { method: "POST", url: "https://x/", headers: {}, body: BYTES }, { method: "POST", headers: {}, body: BYTES }],
  ["URLSearchParams as is", { method: "POST", url: "https://x/", headers: {}, body: FORM }, { method: "POST", headers: {}, body: FORM }],
  ["a stream with duplex half", { method: "POST", url: "https://x/", headers: {}, body: STREAM }, { method: "POST", headers: {}, body: STREAM, duplex: "half" }],
  ["request left out", { method: "GET", url: "https://x/", headers: {}, request: { timeout: 1 } }, { method: "GET", headers: {} }],
];

describe("toFetch", () => {
  it.each(ROWS)("%s", (_title, result, init) => {
    const [url, actual] = toFetch(result);
    expect(url).toBe(result.url);
    expect(actual).toStrictEqual(init);
    // Any body that is not JSON is passed as the same object, never copied.
    if (!isPlainObject(result.body) && !Array.isArray(result.body)) expect(actual.body).toBe(result.body);
  });

  it("turns a result of endpoint() into fetch's arguments, leaving the result unchanged", () => {
    const result = deepFreeze(endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "Bug" }));
    expect(toFetch(result)).toEqual([
      "https://api.github.com/repos/o/r/issues",
      { method: "POST", headers: { ...result.headers }, body: '{"title":"Bug"}' },
    ]);
  });

  it("keeps a __proto__ header an own property", () => {
    const headers = JSON.parse('{"__proto__":"x"}') as Record<string, string>;
    const [, init] = toFetch({ method: "GET", url: "https://x/", headers });
    expect(Object.getOwnPropertyNames(init.headers)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(init.headers)).toBe(Object.prototype);
  });

  const cycle: Record<string, unknown> = {};
  cycle["self"] = cycle;
  it.each([
    ["undefined", undefined, /Invalid toFetch\(\) argument: got undefined; expected request options/],
    ["a string", "GET /user", /Invalid toFetch\(\) argument: got .*"GET \/user"/],
    ["an array", [], /Invalid toFetch\(\) argument/],
    ["no method", { url: "https://x/", headers: {} }, /Invalid method: got undefined; expected a string/],
    ["no url", { method: "GET", headers: {} }, /Invalid url: got undefined/],
    ["headers not an object", { method: "GET", url: "https://x/", headers: "a: b" }, /Invalid headers: got .*"a: b"/],
    ["a header of the wrong type", { method: "GET", url: "https://x/", headers: { a: ["b"] } }, /Invalid headers\["a"\]: got .*array.*; expected a string or a number/],
    ["a cyclic JSON body", { method: "POST", url: "https://x/", headers: {}, body: cycle }, /Invalid body: .*no cycle/],
    ["a bigint in a JSON body", { method: "POST", url: "https://x/", headers: {}, body: { n: 1n } }, /Invalid body/],
  ])("refuses %s with InvalidOptionsError", (_title, input, message) => {
    const call = (): unknown => toFetch(input as RequestOptions);
    expect(call).toThrow(InvalidOptionsError);
    expect(call).toThrow(message);
    expect(call).toThrow(expect.objectContaining({ code: "INVALID_OPTIONS" }));
  });
});

/** What `call` gives (its result, or its error's code), run once clean and once under `key` set on Object.prototype. */
function cleanAndPolluted(call: () => unknown, key: PropertyKey, value: unknown): [unknown, unknown] {
  const run = () => {
    try {
      return { result: call() };
    } catch (error) {
      return { error: (error as { code?: unknown }).code };
    }
  };
  const clean = run();
  Object.defineProperty(Object.prototype, key, { value, configurable: true, writable: true, enumerable: false });
  try {
    return [clean, run()];
  } finally {
    Reflect.deleteProperty(Object.prototype, key);
  }
}

describe("32.8: toFetch reads own properties only", () => {
  const get: RequestOptions = { method: "GET", url: "https://x/", headers: { accept: "a" } };
  const blob = new Blob(["b"]);
  const withoutOwn = (key: string): RequestOptions => Object.fromEntries(Object.entries(get).filter(([name]) => name !== key)) as unknown as RequestOptions;
  // [key polluted, its value, a result that lacks it (or where an inherited one would change what is sent)]
  const rows: readonly (readonly [PropertyKey, unknown, RequestOptions])[] = [
    ["body", "polluted body", get],
    ["body", { password: "hunter2" }, { method: "POST", url: "https://x/", headers: {} }],
    ["method", "DELETE", withoutOwn("method")],
    ["url", "https://evil.example/", withoutOwn("url")],
    ["headers", { authorization: "token polluted" }, withoutOwn("headers")],
    ["request", { signal: "polluted" }, get],
    ["duplex", "half", get],
    ["getReader", () => undefined, { ...get, method: "POST", body: { a: 1 } }],
    ["getReader", () => undefined, { ...get, method: "POST", body: blob }],
    [Symbol.asyncIterator, () => undefined, { ...get, method: "POST", body: ["a"] }],
    [Symbol.asyncIterator, () => undefined, { ...get, method: "POST", body: blob }],
  ];
  it.each(rows)("Object.prototype[%s] polluted changes nothing", (key, value, result) => {
    const [clean, polluted] = cleanAndPolluted(() => toFetch(result), key, value);
    expect(polluted).toEqual(clean);
  });

  it("32.8: a POST with no body is sent with none under a polluted Object.prototype.body", () => {
    const [, polluted] = cleanAndPolluted(() => toFetch(endpoint("POST /markdown/raw", { data: undefined })), "body", "polluted");
    expect(polluted).toEqual({ result: ["https://api.github.com/markdown/raw", { method: "POST", headers: expect.not.objectContaining({ "content-type": expect.anything() }) }] });
  });
});
