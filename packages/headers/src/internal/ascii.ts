// Character classes used by the header rules: a table read by char code for the hot token scan, and
// regexes of a single character class elsewhere (nothing in them can backtrack).

/** Per ASCII code: 0 outside a token, 1 for a token character, 2 for an upper-case letter (also one). */
const TOKEN = /* @__PURE__ */ tokenTable("abcdefghijklmnopqrstuvwxyz0123456789!#$%&'*+-.^_`|~");

/**
 * {@link TOKEN}, from its characters other than A-Z. A function called at load, marked pure: loops
 * at the top level would be side effects that keep this module in every bundle of the package.
 */
function tokenTable(chars: string): Uint8Array {
  const table = new Uint8Array(128);
  for (const char of chars) table[char.charCodeAt(0)] = 1;
  for (let code = 0x41; code <= 0x5a; code++) table[code] = 2;
  return table;
}

/** What {@link scanToken} returns for a token without upper-case letters, such as `x-request-id`. */
export const LOWER_TOKEN = -1;
/** What {@link scanToken} returns for a token with an upper-case letter, such as `X-Request-Id`. */
export const MIXED_TOKEN = -2;

/**
 * Scans `text` (not empty) as an RFC 9110 token in one pass: the position of its first character
 * that is not a `tchar`, or {@link LOWER_TOKEN} / {@link MIXED_TOKEN}.
 *
 * @see https://www.rfc-editor.org/rfc/rfc9110#section-5.6.2
 */
export function scanToken(text: string): number {
  let kind = LOWER_TOKEN;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const type = code < 0x80 ? TOKEN[code] : 0;
    if (type === 0) return index;
    if (type === 2) kind = MIXED_TOKEN;
  }
  return kind;
}

/** A character no header value may hold (Node's `http` rule): one class, so nothing to backtrack over. */
const INVALID_VALUE_CHAR_RE = /[^\t\x20-\x7e\x80-\xff]/;

/**
 * The position of the first character of `text` that may not appear in a header value, or -1.
 *
 * Node's `http` rule (its `checkInvalidHeaderChar`): horizontal tab, 0x20-0x7E and 0x80-0xFF are
 * allowed; CR, LF, NUL, the other C0 controls, DEL and everything above U+00FF are not.
 */
export function findInvalidValueChar(text: string): number {
  return text.search(INVALID_VALUE_CHAR_RE);
}
