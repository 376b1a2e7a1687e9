// A query list cannot build a URL of many megabytes from a tiny input: a sparse array has a length
// but no members, so its length is checked before any member is read. The refusal is the one of the
// list bound on every path (31.2): `InvalidParameterValueError`, naming the route and the parameter.
import { countedList } from "@scope/test-utils";
import { describe, expect, it } from "vitest";
import { MAX_LIST_DEPTH, MAX_LIST_LENGTH } from "../src/encode/list-bound";
import { InvalidParameterValueError } from "../src/errors/errors";
import { queryWriter } from "../src/plan/default-entry";

function nested(depth: number): unknown {
  let value: unknown = "a";
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** The default entry's writer of the query key `labels` on `GET /x`. */
const labels = queryWriter("GET /x", "labels", false);

describe("query lists are bounded", () => {
  it.each<[string, unknown, string]>([
    // eslint-disable-next-line no-sparse-arrays -- the holes are what is tested
    ["holes write empty members, as join does", [, , "a"], "%2C%2Ca"],
    [`${MAX_LIST_LENGTH} holes: the longest list`, new Array(MAX_LIST_LENGTH), "%2C".repeat(MAX_LIST_LENGTH - 1)],
    ["nested lists whose members add up to the bound", [new Array(5000), new Array(4998)], "%2C".repeat(9997)],
    [`nested ${MAX_LIST_DEPTH} deep`, nested(MAX_LIST_DEPTH), "a"],
  ])("%s", (_title, value, expected) => {
    expect(labels(value)).toBe(`labels=${expected}`);
  });

  it.each<[string, unknown]>([
    ["one member more", new Array(MAX_LIST_LENGTH + 1)],
    ["new Array(1e7)", new Array(1e7)],
    ["the longest array there is", new Array(2 ** 32 - 1)],
    ["nested lists over the bound", [new Array(5000), new Array(4999)]],
    ["one level deeper", nested(MAX_LIST_DEPTH + 1)],
    ["nested 100,000 deep (no stack overflow)", nested(100_000)],
  ])("31.2: %s is refused with the bound in the message, as on every path", (_title, value) => {
    expect(() => labels(value)).toThrow(InvalidParameterValueError);
    expect(() => labels(value)).toThrow(/"labels" of "GET \/x".*at most 10000 members .*nested at most 32 deep/);
  });

  it("31.3: each member of a list is read once, nested lists too, counted as it is written", () => {
    const inner = countedList(["c", "d"]);
    const outer = countedList(["a", null, inner.list, 1]);
    expect(labels(outer.list)).toBe("labels=a%2C%2Cc%2Cd%2C1");
    expect([outer.reads(), inner.reads()]).toEqual([4, 2]);
  });

  it("a sparse list is refused without reading a member", () => {
    const { list, reads } = countedList(new Array(2 ** 32 - 1));
    expect(() => labels(list)).toThrow(InvalidParameterValueError);
    expect(reads()).toBe(0);
  });
});
