import { scanToken } from "./internal/ascii";

/**
 * Tells whether `text` is an RFC 9110 token: one or more of the letters, digits and
 * ``!#$%&'*+-.^_`|~`` that header names and request methods are made of. Anything but a string is not.
 *
 * @example
 * isToken("PATCH"); // => true
 * isToken("x-request-id"); // => true
 * isToken("G ET"); // => false
 * @see https://www.rfc-editor.org/rfc/rfc9110#section-5.6.2
 */
export function isToken(text: string): boolean {
  return typeof text === "string" && text.length > 0 && scanToken(text) < 0;
}
