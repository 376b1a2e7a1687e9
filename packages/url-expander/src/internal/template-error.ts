import { describeValue, quote } from "@scope/kit";
import type { UriTemplateErrorCode } from "../types.js";
import { UriTemplateError } from "../uri-template-error.js";

const NAME_RULE = 'letters, digits, "_" or "%XX", with single "." between them';

/** What was wrong and what was expected, with a valid example, for each code. */
const EXPLANATIONS: Readonly<Record<Exclude<UriTemplateErrorCode, "NOT_A_STRING">, (found: string) => string>> = {
  UNCLOSED_EXPRESSION: () => 'expression opened here with "{" is never closed; expected "}" after its variables, as in "/orgs/{org}"',
  UNMATCHED_CLOSE_BRACE: () =>
    '"}" without an opening "{"; expected "}" only at the end of an expression, as in "/orgs/{org}" (write a literal brace as "%7D")',
  EMPTY_EXPRESSION: () => 'empty expression "{}"; expected at least one variable, as in "{var}"',
  RESERVED_OPERATOR: (found) =>
    `operator ${found} is reserved for future extensions by RFC 6570 section 2.2; expected one of + # . / ; ? & or none, as in "{+path}" or "{?query}"`,
  EMPTY_VARIABLE_NAME: (found) => `missing variable name before ${found}; expected ${NAME_RULE}, as in "{a,b}"`,
  INVALID_CHARACTER: (found) =>
    `character ${found} is not allowed here; expected a variable name of ${NAME_RULE}, then ":n", "*", "," or "}", as in "{first_name,last.name}"`,
  MISPLACED_DOT: () => `"." must stand between two name characters; expected ${NAME_RULE}, as in "{user.name}"`,
  INVALID_PERCENT_ENCODING: (found) =>
    `${found} does not start a percent-encoded triplet; expected "%" and two hex digits in a variable name, as in "{Some%20Thing}"`,
  INVALID_PREFIX: (found) =>
    `invalid prefix length at ${found}; expected ":" and an integer from 1 to 9999 without leading zeros, as in "{var:3}"`,
  PREFIX_WITH_EXPLODE: () =>
    'a variable cannot take both a prefix (":n") and explode ("*"); expected one modifier, as in "{var:3}" or "{list*}"',
  LONE_SURROGATE: (found) =>
    `unpaired UTF-16 surrogate ${found} cannot be encoded as UTF-8; expected well-formed Unicode text, as in "/café/{id}"`,
};

/** The character at `position`, quoted for a message; "end of template" past the end. */
function describeAt(template: string, position: number): string {
  if (position >= template.length) return "end of template";
  const code = template.charCodeAt(position);
  if (code >= 0xd800 && code <= 0xdfff) return `U+${code.toString(16).toUpperCase()}`;
  return quote(String.fromCodePoint(template.codePointAt(position) as number));
}

/**
 * Builds the `UriTemplateError` for `code` at `position`, quoting the character found there.
 * @example
 * throw templateError("EMPTY_EXPRESSION", "/x{}", 2);
 */
export function templateError(
  code: Exclude<UriTemplateErrorCode, "NOT_A_STRING">,
  template: string,
  position: number,
): UriTemplateError {
  return new UriTemplateError(code, template, position, EXPLANATIONS[code](describeAt(template, position)));
}

/**
 * Builds the `UriTemplateError` `NOT_A_STRING` for a template that is not a string (only a caller
 * without types can pass one); `template` holds the text form of a primitive, and "" for an object
 * (whose `toString` is never run).
 * @example
 * throw notAString(42); // Invalid URI template: expected the template as a string such as "/orgs/{org}", got number 42 ...
 */
export function notAString(template: unknown): UriTemplateError {
  const text = typeof template === "object" || typeof template === "function" ? "" : String(template);
  const explanation = `expected the template as a string such as "/orgs/{org}", got ${describeValue(template)}`;
  return new UriTemplateError("NOT_A_STRING", text, 0, explanation);
}
