import { brand, codeList, ScopeError } from "@scope/kit";
import type { InvalidHeaderErrorCode } from "./types";

/** Every code of {@link InvalidHeaderError}, frozen; the compiler checks it against {@link InvalidHeaderErrorCode}. */
export const INVALID_HEADER_ERROR_CODES: readonly InvalidHeaderErrorCode[] = codeList<InvalidHeaderErrorCode>({
  HEADERS_NOT_OBJECT: true,
  INVALID_HEADER_NAME: true,
  INVALID_HEADER_VALUE: true,
});

/**
 * Thrown by {@link normalizeHeaders} for headers that cannot be sent safely.
 *
 * `code` says what was wrong and does not change between releases:
 * - `"HEADERS_NOT_OBJECT"`: the headers are not a plain object (an array, a `Map`, a string...);
 * - `"INVALID_HEADER_NAME"`: a name is not an HTTP token;
 * - `"INVALID_HEADER_VALUE"`: a value is not a string, number or `undefined`, or contains CR, LF or NUL.
 *
 * `header` names the offending header, when there is one. The message quotes at most a few dozen
 * characters of any input. `instanceof InvalidHeaderError` holds for an error from any copy of this
 * package (ESM or CJS build, a bundle, another realm).
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
  static {
    brand(this, "InvalidHeaderError");
  }

  declare readonly name: "InvalidHeaderError";
  /** The name of the offending header, as given. */
  readonly header?: string;

  /**
   * @param code - what was wrong.
   * @param message - the whole message, any input in it quoted as a short excerpt.
   * @param header - the name of the offending header, when there is one.
   */
  constructor(code: InvalidHeaderErrorCode, message: string, header?: string) {
    super(code, message);
    if (header !== undefined) this.header = header;
  }
}
