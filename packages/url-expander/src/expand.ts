import type { UriTemplate } from "./types.js";
import { parseTemplate } from "./parse-template.js";
import { TemplateCache } from "./internal/template-cache.js";

/** How many compiled templates `expand` keeps. */
export const TEMPLATE_CACHE_SIZE = 500;

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
 * @see https://www.rfc-editor.org/rfc/rfc6570#section-3
 */
export function expand(template: string, values: Readonly<Record<string, unknown>>): string {
  const compiled = templateCache.get(template) ?? templateCache.set(template, parseTemplate(template));
  return compiled.expand(values);
}
