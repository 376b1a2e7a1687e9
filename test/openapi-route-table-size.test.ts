// The route tables of real descriptions, gzip -9 of their JSON, against the goals of issue 20:
// GitHub <= 1 KiB, Kubernetes <= 4 KiB, Stripe <= 6 KiB. The tables are the real ones, every fact
// kept: GitHub's 240 POST/PUT/PATCH/DELETE operations without a request body say so (a stray key
// is refused rather than sent as a JSON body), through DELETE's method default and entries keyed
// by their route's hash.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { UnknownParameterError } from "@scope/endpoint";
import { describe, expect, it } from "vitest";
import { compileRoutes } from "../packages/endpoint/src/openapi";
import { fromRoutes } from "../packages/endpoint/src/routes";
import { loadDescription } from "./support/openapi-calls";

const KIB = 1024;
const gzipped = (table: unknown): number => gzipSync(JSON.stringify(table), { level: 9 }).length;
interface Operation {
  readonly requestBody?: unknown;
  readonly parameters?: readonly { readonly name: string; readonly required?: boolean }[];
}
const github = JSON.parse(readFileSync(createRequire(import.meta.url).resolve("@octokit/openapi/generated/api.github.com.deref.json"), "utf8")) as {
  paths: Record<string, Record<string, Operation>>;
};

describe("route table sizes, gzip -9 of the JSON", () => {
  it.each([
    ["GitHub", () => github, 1 * KIB],
    ["Kubernetes", () => loadDescription("kubernetes.io"), 4 * KIB],
    ["Stripe", () => loadDescription("stripe.com"), 6 * KIB],
  ] as const)("%s: within its goal", (_, description, goal) => {
    expect(gzipped(compileRoutes(description()))).toBeLessThanOrEqual(goal);
  });

  it("GitHub: every operation without a request body refuses a stray key", () => {
    const endpoint = fromRoutes(compileRoutes(github));
    const bodiless = Object.entries(github.paths).flatMap(([path, item]) =>
      ["post", "put", "patch", "delete"].flatMap((method) => {
        const operation = item[method];
        return operation === undefined || operation.requestBody !== undefined ? [] : [{ route: `${method.toUpperCase()} ${path}`, operation }];
      }),
    );
    const refused = bodiless.filter(({ route, operation }) => {
      // Every required parameter given, so that only the stray key can be refused.
      const required = Object.fromEntries((operation.parameters ?? []).filter((parameter) => parameter.required === true).map(({ name }) => [name, "1"]));
      try {
        endpoint(route, { ...required, stray: 1 });
        return false;
      } catch (error) {
        return error instanceof UnknownParameterError && error.parameter === "stray";
      }
    });
    expect([bodiless.length, refused.length]).toEqual([240, 240]);
  });
});
