import type { UriTemplateErrorCode } from "../types.js";
import { UriTemplateError } from "../uri-template-error.js";

/**
 * Builds the `UriTemplateError` for `code` at `position`; its message, from the package's message
 * table, quotes the character found there.
 * @example
 * throw templateError("EMPTY_EXPRESSION", "/x{}", 2);
 */
export function templateError(
  code: Exclude<UriTemplateErrorCode, "NOT_A_STRING">,
  template: string,
  position: number,
): UriTemplateError {
  return new UriTemplateError(code, template, position);
}

/**
 * Builds the `UriTemplateError` `NOT_A_STRING` for a template that is not a string (only a caller
 * without types can pass one); `template` holds the text form of a primitive, and "" for an object
 * (whose `toString` is never run).
 * @example
 * throw notAString(42); // Invalid URI template at position 0: got number 42; expected the template as a string ...
 */
export function notAString(template: unknown): UriTemplateError {
  // Object(x) === x for an object or a function alone: a primitive's wrapper is another object.
  return new UriTemplateError("NOT_A_STRING", Object(template) === template ? "" : String(template), 0, template);
}
