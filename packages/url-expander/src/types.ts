
/**
 * A value that expands as a string: strings as given, numbers and booleans through `String()`,
 * bigints written in full.
 * @see https://www.rfc-editor.org/rfc/rfc6570#section-2.4
 */
export type TemplateScalar = string | number | boolean | bigint;

/** A list or map member: a scalar, or `null` / `undefined`, which are skipped. */
export type TemplateMember = TemplateScalar | null | undefined;

/**
 * A value accepted for a template variable.
 *
 * - a {@link TemplateScalar};
 * - an array of members: an RFC 6570 list;
 * - a plain object (prototype `Object.prototype` or `null`) of members: an associative array, its own
 *   enumerable string keys in property order;
 * - `null` or `undefined`: the variable is undefined and expands to nothing.
 *
 * An empty list, an empty map, or one whose members are all `null`/`undefined`, is undefined too.
 * Anything else (functions, symbols, class instances such as `Date` or `URL`, arrays or objects
 * nested in a list or map) throws a {@link UriTemplateValueError} when expanded.
 * @see https://www.rfc-editor.org/rfc/rfc6570#section-2.3
 */
export type TemplateValue =
  | TemplateMember
  | readonly TemplateMember[]
  | { readonly [key: string]: TemplateMember };

/**
 * A compiled URI template: parsed and validated once, then expanded as often as needed.
 *
 * `Name` is the union of its variable names and `Required` those that `expand` must be given (see
 * {@link TemplateVariables}); `parseTemplate` reads both from the template's literal type. With the
 * default, `string`, any object of values is accepted.
 * @example
 * const template: UriTemplate<"owner" | "page", "owner"> = parseTemplate("/users/{owner}{?page}");
 */
export interface UriTemplate<Name extends string = string, Required extends Name = Name> {
  /** The template text as given. */
  readonly template: string;
  /** Variable names in order of first appearance, no duplicates. */
  readonly variables: readonly Name[];
  /**
   * Expands with the given values; never mutates them. Only own properties named after a variable
   * are read. Throws {@link UriTemplateValueError} for a value that cannot be expanded.
   * @example
   * parseTemplate("/repos/{owner}/{repo}").expand({ owner: "octo", repo: "hello world" });
   * // "/repos/octo/hello%20world"
   */
  expand(values: TemplateValues<Name, Required>): string;
}

/**
 * How `parseTemplate` and `expand` read a template.
 * @example
 * parseTemplate("/teams/{enterprise-team}", { hyphenatedNames: true }).variables; // ["enterprise-team"]
 */
export interface ParseTemplateOptions {
  /**
   * Also accept `-` in variable names, anywhere but as a name's first character:
   * `varname = varchar *( ["."] ( varchar / "-" ) )` instead of RFC 6570's
   * `varchar *( ["."] varchar )`, where `varchar = ALPHA / DIGIT / "_" / pct-encoded`. So
   * `{enterprise-team}`, `{a--b}`, `{a-}`, `{a-.b}` and `{a.-b}` are accepted, and the name keeps its
   * `-` (`{?a-b}` expands to `?a-b=...`); `{-a}` still throws `INVALID_CHARACTER`, and the rules for
   * `.` are unchanged. Real APIs name variables so (GitHub's `{enterprise-team}`); RFC 6570 does not,
   * so it is off unless set to `true` (any other value leaves it off).
   * @default false
   */
  readonly hyphenatedNames?: boolean;
}

/**
 * Why a template was refused, as `UriTemplateError#code`.
 *
 * - `UNCLOSED_EXPRESSION`: a `{` with no `}` (`"/orgs/{org"`).
 * - `UNMATCHED_CLOSE_BRACE`: a `}` outside an expression (`"/orgs/org}"`).
 * - `EMPTY_EXPRESSION`: `{}`.
 * - `RESERVED_OPERATOR`: an operator RFC 6570 keeps for later: `=` `,` `!` `@` `|`.
 * - `EMPTY_VARIABLE_NAME`: a variable name is missing (`{a,}`, `{+}`, `{:3}`).
 * - `INVALID_CHARACTER`: a character that cannot stand there (`{a-b}`, `{a b}`, `{a*b}`).
 * - `MISPLACED_DOT`: a `.` at either end of a name or doubled (`{a.}`, `{a..b}`).
 * - `INVALID_PERCENT_ENCODING`: `%` not followed by two hex digits in a name (`{%2x}`).
 * - `INVALID_PREFIX`: a prefix that is not 1 to 9999 without leading zero (`{a:0}`, `{a:01}`).
 * - `PREFIX_WITH_EXPLODE`: both modifiers on one variable (`{a:2*}`).
 * - `LONE_SURROGATE`: a UTF-16 surrogate without its pair, which UTF-8 cannot encode.
 * - `NOT_A_STRING`: the template is not a string at all (`parseTemplate(42)`).
 */
export type UriTemplateErrorCode =
  | "UNCLOSED_EXPRESSION"
  | "UNMATCHED_CLOSE_BRACE"
  | "EMPTY_EXPRESSION"
  | "RESERVED_OPERATOR"
  | "EMPTY_VARIABLE_NAME"
  | "INVALID_CHARACTER"
  | "MISPLACED_DOT"
  | "INVALID_PERCENT_ENCODING"
  | "INVALID_PREFIX"
  | "PREFIX_WITH_EXPLODE"
  | "LONE_SURROGATE"
  | "NOT_A_STRING";

/**
 * Why a value could not be expanded, as `UriTemplateValueError#code`.
 *
 * - `PREFIX_ON_COMPOSITE`: a prefix modifier (`{a:3}`) on a list or map (RFC 6570 section 2.4.1).
 * - `NESTED_COMPOSITE`: an array or object inside a list or map.
 * - `UNSUPPORTED_TYPE`: a function, symbol or non-plain object (`Date`, `Map`, class instances).
 * - `LONE_SURROGATE`: a string with a UTF-16 surrogate without its pair.
 * - `NOT_AN_OBJECT`: the values given to `expand` are not an object (then `variable` is "").
 */
export type UriTemplateValueErrorCode =
  | "PREFIX_ON_COMPOSITE"
  | "NESTED_COMPOSITE"
  | "UNSUPPORTED_TYPE"
  | "LONE_SURROGATE"
  | "NOT_AN_OBJECT";

/** The facts of a refused value that its message names. */
export interface UriTemplateValueFacts {
  /** The value refused. */
  readonly value?: unknown;
  /** What kind of composite value a prefix was applied to. */
  readonly composite?: "list" | "map";
  /** The prefix length of its variable (`3` for `{var:3}`). */
  readonly prefix?: number;
  /** The index of a lone surrogate in the string. */
  readonly index?: number;
}

/**
 * The values `expand` takes for variables `Name`, of which `Required` must be present (a value of
 * `undefined` or `null` still counts as present, and expands to nothing). With `Name` = `string`,
 * any object of values.
 * @example
 * const values: TemplateValues<"owner" | "page", "owner"> = { owner: "octokit" };
 */
export type TemplateValues<Name extends string, Required extends string = Name> = string extends Name
  ? Readonly<Record<string, unknown>>
  : { readonly [Key in Required]: TemplateValue } & { readonly [Key in Exclude<Name, Required>]?: TemplateValue };
