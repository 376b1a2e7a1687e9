/** The most characters of one input an error message shows: a 1 MB input still gives a short message. */
export const EXCERPT_LENGTH = 40;

/** The window `[start, end)` of `text` that a quote shows: centred on `position`, whole surrogate pairs. */
function excerptWindow(text: string, position: number): [start: number, end: number] {
  // A text within the length starts at 0 and ends at its end; neither is inside a surrogate pair.
  let start = Math.max(0, Math.min(position - EXCERPT_LENGTH / 2, text.length - EXCERPT_LENGTH));
  let end = Math.min(start + EXCERPT_LENGTH, text.length);
  if (isLowSurrogate(text, start)) start += 1;
  if (isLowSurrogate(text, end)) end -= 1;
  return [start, end];
}

function isLowSurrogate(text: string, index: number): boolean {
  // 0xdc00-0xdfff: the six high bits of a low surrogate.
  return index > 0 && (text.charCodeAt(index) & 0xfc00) === 0xdc00;
}

/**
 * Quotes untrusted `text` for an error message: JSON-escaped, so CR, LF, NUL and lone surrogates
 * show as escapes and the message stays one well-formed line. A text longer than
 * {@link EXCERPT_LENGTH} is cut to a window around `position` (its start by default), marked with
 * `…` where it was cut and followed by its total length.
 * @example
 * quote("x-a\r\n"); // => '"x-a\\r\\n"'
 * quote("a".repeat(1000) + " b", 1000);
 * // => '…"aaaaaaaaaaaaaaaaaaaa b"… (1002 characters)' (20 "a" before the position, up to 40 in all)
 */
export function quote(text: string, position = 0): string {
  return quoteCut(text, ...excerptWindow(text, position));
}

/** `text` from `start` to `end` quoted, marked with `…` where it was cut and followed by its total length. */
function quoteCut(text: string, start: number, end: number): string {
  const quoted = JSON.stringify(text.slice(start, end));
  if (end - start === text.length) return quoted;
  return `${start > 0 ? "…" : ""}${quoted}${end < text.length ? "…" : ""} (${text.length} characters)`;
}

/**
 * A line with a caret under the character at `position` in `quote(text, position)`, for a
 * message that shows both lines, one under the other (a position past the end points at the
 * closing quote).
 * @example
 * quote("/orgs/{org", 6) + "\n" + caretUnder("/orgs/{org", 6);
 * // "/orgs/{org"
 * //       ^
 */
export function caretUnder(text: string, position: number): string {
  const [start] = excerptWindow(text, position);
  const before = JSON.stringify(text.slice(start, Math.max(start, position))).length - 1;
  return `${" ".repeat(+(start > 0) + before)}^`;
}

/** The most characters of a route an error message quotes whole (D8): longer routes are cut between words. */
export const ROUTE_EXCERPT_LENGTH = 200;

/** A character that is part of a word: a letter, a digit, `_` or `-` (`/`, `{`, `}`, `.`, `:`, spaces end one). */
const WORD_CHAR_RE = /[\p{L}\p{N}_-]/u;

/**
 * Quotes a text for an error message whole up to `limit` characters; longer, cut at the last word
 * boundary within that bound (never inside a word or a surrogate pair), marked with `…` and
 * followed by its total length. For a text whose end matters as much as its start (a route, a
 * route table's reason), where {@link quote}'s window of {@link EXCERPT_LENGTH} would hide it.
 * @example
 * quoteWhole("GET /typeahead/{id}"); // => '"GET /typeahead/{id}"'
 * quoteWhole("a b c", 3); // => '"a b"… (5 characters)'
 */
export function quoteWhole(text: string, limit = ROUTE_EXCERPT_LENGTH): string {
  let end = Math.min(limit, text.length);
  // Back off to a boundary: the cut falls between a non-word character and what follows it (at the
  // text's end there is nothing after it, so a text within the limit stays whole).
  while (end > 0 && WORD_CHAR_RE.test(text.charAt(end)) && WORD_CHAR_RE.test(text.charAt(end - 1))) end -= 1;
  if (isLowSurrogate(text, end)) end -= 1;
  return quoteCut(text, 0, end);
}

/**
 * Quotes a route for an error message: {@link quoteWhole} within {@link ROUTE_EXCERPT_LENGTH} (D8).
 * @example
 * quoteRoute("GET /typeahead/{id}"); // => '"GET /typeahead/{id}"'
 */
export const quoteRoute: (route: string) => string = quoteWhole;
