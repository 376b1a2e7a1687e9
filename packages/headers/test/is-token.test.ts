import { describe, expect, it } from "vitest";
import { isToken } from "../src";

describe("isToken", () => {
  it.each<[unknown, boolean]>([
    ["GET", true],
    ["patch", true],
    ["x-request-id", true],
    ["!#$%&'*+-.^_`|~09azAZ", true],
    ["", false],
    ["G ET", false],
    ["GET\r\n", false],
    ["GÉT", false],
    ["a:b", false],
    [42, false],
    [null, false],
  ])("%j -> %s", (text, expected) => {
    expect(isToken(text as string)).toBe(expected);
  });
});
