// Character checks by char code, for the hot path: no regex, no allocation.

/** 1 for the characters of an RFC 9110 token without upper-case letters: a-z 0-9 !#$%&'*+-.^_`|~ */
const LOWER_TOKEN = new Uint8Array(128);
for (const char of "abcdefghijklmnopqrstuvwxyz0123456789!#$%&'*+-.^_`|~") LOWER_TOKEN[char.charCodeAt(0)] = 1;

/** True for a non-empty RFC 9110 token with no upper-case letter, e.g. `x-request-id`. */
export function isLowerToken(text: string): boolean {
  if (text.length === 0) return false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 128 || LOWER_TOKEN[code] === 0) return false;
  }
  return true;
}

/** True for an RFC 9110 token in any case, e.g. `GET` or `propfind`. */
export function isToken(text: string): boolean {
  if (text.length === 0) return false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const lower = code >= 65 && code <= 90 ? code + 32 : code;
    if (lower >= 128 || LOWER_TOKEN[lower] === 0) return false;
  }
  return true;
}

/** True for a header value without CR, LF or NUL, which would let it start a new header. */
export function isSafeHeaderValue(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 13 || code === 10 || code === 0) return false;
  }
  return true;
}

/** 1 for the characters `encodeURIComponent` leaves as they are: A-Z a-z 0-9 - _ . ! ~ * ' ( ) */
