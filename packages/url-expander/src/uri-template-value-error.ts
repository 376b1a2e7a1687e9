import type { UriTemplateValueErrorCode } from "./types.js";

/** Longest template quoted whole in a message; longer ones are cut with "…". */
const QUOTED_MAX = 60;

/**
 * A value that cannot be expanded, thrown by `UriTemplate#expand` and `expand`: a prefix modifier
 * on a list or map, a nested list or map, a function, symbol or class instance, or a string with a
 * lone UTF-16 surrogate.
 * @example
 * try {
 *   parseTemplate("{keys:1}").expand({ keys: { a: "b" } });
 * } catch (error) {
 *   (error as UriTemplateValueError).code; // "PREFIX_ON_COMPOSITE"
 *   (error as UriTemplateValueError).variable; // "keys"
 * }
 * @see https://www.rfc-editor.org/rfc/rfc6570#section-2.4.1
 */
export class UriTemplateValueError extends Error {
  override readonly name = "UriTemplateValueError" as const;
  /** A stable code for the kind of value refused. */
  readonly code: UriTemplateValueErrorCode;
  /** The name of the variable whose value was refused. */
  readonly variable: string;
  /** The template being expanded. */
  readonly template: string;

  constructor(code: UriTemplateValueErrorCode, variable: string, template: string, explanation: string) {
    const quoted = template.length > QUOTED_MAX ? `${template.slice(0, QUOTED_MAX - 1)}…` : template;
    const subject = variable === "" ? "URI template" : `variable "${variable}" of URI template`;
    super(`Cannot expand ${subject} ${JSON.stringify(quoted)}: ${explanation}`);
    this.code = code;
    this.variable = variable;
    this.template = template;
  }
}
