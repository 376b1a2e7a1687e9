import { type CodeList, ScopeError } from "@scope/kit";
import { headerMessage } from "./internal/messages";
import type { InvalidHeaderErrorCode, InvalidHeaderFacts } from "./types";

const CODES = ["HEADERS_NOT_OBJECT", "INVALID_HEADER_NAME", "INVALID_HEADER_VALUE", "INVALID_MEDIA_TYPE"] as const;

/** Every code of {@link InvalidHeaderError} (a plain list: declaring it runs nothing); the compiler checks it against {@link InvalidHeaderErrorCode}. */
export const INVALID_HEADER_ERROR_CODES: CodeList<InvalidHeaderErrorCode, typeof CODES> = CODES;

/**
 * Thrown by {@link normalizeHeaders} for headers that cannot be sent safely.
 *
 * `code` says what was wrong and does not change between releases:
 * - `"HEADERS_NOT_OBJECT"`: the headers are not a plain object (an array, a `Map`, a string...);
 * - `"INVALID_HEADER_NAME"`: a name is not an HTTP token;
 * - `"INVALID_HEADER_VALUE"`: a value is not a string, number or `undefined`, or contains CR, LF or NUL;
 * - `"INVALID_MEDIA_TYPE"`: a `mediaType` option is not an object of a string `format` and an
 *   array of string `previews` that may go into the accept header.
 *
 * `header` names the offending header, when there is one. The message quotes at most a few dozen
 * characters of any input, and never a header's value, whatever the header's name (only its position
 * and the class of the refused character).
 * `instanceof InvalidHeaderError` holds for an error from any copy of this package (ESM or CJS
 * build, a bundle, another realm).
 *
 * @example
 * try {
 *   normalizeHeaders({ "x-a": "1\r\nx-b: 2" });
 * } catch (error) {
 *   if (error instanceof InvalidHeaderError) error.code; // => "INVALID_HEADER_VALUE"
 * }
 * @see https://www.rfc-editor.org/rfc/rfc9110#section-5
 */
export class InvalidHeaderError extends ScopeError<InvalidHeaderErrorCode> {
  static override readonly brand: string = "InvalidHeaderError";

  declare readonly name: "InvalidHeaderError";
  /** The name of the offending header, as given; `undefined` when the error is about no one header. */
  declare readonly header: string | undefined;

  /**
   * @param code - what was wrong.
   * @param facts - the reason, the header or option, the text and position, the value refused.
   */
  constructor(code: InvalidHeaderErrorCode, facts: InvalidHeaderFacts) {
    super(code, headerMessage(code, facts));
    this.header = facts.header;
  }
}
