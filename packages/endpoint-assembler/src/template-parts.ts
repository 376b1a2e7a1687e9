// Where the fragment of a URL starts is known from its template: at a literal "#", or at a `{#x}`
// that adds something (an undefined `{#x}` adds nothing, and what follows it is still before the
// fragment). Every other "#" before the fragment comes from a `{+x}` value and is encoded, so that
// the query, which goes before the fragment, is sent. A URL is cut there once, when it is built:
// every query appender appends to the part before the fragment, never searching the URL for "#".
import { parseTemplate, type UriTemplate } from "@scope/url-expander";

/** A part of a URL template, cut where its fragment may start. */
export interface TemplatePart {
  readonly template: UriTemplate;
  /** The part is a literal "#" or a `{#x}` expression: expanded to anything, it starts the fragment. */
  readonly opens: boolean;
}

/** A URL template expanded and cut at its fragment: the query goes after `url`, before `fragment`. */
export interface ExpandedUrl {
  /** The URL up to its fragment; a "#" a value put in it is encoded (`%23`). */
  readonly url: string;
  /** The fragment from its "#" on, or "" when there is none. */
  readonly fragment: string;
}

/**
 * Where a fragment may start, a literal "#" or a `{#x}` expression, and any other expression, to
 * skip the "#" it may hold: "#top", "{#section}", "{+path}".
 */
const FRAGMENT_RE = /\{#[^}]*\}|\{[^}]*\}|#/g;

/**
 * The parts of a URL template, cut before and after each literal "#" and `{#x}`: the template
 * itself, one part, when it has neither. `text` is the template's text, already parsed whole.
 * @example
 * const text = "/x/{+a}{#f}?b";
 * templateParts(text, parseTemplate(text)).map(({ template, opens }) => [template.template, opens]);
 * // => [["/x/{+a}", false], ["{#f}", true], ["?b", false]]
 */
export function templateParts(text: string, template: UriTemplate): readonly TemplatePart[] {
  const parts: TemplatePart[] = [];
  let start = 0;
  for (const { 0: match, index } of text.matchAll(FRAGMENT_RE)) {
    if (match !== "#" && !match.startsWith("{#")) continue;
    addPart(parts, text.slice(start, index), false);
    addPart(parts, match, true);
    start = index + match.length;
  }
  if (start === 0) return [{ template, opens: false }];
  addPart(parts, text.slice(start), false);
  return parts;
}

function addPart(parts: TemplatePart[], text: string, opens: boolean): void {
  if (text !== "") parts.push({ template: parseTemplate(text, { hyphenatedNames: true }), opens });
}

/**
 * Expands the parts of a URL template and cuts the result at its fragment: the first opening part
 * that adds something starts it; a "#" before it comes from a value and is encoded.
 * @example
 * const text = "/x/{+a}{#f}";
 * expandParts(templateParts(text, parseTemplate(text)), { a: "b#c", f: "top" });
 * // => { url: "/x/b%23c", fragment: "#top" }
 */
export function expandParts(parts: readonly TemplatePart[], values: Readonly<Record<string, unknown>>): ExpandedUrl {
  let url = "";
  let fragment: string | undefined;
  for (const { template, opens } of parts) {
    const text = template.expand(values);
    if (fragment === undefined && opens && text !== "") fragment = "";
    if (fragment !== undefined) fragment += text;
    else url += text.includes("#") ? text.replaceAll("#", "%23") : text;
  }
  return { url, fragment: fragment ?? "" };
}
