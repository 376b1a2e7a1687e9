import { describe, expect, it } from "vitest";
import { createEndpoint, InvalidOptionsError, merge } from "../src/index";
import { MAX_DEPTH } from "../src/checks/plain-object";

const api = createEndpoint({ baseUrl: "https://api.example.com" }, { vendor: "example" });

/** Plain objects nested `depth` deep: `{ a: { a: ... } }`. */
function nested(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = {};
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

describe(`options nested more than ${MAX_DEPTH} deep, or cyclic`, () => {
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;

  it.each<[string, () => unknown]>([
    ["cyclic defaults", () => api.defaults({ filter: cyclic })],
    ["defaults 100,000 deep", () => api.defaults({ filter: nested(100_000) })],
    ["bare merge of deep options", () => merge({ method: "GET", filter: nested(100_000) } as never, "/x", { filter: nested(100_000) } as never)],
  ])("%s: InvalidOptionsError, never a stack overflow", (_title, call) => {
    expect(call).toThrow(InvalidOptionsError);
    expect(call).toThrow(`nested at most ${MAX_DEPTH} deep`);
  });

  it("sends a call's deep value as it is: a merge recurses only as deep as the defaults, which are bounded", () => {
    const filter = nested(100_000);
    expect(api.defaults({ filter: {} })("POST /x", { filter }).body).toEqual({ filter });
  });

  it(`accepts ${MAX_DEPTH - 2} levels`, () => {
    expect(api.defaults({ filter: nested(MAX_DEPTH - 2) }).DEFAULTS.filter).toEqual(nested(MAX_DEPTH - 2));
  });
});
