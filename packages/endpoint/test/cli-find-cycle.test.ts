// Issue 26.8 (the CLI's part): findCycle, which refuses a YAML value that holds itself, walks any
// value once, without recursion.
import { describe, expect, it } from "vitest";
import { findCycle } from "../src/cli/find-cycle";

function selfList(): unknown[] {
  const list: unknown[] = [];
  list.push(list);
  return list;
}

describe("26.8 findCycle", () => {
  const shared = { a: 1 };
  const deep = { x: { y: {} as Record<string, unknown> } };
  deep.x.y["a/b~c"] = deep.x;

  it.each([
    ["a scalar", "text", undefined],
    ["a tree", { a: [1, { b: null }], c: "d" }, undefined],
    ["a value shared by two members (a YAML alias elsewhere)", { a: shared, b: [shared, shared] }, undefined],
    ["openapi: &a [*a]", { openapi: selfList() }, { at: "/openapi/0", to: "/openapi" }],
    ["the whole value inside itself", (() => { const root: Record<string, unknown> = {}; root["r"] = root; return root; })(), { at: "/r", to: "" }],
    ["a key with / and ~ (RFC 6901 escapes)", deep, { at: "/x/y/a~1b~0c", to: "/x" }],
  ])("%s", (_title, value, expected) => {
    expect(findCycle(value)).toEqual(expected);
  });

  it("a value nested 200,000 deep is walked without overflowing the stack", () => {
    const text = `${"[".repeat(200_000)}${"]".repeat(200_000)}`;
    expect(findCycle(JSON.parse(text))).toBeUndefined();
  });

  it("a value of 2^40 paths through shared members (a billion-laughs shape) is walked once per member", () => {
    let value: unknown = [1];
    for (let level = 0; level < 40; level++) value = [value, value];
    expect(findCycle(value)).toBeUndefined();
  });
});
