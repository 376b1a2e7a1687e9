import type { InvalidHeaderErrorCode } from "./types";

/**
 * Thrown by {@link normalizeHeaders} for headers that cannot be sent safely.
 *
 * `code` says what was wrong and does not change between releases:
 * - `"HEADERS_NOT_OBJECT"`: the headers are not a plain object (an array, a `Map`, a string...);
 * - `"INVALID_HEADER_NAME"`: a name is not an HTTP token;
 * - `"INVALID_HEADER_VALUE"`: a value is not a string, number or `undefined`, or contains CR, LF or NUL.
 *
 * `header` names the offending header, when there is one.
 *
 * @example
 * try {
 *   normalizeHeaders({ "x-a": "1\r\nx-b: 2" });
 * } catch (error) {
 *   if (error instanceof InvalidHeaderError) error.code; // => "INVALID_HEADER_VALUE"
 * }
 * @see https://www.rfc-editor.org/rfc/rfc9110#section-5
 */
export class InvalidHeaderError extends Error {
  override name = "InvalidHeaderError" as const;
  /** What was wrong, as a stable string. */
  code: InvalidHeaderErrorCode;
  /** The name of the offending header, as given. */
  header?: string;

  constructor(code: InvalidHeaderErrorCode, message: string, header?: string) {
    super(message);
    this.code = code;
    if (header !== undefined) this.header = header;
  }
}
