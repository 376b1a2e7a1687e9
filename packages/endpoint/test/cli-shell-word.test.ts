import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { CurlCommandError } from "../src/cli/errors";
import { shellWord, type WordEncoding } from "../src/cli/shell-word";
import { POSIX_SHELLS } from "./support/posix-shells";

// [word, encoding, quoted]
const ROWS: readonly (readonly [string, WordEncoding, string])[] = [
  ["plain", "utf8", "'plain'"],
  ["", "utf8", "''"],
  ["it's", "utf8", "'it'\\''s'"],
  ["\\'", "utf8", "'\\'\\'''"],
  ["$(id) `id` ; \\ \" ${x} !x", "utf8", "'$(id) `id` ; \\ \" ${x} !x'"],
  ["line\nbreak\ttab\n", "utf8", "'line\nbreak\ttab\n'"],
  ["café ☕", "utf8", "'café ☕'"],
  ["a\u001bb", "utf8", `'a'"$(printf '\\033')"'b'`],
  ["a\rb'\\", "utf8", `'a'"$(printf '\\015')"'b'\\''\\'`],
  ["\u0085", "utf8", `"$(printf '\\302\\205')"`],
  ["\u009b", "utf8", `"$(printf '\\302\\233')"`],
  ["x\u202e'; id; '", "utf8", `'x'"$(printf '\\342\\200\\256')"''\\''; id; '\\'''`],
  ["\u2028\u001b", "utf8", `"$(printf '\\342\\200\\250\\033')"`],
  ["x-a: é", "latin1", `'x-a: '"$(printf '\\351')"`],
  ["x-a: \u0085'", "latin1", `'x-a: '"$(printf '\\205')"''\\'''`],
  ["x-a: ascii", "latin1", "'x-a: ascii'"],
];

describe("shellWord", () => {
  it.each(ROWS)("%j (%s) => %s", (word, encoding, quoted) => {
    expect(shellWord(word, encoding, "body")).toBe(quoted);
  });

  // The quoted word must read back as its bytes in every POSIX shell, under any locale: dash
  // (/bin/sh on Debian and Ubuntu) has no $'...', which an earlier version used.
  describe.each(POSIX_SHELLS)("%s", (_name, shell) => {
    it.each(ROWS.flatMap(([word, encoding]) => ["C", "C.UTF-8"].map((locale) => [locale, word, encoding] as const)))(
      "LC_ALL=%s reads %j (%s) back as its bytes",
      (locale, word, encoding) => {
        const script = `printf '%s' ${shellWord(word, encoding, "body")}`;
        const bytes = execFileSync(shell[0], [...shell.slice(1), "-c", script], { env: { LC_ALL: locale, PATH: process.env["PATH"] } });
        expect(bytes).toEqual(Buffer.from(word, encoding));
      },
    );
  });

  it.each([
    ["a\0b", "utf8", /the body holds a NUL character/],
    ["x: ☕", "latin1", /a character above U\+00FF at position 3: /],
  ] as const)("refuses %j", (word, encoding, message) => {
    expect(() => shellWord(`${word}\u001b`, encoding, "body")).toThrow(CurlCommandError);
    expect(() => shellWord(`${word}\u001b`, encoding, "body")).toThrow(message);
  });
});
