// Percent-encoding of values and literals by RFC 6570 section 1.5: UTF-8 octets, upper-case hex.
// Both encoders return their input unchanged when every character is allowed (one char-code loop,
// no regex, no allocation): the common case for identifiers, slugs and numbers. Short text that
// needs encoding is encoded here, run by run; long text goes to the engine's native encoders.
import { encodeLongText } from "./encode-long-text.js";

/** Told the index of a lone UTF-16 surrogate, which UTF-8 cannot encode; throws the right error. */
export interface LoneSurrogateHandler {
  onLoneSurrogate(index: number): never;
}

/** Encodes a value's string for one operator's allowed set. */
export type Encoder = (text: string, handler: LoneSurrogateHandler) => string;

/** From this length on, the native encoders are faster than the loop below (measured on Node 20). */
const LONG_TEXT = 32;

const UNRESERVED_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~";
const RESERVED_CHARS = ":/?#[]@!$&'()*+,;=";

/** 1 for RFC 3986 unreserved ASCII characters: kept by every operator. */
const UNRESERVED = asciiTable(UNRESERVED_CHARS);
/** 1 for unreserved and reserved ASCII characters: kept by `+`, `#` and in literals. */
const URI_CHARS = asciiTable(UNRESERVED_CHARS + RESERVED_CHARS);
/** 1 for hex digits, the two characters after "%" in a pct-encoded triplet. */
const HEX_DIGITS = asciiTable("0123456789ABCDEFabcdef");
/** "%00" to "%FF": one octet percent-encoded. */
const PERCENT = Array.from({ length: 256 }, (_, octet) => `%${octet.toString(16).toUpperCase().padStart(2, "0")}`);

function asciiTable(chars: string): Uint8Array {
  const table = new Uint8Array(128);
  for (let i = 0; i < chars.length; i++) table[chars.charCodeAt(i)] = 1;
  return table;
}

/**
 * Encodes everything but unreserved characters: the rule of simple, `.`, `/`, `;`, `?` and `&`
 * expansion. Unlike `encodeURIComponent`, also encodes `!'()*`.
 * @example
 * encodeUnreserved("it's 50%!", handler); // "it%27s%2050%25%21"
 */
export function encodeUnreserved(text: string, handler: LoneSurrogateHandler): string {
  for (let i = 0, n = text.length; i < n; i++) {
    const code = text.charCodeAt(i);
    if (code > 127 || UNRESERVED[code] === 0) {
      return n < LONG_TEXT ? encodeFrom(text, i, UNRESERVED, handler) : encodeLongText(text, false, handler);
    }
  }
  return text;
}

/**
 * Encodes everything but unreserved and reserved characters and pct-encoded triplets, which are kept
 * as they are: the rule of `+` and `#` expansion and of literals (RFC 6570 sections 3.1, 3.2.3).
 * @example
 * encodeReserved("/a b/%2F/100%", handler); // "/a%20b/%2F/100%25"
 */
export function encodeReserved(text: string, handler: LoneSurrogateHandler): string {
  for (let i = 0, n = text.length; i < n; i++) {
    const code = text.charCodeAt(i);
    if (code > 127 || URI_CHARS[code] === 0) {
      return n < LONG_TEXT ? encodeFrom(text, i, URI_CHARS, handler) : encodeLongText(text, true, handler);
    }
  }
  return text;
}

/** Encodes short text from its first character to encode, copying runs of allowed ones by slice. */
function encodeFrom(text: string, from: number, allowed: Uint8Array, handler: LoneSurrogateHandler): string {
  const keepTriplets = allowed === URI_CHARS;
  let out = text.slice(0, from);
  let run = from;
  for (let i = from, n = text.length; i < n; i++) {
    const code = text.charCodeAt(i);
    if (code < 128) {
      if (allowed[code] === 1) continue;
      if (keepTriplets && code === 37 && isHex(text.charCodeAt(i + 1)) && isHex(text.charCodeAt(i + 2))) {
        i += 2;
        continue;
      }
      out += text.slice(run, i) + PERCENT[code];
    } else if (code < 0xd800 || code > 0xdfff) {
      out += text.slice(run, i) + utf8(code);
    } else {
      const low = text.charCodeAt(i + 1);
      if (code > 0xdbff || !(low >= 0xdc00 && low <= 0xdfff)) handler.onLoneSurrogate(i);
      out += text.slice(run, i) + utf8(0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00));
      i++;
    }
    run = i + 1;
  }
  return out + text.slice(run);
}

function isHex(code: number): boolean {
  return code < 128 && HEX_DIGITS[code] === 1;
}

function at(octet: number): string {
  return PERCENT[octet] as string;
}

/** The UTF-8 octets of a non-ASCII code point, percent-encoded. */
function utf8(codePoint: number): string {
  if (codePoint < 0x800) return at(0xc0 | (codePoint >> 6)) + at(0x80 | (codePoint & 63));
  if (codePoint < 0x10000) {
    return at(0xe0 | (codePoint >> 12)) + at(0x80 | ((codePoint >> 6) & 63)) + at(0x80 | (codePoint & 63));
  }
  return (
    at(0xf0 | (codePoint >> 18)) +
    at(0x80 | ((codePoint >> 12) & 63)) +
    at(0x80 | ((codePoint >> 6) & 63)) +
    at(0x80 | (codePoint & 63))
  );
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
