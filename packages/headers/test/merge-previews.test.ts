import { describe, expect, it } from "vitest";
import { mergePreviews } from "../src";
import { deepFreeze } from "@scope/test-utils";

describe("mergePreviews", () => {
  it.each<[string[], string[], string[]]>([
    [[], [], []],
    [[], ["mercy"], ["mercy"]],
    [["mercy"], [], ["mercy"]],
    [["jean-grey", "symmetra"], ["symmetra", "ant-man-preview"], ["jean-grey", "symmetra", "ant-man"]],
    [["a", "b"], ["b", "a"], ["b", "a"]],
    [["foo-preview"], ["foo"], ["foo", "foo"]],
    [["foo"], ["foo-preview"], ["foo", "foo"]],
    [["x-preview-preview"], [], ["x-preview"]],
    [[], ["x-preview-preview"], ["x-preview"]],
    [["a", "a"], ["b"], ["a", "a", "b"]],
    [[], ["b", "b"], ["b", "b"]],
  ])("%j then %j gives %j", (defaults, previews, expected) => {
    expect(mergePreviews(deepFreeze(defaults), deepFreeze(previews))).toEqual(expected);
  });

  it("returns a new array even when there is nothing to merge", () => {
    const previews = deepFreeze(["mercy"]);
    const merged = mergePreviews([], previews);
    expect(merged).not.toBe(previews);
    merged.push("other");
    expect(previews).toEqual(["mercy"]);
  });
});
