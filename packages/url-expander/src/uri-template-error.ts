import { brand, caretUnder, codeList, quote, ScopeError } from "@scope/kit";
import type { UriTemplateErrorCode } from "./types.js";

/** Every code of {@link UriTemplateError}, frozen; the compiler checks it against {@link UriTemplateErrorCode}. */
export const URI_TEMPLATE_ERROR_CODES: readonly UriTemplateErrorCode[] = codeList<UriTemplateErrorCode>({
  UNCLOSED_EXPRESSION: true,
  UNMATCHED_CLOSE_BRACE: true,
  EMPTY_EXPRESSION: true,
  RESERVED_OPERATOR: true,
  EMPTY_VARIABLE_NAME: true,
  INVALID_CHARACTER: true,
  MISPLACED_DOT: true,
  INVALID_PERCENT_ENCODING: true,
  INVALID_PREFIX: true,
  PREFIX_WITH_EXPLODE: true,
  LONE_SURROGATE: true,
  NOT_A_STRING: true,
});

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
  static {
    brand(this, "UriTemplateError");
  }

  declare readonly name: "UriTemplateError";
  /** The template as given. */
  readonly template: string;
  /** Index in `template` (UTF-16 code units, as for `String#at`) of the offending character. */
  readonly position: number;

  constructor(code: UriTemplateErrorCode, template: string, position: number, explanation: string) {
    super(
      code,
      `Invalid URI template: ${explanation} (at position ${position}).\n` +
        `  ${quote(template, position)}\n  ${caretUnder(template, position)}`,
    );
    this.template = template;
    this.position = position;
  }
}
