// Objects from another realm (a `vm` context, an iframe) are plain objects like this realm's: the
// reference and @scope/url-expander accept them, and so does every path of the facade.
import { endpoint as typed } from "@scope/endpoint";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";

type Loose = ((route: unknown, options?: unknown) => unknown) & {
  defaults(options: unknown): Loose;
  merge(route: unknown, options?: unknown): unknown;
  parse(options: unknown): unknown;
};
const endpoint = typed as unknown as Loose;

/** `source` evaluated in a new realm: its objects have that realm's Object.prototype. */
const foreign = (source: string): Record<string, unknown> => runInNewContext(`(${source})`) as Record<string, unknown>;
const OPTIONS = `{ owner: "o", labels: ["a", "b"], headers: { "X-A": "1" }, mediaType: { format: "raw" } }`;

describe("options from another realm", () => {
  it("are not this realm's objects", () => {
    expect(Object.getPrototypeOf(foreign(OPTIONS))).not.toBe(Object.prototype);
  });

  it.each<[string, (options: Record<string, unknown>) => unknown]>([
    ["endpoint(route, options)", (o) => endpoint("GET /repos/{owner}/issues", o)],
    [".defaults(options)()", (o) => endpoint.defaults(o)("GET /repos/{owner}/issues")],
    ["endpoint.parse(endpoint.merge())", (o) => endpoint.parse(endpoint.merge("GET /repos/{owner}/issues", o))],
  ])("%s builds what this realm's options build", (_title, call) => {
    expect(call(foreign(OPTIONS))).toEqual(call(JSON.parse(JSON.stringify(foreign(OPTIONS))) as Record<string, unknown>));
  });
});
