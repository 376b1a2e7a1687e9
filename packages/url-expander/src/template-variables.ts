// The variables of an RFC 6570 template, read by the compiler from the template's literal type.
// Only types: nothing here exists at run time. The parser jumps from one `{` to the next `}`
// (never character by character over literal text) and recurses in tail position, so a long
// template costs a few instantiations per expression.
import type { TemplateValues } from "./types.js";

export type { TemplateValues };

/** Operators whose variables are optional: they expand to a query (`{?a,b}`, `{&c}`). */
type QueryOperator = "?" | "&";

/** Operators whose variables fill the path (`{+a}`, `{#a}`, `{.a}`, `{/a}`, `{;a}`): required. */
type PathOperator = "+" | "#" | "." | "/" | ";";

/** A variable name without its modifier: `name:3` and `name*` become `name`. */
type StripModifier<Spec extends string> = Spec extends `${infer Name}:${string}`
  ? Name
  : Spec extends `${infer Name}*`
    ? Name
    : Spec;

/** The names of a comma-separated variable list: `a,b:3,c*` gives `"a" | "b" | "c"`. */
type ListNames<List extends string, Names extends string = never> = List extends `${infer Spec},${infer Rest}`
  ? ListNames<Rest, Names | StripModifier<Spec>>
  : Names | StripModifier<List>;

/** The variables of one expression (the text between `{` and `}`), split into required and optional. */
type ExpressionVariables<Expr extends string> = Expr extends `${infer Op}${infer List}`
  ? Op extends QueryOperator
    ? { required: never; optional: ListNames<List> }
    : Op extends PathOperator
      ? { required: ListNames<List>; optional: never }
      : { required: ListNames<Expr>; optional: never }
  : { required: never; optional: never };

/** Walks the expressions of a template literal type, collecting both unions. */
type Scan<Template extends string, Required extends string, Optional extends string> =
  Template extends `${string}{${infer Expr}}${infer Tail}`
    ? ExpressionVariables<Expr> extends { required: infer R extends string; optional: infer O extends string }
      ? Scan<Tail, Required | R, Optional | O>
      : never
    : { required: Required; optional: Exclude<Optional, Required> };

/**
 * The variables of a template, read from its literal type: `required` are those of path-like
 * expressions (no operator, `+`, `#`, `.`, `/`, `;`), `optional` those of query expressions (`?`, `&`)
 * that no path-like expression names too. Modifiers (`:3`, `*`) are dropped. For a template typed
 * `string`, any name may be a variable: `{ required: never; optional: string }`.
 * @example
 * type V = TemplateVariables<"/repos/{owner}/{repo}/issues{?state,labels*}">;
 * // { required: "owner" | "repo"; optional: "state" | "labels" }
 * @see https://www.rfc-editor.org/rfc/rfc6570#section-2.2
 */
export type TemplateVariables<Template extends string> = string extends Template
  ? { required: never; optional: string }
  : Scan<Template, never, never>;

/**
 * The names of the variables a template must be given (see {@link TemplateVariables}).
 * @example
 * type R = RequiredVariables<"/users/{user}{?page}">; // "user"
 */
export type RequiredVariables<Template extends string> = TemplateVariables<Template>["required"];

/**
 * The names of the variables a template may be given (see {@link TemplateVariables}).
 * @example
 * type O = OptionalVariables<"/users/{user}{?page}">; // "page"
 */
export type OptionalVariables<Template extends string> = TemplateVariables<Template>["optional"];

/**
 * The values `expand` takes for a template, from its literal type.
 * @example
 * const values: TemplateValuesOf<"/users/{user}{?page}"> = { user: "ada" };
 */
export type TemplateValuesOf<Template extends string> = string extends Template
  ? Readonly<Record<string, unknown>>
  : TemplateVariables<Template> extends { required: infer R extends string; optional: infer O extends string }
    ? TemplateValues<R | O, R>
    : never;
