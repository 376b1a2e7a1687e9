// The header rules, each written once with its error: every function of the package checks through these.
import { isPlainObject } from "@scope/kit";
import { findInvalidValueChar, MIXED_TOKEN, scanToken } from "./internal/ascii";
import { InvalidHeaderError } from "./invalid-header-error";
import type { HeaderValue, InvalidHeaderErrorCode } from "./types";

/** Where a checked text goes, for the error: `{ option: "mediaType.format", header: "accept" }`. */
export interface Subject {
  /** The option the text is, when it is not a header's own name or value: `mediaType.format`, `vendor`. */
  readonly option?: string;
  /** The header the text is or goes into, as given. */
  readonly header: string;
}

/**
 * Throws unless `text` is a non-empty RFC 9110 token; returns true when it holds an upper-case letter.
 * `subject` defaults to the header named `text` (a header name checked), made only when it throws.
 *
 * @see https://www.rfc-editor.org/rfc/rfc9110#section-5.6.2
 */
export function checkToken(text: string, code: InvalidHeaderErrorCode, subject?: Subject): boolean {
  const scan = text === "" ? 0 : scanToken(text);
  if (scan < 0) return scan === MIXED_TOKEN;
  throw new InvalidHeaderError(code, { reason: text === "" ? "EMPTY" : "NOT_TOKEN", ...(subject ?? { header: text }), text, position: scan });
}

/** Throws unless every character of `text` may appear in a header value (Node's `http` rule). */
export function checkValueText(text: string, subject: Subject, code: InvalidHeaderErrorCode = "INVALID_HEADER_VALUE"): void {
  const index = findInvalidValueChar(text);
  if (index !== -1) throw new InvalidHeaderError(code, { reason: "BAD_CHARACTER", ...subject, text, position: index });
}

/** Throws unless `name` is a header name (a token); returns true when it must be lower-cased. */
export function checkHeaderName(name: string): boolean {
  // The hot path: a valid name costs one scan and no allocation (no subject is made unless it throws).
  return checkToken(name, "INVALID_HEADER_NAME");
}

/** Returns `value` when it is a string that may appear in a header value; throws `code` otherwise (`WRONG_TYPE`, `BAD_CHARACTER`). */
export function checkText(value: unknown, subject: Subject, code: InvalidHeaderErrorCode = "INVALID_HEADER_VALUE"): string {
  if (typeof value !== "string") throw new InvalidHeaderError(code, { reason: "WRONG_TYPE", ...subject, value });
  checkValueText(value, subject, code);
  return value;
}

/** Returns `value` when it is a valid header value (a string, a number) or `undefined`; throws otherwise. */
export function checkHeaderValue(name: string, value: unknown): HeaderValue | undefined {
  return value === undefined || typeof value === "number" ? value : checkText(value, { header: name });
}

/** Throws unless `value` is a plain object (of any realm); `option` names it: `headers`, `target`... */
export function checkHeadersObject(value: unknown, option: string): asserts value is Record<string, unknown> {
  if (!isPlainObject(value)) throw new InvalidHeaderError("HEADERS_NOT_OBJECT", { reason: "NOT_OBJECT", option, value });
}
