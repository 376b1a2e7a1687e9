import { type CodeList, ScopeError } from "@scope/kit";
import { templateMessage } from "./internal/messages.js";
import type { UriTemplateErrorCode } from "./types.js";

const CODES = [
  "UNCLOSED_EXPRESSION",
  "UNMATCHED_CLOSE_BRACE",
  "EMPTY_EXPRESSION",
  "RESERVED_OPERATOR",
  "EMPTY_VARIABLE_NAME",
  "INVALID_CHARACTER",
  "MISPLACED_DOT",
  "INVALID_PERCENT_ENCODING",
  "INVALID_PREFIX",
  "PREFIX_WITH_EXPLODE",
  "LONE_SURROGATE",
  "NOT_A_STRING",
] as const;

/**
 * Every code of {@link UriTemplateError}; the compiler checks it against {@link UriTemplateErrorCode}.
 * A plain `readonly` array, not frozen: declaring it runs nothing, so a bundle that does not import
 * it by name ships none of it (even from a minified file, which has lost its pure marks).
 */
export const URI_TEMPLATE_ERROR_CODES: CodeList<UriTemplateErrorCode, typeof CODES> = CODES;

/**
 * A template that is not valid RFC 6570, thrown by `parseTemplate` (and `expand`) at parse time.
 *
 * The message says what was wrong, what was expected, gives a valid example and quotes the template
 * around `position` (at most a few dozen characters, JSON-escaped) with a caret under it.
 * `instanceof UriTemplateError` holds for an error from any copy of this package (ESM or CJS build,
 * a bundle, another realm).
 * @example
 * try {
 *   parseTemplate("/orgs/{org");
 * } catch (error) {
 *   (error as UriTemplateError).code; // "UNCLOSED_EXPRESSION"
 *   (error as UriTemplateError).position; // 6
 * }
 * @see https://www.rfc-editor.org/rfc/rfc6570#section-2
 */
export class UriTemplateError extends ScopeError<UriTemplateErrorCode> {
  static override readonly brand: string = "UriTemplateError";

  declare readonly name: "UriTemplateError";
  /** The template as given. */
  declare readonly template: string;
  /** Index in `template` (UTF-16 code units, as for `String#at`) of the offending character. */
  declare readonly position: number;

  /**
   * @param code - what was wrong.
   * @param template - the template as given ("" when it was not a string).
   * @param position - where in `template`.
   * @param value - what was given instead of a template, for `NOT_A_STRING`.
   */
  constructor(code: UriTemplateErrorCode, template: string, position: number, value?: unknown) {
    super(code, templateMessage(code, template, position, value));
    this.template = template;
    this.position = position;
  }
}
