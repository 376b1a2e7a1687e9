import { describe, expect, it } from "vitest";
import { characterClass, describeSecret } from "../src/index";

describe("32.4: describeSecret tells a refused text by length, position and class, never its characters", () => {
  it.each([
    ["Authorization Bearer ghp_x", 13, "26 characters; at position 13: a space"],
    ["a\tb", 1, "3 characters; at position 1: a tab"],
    ["ghp_x", undefined, "5 characters"],
    ["x", undefined, "1 character"],
    ['{"a":}', 5, "6 characters; at position 5: a brace"],
    ["[1", 2, "2 characters; at position 2: the end"],
    ["\u001b[2J", 0, "4 characters; at position 0: a control character"],
    ["é", 0, "1 character; at position 0: a letter"],
    ["9", 0, "1 character; at position 0: a digit"],
    ["_", 0, "1 character; at position 0: a symbol"],
    ["☕", 0, "1 character; at position 0: a character beyond ASCII"],
    ["😀", 0, "2 characters; at position 0: a character beyond ASCII"],
  ] as const)("%j at %s", (text, position, expected) => {
    expect(describeSecret(text, position)).toBe(expected);
  });

  it("names structure, never content", () => {
    expect(["{", "}", "[", "]", '"', "'", ":", ",", "=", "\u007f"].map((char) => characterClass(char, 0))).toEqual([
      "a brace", "a brace", "a bracket", "a bracket", "a double quote", "a single quote", "a colon", "a comma", "an equals sign", "a control character",
    ]);
  });
});
