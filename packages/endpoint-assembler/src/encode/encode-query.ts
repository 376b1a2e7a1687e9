import { InvalidQueryValueError } from "../errors/errors";
import { UTF8_TEXT } from "../errors/messages";

/** 1 for the characters `encodeURIComponent` leaves as they are: A-Z a-z 0-9 - _ . ! ~ * ' ( ) */
const KEPT = /* @__PURE__ */ asciiSet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'()");

/** `%XX` of every ASCII code, upper-case hex as `encodeURIComponent` writes it. */
const ESCAPES = /* @__PURE__ */ Array.from({ length: 128 }, (_, code) => `%${code.toString(16).toUpperCase().padStart(2, "0")}`);

/**
 * 1 per ASCII code of `chars`, 0 for every other code: a set of {@link encodeQuery}. A function called
 * at load, marked pure: a loop at the top level would be a side effect that keeps this module in
 * every bundle of the package.
 */
export function asciiSet(chars: string): Uint8Array {
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
 *
 * With `kept` (the form style's `unreservedSet()`, encode/style-encoders.ts), ASCII text keeps those
 * characters instead, as the form style's expansion encodes it; other text is left to that
 * expansion (`undefined`).
 */
export function encodeQuery(route: string, name: string, text: string, plus: boolean): string;
export function encodeQuery(route: string, name: string, text: string, plus: boolean, kept: Uint8Array): string | undefined;
export function encodeQuery(route: string, name: string, text: string, plus: boolean, kept = KEPT): string | undefined {
  let out = "";
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 128) return kept === KEPT ? encodeUnicode(route, name, text, plus) : undefined;
    if (kept[code] === 1 || (plus && code === 43)) continue;
    out += text.slice(last, i) + ESCAPES[code];
    last = i + 1;
  }
  return last === 0 ? text : out + text.slice(last);
}

function encodeUnicode(route: string, name: string, text: string, plus: boolean): string {
  return plus ? text.split("+").map((part) => encodeComponent(route, name, part)).join("+") : encodeComponent(route, name, text);
}

function encodeComponent(route: string, name: string, text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone UTF-16 surrogate has no UTF-8 form.
    throw new InvalidQueryValueError(route, name, text, UTF8_TEXT);
  }
}
