// Issue 33.3: `fetcher(api, { fetch })` builds a request with the endpoint, sends exactly what
// `toFetch` gives, and reads the response by its status (2xx: data, else error) and content-type
// (JSON parsed, text as a string, anything else a Blob, an empty body undefined).
import { useRecordingServer } from "@scope/test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetcher, toFetch, type FetchFunction } from "../src/fetch";
import { endpoint, InvalidOptionsError } from "../src/index";
import { fromOpenApi } from "../src/openapi";

/** A `fetch` that answers every request with `answer()` and records its arguments. */
function fakeFetch(answer: () => Response): { fetch: FetchFunction; calls: unknown[][] } {
  const calls: unknown[][] = [];
  const fetch: FetchFunction = (...args) => {
    calls.push(args);
    return Promise.resolve(answer());
  };
  return { fetch, calls };
}

const BYTES = new Uint8Array([0, 255, 7]);

// [title, status, content-type (null: none), body, expected data, expected error]
const ROWS: readonly (readonly [string, number, string | null, BodyInit | null, unknown, unknown])[] = [
  ["2xx JSON is parsed into data", 200, "application/json", '{"id":1}', { id: 1 }, undefined],
  ["a +json type with parameters is JSON", 201, "application/vnd.github+json; charset=utf-8", "[1,2]", [1, 2], undefined],
  ["text is a string", 200, "text/plain; charset=utf-8", "pong", "pong", undefined],
  ["an empty JSON body is undefined", 200, "application/json", "", undefined, undefined],
  ["a 204 is undefined", 204, null, null, undefined, undefined],
  ["a 404's JSON is the error", 404, "application/problem+json", '{"message":"Not Found"}', undefined, { message: "Not Found" }],
  ["a 500's text is the error", 500, "text/html", "<p>down</p>", undefined, "<p>down</p>"],
  ["a 4xx without a body has error undefined", 409, null, null, undefined, undefined],
];

describe("33.3: send reads the response by status and content-type", () => {
  it.each(ROWS)("%s", async (_title, status, type, body, data, error) => {
    const headers: Record<string, string> = type === null ? {} : { "content-type": type };
    const { fetch } = fakeFetch(() => new Response(body, { status, headers }));
    const result = await fetcher(endpoint, { fetch })("GET /user");
    expect({ data: result.data, error: result.error, status: result.response.status }).toEqual({ data, error, status });
  });

  it("anything else is a Blob, with the bytes sent", async () => {
    const { fetch } = fakeFetch(() => new Response(BYTES, { headers: { "content-type": "application/octet-stream" } }));
    const { data } = await fetcher(endpoint, { fetch })("GET /repos/{owner}/{repo}/tarball/{ref}", { owner: "o", repo: "r", ref: "main" });
    expect(data).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (data as Blob).arrayBuffer())).toEqual(BYTES);
  });

  it("a JSON body that does not parse rejects as response.json() does", async () => {
    const { fetch } = fakeFetch(() => new Response("{", { headers: { "content-type": "application/json" } }));
    await expect(fetcher(endpoint, { fetch })("GET /user")).rejects.toThrow(SyntaxError);
  });
});

describe("33.3: send sends exactly what toFetch gives", () => {
  it("fetch gets toFetch's two arguments and nothing else", async () => {
    const { fetch, calls } = fakeFetch(() => new Response(null, { status: 204 }));
    const params = { owner: "o", repo: "r", title: "Bug", request: { timeout: 1 } };
    await fetcher(endpoint, { fetch })("POST /repos/{owner}/{repo}/issues", params);
    expect(calls).toEqual([toFetch(endpoint("POST /repos/{owner}/{repo}/issues", params))]);
  });

  it("the global fetch when none is given, read when a request is sent", async () => {
    const send = fetcher(endpoint.defaults({ owner: "o" }));
    const { fetch, calls } = fakeFetch(() => new Response('{"ok":true}', { headers: { "content-type": "application/json" } }));
    vi.stubGlobal("fetch", fetch);
    expect((await send("GET /repos/{owner}/{repo}", { repo: "r" })).data).toEqual({ ok: true });
    expect(calls).toEqual([toFetch(endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" }))]);
  });

  it("a call the endpoint refuses rejects with its error, and nothing is sent", async () => {
    const { fetch, calls } = fakeFetch(() => new Response(null, { status: 204 }));
    const send = fetcher(endpoint, { fetch }) as (route: string, params?: unknown) => Promise<unknown>;
    await expect(send("GET /repos/{owner}/{repo}", { owner: "o" })).rejects.toThrow(expect.objectContaining({ code: "MISSING_PARAMETER", parameter: "repo" }));
    expect(calls).toEqual([]);
  });
});

describe("33.3: fetcher refuses what is no endpoint or no fetch", () => {
  it.each([
    ["an api that is not an endpoint", () => fetcher(42 as never)],
    ["options that are not a plain object", () => fetcher(endpoint, "fetch" as never)],
    ["a fetch that is not a function", () => fetcher(endpoint, { fetch: "https://x" as never })],
  ])("%s", (_title, call) => {
    expect(call).toThrow(InvalidOptionsError);
  });

  it("reads fetch as an own property only", async () => {
    const inherited = Object.assign(Object.create({ fetch: () => Promise.reject(new Error("inherited")) }) as object, {});
    expect(() => fetcher(endpoint, inherited)).toThrow(InvalidOptionsError);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const SHOP_HOST_RE = /^https:\/\/shop\.example/;
const { received, fetch: localFetch } = useRecordingServer(SHOP_HOST_RE);
const shop = fromOpenApi({
  openapi: "3.1.0",
  info: { title: "Shop", version: "1" },
  servers: [{ url: "https://shop.example/api" }],
  paths: {
    "/stores/{store}/orders": {
      post: {
        parameters: [{ name: "store", in: "path", required: true, schema: { type: "string" } }],
        requestBody: { content: { "application/x-www-form-urlencoded": { schema: { type: "object", properties: { item: { type: "string" } } } } } },
        responses: { "201": { description: "The order" } },
      },
    },
  },
});

it("33.3: a table endpoint's request arrives at a server as the description says", async () => {
  received.length = 0;
  const result = await fetcher(shop, { fetch: localFetch })("POST /stores/{store}/orders", { store: "tea house", item: "sencha" });
  expect({ data: result.data, error: result.error, status: result.response.status }).toEqual({ data: undefined, error: undefined, status: 204 });
  expect(received.map(({ method, path, headers, body }) => ({ method, path, type: headers["content-type"], body: body.toString() }))).toEqual([
    { method: "POST", path: "/api/stores/tea%20house/orders", type: "application/x-www-form-urlencoded", body: "item=sencha" },
  ]);
});
