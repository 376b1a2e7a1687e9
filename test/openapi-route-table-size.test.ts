// The route tables of real descriptions, gzip -9 of their JSON, against the goals of issue 20:
// GitHub <= 1 KiB, Kubernetes <= 4 KiB, Stripe <= 6 KiB. The tables are the real ones, every fact
// kept: GitHub's 240 POST/PUT/PATCH/DELETE operations without a request body say so (a stray key
// is refused rather than sent as a JSON body), through DELETE's method default and entries keyed
// by their route's hash.
//
// 25.4: the strict (closed) tables that fromOpenApi binds, every route by name and every parameter and
// body property listed, beside the compact ones (gzip -9, measured 2026-11-27):
//   GitHub      compact   968 B   strict 16,756 B
//   Stripe      compact   418 B   strict  8,184 B
//   Kubernetes  compact 2,945 B   strict  7,437 B (a bare { type: "object" } body is open since 33.4)
// 25.2 (D3): the plain names of named options refused (`url: "x"`...) add to the compact tables
// GitHub +38 B (5 entries, 129 B of JSON), Stripe +44 B (6 entries, 141 B), Kubernetes +14 B
// (6 entries whose body has a `data` field, 66 B).
// 33.1: security schemes (`x`) and requirements (`z`, the document's in `d`) add Stripe +38 B compact,
// +49 B strict (456 B, 8,233 B), Kubernetes +38 B, +30 B (2,983 B, 7,369 B; measured on the tables with and without x, z), GitHub nothing (its
// description has no security schemes).
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { UnknownParameterError } from "@scope/endpoint";
import { describe, expect, it } from "vitest";
import { compileRoutes } from "../packages/endpoint/src/openapi";
import { fromRoutes } from "../packages/endpoint/src/routes";
import { loadDescription } from "./support/openapi-calls.mjs";

const KIB = 1024;
const NAMED = new Set(["url", "method", "data", "headers", "baseUrl", "request", "mediaType"]);
/** An entry without its named options refused (`url: "x"`): the compact table as before 25.2. */
function withoutRefusedNames(value: unknown): unknown {
  if (typeof value !== "object" || value === null || !("p" in value)) return value;
  const { p, ...rest } = value as { p: Record<string, string> };
  const kept = Object.entries(p).filter(([key, code]) => !(code === "x" && NAMED.has(key)));
  return kept.length > 0 ? { ...rest, p: Object.fromEntries(kept) } : rest;
}
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

  it.each([
    ["GitHub", () => github, 17 * KIB],
    ["Kubernetes", () => loadDescription("kubernetes.io"), 8 * KIB],
    ["Stripe", () => loadDescription("stripe.com"), 9 * KIB],
  ] as const)("25.4 %s: the strict table, larger than the compact one, within its budget", (_, description, budget) => {
    const strict = gzipped(compileRoutes(description(), { strict: true }));
    expect(strict).toBeGreaterThan(gzipped(compileRoutes(description())));
    expect(strict).toBeLessThanOrEqual(budget);
  });

  it.each([
    ["GitHub", () => github, 5],
    ["Kubernetes", () => loadDescription("kubernetes.io"), 6],
    ["Stripe", () => loadDescription("stripe.com"), 6],
  ] as const)("25.2 %s: the plain names of named options refused, in few entries and bytes", (_, description, entries) => {
    const table = compileRoutes(description());
    const refused = Object.values({ ...table.r, ...table.h }).filter(({ p = {} }) => Object.entries(p).some(([key, code]) => code === "x" && NAMED.has(key)));
    expect(refused.length).toBe(entries);
    const without = JSON.parse(JSON.stringify(table), (_key, value: unknown) => withoutRefusedNames(value)) as typeof table;
    expect(gzipped(table) - gzipped(without)).toBeLessThanOrEqual(64);
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
