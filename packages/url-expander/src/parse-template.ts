import type { UriTemplate } from "./types.js";
import { compileTemplate } from "./internal/compile-template.js";
import { scanTemplate, type ScannedTemplate } from "./internal/scan-template.js";

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
 * @see https://www.rfc-editor.org/rfc/rfc6570
 */
export function parseTemplate(template: string): UriTemplate {
  if (typeof template !== "string") {
    throw new TypeError(`parseTemplate expects the template as a string, got ${typeof template}`);
  }
  const scanned = scanTemplate(template);
  const run = compileTemplate(scanned, template);
  return Object.freeze({
    template,
    variables: variableNames(scanned),
    expand(values: Readonly<Record<string, unknown>>): string {
      if (typeof values !== "object" || values === null) {
        throw new TypeError(`expand expects an object of values, got ${values === null ? "null" : typeof values}`);
      }
      return run(values);
    },
  });
}

/** Names in order of first appearance, each once. */
function variableNames({ expressions }: ScannedTemplate): readonly string[] {
  const names = new Set<string>();
  for (const { specs } of expressions) for (const { name } of specs) names.add(name);
  return Object.freeze([...names]);
}
