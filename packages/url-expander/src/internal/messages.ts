// The prose of every error this package throws, in one table per error class: the classes build
// their messages here from the facts a throw site gives (a code, the template, a position, a value).
import { caretExcerpt, describeValue, formatMessage, kindOf, quote } from "@scope/kit";
import type { UriTemplateErrorCode, UriTemplateValueErrorCode, UriTemplateValueFacts as ValueFacts } from "../types.js";

const NAME_RULE = 'letters, digits, "_" or "%XX", with single "." between them';

/** What was wrong and what was expected, with a valid example, for each code; `found` is the character at the position. */
const TEMPLATE_EXPLANATIONS: Readonly<Record<UriTemplateErrorCode, (found: string, value: unknown) => string>> = {
  UNCLOSED_EXPRESSION: () => 'expression opened here with "{" is never closed; expected "}" after its variables, as in "/orgs/{org}"',
  UNMATCHED_CLOSE_BRACE: () =>
    '"}" without an opening "{"; expected "}" only at the end of an expression, as in "/orgs/{org}" (write a literal brace as "%7D")',
  EMPTY_EXPRESSION: () => 'empty expression "{}"; expected at least one variable, as in "{var}"',
  RESERVED_OPERATOR: (found) =>
    `operator ${found} is reserved for future extensions by RFC 6570 section 2.2; expected one of + # . / ; ? & or none, as in "{+path}" or "{?query}"`,
  EMPTY_VARIABLE_NAME: (found) => `missing variable name before ${found}; expected ${NAME_RULE}, as in "{a,b}"`,
  INVALID_CHARACTER: (found) =>
    `character ${found} is not allowed here; expected a variable name of ${NAME_RULE}, then ":n", "*", "," or "}", as in "{first_name,last.name}"` +
    (found === '"-"' ? ' (names with "-", such as "{enterprise-team}", need the option { hyphenatedNames: true })' : ""),
  MISPLACED_DOT: () => `"." must stand between two name characters; expected ${NAME_RULE}, as in "{user.name}"`,
  INVALID_PERCENT_ENCODING: (found) =>
    `${found} does not start a percent-encoded triplet; expected "%" and two hex digits in a variable name, as in "{Some%20Thing}"`,
  INVALID_PREFIX: (found) =>
    `invalid prefix length at ${found}; expected ":" and an integer from 1 to 9999 without leading zeros, as in "{var:3}"`,
  PREFIX_WITH_EXPLODE: () =>
    'a variable cannot take both a prefix (":n") and explode ("*"); expected one modifier, as in "{var:3}" or "{list*}"',
  LONE_SURROGATE: (found) =>
    `unpaired UTF-16 surrogate ${found} cannot be encoded as UTF-8; expected well-formed Unicode text, as in "/café/{id}"`,
  NOT_A_STRING: (_found, value) => `got ${describeValue(value)}; expected the template as a string, as in "/orgs/{org}"`,
};

/** The character at `position`, quoted for a message; "end of template" past the end. */
function describeAt(template: string, position: number): string {
  if (position >= template.length) return "end of template";
  const code = template.charCodeAt(position);
  if (code >= 0xd800 && code <= 0xdfff) return `U+${code.toString(16).toUpperCase()}`;
  return quote(String.fromCodePoint(template.codePointAt(position) as number));
}

/**
 * The message of a `UriTemplateError`: the explanation of `code`, the template quoted around
 * `position` with a caret under it. `value` is what was given instead of a template (`NOT_A_STRING`).
 */
export function templateMessage(code: UriTemplateErrorCode, template: string, position: number, value?: unknown): string {
  const explanation = TEMPLATE_EXPLANATIONS[code](describeAt(template, position), value);
  return formatMessage({ subject: "URI template", position }, explanation) + caretExcerpt(template, position);
}


const EXPECTED = "expected a string, number, boolean, bigint, null, undefined, array or plain object";

/** What was wrong and what was expected, with a valid example, for each code. */
const VALUE_EXPLANATIONS: Readonly<Record<UriTemplateValueErrorCode, (facts: ValueFacts) => string>> = {
  PREFIX_ON_COMPOSITE: ({ composite, prefix }) =>
    `a prefix modifier (":${prefix}") applies to strings only (RFC 6570 section 2.4.1), and the value is a ${composite}; ` +
    `expected a string, as in "{var:3}" with { var: "value" }, or no prefix to expand the ${composite}`,
  NESTED_COMPOSITE: ({ value }) =>
    `a list or map member is itself an ${kindOf(value)}, which RFC 6570 cannot expand; ` +
    'expected members that are strings, numbers, booleans, bigints, null or undefined, as in { list: ["a", 1] }',
  UNSUPPORTED_TYPE: ({ value }) => {
    const type = kindOf(value);
    return `a value of type ${type} cannot be expanded; ${EXPECTED}${type === "Date" ? " (for a Date, pass date.toISOString())" : ""}`;
  },
  LONE_SURROGATE: ({ index }) =>
    `the string has an unpaired UTF-16 surrogate at index ${index}, which UTF-8 cannot encode; ` +
    'expected well-formed Unicode text, as in "café" or "𝄞"',
  NOT_AN_OBJECT: ({ value }) =>
    `got ${describeValue(value)}; expected an object of variables, as in expand("/orgs/{org}", { org: "octokit" })`,
};

/** The message of a `UriTemplateValueError` for the value of `variable` ("" for the values as a whole). */
export function valueMessage(code: UriTemplateValueErrorCode, variable: string, template: string, facts: ValueFacts): string {
  const subject = variable === "" ? `values for URI template ${quote(template)}` : `value for variable ${quote(variable)} of URI template ${quote(template)}`;
  return formatMessage({ subject }, VALUE_EXPLANATIONS[code](facts));
}
