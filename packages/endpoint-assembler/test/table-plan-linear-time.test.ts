// Issue 26.6: planning a call is linear in a route's variables and in unknown keys x table
// parameters (6,000 variables took 3.7 s: the plan searched the URL's slots per key, restyled the
// path once per parameter, and listed the prefixed keys of every refused key by a scan of the entry).
// Each call binds a fresh endpoint, so that the plan is compiled every time, at the shared sizes.
import { expectLinearGrowth, GROWTH_SIZES } from "@scope/test-utils";
import { describe, it } from "vitest";
import { createEndpoint, createRouteEndpoint, strictEntries, type RouteTable } from "../src/index";

const DEFAULTS = { baseUrl: "https://api.example.com", headers: { accept: "application/json" } };
type Loose = (route: string, options: object) => unknown;

/** `count` distinct names: p0, p1, ... */
const names = (count: number, prefix: string): string[] => Array.from({ length: count }, (_, i) => `${prefix}${i}`);

interface Input {
  readonly route: string;
  readonly table: RouteTable;
  readonly options: Record<string, unknown>;
}

/** A route of `n / 8` whole-segment variables, each given, each with a label style in the table. */
function manyVariables(n: number): Input {
  const variables = names(n / 8, "p");
  const route = `GET /${variables.map((name) => `{${name}}`).join("/")}`;
  const table: RouteTable = { v: 1, r: { [route]: { p: Object.fromEntries(variables.map((name) => [name, "pL"])) } } };
  return { route, table, options: Object.fromEntries(variables.map((name) => [name, 1])) };
}

/** An operation of `n / 16` listed parameters, called with `n / 16` keys it does not list (refused). */
function manyUnknownKeys(n: number): Input {
  const listed = names(n / 16, "listed");
  const table: RouteTable = { v: 1, c: 1, r: { "POST /x": { k: "x", p: Object.fromEntries(listed.map((name) => [name, ""])) } } };
  return { route: "POST /x", table, options: Object.fromEntries(names(n / 16, "unknown").map((name) => [name, 1])) };
}

const onTable = ({ route, table, options }: Input) => (createRouteEndpoint(table, DEFAULTS, { vendor: "" }) as unknown as Loose)(route, options);
/** The same, through the strict wrapper (31.4): did-you-mean for the first eight refused keys only. */
const onStrictTable = ({ route, table, options }: Input) => (createRouteEndpoint(table, DEFAULTS, { vendor: "" }, strictEntries) as unknown as Loose)(route, options);
const byDefault = ({ route, options }: Input) => (createEndpoint(DEFAULTS, { vendor: "" }) as unknown as Loose)(route, options);

describe.each(GROWTH_SIZES)("26.6 planning a table call, at %i and 8 times as many characters", (size) => {
  it.each([
    ["a table route of many variables, each styled", manyVariables, onTable],
    ["the default rules, a route of many variables", manyVariables, byDefault],
    ["unknown keys x table parameters (closed table, refused)", manyUnknownKeys, onTable],
    ["31.4: unknown keys x table parameters, strict wrapper (nearest keys named)", manyUnknownKeys, onStrictTable],
  ] as const)("%s grows linearly", (_title, make, operation) => {
    expectLinearGrowth(make, operation, size);
  });
});
