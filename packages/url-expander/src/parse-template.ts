import type { TemplateVariables } from "./template-variables.js";
import type { ParseTemplateOptions, UriTemplate } from "./types.js";
import { compileTemplate } from "./internal/compile-template.js";
import { scanTemplate } from "./internal/scan-template.js";
import { notAString } from "./internal/template-error.js";

/**
 * Parses and compiles an RFC 6570 URI template (levels 1 to 4), once, for many expansions.
 *
 * The template is validated whole, here: any mistake throws {@link UriTemplateError} with a `code`
 * and the `position` of the offending character. Literal text is percent-encoded now; each
 * expression becomes a function chosen by its operator, so `expand` only reads values, encodes and
 * concatenates. The returned object is frozen and its `expand` can be passed around unbound.
 * @example
 * const template = parseTemplate("/repos/{owner}/{repo}/issues{?state,labels}");
 * template.variables; // ["owner", "repo", "state", "labels"]
 * template.expand({ owner: "octokit", repo: "rest.js", labels: ["bug", "help wanted"] });
 * // "/repos/octokit/rest.js/issues?labels=bug,help%20wanted"
 *
 * The compiler reads the variables of a template literal: `expand` then requires those of path-like
 * expressions (`{owner}`, `{+path}`, `{/segments*}`) and allows those of query expressions
 * (`{?state,labels}`, `{&page}`); `parseTemplate("/a/{b}").expand({})` does not compile. A template
 * typed `string` takes any object of values.
 *
 * Variable names are strict RFC 6570 unless `options.hyphenatedNames` is `true`; then they may also
 * hold `-`, anywhere but first (see {@link ParseTemplateOptions}):
 * `parseTemplate("/teams/{enterprise-team}", { hyphenatedNames: true }).variables` is
 * `["enterprise-team"]`, where the strict default throws `INVALID_CHARACTER`.
 * @see https://www.rfc-editor.org/rfc/rfc6570
 */
export function parseTemplate<Template extends string>(
  template: Template,
  options?: ParseTemplateOptions,
): TemplateOf<Template> {
  if (typeof template !== "string") {
    throw notAString(template);
  }
  const scanned = scanTemplate(template, options?.hyphenatedNames === true);
  // The variables' types come from the template's literal type; the object is the same for all.
  return Object.freeze({
    template,
    // Names in order of first appearance, each once.
    variables: Object.freeze([...new Set(scanned.variables.map(({ name }) => name))]),
    expand: compileTemplate(scanned, template),
  }) as UriTemplate as TemplateOf<Template>;
}

/** The compiled form of a template literal type: its variable names, and which are required. */
export type TemplateOf<Template extends string> = string extends Template
  ? UriTemplate
  : TemplateVariables<Template> extends { required: infer Required extends string; optional: infer Optional extends string }
    ? UriTemplate<Required | Optional, Required>
    : never;
