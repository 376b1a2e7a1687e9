import { BoundedCache } from "@scope/kit";
import type { TemplateValuesOf } from "./template-variables.js";
import type { ParseTemplateOptions, UriTemplate } from "./types.js";
import { parseTemplate } from "./parse-template.js";

/**
 * Bytes of memory a compiled template takes per character of its text, beside the text itself.
 * Measured with `process.memoryUsage().heapUsed` after a full collection (Node 20, V8 11.3) over
 * 50,000 distinct templates of each shape: GitHub's routes with `{?page,per_page}` 41, short routes
 * (`/t/1{/id}`) 78, paths of `{ab}/` segments 60, literal text only 6 (plus about 400 bytes
 * each). 80 covers route-like templates; dense variable lists (`{?a,b,c,...}`) reach 110 to 180,
 * so a cache of those alone can hold up to about twice its budget, still a fixed bound.
 */
export const COMPILED_BYTES_PER_CHAR = 80;

/**
 * Bytes the template cache of `expand` may hold, keys and compiled templates by
 * {@link COMPILED_BYTES_PER_CHAR}: 4 MiB, about 750 of GitHub's routes. A template heavier than
 * half of it (longer than about 25,000 characters) is compiled on every call and never kept.
 */
export const TEMPLATE_CACHE_BUDGET = 4 * 1024 * 1024;

/**
 * Compiled templates of `expand`, keyed by template text in the strict mode and by `}` + text with
 * `hyphenatedNames`; invalid templates are not kept (they throw on every call).
 */
export const templateCache = /* @__PURE__ */ new BoundedCache<UriTemplate>(TEMPLATE_CACHE_BUDGET);

/**
 * Expands an RFC 6570 template in one call. The compiled template comes from a cache bounded by
 * the bytes it holds (4 MiB), so a template used over and over is parsed
 * once and a stream of distinct templates cannot grow memory; use {@link parseTemplate} to hold on
 * to one yourself. `options` are those of {@link parseTemplate}.
 *
 * Throws {@link UriTemplateError} for an invalid template and {@link UriTemplateValueError} for a
 * value that cannot be expanded.
 * @example
 * expand("/search{?q,page}", { q: "URI templates", page: 2 }); // "/search?q=URI%20templates&page=2"
 * expand("/teams/{enterprise-team}", { "enterprise-team": "ops" }, { hyphenatedNames: true }); // "/teams/ops"
 *
 * As with {@link parseTemplate}, a template literal's path variables are required by the compiler.
 * @see https://www.rfc-editor.org/rfc/rfc6570#section-3
 */
export function expand<Template extends string>(
  template: Template,
  values: TemplateValuesOf<Template>,
  options?: ParseTemplateOptions,
): string {
  return compiled(template, options?.hyphenatedNames === true).expand(values as Readonly<Record<string, unknown>>);
}

/**
 * The cached compiled template. The two modes' keys differ (a relaxed key is `}` + the text), and
 * a hit counts only if its text is the one asked for: a strict `"}/x"` may find the relaxed entry
 * of `"/x"`, which must not stand for it (that template is invalid and has to throw).
 */
function compiled(template: string, hyphenatedNames: boolean): UriTemplate {
  if (typeof template !== "string") return parseTemplate<string>(template);
  const key = hyphenatedNames ? `}${template}` : template;
  const cached = templateCache.get(key);
  if (cached?.template === template) return cached;
  const weight = COMPILED_BYTES_PER_CHAR * template.length;
  return templateCache.set(key, parseTemplate<string>(template, { hyphenatedNames }), weight);
}
