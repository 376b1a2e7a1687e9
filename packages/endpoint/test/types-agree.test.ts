// Issue 33.4: the types take what the run time takes. Each call below is typed by `withTypes<Paths>()`
// (Paths in the shape openapi-typescript 7 writes for DOCUMENT), so `tsc -p tsconfig.json` holds the
// types to it, and run here against `fromOpenApi(DOCUMENT)`, the closed table that refuses most; the
// type tests that name each case are in packages/endpoint-assembler/test/openapi-table-types.test-d.ts.
import { describe, expect, it } from "vitest";
import { UnknownParameterError, UnknownRouteError } from "../src/index";
import { fromOpenApi } from "../src/openapi";
import { fromRoutes } from "../src/routes";
import { fromStrictRoutes } from "../src/strict";
import { compileRoutes } from "@scope/openapi-routes";

const object = (name: string) => ({ schema: { type: "object", properties: { [name]: { type: "string" } } } });
const post = (content: object) => ({ post: { requestBody: { required: true, content }, responses: {} } });

const DOCUMENT = {
  openapi: "3.0.3",
  info: { title: "Media types", version: "1" },
  servers: [{ url: "https://api.example" }],
  paths: {
    "/charset": post({ "application/json; charset=utf-8": object("name") }),
    "/merge": post({ "application/merge-patch+json; charset=utf-8": object("name") }),
    "/any": post({ "*/*": object("name") }),
    "/text": post({ "text/plain": { schema: { type: "string" } } }),
    "/text-any": post({ "text/plain": {} }),
    "/open": post({ "application/json": { schema: { type: "object" } } }),
  },
};

type NoParameters = { query?: never; header?: never; path?: never; cookie?: never };
type Post<Content> = { parameters: NoParameters; get?: never; post: { parameters: NoParameters; requestBody: { content: Content }; responses: never } };
interface Paths {
  "/charset": Post<{ "application/json; charset=utf-8": { name?: string } }>;
  "/merge": Post<{ "application/merge-patch+json; charset=utf-8": { name?: string } }>;
  "/any": Post<{ "*/*": { name?: string } }>;
  "/text": Post<{ "text/plain": string }>;
  "/text-any": Post<{ "text/plain": unknown }>;
  // `{ type: "object" }` as openapi-typescript writes it with --empty-objects-unknown (by default: Record<string, never>).
  "/open": Post<{ "application/json": Record<string, unknown> }>;
}

const api = fromOpenApi(DOCUMENT).withTypes<Paths>();

describe("33.4: the same call is accepted by the types and built by the run time", () => {
  it.each([
    ["JSON with parameters takes flat keys", () => api("POST /charset", { name: "n" }), "application/json; charset=utf-8", { name: "n" }],
    ["a +json type with parameters takes flat keys", () => api("POST /merge", { name: "n" }), "application/merge-patch+json; charset=utf-8", { name: "n" }],
    ["a */* range takes flat keys, sent as JSON", () => api("POST /any", { name: "n" }), "application/json; charset=utf-8", { name: "n" }],
    ["a text/plain body is data: string", () => api("POST /text", { data: "hello" }), "text/plain", "hello"],
    ["a text/plain body without a schema is data: string", () => api("POST /text-any", { data: "hello" }), "text/plain", "hello"],
    ["an object body with no properties takes flat keys as additional properties", () => api("POST /open", { color: "red", size: 2 }), "application/json; charset=utf-8", { color: "red", size: 2 }],
  ] as const)("%s", (_title, call, type, body) => {
    const { headers, body: built } = call();
    expect({ type: headers["content-type"], body: built }).toEqual({ type, body });
  });
});

describe("33.4: a run-time refusal of an unknown key or route names the nearest one", () => {
  it.each([
    ["a misspelled body field", () => api("POST /charset", { nam: "n" } as never), UnknownParameterError, '"name"'],
    ["a misspelled route", () => api("POST /charsets" as never, { name: "n" } as never), UnknownRouteError, '"POST /charset"'],
  ] as const)("%s", (_title, call, kind, nearest) => {
    expect(call).toThrow(kind);
    expect(call).toThrow(nearest);
  });
});

describe("33.4: a compact table names the nearest key too, and no body where the operation takes none", () => {
  const pods = compileRoutes({
    openapi: "3.0.3",
    info: { title: "Pods", version: "1" },
    servers: [{ url: "https://k8s.example" }],
    paths: {
      "/pods/{ns}": {
        delete: {
          parameters: [
            { name: "ns", in: "path", required: true, schema: { type: "string" } },
            { name: "labelSelector", in: "query", schema: { type: "string" } },
          ],
          responses: {},
        },
      },
    },
  });
  // 31.4: the nearest key is the strict wrapper's (fromOpenApi, fromStrictRoutes); fromRoutes gives a fixed hint.
  const call = () => fromStrictRoutes(pods)("DELETE /pods/{ns}", { ns: "a", labelSelectr: "x" });
  const fixed = () => fromRoutes(pods)("DELETE /pods/{ns}", { ns: "a", labelSelectr: "x" });

  it("33.4: a misspelled query parameter of a no-body DELETE names the parameter it lists", () => {
    expect(call).toThrow(UnknownParameterError);
    expect(call).toThrow('"labelSelector"');
    expect(call).not.toThrow("give the whole body as data");
  });

  it("31.4: fromRoutes refuses it with the fixed hint, no body named", () => {
    expect(fixed).toThrow(UnknownParameterError);
    expect(fixed).toThrow("the operation has no such parameter and takes no request body");
  });
});
