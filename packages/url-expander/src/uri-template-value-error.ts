import { type CodeList, ScopeError } from "@scope/kit";
import { valueMessage } from "./internal/messages.js";
import type { UriTemplateValueErrorCode, UriTemplateValueFacts } from "./types.js";

export type { UriTemplateValueFacts };

const CODES = ["PREFIX_ON_COMPOSITE", "NESTED_COMPOSITE", "UNSUPPORTED_TYPE", "LONE_SURROGATE", "NOT_AN_OBJECT"] as const;

/**
 * Every code of {@link UriTemplateValueError}; the compiler checks it against
 * {@link UriTemplateValueErrorCode}. A plain `readonly` array, not frozen: declaring it runs nothing.
 */
export const URI_TEMPLATE_VALUE_ERROR_CODES: CodeList<UriTemplateValueErrorCode, typeof CODES> = CODES;

/**
 * A value that cannot be expanded, thrown by `UriTemplate#expand` and `expand`: a prefix modifier
 * on a list or map, a nested list or map, a function, symbol or class instance, or a string with a
 * lone UTF-16 surrogate. The message quotes at most a few dozen characters of the template and of
 * the variable name. `instanceof UriTemplateValueError` holds for an error from any copy of this
 * package (ESM or CJS build, a bundle, another realm).
 * @example
 * try {
 *   parseTemplate("{keys:1}").expand({ keys: { a: "b" } });
 * } catch (error) {
 *   (error as UriTemplateValueError).code; // "PREFIX_ON_COMPOSITE"
 *   (error as UriTemplateValueError).variable; // "keys"
 * }
 * @see https://www.rfc-editor.org/rfc/rfc6570#section-2.4.1
 */
export class UriTemplateValueError extends ScopeError<UriTemplateValueErrorCode> {
  static override readonly brand: string = "UriTemplateValueError";

  declare readonly name: "UriTemplateValueError";
  /** The name of the variable whose value was refused. */
  declare readonly variable: string;
  /** The template being expanded. */
  declare readonly template: string;

  /**
   * @param code - what was wrong.
   * @param variable - the variable whose value was refused, "" for the values as a whole.
   * @param template - the template being expanded.
   * @param facts - the value refused, the variable's prefix, the index of a lone surrogate.
   */
  constructor(code: UriTemplateValueErrorCode, variable: string, template: string, facts: UriTemplateValueFacts = {}) {
    super(code, valueMessage(code, variable, template, facts));
    this.variable = variable;
    this.template = template;
  }
}
