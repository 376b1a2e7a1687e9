import { parseTemplate, type UriTemplate } from "@scope/url-expander";
import { isNamedOption } from "./bound-defaults";
import { MissingUrlError, UnsafeUrlError } from "./errors";

/** A URL template compiled once, with what `parse` needs to know of it. */
export interface UrlPlan {
  readonly template: UriTemplate;
  /** Parameter names the URL consumes. */
  readonly variables: ReadonlySet<string>;
  /** The route gives a full URL, so `baseUrl` is not applied. */
  readonly absolute: boolean;
  /** The relative URL does not start with "/": a value could reach into the base URL's host. */
  readonly checkOrigin: boolean;
  /** A variable is named like a named option (`{url}`); that option does not fill it. */
  readonly namesOption: boolean;
}

/** `:name` placeholders: a lower-case letter, then word characters (`:8080` stays). */
const COLON_PARAMETER_RE = /:([a-z]\w+)/g;
const MAX_PLANS = 1000;
const plans = new Map<string, UrlPlan>();

/**
 * Compiles a URL (template) once; later calls with the same string reuse the plan. The cache is
 * bounded: past {@link MAX_PLANS} entries the oldest is dropped.
 */
export function planUrl(url: unknown): UrlPlan {
  if (typeof url !== "string" || url === "") throw new MissingUrlError(url);
  let plan = plans.get(url);
  if (plan === undefined) {
    const template = parseTemplate(url.replace(COLON_PARAMETER_RE, "{$1}"));
    plan = {
      template,
      variables: new Set(template.variables),
      absolute: template.template.startsWith("http"),
      checkOrigin: !template.template.startsWith("/"),
      namesOption: template.variables.some(isNamedOption),
    };
    if (plans.size >= MAX_PLANS) plans.delete(plans.keys().next().value as string);
    plans.set(url, plan);
  }
  return plan;
}

/**
 * Expands the plan and applies `baseUrl` to a path. Refuses an expansion whose path has a
 * dot-segment (`.`, `..`, or their percent-encoded forms), which URL parsers resolve to another
 * resource, and one whose values move a relative URL out of the base URL's origin.
 */
export function buildUrl(plan: UrlPlan, values: Readonly<Record<string, unknown>>, baseUrl: unknown): string {
  const expanded = plan.template.expand(values);
  if (plan.variables.size > 0) assertNoDotSegment(expanded, plan.absolute);
  if (plan.absolute || typeof baseUrl !== "string") return expanded;
  const url = baseUrl + expanded;
  if (plan.checkOrigin && plan.variables.size > 0) assertSameOrigin(url, baseUrl);
  return url;
}

function assertNoDotSegment(url: string, absolute: boolean): void {
  if (url.indexOf(".") === -1 && url.indexOf("%") === -1) return;
  let start = absolute ? pathStart(url) : 0;
  for (let i = start; i <= url.length; i++) {
    const code = i < url.length ? url.charCodeAt(i) : 47;
    if (code !== 47 && code !== 63 && code !== 35) continue; // "/", "?", "#"
    if (isDotSegment(url, start, i)) {
      throw new UnsafeUrlError(url, start, "a path segment of the expanded URL is a dot-segment, which URL " +
        "parsers and fetch resolve to another resource (path traversal); a parameter value may not be " +
        '".", ".." or their percent-encoded forms');
    }
    if (code !== 47) return; // the path ends at "?" or "#"
    start = i + 1;
  }
}

/** True when `url` from `start` to `end` is ".", ".." or one of their "%2e" forms, in any case; reads in place. */
function isDotSegment(url: string, start: number, end: number): boolean {
  if (end === start || end - start > 6) return false;
  let dots = 0;
  for (let i = start; i < end; dots++) {
    if (url.charCodeAt(i) === 46) i += 1; // "."
    else if (url.startsWith("%2", i) && (url.charCodeAt(i + 2) | 32) === 101) i += 3; // "%2e", "%2E"
    else return false;
  }
  return dots <= 2;
}

/** Where the path of an absolute URL starts: after "scheme://authority". */
function pathStart(url: string): number {
  const authority = url.indexOf("//");
  if (authority === -1) return url.indexOf(":") + 1;
  const slash = url.indexOf("/", authority + 2);
  return slash === -1 ? url.length : slash;
}

function assertSameOrigin(url: string, baseUrl: string): void {
  if (!URL.canParse(baseUrl)) return; // a relative base URL has no origin to escape
  const expected = new URL(baseUrl).origin;
  const actual = URL.canParse(url) ? new URL(url).origin : "an unparsable URL";
  if (actual !== expected) {
    throw new UnsafeUrlError(url, baseUrl.length, `parameter values moved the URL from ${expected} to ` +
      `${actual}; start the route with "/" so that values stay in the path`);
  }
}
