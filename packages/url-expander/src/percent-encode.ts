// Percent-encoding of values and literals by RFC 6570 section 1.5: UTF-8 octets, upper-case hex.
// Exported: the one encoder family every query, form, cookie and deepObject encoder builds on, so
// that one input gets one outcome wherever it appears, a lone surrogate included.
// Text that needs no encoding (identifiers, slugs, numbers: the common case) is returned as it is
// after one regex search. Other text goes to the engine's own encodeURIComponent / encodeURI, in
// native code and linear time; one regex pass without nested quantifiers adjusts their output to
// the RFC's sets, and runs only when the text holds a character it changes (a `.replace` that
// finds nothing still costs as much as the encoding itself).

import { UriTemplateValueError } from "./uri-template-value-error.js";

/**
 * Told the index of a lone UTF-16 surrogate, which UTF-8 cannot encode; throws the caller's error.
 *
 * The one lone-surrogate policy of these encoders and of every encoder built on them: text with a
 * UTF-16 surrogate that is not half of a pair is refused, never written (no U+FFFD, no CESU-8, no
 * `%ED%A0%80`), and the caller, told the index, throws the error that names what it was encoding
 * (`UriTemplateValueError` `LONE_SURROGATE` for a template's value).
 * @example
 * const handler: LoneSurrogateHandler = {
 *   onLoneSurrogate(index) {
 *     throw new RangeError(`lone surrogate at ${index}`);
 *   },
 * };
 */
export interface LoneSurrogateHandler {
  onLoneSurrogate(index: number): never;
}

/** Encodes text for one allowed set: {@link encodeUnreserved} or {@link encodeReserved}. */
export type Encoder = (text: string, handler: LoneSurrogateHandler) => string;

/** A character outside RFC 3986 unreserved (`A-Z a-z 0-9 - . _ ~`): the `" "` of `"a b"`. */
const NOT_UNRESERVED_RE = /[^\w.~-]/;
/** A character outside unreserved and reserved, or a `%` (which may start a triplet): the `" "` of `"/a b"`. */
const NOT_URI_CHAR_RE = /[^\w.~:/?#[\]@!$&'()*+,;=-]/;
/** The characters `encodeURIComponent` leaves but RFC 3986 reserves (sub-delims): `!'()*`. */
const SUB_DELIM_RE = /[!'()*]/;
const SUB_DELIMS_RE = /[!'()*]/g;
/** `[`, `]` (which `encodeURI` encodes, but `+` and `#` keep) or `%` (which may start a kept triplet). */
const BRACKET_OR_PERCENT_RE = /[[\]%]/;
/**
 * What `encodeURI` wrote for `[` and `]` (`%5B`, `%5D`: gen-delims, kept by `+` and `#`) and for the
 * `%` of a triplet that was in the text: `%5B`, `%5D`, and the `%25` of `%252F` (from `%2F`).
 */
const REPAIR_RE = /%(?:5B|5D|25(?=[\dA-Fa-f]{2}))/g;

/**
 * Encodes everything but RFC 3986 unreserved characters: the rule of simple, `.`, `/`, `;`, `?`
 * and `&` expansion, and of a query or form name or value, a path segment, a cookie value. Unlike
 * `encodeURIComponent`, also encodes `!'()*`. A lone surrogate goes to `handler`, which throws
 * (see {@link LoneSurrogateHandler}).
 * @example
 * encodeUnreserved("it's 50%!", handler); // "it%27s%2050%25%21"
 * encodeUnreserved("café", handler); // "caf%C3%A9"
 * encodeUnreserved("a\ud800", handler); // calls handler.onLoneSurrogate(1)
 * @see https://www.rfc-editor.org/rfc/rfc6570#section-3.2.1
 */
export function encodeUnreserved(text: string, handler: LoneSurrogateHandler): string {
  if (!NOT_UNRESERVED_RE.test(assertText(text))) return text;
  let encoded: string;
  try {
    encoded = encodeURIComponent(text);
  } catch {
    return loneSurrogate(text, handler);
  }
  return SUB_DELIM_RE.test(text) ? encoded.replace(SUB_DELIMS_RE, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`) : encoded;
}

/**
 * Encodes everything but unreserved and reserved characters and pct-encoded triplets, which are kept
 * as they are: the rule of `+` and `#` expansion and of literals (RFC 6570 sections 3.1, 3.2.3). A
 * lone surrogate goes to `handler`, which throws (see {@link LoneSurrogateHandler}).
 * @example
 * encodeReserved("/a b/%2F/100%", handler); // "/a%20b/%2F/100%25"
 * @see https://www.rfc-editor.org/rfc/rfc6570#section-3.2.3
 */
export function encodeReserved(text: string, handler: LoneSurrogateHandler): string {
  if (!NOT_URI_CHAR_RE.test(assertText(text))) return text;
  let encoded: string;
  try {
    encoded = encodeURI(text);
  } catch {
    return loneSurrogate(text, handler);
  }
  // encodeURI keeps all of unreserved and reserved but "[" and "]", and encodes every "%": one pass
  // decodes the brackets back, and the "%" of each triplet that was in the text.
  return BRACKET_OR_PERCENT_RE.test(text) ? encoded.replace(REPAIR_RE, decodeURIComponent) : encoded;
}

/** A surrogate without its pair (with the `u` flag, a pair reads as one code point): `\ud800` of `a\ud800`. */
const LONE_SURROGATE_RE = /[\uD800-\uDFFF]/u;

/**
 * Tells the handler where the lone surrogate is that made a native encoder throw: the only error
 * `encodeURIComponent` and `encodeURI` throw for a string is that URIError.
 */
function loneSurrogate(text: string, handler: LoneSurrogateHandler): never {
  return handler.onLoneSurrogate(text.search(LONE_SURROGATE_RE));
}

/** The text to encode, or `UriTemplateValueError` `UNSUPPORTED_TYPE` for anything else (a symbol, an object). */
function assertText(text: unknown): string {
  if (typeof text === "string") return text;
  throw new UriTemplateValueError("UNSUPPORTED_TYPE", "", "", { value: text });
}
