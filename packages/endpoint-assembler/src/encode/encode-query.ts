import { InvalidQueryValueError } from "../errors/errors";

/** 1 for the characters `encodeURIComponent` leaves as they are: A-Z a-z 0-9 - _ . ! ~ * ' ( ) */
const KEPT = /* @__PURE__ */ asciiSet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'()");

/**
 * 1 for RFC 3986's unreserved characters, A-Z a-z 0-9 - . _ ~: what the form style's expansion
 * (@scope/url-expander's `encodeUnreserved`) leaves as they are.
 */
const UNRESERVED = /* @__PURE__ */ asciiSet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~");

/** `%XX` of every ASCII code, upper-case hex as `encodeURIComponent` writes it. */
const ESCAPES = /* @__PURE__ */ Array.from({ length: 128 }, (_, code) => `%${code.toString(16).toUpperCase().padStart(2, "0")}`);

/**
 * 1 per ASCII code of `chars`, 0 for every other code. A function called at load, marked pure: a
 * loop at the top level would be a side effect that keeps this module in every bundle of the package.
 */
function asciiSet(chars: string): Uint8Array {
  const set = new Uint8Array(128);
  for (const char of chars) set[char.charCodeAt(0)] = 1;
  return set;
}

/**
 * `encodeURIComponent(text)`, also keeping `+` when `plus` (the search syntax of `q` uses it).
 *
 * ASCII text, the usual case, is encoded here in one pass: `encodeURIComponent` is a call into the
 * runtime that costs more than the whole loop for a short value. Text with any other character
 * goes to `encodeURIComponent` itself, so that UTF-8 and the lone-surrogate error stay its own.
 */
export function encodeQuery(name: string, text: string, plus: boolean): string {
  return encodeAscii(text, KEPT, plus) ?? encodeUnicode(name, text, plus);
}

/**
 * ASCII `text` percent-encoded as the form style's expansion encodes it (`encodeUnreserved`: all but
 * RFC 3986's unreserved characters), in the one pass of {@link encodeQuery}; `undefined` for text
 * with any other character, which the expansion itself writes (UTF-8, its lone-surrogate refusal).
 * @example
 * encodeUnreservedAscii("it's 50%!"); // => "it%27s%2050%25%21"
 * encodeUnreservedAscii("café"); // => undefined
 */
export function encodeUnreservedAscii(text: string): string | undefined {
  return encodeAscii(text, UNRESERVED, false);
}

/** `text` with each ASCII code not in `kept` (nor a `+` when `plus`) as its `%XX`; `undefined` when it holds any other code. */
function encodeAscii(text: string, kept: Uint8Array, plus: boolean): string | undefined {
  let out = "";
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 128) return undefined;
    if (kept[code] === 1 || (plus && code === 43)) continue;
    out += text.slice(last, i) + ESCAPES[code];
    last = i + 1;
  }
  return last === 0 ? text : out + text.slice(last);
}

function encodeUnicode(name: string, text: string, plus: boolean): string {
  return plus ? text.split("+").map((part) => encodeComponent(name, part)).join("+") : encodeComponent(name, text);
}

function encodeComponent(name: string, text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone UTF-16 surrogate has no UTF-8 form.
    throw new InvalidQueryValueError(name, text);
  }
}
