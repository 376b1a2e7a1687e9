// Issue 31.4: strict tables as a plug-in. fromOpenApi and fromStrictRoutes (@scope/endpoint/strict)
// bind the strict wrapper, whose refusals name the nearest route, key, scheme or server variable;
// fromRoutes refuses the same with fixed hints, so an app that ships a table pays for no did-you-mean.
import { describe, expect, it } from "vitest";
import { compileRoutes, fromOpenApi } from "../src/openapi";
import { fromRoutes } from "../src/routes";
import { fromStrictRoutes } from "../src/strict";

const TASKS = {
  openapi: "3.1.0",
  info: { title: "tasks", version: "1" },
  servers: [{ url: "https://{region}.tasks.example", variables: { region: { default: "eu" } } }],
  components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
  paths: {
    "/tasks/{task_gid}": {
      get: { parameters: [{ name: "task_gid", in: "path", required: true, schema: { type: "string" } }, { name: "opt_fields", in: "query", schema: { type: "string" } }] },
    },
  },
};

/** What a refusal says: its class, code, route or option, the nearest match, the hint in its message. */
function refusal(run: () => unknown): Record<string, unknown> {
  try {
    run();
  } catch (error) {
    const { name, code, suggestion, message } = error as Error & { code: string; suggestion?: string };
    return { name, code, suggestion, near: /nearest|did you mean/.test(message) };
  }
  throw new Error("nothing thrown");
}

const table = compileRoutes(TASKS, { strict: true });
const CALLS: [string, (api: ReturnType<typeof fromRoutes>) => unknown, Record<string, unknown>][] = [
  ["a route the table lacks", (api) => api("GET /task/{task_gid}" as never, { task_gid: 1 }), { name: "UnknownRouteError", code: "UNKNOWN_ROUTE", suggestion: "GET /tasks/{task_gid}" }],
  ["a misspelled key", (api) => api("GET /tasks/{task_gid}" as never, { task_gid: 1, opt_feilds: "x" }), { name: "UnknownParameterError", code: "UNKNOWN_PARAMETER", suggestion: undefined }],
  ["a misspelled scheme", (api) => api.withAuth({ baerer: "t" } as never), { name: "InvalidOptionsError", code: "INVALID_OPTIONS", suggestion: undefined }],
  ["a misspelled server variable", (api) => api.withServer({ regoin: "us" } as never), { name: "InvalidOptionsError", code: "INVALID_OPTIONS", suggestion: undefined }],
];

describe("31.4: did-you-mean is the strict wrapper's", () => {
  it.each(CALLS)("31.4: %s: fromOpenApi and fromStrictRoutes name the nearest", (_title, call, expected) => {
    expect(refusal(() => call(fromOpenApi(TASKS)))).toEqual({ ...expected, near: true });
    expect(refusal(() => call(fromStrictRoutes(table)))).toEqual({ ...expected, near: true });
  });

  it.each(CALLS)("31.4: %s: fromRoutes refuses the same with a fixed hint", (_title, call, expected) => {
    expect(refusal(() => call(fromRoutes(table)))).toEqual({ ...expected, suggestion: undefined, near: false });
  });

  it("31.4: fromStrictRoutes builds what fromRoutes builds", () => {
    const call = { task_gid: "7", opt_fields: "name" };
    expect(fromStrictRoutes(table)("GET /tasks/{task_gid}" as never, call)).toEqual(fromRoutes(table)("GET /tasks/{task_gid}" as never, call));
  });
});
