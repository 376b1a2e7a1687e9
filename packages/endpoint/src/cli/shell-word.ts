import { CurlCommandError } from "./errors";
import { TERMINAL_CONTROL_RE } from "./output";

/**
 * How a word's characters become the bytes curl is given: UTF-8 (URL, body, as `fetch` encodes a
 * string body), or one byte per character (a header value up to U+00FF, as HTTP clients send it).
 */
export type WordEncoding = "utf8" | "latin1";

/**
 * A run of characters not shown as they are, captured so that `split` keeps it: terminal controls,
 * and in a header every character beyond ASCII (its byte alone is not valid UTF-8), e.g. "\u001b["
 * in "a\u001b[2J" or "é" in "x-a: é". LF is never in a run: `$(...)` would drop a trailing one.
 */
const HIDDEN_RUN_RE: Readonly<Record<WordEncoding, RegExp>> = {
  utf8: new RegExp(`(${TERMINAL_CONTROL_RE.source}+)`),
  latin1: new RegExp(`((?:${TERMINAL_CONTROL_RE.source}|[^\\u0000-\\u007f])+)`),
};

/**
 * Quotes a word for any POSIX shell (sh, dash, bash, zsh, busybox sh) so that the command receives
 * exactly its bytes. Characters shown as they are go inside single quotes, where no shell
 * interprets anything (`'` is written `'\''`); a run of terminal controls, or of header bytes
 * beyond ASCII, is written `"$(printf '\ooo')"` with octal escapes, which POSIX `printf` reads.
 * Printing the command shows no raw control character, and no `$'...'` is used: dash, `/bin/sh`
 * on Debian and Ubuntu, does not read it.
 *
 * @throws CurlCommandError when the word holds a NUL (no command-line argument can carry one), or
 * a header character beyond U+00FF.
 * @example
 * shellWord("it's", "utf8", "body"); // => "'it'\\''s'"
 * shellWord("a\u001bb", "utf8", "body"); // => "'a'\"$(printf '\\033')\"'b'"
 * shellWord("x-a: é", "latin1", "header"); // => "'x-a: '\"$(printf '\\351')\""
 */
export function shellWord(word: string, encoding: WordEncoding, label: string): string {
  if (word.includes("\0")) {
    throw new CurlCommandError("CURL_NUL", { label });
  }
  // A header's value may hold a secret: the character is named by its position and class only.
  const beyond = encoding === "latin1" ? word.search(/[^\0-\xff]/) : -1;
  if (beyond >= 0) throw new CurlCommandError("CURL_BEYOND_LATIN1", { label, position: beyond });
  // split with a capture group alternates: shown, hidden, shown, ... (even indexes are shown text).
  const parts = word.split(HIDDEN_RUN_RE[encoding]).map((part, index) => {
    if (index % 2 === 1) return printfBytes(part, encoding);
    return part === "" ? "" : `'${part.replaceAll("'", `'\\''`)}'`;
  });
  return parts.join("") || "''";
}

function printfBytes(run: string, encoding: WordEncoding): string {
  let octal = "";
  for (const char of run) {
    const code = char.codePointAt(0) ?? 0;
    const bytes = encoding === "latin1" ? [code] : new TextEncoder().encode(char);
    for (const byte of bytes) octal += `\\${byte.toString(8).padStart(3, "0")}`;
  }
  return `"$(printf '${octal}')"`;
}
