// Percent-encoding of values and literals by RFC 6570 section 1.5: UTF-8 octets, upper-case hex.
// Text that needs no encoding (identifiers, slugs, numbers: the common case) is returned as it is
// after one regex search. Other text goes to the engine's own encodeURIComponent / encodeURI, in
// native code and linear time, and single-character-class regexes (no backtracking) adjust their
// output to the RFC's sets. One path for short and long text: a hand-written encoder was a little
// faster on short text, and weighed a third of this package in a browser bundle.

/** Told the index of a lone UTF-16 surrogate, which UTF-8 cannot encode; throws the right error. */
export interface LoneSurrogateHandler {
  onLoneSurrogate(index: number): never;
}

/** Encodes a value's string for one operator's allowed set. */
export type Encoder = (text: string, handler: LoneSurrogateHandler) => string;

/** A character outside RFC 3986 unreserved (`A-Z a-z 0-9 - . _ ~`): the `" "` of `"a b"`. */
const NOT_UNRESERVED_RE = /[^\w.~-]/;
/** A character outside unreserved and reserved, or a `%` (which may start a triplet): the `" "` of `"/a b"`. */
const NOT_URI_CHAR_RE = /[^\w.~:/?#[\]@!$&'()*+,;=-]/;
/** The characters `encodeURIComponent` leaves but RFC 3986 reserves (sub-delims): `!'()*`. */
const SUB_DELIMS_RE = /[!'()*]/g;
/** `[` and `]` as `encodeURI` writes them (`%5B`, `%5D`): gen-delims, kept by `+` and `#`. */
const BRACKETS_RE = /%5B|%5D/g;
/** A triplet that was in the text, as `encodeURI` writes it: `%252F` for `%2F`. */
const KEPT_TRIPLET_RE = /%25([0-9A-Fa-f]{2})/g;

/**
 * Encodes everything but unreserved characters: the rule of simple, `.`, `/`, `;`, `?` and `&`
 * expansion. Unlike `encodeURIComponent`, also encodes `!'()*`.
 * @example
 * encodeUnreserved("it's 50%!", handler); // "it%27s%2050%25%21"
 */
export function encodeUnreserved(text: string, handler: LoneSurrogateHandler): string {
  if (!NOT_UNRESERVED_RE.test(text)) return text;
  return encodeNative(encodeURIComponent, text, handler).replace(SUB_DELIMS_RE, percentEncode);
}

/**
 * Encodes everything but unreserved and reserved characters and pct-encoded triplets, which are kept
 * as they are: the rule of `+` and `#` expansion and of literals (RFC 6570 sections 3.1, 3.2.3).
 * @example
 * encodeReserved("/a b/%2F/100%", handler); // "/a%20b/%2F/100%25"
 */
export function encodeReserved(text: string, handler: LoneSurrogateHandler): string {
  if (!NOT_URI_CHAR_RE.test(text)) return text;
  // encodeURI keeps all of unreserved and reserved but "[" and "]", and encodes every "%": put the
  // brackets back first (a kept "%5B" triplet still reads "%255B" then), then the triplets.
  return encodeNative(encodeURI, text, handler).replace(BRACKETS_RE, decodeBracket).replace(KEPT_TRIPLET_RE, "%$1");
}

/** Runs a native encoder, which throws URIError for a lone surrogate only: the handler is told where. */
function encodeNative(encode: (text: string) => string, text: string, handler: LoneSurrogateHandler): string {
  try {
    return encode(text);
  } catch (error) {
    if (!(error instanceof URIError)) throw error;
    return handler.onLoneSurrogate(loneSurrogateIndex(text));
  }
}

function loneSurrogateIndex(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0xd800 || code > 0xdfff) continue;
    const low = text.charCodeAt(i + 1);
    if (code > 0xdbff || !(low >= 0xdc00 && low <= 0xdfff)) return i;
    i++;
  }
  return -1;
}

function percentEncode(char: string): string {
  return `%${char.charCodeAt(0).toString(16).toUpperCase()}`;
}

function decodeBracket(triplet: string): string {
  return triplet === "%5B" ? "[" : "]";
}

/**
 * The first `length` code points of `text` (RFC 6570 section 2.4.1 counts characters, not UTF-16
 * units), never splitting a surrogate pair.
 * @example
 * truncateCodePoints("𝄞stave", 2); // "𝄞s"
 */
export function truncateCodePoints(text: string, length: number): string {
  if (text.length <= length) return text;
  let end = 0;
  for (let count = 0; count < length && end < text.length; count++) {
    const code = text.charCodeAt(end);
    const low = text.charCodeAt(end + 1);
    end += code >= 0xd800 && code <= 0xdbff && low >= 0xdc00 && low <= 0xdfff ? 2 : 1;
  }
  return text.slice(0, end);
}
