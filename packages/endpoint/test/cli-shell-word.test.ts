import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { CurlCommandError } from "../src/cli/errors";
import { shellWord, type WordEncoding } from "../src/cli/shell-word";

// [word, encoding, quoted]
const ROWS: readonly (readonly [string, WordEncoding, string])[] = [
  ["plain", "utf8", "'plain'"],
  ["it's", "utf8", "'it'\\''s'"],
  ["$(id) `id` ; \\ \"", "utf8", "'$(id) `id` ; \\ \"'"],
  ["line\nbreak\ttab", "utf8", "'line\nbreak\ttab'"],
  ["café ☕", "utf8", "'café ☕'"],
  ["a\u001bb", "utf8", "$'a\\x1bb'"],
  ["a\rb'\\", "utf8", "$'a\\x0db\\'\\\\'"],
  ["\u009b", "utf8", "$'\\xc2\\x9b'"],
  ["x\u202e", "utf8", "$'x\\xe2\\x80\\xae'"],
  ["x-a: é", "latin1", "$'x-a: \\xe9'"],
  ["x-a: ascii", "latin1", "'x-a: ascii'"],
];

describe("shellWord", () => {
  it.each(ROWS)("%j (%s) => %s", (word, encoding, quoted) => {
    expect(shellWord(word, encoding, "body")).toBe(quoted);
  });

  it.each(ROWS)("bash reads %j back as its bytes", (word, encoding) => {
    const bytes = execFileSync("bash", ["-c", `printf %s ${shellWord(word, encoding, "body")}`], { env: { LC_ALL: "C" } });
    expect(bytes).toEqual(Buffer.from(word, encoding));
  });

  it.each([
    ["a\0b", "utf8", /the body holds a NUL character/],
    ["x: ☕", "latin1", /beyond U\+00FF/],
  ] as const)("refuses %j", (word, encoding, message) => {
    expect(() => shellWord(`${word}\u001b`, encoding, "body")).toThrow(CurlCommandError);
    expect(() => shellWord(`${word}\u001b`, encoding, "body")).toThrow(message);
  });
});
