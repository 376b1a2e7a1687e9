// Values are read once: a getter or Proxy that shows a safe value when checked and a hostile one
// when read again must not get its second value into the result, on any path of the facade.
import { endpoint as typed } from "@scope/endpoint";
import { describe, expect, it } from "vitest";

type Loose = ((route: unknown, options?: unknown) => Record<string, unknown>) & {
  defaults(options: unknown): Loose;
  merge(route: unknown, options?: unknown): Record<string, unknown>;
  parse(options: unknown): Record<string, unknown>;
};
const endpoint = typed as unknown as Loose;

/** Reads of every two-faced getter made since the test began. */
const reads: number[] = [];

/** An object whose `key` gives `safe` on its first read and `hostile` on every later one. */
function twoFaced(base: Record<string, unknown>, key: string, safe: unknown, hostile: unknown): Record<string, unknown> {
  const index = reads.push(0) - 1;
  return Object.defineProperty({ ...base }, key, { enumerable: true, get: () => (reads[index]!++ === 0 ? safe : hostile) });
}

const HOSTILE = "x\r\nInjected: 1";
const ROWS: [string, () => Record<string, unknown>][] = [
  ["a header value", () => ({ headers: twoFaced({}, "x-a", "1", HOSTILE) })],
  ["the headers object", () => twoFaced({}, "headers", { "x-a": "1" }, { "x-a": HOSTILE })],
  ["mediaType.format", () => ({ mediaType: twoFaced({}, "format", "raw", HOSTILE) })],
  ["mediaType.previews", () => ({ mediaType: twoFaced({}, "previews", ["a"], [HOSTILE]) })],
  ["the mediaType object", () => twoFaced({}, "mediaType", { format: "raw" }, { format: HOSTILE })],
  ["baseUrl", () => twoFaced({}, "baseUrl", "https://api.example.com", "https://evil.example\r\n")],
  ["a path parameter", () => twoFaced({}, "owner", "octokit", "../../admin")],
  ["a query parameter", () => twoFaced({}, "q", "bug", { toString: () => HOSTILE })],
];

/** Every string in `value`, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value !== "object" || value === null) return [];
  return Object.values(value).flatMap(strings);
}

describe("each option value is read once, on every path", () => {
  const paths: [string, (options: Record<string, unknown>) => unknown][] = [
    ["endpoint(route, options)", (o) => endpoint("GET /repos/{owner}/x", o)],
    ["endpoint(options)", (o) => endpoint({ url: "/repos/{owner}/x", ...o })],
    [".defaults(options)()", (o) => endpoint.defaults(o)("GET /repos/{owner}/x")],
    ["endpoint.merge then parse", (o) => endpoint.parse(endpoint.merge("GET /repos/{owner}/x", o))],
  ];
  for (const [path, call] of paths) {
    it.each(ROWS)(`${path}: %s`, (_title, make) => {
      reads.length = 0;
      let result: unknown;
      try {
        result = call(make());
      } catch (error) {
        expect((error as Error).name).toMatch(/Error$/);
        return;
      } finally {
        expect(Math.max(...reads), "reads of one value").toBeLessThanOrEqual(1);
      }
      for (const text of strings(result)) {
        expect(text).not.toContain("\r");
        expect(text).not.toContain("evil");
        expect(text).not.toContain("admin");
      }
    });
  }
});
