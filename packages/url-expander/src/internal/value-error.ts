import type { UriTemplateValueErrorCode } from "../types.js";
import { UriTemplateValueError, type UriTemplateValueFacts } from "../uri-template-value-error.js";

/**
 * The `UriTemplateValueError` for the value of `variable`: its message, from the package's message
 * table, names the variable and quotes the template.
 * @example
 * throw valueError("UNSUPPORTED_TYPE", { name: "a", template: "{a}" }, { value: new Map() });
 */
export function valueError(
  code: Exclude<UriTemplateValueErrorCode, "NOT_AN_OBJECT">,
  variable: { readonly name: string; readonly template: string },
  facts: UriTemplateValueFacts,
): UriTemplateValueError {
  return new UriTemplateValueError(code, variable.name, variable.template, facts);
}

/** `NOT_AN_OBJECT`: the values given to `expand` are not an object of variables. */
export function notAnObject(template: string, values: unknown): UriTemplateValueError {
  return new UriTemplateValueError("NOT_AN_OBJECT", "", template, { value: values });
}
