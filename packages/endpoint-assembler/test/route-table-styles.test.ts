import { describe, expect, it } from "vitest";
import { createRouteEndpoint } from "../src/route-endpoint";
import { LOCATION_FACTS, STYLE_FACTS, type StyleName } from "../src/encode/style-facts";
import type { RouteTable } from "../src/types/route-table";
import examples from "./fixtures/openapi-style-examples.json";

interface Row {
  in: "path" | "query" | "header" | "cookie";
  style: StyleName;
  explode: boolean;
  value: keyof typeof examples.values;
  expected: string;
}

/**
 * An endpoint whose one route places `color` by the row's code: `GET /c/c{color}` (a letter before
 * the variable, so that the label style's empty value `.` is not a dot-segment, which the engine
 * refuses as path traversal) or `GET /c`.
 */
function endpointFor(row: Row) {
  // The letters of the code from the one table of style facts (encode/style-facts.ts), not restated.
  const code = `${LOCATION_FACTS[row.in].letter}${STYLE_FACTS[row.style].letter}${row.explode ? "*" : "-"}`;
  const routes: RouteTable = { v: 1, r: { [row.in === "path" ? "GET /c/c{color}" : "GET /c"]: { p: { color: code } } } };
  return createRouteEndpoint(routes, { baseUrl: "https://api.example.com" }, { vendor: "example" });
}

/** The part of the request the row's location writes. */
function written(row: Row): string | number | undefined {
  const value = examples.values[row.value];
  if (row.in === "path") return endpointFor(row)("GET /c/c{color}", { color: value }).url.slice("https://api.example.com/c/c".length);
  const request = endpointFor(row)("GET /c", { color: value });
  if (row.in === "query") return request.url.slice("https://api.example.com/c?".length);
  return request.headers[row.in === "header" ? "color" : "cookie"];
}

describe("the OpenAPI specification's style examples, in every location", () => {
  it.each((examples.rows as Row[]).map((row) => [`${row.in} ${row.style} explode=${row.explode} ${row.value}`, row] as const))(
    "%s",
    (_title, row) => {
      expect(written(row)).toBe(row.expected);
    },
  );
});
