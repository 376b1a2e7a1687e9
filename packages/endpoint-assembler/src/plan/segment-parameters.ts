// A `{name}` that forms a whole path segment names a resource: `/repos/{owner}/{repo}` without a
// repo would be `/repos/o/`, and through defaults `/repos/o//issues`, another resource or none.
// Such a parameter needs a value; every other expression keeps RFC 6570's rules (an undefined
// `{/a}`, `{+path}` or `{a}.json` adds nothing).
import { MissingParameterError } from "../errors/errors";
import { isPlainObject } from "../checks/plain-object";
import { pathEnd } from "../checks/url-checks";
import { ownField } from "../entry/entry";

/**
 * A simple expression of one variable, no operator or modifier (`{owner}`, `{enterprise-team}`),
 * after a "/" and before another, the end of the path, or a query or fragment expression.
 */
const SEGMENT_RE = /\/\{([\w%][\w.%-]*)\}(?=[/?#]|\{[?&#]|$)/g;
/** Where the path ends: a literal "?" or "#", or a query or fragment expression (only an operator follows a "{"). */
const PATH_END_RE = /\{[?&#]|[?#]/;

/**
 * The names of the simple `{name}` expressions of a URL template that stand alone between two "/"
 * (or a "/" and the end of the path, or a query or fragment expression), in its path. The template
 * is valid (parsed already): a "?" or "#" inside an expression is its operator.
 * @example
 * segmentParameters("/repos/{owner}/{repo}{?page}"); // => ["owner", "repo"]
 * segmentParameters("/x/{a}.json{/b}"); // => []
 */
export function segmentParameters(template: string): string[] {
  const end = template.search(PATH_END_RE);
  return Array.from((end === -1 ? template : template.slice(0, end)).matchAll(SEGMENT_RE), (match) => match[1] as string);
}

/** What a URL plan knows of its whole-segment parameters, and what their refusal names. */
export interface SegmentFacts {
  readonly segments: readonly string[];
  readonly template: { readonly template: string };
  /** The route the error names (the template's, when the plan has none). */
  readonly route: string | undefined;
  /** A route table's endpoint, whose description requires its path parameters: the error says so. */
  readonly described: boolean;
}

/**
 * Refuses an expansion (`url`) that left a whole-segment parameter without a value (absent,
 * `undefined`, `null`, or a list or map with no defined member) with `MissingParameterError`, naming
 * the route and the parameter, on every endpoint (31.2): the expansion is the one check of a
 * required path value (31.3). Called only when the expanded path has an empty segment, so a call
 * with every value reads none twice; the values are read again only to name the missing one, and
 * the result never comes from that second read.
 */
export function assertSegmentValues(plan: SegmentFacts, values: Readonly<Record<string, unknown>>, url: string): void {
  if (!hasEmptySegment(url)) return;
  for (const name of plan.segments) {
    const value = ownField(values, name);
    if (!isUndefinedValue(value)) continue;
    const template = plan.template.template;
    throw new MissingParameterError(plan.route ?? template, name, plan.described ? undefined : { template, url });
  }
}

/** RFC 6570 section 2.3: `undefined`, `null`, and a list or map with no defined member are undefined. */
function isUndefinedValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.every((member) => member === undefined || member === null);
  if (isPlainObject(value)) return Object.values(value).every((member) => member === undefined || member === null);
  return false;
}

/**
 * True when the path of `url` (after the scheme and authority of an absolute URL) has an empty
 * segment: a "//" in it, or a "/" at its end. Runs on every call: native scans, no slice.
 */
function hasEmptySegment(url: string): boolean {
  const authority = url.indexOf("//");
  const absolute = authority !== -1 && authority === url.indexOf(":") + 1;
  const start = absolute ? url.indexOf("/", authority + 2) : 0;
  if (start === -1) return false;
  const end = pathEnd(url, start);
  // A relative URL's path starts at 0, so its first "//" is the one already found.
  const double = absolute ? url.indexOf("//", start) : authority;
  return (double !== -1 && double + 1 < end) || (end > start && url.charCodeAt(end - 1) === 47);
}
