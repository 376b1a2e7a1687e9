// Where the query and the fragment of a URL start is known from its template: the query at a
// literal "?" or at a `{?x}` that adds something, the fragment at a literal "#" or at a `{#x}` that
// adds something (an undefined `{?x}` or `{#x}` adds nothing, and what follows it is still where it
// was). Every other "#" before the fragment, and every other "?" before the query, comes from a
// `{+x}` value and is encoded: the query, which goes before the fragment, is sent, and a value
// cannot cut a path segment into a query. A URL is cut there once, when it is built: every query
// appender appends to the part before the fragment, never searching the URL for "#".
import { parseTemplate, type UriTemplate } from "@scope/url-expander";

/** A part of a URL template, cut where its query or its fragment may start. */
export interface TemplatePart {
  readonly template: UriTemplate;
  /**
   * `"fragment"`: a literal "#" or a `{#x}` expression, which starts the fragment once it adds
   * anything; `"query"`: a literal "?" or a `{?x}` expression, which starts the query likewise;
   * `"path"`: neither, whose values' "#" (and "?" before the query) are encoded; `"plain"`: the
   * whole template, into which no value can write a raw "?" or "#" (no `{+x}`, `{#x}` or "#").
   */
  readonly kind: "fragment" | "query" | "path" | "plain";
}

/** A URL template expanded and cut at its fragment: the query goes after `url`, before `fragment`. */
export interface ExpandedUrl {
  /** The URL up to its fragment; a "#" a value put in it is encoded (`%23`), and so is a "?" in its path (`%3F`). */
  readonly url: string;
  /** The fragment from its "#" on, or "" when there is none. */
  readonly fragment: string;
}

/**
 * Cuts a URL template before and after each place its query or its fragment may start: a literal
 * "?" or "#", or a `{?x}` or `{#x}` expression (captured, so that the cuts are the odd pieces of a
 * split). A "?" or "#" is an operator only right after "{": "?a=1", "{?page}", "#top", "{#section}".
 */
const CUT_RE = /(\{[?#][^}]*\}|[?#])/;

/**
 * The parts of a URL template, cut before and after each literal "?" and "#", `{?x}` and `{#x}`:
 * the template itself, one part, when it has no literal "#", no `{#x}` and no `{+x}` (no value can
 * then write a raw "?" or "#"). `text` is the template's text, already parsed whole.
 * @example
 * const text = "/x/{+a}{#f}?b";
 * templateParts(text, parseTemplate(text)).map(({ template, kind }) => [template.template, kind]);
 * // => [["/x/{+a}", "path"], ["{#f}", "fragment"], ["?b", "query"]]
 */
export function templateParts(text: string, template: UriTemplate): readonly TemplatePart[] {
  // Only a `{+x}` or `{#x}` value writes a raw "?" or "#", and a `{#x}` comes with a "#".
  if (!text.includes("#") && !text.includes("{+")) return [{ template, kind: "plain" }];
  const pieces = text.split(CUT_RE);
  if (pieces.length === 1) return [{ template, kind: "path" }];
  const parts: TemplatePart[] = [];
  pieces.forEach((piece, index) => {
    const kind = index % 2 === 0 ? "path" : piece.includes("#") ? "fragment" : "query";
    if (piece !== "") parts.push({ template: parseTemplate(piece, { hyphenatedNames: true }), kind });
  });
  return parts;
}

/**
 * Expands the parts of a URL template and cuts the result at its fragment: the first opening part
 * that adds something starts the query or the fragment; a "#" before the fragment comes from a
 * value and is encoded, and so is a "?" before the query.
 * @example
 * const text = "/x/{+a}{#f}";
 * expandParts(templateParts(text, parseTemplate(text)), { a: "b#c?d", f: "top" });
 * // => { url: "/x/b%23c%3Fd", fragment: "#top" }
 */
export function expandParts(parts: readonly TemplatePart[], values: Readonly<Record<string, unknown>>): ExpandedUrl {
  let url = "";
  let fragment: string | undefined;
  let query = false;
  for (const { template, kind } of parts) {
    const text = template.expand(values);
    if (fragment === undefined && kind === "fragment" && text !== "") fragment = "";
    if (fragment !== undefined) {
      fragment += text;
      continue;
    }
    if (kind === "query" && text !== "") query = true;
    url += kind === "query" || kind === "plain" ? text : encodeCut(text, query);
  }
  return { url, fragment: fragment ?? "" };
}

/** A value's "#" encoded, and its "?" too while the query has not started. */
function encodeCut(text: string, query: boolean): string {
  const hashed = text.includes("#") ? text.replaceAll("#", "%23") : text;
  return query || !hashed.includes("?") ? hashed : hashed.replaceAll("?", "%3F");
}
