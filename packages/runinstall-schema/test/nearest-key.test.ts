import { describe, expect, it } from "vitest";
import { editDistance, nearestKey } from "../src/internal/nearest-key";

const DISTANCES: [string, string, number][] = [
  ["", "", 0],
  ["", "abc", 3],
  ["cwd", "cwd", 0],
  ["recusive", "recursive", 1],
  ["rceursive", "recursive", 1],
  ["ca", "ac", 1],
  ["ca", "abc", 3],
  ["kitten", "sitting", 3],
  ["args", "arsg", 1],
];

describe("editDistance (optimal string alignment)", () => {
  it.each(DISTANCES)("%j to %j is %i", (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});

const KNOWN = ["recursive", "cwd", "args"];
const NEAREST: [string, string | undefined][] = [
  ["recusive", "recursive"],
  ["Recursive", "recursive"],
  ["recurse", "recursive"],
  ["cd", "cwd"],
  ["CWD", "cwd"],
  ["arg", "args"],
  ["argv", "args"],
  ["dir", undefined],
  ["x", undefined],
  ["install", undefined],
  ["r".repeat(100_000), undefined],
];

describe("nearestKey", () => {
  it.each(NEAREST)("%j gives %j", (key, expected) => {
    expect(nearestKey(key, KNOWN)).toBe(expected);
  });
});
