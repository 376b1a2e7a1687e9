import { brand, codeList, quote, ScopeError } from "@scope/kit";
import type { UriTemplateValueErrorCode } from "./types.js";

/** Every code of {@link UriTemplateValueError}, frozen; the compiler checks it against {@link UriTemplateValueErrorCode}. */
export const URI_TEMPLATE_VALUE_ERROR_CODES: readonly UriTemplateValueErrorCode[] = codeList<UriTemplateValueErrorCode>({
  PREFIX_ON_COMPOSITE: true,
  NESTED_COMPOSITE: true,
  UNSUPPORTED_TYPE: true,
  LONE_SURROGATE: true,
  NOT_AN_OBJECT: true,
});

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
  static {
    brand(this, "UriTemplateValueError");
  }

  declare readonly name: "UriTemplateValueError";
  /** The name of the variable whose value was refused. */
  readonly variable: string;
  /** The template being expanded. */
  readonly template: string;

  constructor(code: UriTemplateValueErrorCode, variable: string, template: string, explanation: string) {
    const subject = variable === "" ? "URI template" : `variable ${quote(variable)} of URI template`;
    super(code, `Cannot expand ${subject} ${quote(template)}: ${explanation}`);
    this.variable = variable;
    this.template = template;
  }
}
