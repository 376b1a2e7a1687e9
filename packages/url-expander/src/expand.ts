import type { TemplateValuesOf } from "./template-variables.js";
import type { UriTemplate } from "./types.js";
import { parseTemplate } from "./parse-template.js";
import { TemplateCache } from "./internal/template-cache.js";

/** How many compiled templates `expand` keeps. */
export const TEMPLATE_CACHE_SIZE = 500;

/**
 * Longest template `expand` caches: a compiled template takes about 60 times its length in memory,
 * so caching 500 templates of 1 MB would hold 30 GB. Longer ones are compiled on every call.
 */
export const MAX_CACHED_TEMPLATE_LENGTH = 2048;

/** Compiled templates by text; invalid templates are not kept (they throw on every call). */
export const templateCache = new TemplateCache<string, UriTemplate>(TEMPLATE_CACHE_SIZE);

/**
 * Expands an RFC 6570 template in one call. The compiled template comes from a bounded cache of the
 * last 500 or so templates used, so a template used over and over is parsed once; use
 * {@link parseTemplate} to hold on to one yourself.
 *
 * Throws {@link UriTemplateError} for an invalid template and {@link UriTemplateValueError} for a
 * value that cannot be expanded.
 * @example
 * expand("/search{?q,page}", { q: "URI templates", page: 2 }); // "/search?q=URI%20templates&page=2"
 *
 * As with {@link parseTemplate}, a template literal's path variables are required by the compiler.
 * @see https://www.rfc-editor.org/rfc/rfc6570#section-3
 */
export function expand<Template extends string>(template: Template, values: TemplateValuesOf<Template>): string {
  const compiled: UriTemplate =
    typeof template === "string" && template.length > MAX_CACHED_TEMPLATE_LENGTH
      ? parseTemplate<string>(template)
      : (templateCache.get(template) ?? templateCache.set(template, parseTemplate<string>(template)));
  return compiled.expand(values as Readonly<Record<string, unknown>>);
}
