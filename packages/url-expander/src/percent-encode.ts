// Percent-encoding of values and literals by RFC 6570 section 1.5: UTF-8 octets, upper-case hex.
// Exported: the one encoder family every query, form, cookie and deepObject encoder builds on, so
// that one input gets one outcome wherever it appears, a lone surrogate included.
// Text that needs no encoding (identifiers, slugs, numbers: the common case) is returned as it is
// after one regex search. Other text goes to the engine's own encodeURIComponent, in native code
// and linear time: the whole text for the unreserved set, adjusted by a single-character-class
// regex that runs only when the text holds a character it changes (a `.replace` that finds nothing
// still costs as much as the encoding itself); each run of characters to encode for the reserved
// set, found by a regex without nested quantifiers.

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
/**
 * What `+` and `#` expansion encode: a `%` that starts no pct-encoded triplet, or a run of
 * characters outside unreserved, reserved and `%`: the `" "` and the last `"%"` of `"/a b/%2F/100%"`.
 */
const NOT_RESERVED_RE = /%(?![\dA-Fa-f]{2})|[^\w.~:/?#[\]@!$&'()*+,;=%-]+/g;
/** The characters `encodeURIComponent` leaves but RFC 3986 reserves (sub-delims): `!'()*`. */
const SUB_DELIM_RE = /[!'()*]/;
const SUB_DELIMS_RE = /[!'()*]/g;

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
  // `search` leaves the global regex's `lastIndex` as it was; `replace` starts it from 0.
  if (assertText(text).search(NOT_RESERVED_RE) === -1) return text;
  try {
    // Each run holds only characters to encode, none of which encodeURIComponent keeps.
    return text.replace(NOT_RESERVED_RE, encodeURIComponent);
  } catch {
    return loneSurrogate(text, handler);
  }
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
