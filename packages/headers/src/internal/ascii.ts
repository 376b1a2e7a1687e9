// Character classes used by the header rules, tested by char code so that no regex can backtrack.

/** The symbols RFC 9110 allows in a token besides letters and digits. */
const TOKEN_SYMBOLS = "!#$%&'*+-.^_`|~";

/** True for an ASCII letter or digit. */
function isAlphaNumeric(code: number): boolean {
  return (
    (code >= 0x30 && code <= 0x39) || // 0-9
    (code >= 0x41 && code <= 0x5a) || // A-Z
    (code >= 0x61 && code <= 0x7a) // a-z
  );
}

/** True for a regex `\w` character: `[A-Za-z0-9_]`. */
export function isWordChar(code: number): boolean {
  return isAlphaNumeric(code) || code === 0x5f;
}

/** True for a `[\w-]` character, the alphabet of preview names. */
export function isPreviewChar(code: number): boolean {
  return isWordChar(code) || code === 0x2d;
}

/**
 * True for an RFC 9110 `tchar`.
 *
 * @see https://www.rfc-editor.org/rfc/rfc9110#section-5.6.2
 */
export function isTokenChar(code: number): boolean {
  return isAlphaNumeric(code) || (code < 0x80 && TOKEN_SYMBOLS.includes(String.fromCharCode(code)));
}

/** True when `text` is one or more `\w` characters. */
export function isWord(text: string): boolean {
  if (text === "") return false;
  for (let index = 0; index < text.length; index++) {
    if (!isWordChar(text.charCodeAt(index))) return false;
  }
  return true;
}
