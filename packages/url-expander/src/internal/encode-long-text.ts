// The slow path of encode.ts for long text: the engine's own encodeURIComponent / encodeURI, in
// native code and linear time (building a long result by concatenation in JavaScript leaves a rope
// of one node per encoded character, which costs more in garbage collection than it saves). One or
// two single-character-class regexes (no backtracking) adjust the result to the RFC's sets.
import type { LoneSurrogateHandler } from "./encode.js";

/** The characters `encodeURIComponent` leaves but RFC 3986 reserves (sub-delims): `!'()*`. */
const SUB_DELIMS_RE = /[!'()*]/g;
/** `[` and `]` as `encodeURI` writes them (`%5B`, `%5D`): gen-delims, kept by `+` and `#`. */
const BRACKETS_RE = /%5B|%5D/g;
/** A triplet that was in the text, as `encodeURI` writes it: `%252F` for `%2F`. */
const KEPT_TRIPLET_RE = /%25([0-9A-Fa-f]{2})/g;

/**
 * Encodes long text for an operator: all but unreserved characters, or (with `reserved`) all but
 * unreserved and reserved characters and pct-encoded triplets.
 * @example
 * encodeLongText("[a] %2F b".repeat(10), true, handler); // "[a]%20%2F%20b[a]%20%2F%20b..."
 */
export function encodeLongText(text: string, reserved: boolean, handler: LoneSurrogateHandler): string {
  if (!reserved) return encodeNative(encodeURIComponent, text, handler).replace(SUB_DELIMS_RE, percentEncode);
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
