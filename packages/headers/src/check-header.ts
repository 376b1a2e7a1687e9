// The header rules, each written once with its error: every function of the package checks through these.
import { describeValue, isPlainObject, quote } from "@scope/kit";
import { findInvalidValueChar, MIXED_TOKEN, scanToken } from "./internal/ascii";
import { InvalidHeaderError } from "./invalid-header-error";
import type { HeaderValue, InvalidHeaderErrorCode } from "./types";

/** What a checked text is, for the error: `{ what: "mediaType.format", header: "accept", example: "raw" }`. */
export interface Subject {
  /** What the text is, as the message names it: `header name`, `value for header "x-a"`, `mediaType.format`. */
  what: string;
  /** The header the text is or goes into, as given. */
  header: string;
  /** A valid text of the same kind, quoted in the message. */
  example: string;
}

/** Names of the characters a message must not show raw. */
const NAMED_CHARS: Readonly<Record<number, string>> = {
  0x00: "NUL (\\0)",
  0x0a: "LF (\\n)",
  0x0d: "CR (\\r)",
  0x7f: "DEL (U+007F)",
};

/** CR, LF and NUL: each would let a value end its header and start another (header injection). */
const INJECTION = new Set([0x0d, 0x0a, 0x00]);

/** Names the character at `index` of `text`: `CR (\r)`, `"✓" (U+2713)`, `the control character U+0001`. */
function describeChar(text: string, index: number): string {
  const code = text.codePointAt(index) ?? 0;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  const shown = code < 0x20 ? `the control character ${hex}` : `${JSON.stringify(String.fromCodePoint(code))} (${hex})`;
  return NAMED_CHARS[code] ?? shown;
}

/**
 * Throws unless `text` is a non-empty RFC 9110 token; returns true when it holds an upper-case letter.
 *
 * @see https://www.rfc-editor.org/rfc/rfc9110#section-5.6.2
 */
export function checkToken(text: string, code: InvalidHeaderErrorCode, subject: Subject): boolean {
  const scan = text === "" ? 0 : scanToken(text);
  if (scan < 0) return scan === MIXED_TOKEN;
  const { what, header, example } = subject;
  if (text === "") {
    const message = `Invalid ${what} "": it needs at least one character, for example "${example}".`;
    throw new InvalidHeaderError(code, message, header);
  }
  throw new InvalidHeaderError(
    code,
    `Invalid ${what} ${quote(text, scan)}: ${JSON.stringify(text[scan])} at position ${scan} is not allowed. ` +
      `Expected an HTTP token (letters, digits and !#$%&'*+-.^_\`|~), for example "${example}".`,
    header,
  );
}

/** Throws unless every character of `text` may appear in a header value (Node's `http` rule). */
export function checkValueText(text: string, subject: Subject): void {
  const index = findInvalidValueChar(text);
  if (index !== -1) throw invalidValueChar(text, index, subject);
}

/** The error for the character at `index` of `text`, which may not appear in a header value. */
function invalidValueChar(text: string, index: number, subject: Subject): InvalidHeaderError {
  return new InvalidHeaderError(
    "INVALID_HEADER_VALUE",
    `Invalid ${subject.what}: ${describeChar(text, index)} at position ${index} is not allowed` +
      `${INJECTION.has(text.charCodeAt(index)) ? " (header injection)" : ""}. Expected tab and visible ` +
      `characters up to U+00FF, such as "${subject.example}", got ${quote(text, index)}.`,
    subject.header,
  );
}

/** Throws unless `name` is a header name (a token); returns true when it must be lower-cased. */
export function checkHeaderName(name: string): boolean {
  // The hot path: a valid name costs one scan and no allocation.
  const scan = name === "" ? 0 : scanToken(name);
  if (scan < 0) return scan === MIXED_TOKEN;
  return checkToken(name, "INVALID_HEADER_NAME", { what: "header name", header: name, example: "x-request-id" });
}

/** Returns `value` when it is a valid header value (a string, a number) or `undefined`; throws otherwise. */
export function checkHeaderValue(name: string, value: unknown): HeaderValue | undefined {
  if (value === undefined || typeof value === "number") return value;
  if (typeof value !== "string") {
    throw new InvalidHeaderError(
      "INVALID_HEADER_VALUE",
      `Invalid value for header ${quote(name)}: expected a string, a number or undefined, ` +
        `got ${describeValue(value)}.`,
      name,
    );
  }
  const index = findInvalidValueChar(value);
  if (index === -1) return value;
  throw invalidValueChar(value, index, { what: `value for header ${quote(name)}`, header: name, example: "text/html" });
}

/** Throws unless `value` is a plain object (of any realm); `what` names it: `headers`, `target`... */
export function checkHeadersObject(value: unknown, what: string): asserts value is Record<string, unknown> {
  if (isPlainObject(value)) return;
  throw new InvalidHeaderError(
    "HEADERS_NOT_OBJECT",
    `Invalid ${what}: expected a plain object such as { accept: "text/html" }, got ${describeValue(value)}.`,
  );
}
