import { CurlCommandError } from "./errors";

/**
 * How a word's characters become the bytes curl is given: UTF-8 (URL, body, as `fetch` encodes a
 * string body), or one byte per character (a header value up to U+00FF, as HTTP clients send it).
 */
export type WordEncoding = "utf8" | "latin1";

// A character a terminal may act on, or that hides or reorders the text shown: C0 controls but
// TAB and LF, DEL, C1 controls, the line and paragraph separators and the bidirectional controls,
// e.g. "\u001b[2J" (ESC [ 2 J clears the screen) or "\u202e" (shows the rest right to left).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const TERMINAL_CONTROL_RE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
// A character outside ASCII, e.g. "é".
// eslint-disable-next-line no-control-regex -- the range starts at NUL: every ASCII character
const NON_ASCII_RE = /[^\u0000-\u007f]/;

/**
 * Quotes a word for bash or zsh so that the command receives exactly its bytes. A word of plain
 * characters is single-quoted (POSIX: nothing inside is interpreted; `'` is written `'\''`); a
 * word holding a terminal control, or a header byte that is not ASCII, is written `$'...'` with
 * `\xHH` escapes, so that printing the command shows no raw control character.
 *
 * @throws CurlCommandError when the word holds a NUL: no command-line argument can carry one.
 * @example
 * shellWord("it's", "utf8", "body"); // => "'it'\\''s'"
 * shellWord("a\u001bb", "utf8", "body"); // => "$'a\\x1bb'"
 * shellWord("x-a: é", "latin1", "header"); // => "$'x-a: \\xe9'"
 */
export function shellWord(word: string, encoding: WordEncoding, label: string): string {
  if (word.includes("\0")) {
    throw new CurlCommandError(`the ${label} holds a NUL character, which no command-line argument can carry: curl cannot send this request`);
  }
  const plain = !TERMINAL_CONTROL_RE.test(word) && (encoding === "utf8" || !NON_ASCII_RE.test(word));
  return plain ? `'${word.replaceAll("'", `'\\''`)}'` : ansiCQuote(word, encoding, label);
}

function ansiCQuote(word: string, encoding: WordEncoding, label: string): string {
  let quoted = "";
  for (const char of word) {
    if (char === "\\" || char === "'") quoted += `\\${char}`;
    else if (char === "\n") quoted += "\\n";
    else if (char === "\t") quoted += "\\t";
    else if (TERMINAL_CONTROL_RE.test(char) || (encoding === "latin1" && NON_ASCII_RE.test(char))) quoted += hexBytes(char, encoding, label);
    else quoted += char;
  }
  return `$'${quoted}'`;
}

function hexBytes(char: string, encoding: WordEncoding, label: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (encoding === "latin1" && code > 0xff) {
    throw new CurlCommandError(`the ${label} holds ${JSON.stringify(char)}, beyond U+00FF: a header byte cannot carry it`);
  }
  const bytes = encoding === "latin1" ? [code] : new TextEncoder().encode(char);
  return Array.from(bytes, (byte) => `\\x${byte.toString(16).padStart(2, "0")}`).join("");
}
