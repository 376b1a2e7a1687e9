// The encoders the expander uses: the exported family (../percent-encode.ts), and the prefix cut.
export { encodeReserved, encodeUnreserved, type Encoder, type LoneSurrogateHandler } from "../percent-encode.js";

/**
 * The first `length` code points of `text` (RFC 6570 section 2.4.1 counts characters, not UTF-16
 * units), never splitting a surrogate pair.
 * @example
 * truncateCodePoints("𝄞stave", 2); // "𝄞s"
 */
export function truncateCodePoints(text: string, length: number): string {
  let end = 0;
  let left = length;
  // A string iterates by code point: a surrogate pair is one step, a lone surrogate one too.
  for (const char of text) {
    if (left-- === 0) break;
    end += char.length;
  }
  return text.slice(0, end);
}
