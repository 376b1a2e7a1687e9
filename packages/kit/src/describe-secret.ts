/** Names of the characters that a message about a refused text names outright: its structure, never its content. */
const NAMED: Readonly<Record<string, string>> = {
  " ": "a space",
  "\t": "a tab",
  "{": "a brace",
  "}": "a brace",
  "[": "a bracket",
  "]": "a bracket",
  '"': "a double quote",
  "'": "a single quote",
  ":": "a colon",
  ",": "a comma",
  "=": "an equals sign",
};

/**
 * The class of the character at `index` of `text`, named without showing it: `a letter`, `a digit`,
 * `a space`, `a colon`, `a control character`, `a character beyond ASCII`, `the end`...
 * @example
 * characterClass("ghp_x", 3); // => "a symbol"
 */
export function characterClass(text: string, index: number): string {
  if (index >= text.length) return "the end";
  const char = String.fromCodePoint(text.codePointAt(index) ?? 0);
  const code = char.codePointAt(0) ?? 0;
  if (NAMED[char] !== undefined) return NAMED[char];
  if (code < 0x20 || code === 0x7f) return "a control character";
  if (/\p{L}/u.test(char)) return "a letter";
  if (/\p{N}/u.test(char)) return "a digit";
  return code < 0x80 ? "a symbol" : "a character beyond ASCII";
}

/**
 * Describes a text that may hold a secret (a token given where a header line or JSON was expected)
 * without showing any of it: its length and, at `position`, the class of the character there. A
 * log that masks a secret masks the whole secret only, never a refused excerpt of it.
 * @example
 * describeSecret("Authorization Bearer ghp_x", 13); // => "26 characters; at position 13: a space"
 * describeSecret("ghp_x"); // => "5 characters"
 */
export function describeSecret(text: string, position?: number): string {
  const length = `${text.length} character${text.length === 1 ? "" : "s"}`;
  return position === undefined ? length : `${length}; at position ${position}: ${characterClass(text, position)}`;
}
