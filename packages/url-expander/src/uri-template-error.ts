import type { UriTemplateErrorCode } from "./types.js";
import { quoteTemplate } from "./internal/quote-template.js";

/**
 * A template that is not valid RFC 6570, thrown by `parseTemplate` (and `expand`) at parse time.
 *
 * The message says what was wrong, what was expected, gives a valid example and quotes the template
 * around `position` with a caret under it.
 * @example
 * try {
 *   parseTemplate("/orgs/{org");
 * } catch (error) {
 *   (error as UriTemplateError).code; // "UNCLOSED_EXPRESSION"
 *   (error as UriTemplateError).position; // 6
 * }
 * @see https://www.rfc-editor.org/rfc/rfc6570#section-2
 */
export class UriTemplateError extends Error {
  override readonly name = "UriTemplateError" as const;
  /** A stable code for the kind of mistake. */
  readonly code: UriTemplateErrorCode;
  /** The template as given. */
  readonly template: string;
  /** Index in `template` (UTF-16 code units, as for `String#at`) of the offending character. */
  readonly position: number;

  constructor(code: UriTemplateErrorCode, template: string, position: number, explanation: string) {
    super(`Invalid URI template: ${explanation} (at position ${position}).\n${quoteTemplate(template, position)}`);
    this.code = code;
    this.template = template;
    this.position = position;
  }
}
