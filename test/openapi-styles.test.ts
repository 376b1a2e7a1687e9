// Conformance with the OpenAPI Specification's own Style Examples table: `color` as a string, an
// array and an object, in every style and location the table gives (test/fixtures, loaded as data),
// each through a one-operation description, compileRoutes and the route-table endpoint.
import { readFileSync } from "node:fs";
import { createRouteEndpoint } from "@scope/endpoint-assembler";
import { compileRoutes } from "@scope/openapi-routes";
import { describe, expect, it } from "vitest";
import { normalisePercent } from "./support/openapi-request";

type Kind = "string" | "array" | "object";
interface Row {
  readonly style: string;
  readonly explode: boolean;
  readonly in: "path" | "query" | "header" | "cookie";
  readonly string?: string;
  readonly array?: string;
  readonly object?: string;
}
const TABLE = JSON.parse(readFileSync(new URL("fixtures/openapi-style-examples.json", import.meta.url), "utf8")) as {
  values: Record<Kind, unknown>;
  rows: Row[];
};
const SCHEMAS: Record<Kind, unknown> = {
  string: { type: "string" },
  array: { type: "array", items: { type: "string" } },
  object: { type: "object", properties: { R: { type: "integer" }, G: { type: "integer" }, B: { type: "integer" } } },
};
const SERVER = "https://api.example";
/** What the request carries of `color`: the path segment, the query with its `?`, the header, or the cookie. */
function serialized(row: Row, kind: Kind): string | undefined {
  const path = row.in === "path" ? "/p/{color}" : "/p";
  const parameter = { name: "color", in: row.in, style: row.style, explode: row.explode, required: true, schema: SCHEMAS[kind] };
  const document = { openapi: "3.1.0", info: { title: "t", version: "1" }, servers: [{ url: SERVER }], paths: { [path]: { get: { parameters: [parameter] } } } };
  // The endpoint is untyped here: the table, not a `paths` type, says what `color` is.
  const endpoint = createRouteEndpoint(compileRoutes(document), {}, { vendor: "" }) as unknown as (route: string, options: object) => unknown;
  const { url, headers } = endpoint(`GET ${path}`, { color: TABLE.values[kind] }) as { url: string; headers: Record<string, string> };
  if (row.in === "path") return url.slice(`${SERVER}/p/`.length);
  if (row.in === "query") return url.slice(url.indexOf("?"));
  return headers[row.in === "header" ? "color" : "cookie"];
}

const cases = TABLE.rows.flatMap((row) =>
  (["string", "array", "object"] as const).flatMap((kind) => {
    const expected = row[kind];
    return expected === undefined ? [] : [[`${row.in} ${row.style}${row.explode ? "*" : ""} ${kind}: ${expected}`, row, kind, expected] as const];
  }),
);

describe("the specification's style examples (OpenAPI 3.1.1)", () => {
  it("covers every style, in every location it fits", () => {
    const covered = new Set(TABLE.rows.map((row) => `${row.in} ${row.style}`));
    expect([...covered].sort()).toEqual(
      ["cookie form", "header simple", "path label", "path matrix", "path simple", "query deepObject", "query form", "query pipeDelimited", "query spaceDelimited"],
    );
    expect(cases.length).toBe(39);
  });

  // Percent-encoding compared as RFC 3986 section 6.2.2 normalises it (support/openapi-request.ts).
  const check = (row: Row, kind: Kind, expected: string): void => {
    expect(normalisePercent(serialized(row, kind) ?? "")).toBe(normalisePercent(expected));
  };
  it.each(cases)("%s", (_, row, kind, expected) => check(row, kind, expected));
});
