// Character classes used by the header rules: regexes of a single character class (nothing in them
// can backtrack), which V8 runs as fast as a loop over a table on header names.

/** A character that is not an RFC 9110 `tchar`, or is an upper-case letter: "x-request-id" has none, "X-Request-Id" has "X". */
const NOT_LOWER_TOKEN_RE = /[^a-z\d!#$%&'*+.^_`|~-]/;
/** A character that is not an RFC 9110 `tchar`: the space of "x a", the ":" of "x:a", any character beyond ASCII. */
const NOT_TOKEN_RE = /[^\w!#$%&'*+.^`|~-]/;

/** What {@link scanToken} returns for a token without upper-case letters, such as `x-request-id`. */
export const LOWER_TOKEN = -1;
/** What {@link scanToken} returns for a token with an upper-case letter, such as `X-Request-Id`. */
export const MIXED_TOKEN = -2;

/**
 * Scans `text` (not empty) as an RFC 9110 token: the position of its first character that is not a
 * `tchar`, or {@link LOWER_TOKEN} / {@link MIXED_TOKEN}. A lower-case name, the common case, is one scan.
 *
 * @see https://www.rfc-editor.org/rfc/rfc9110#section-5.6.2
 */
export function scanToken(text: string): number {
  if (!NOT_LOWER_TOKEN_RE.test(text)) return LOWER_TOKEN;
  const index = text.search(NOT_TOKEN_RE);
  return index === -1 ? MIXED_TOKEN : index;
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
