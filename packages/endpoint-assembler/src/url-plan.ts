import { parseTemplate, type UriTemplate } from "@scope/url-expander";
import { isNamedOption } from "./bound-defaults";
import { InvalidOptionsError, MissingUrlError, UnsafeUrlError } from "./errors";

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
/**
 * Longer URLs are compiled on every call and never cached: a compiled template takes about 60
 * times its length in memory, so 1,000 cached 1 MB templates would hold 60 GB. Real routes are
 * under 200 characters.
 */
export const MAX_CACHED_URL_LENGTH = 2048;
const plans = new Map<string, UrlPlan>();

/**
 * Compiles a URL (template) once; later calls with the same string reuse the plan. The cache is
 * bounded: past {@link MAX_PLANS} entries the oldest is dropped, and a URL longer than
 * {@link MAX_CACHED_URL_LENGTH} is not kept.
 */
export function planUrl(url: unknown): UrlPlan {
  if (typeof url !== "string" || url === "") throw new MissingUrlError(url);
  let plan = url.length > MAX_CACHED_URL_LENGTH ? undefined : plans.get(url);
  if (plan === undefined) {
    const template = parseTemplate(url.replace(COLON_PARAMETER_RE, "{$1}"));
    plan = {
      template,
      variables: new Set(template.variables),
      absolute: template.template.startsWith("http"),
      checkOrigin: !template.template.startsWith("/"),
      namesOption: template.variables.some(isNamedOption),
    };
    if (url.length > MAX_CACHED_URL_LENGTH) return plan;
    if (plans.size >= MAX_PLANS) plans.delete(plans.keys().next().value as string);
    plans.set(url, plan);
  }
  return plan;
}

/**
 * Expands the plan and applies `baseUrl` to a path. Refuses a `baseUrl` that is not an http(s) URL
 * or a path starting with "/"; an expansion whose path has a dot-segment (`.`, `..`, or their
 * percent-encoded forms), which URL parsers resolve to another resource; one whose values move a
 * relative URL out of the base URL's origin; and, without an absolute base URL, one whose values
 * make the URL absolute or scheme-relative (`//host`).
 */
export function buildUrl(plan: UrlPlan, values: Readonly<Record<string, unknown>>, baseUrl: unknown): string {
  const base = baseKind(baseUrl);
  const expanded = plan.template.expand(values);
  if (plan.variables.size > 0) assertNoDotSegment(expanded, plan.absolute);
  if (plan.absolute) return expanded;
  const url = base === "none" ? expanded : (baseUrl as string) + expanded;
  if (plan.variables.size === 0) return url;
  if (base === "absolute") {
    if (plan.checkOrigin) assertSameOrigin(url, baseUrl as string);
  } else {
    assertRelative(url);
  }
  return url;
}

/** The last base URL found valid: a bound endpoint passes the same string on every call. */
let checkedBase = "";
let checkedKind: "absolute" | "relative" = "relative";

/**
 * Classifies `baseUrl`: `undefined` or "" is none; a path starting with "/" (not "//") is
 * relative; an http(s) URL is absolute. Anything else throws: `javascript:`, `file:`, `//host`
 * and control characters (which URL parsers drop silently, so that the text sent differs from
 * the URL checked).
 */
function baseKind(baseUrl: unknown): "none" | "absolute" | "relative" {
  if (baseUrl === undefined || baseUrl === "") return "none";
  if (baseUrl === checkedBase) return checkedKind;
  if (typeof baseUrl !== "string") {
    throw new InvalidOptionsError("baseUrl", baseUrl, 'an http(s) URL such as "https://api.github.com" or a path such as "/api"');
  }
  const control = findControl(baseUrl);
  if (control !== -1) throw new UnsafeUrlError(baseUrl, control, "a base URL may not hold control characters or spaces");
  let kind: "absolute" | "relative";
  if (baseUrl.startsWith("/") && !baseUrl.startsWith("//") && !baseUrl.startsWith("/\\")) kind = "relative";
  else if (isHttpUrl(baseUrl)) kind = "absolute";
  else {
    throw new UnsafeUrlError(baseUrl, 0, 'expected a base URL with the scheme http or https, such as ' +
      '"https://api.github.com", or a path that starts with a single "/", such as "/api"');
  }
  checkedBase = baseUrl;
  checkedKind = kind;
  return kind;
}

function isHttpUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const { protocol } = new URL(text);
  return protocol === "http:" || protocol === "https:";
}

/** Index of the first C0 control character, space or DEL in `text`, or -1. */
function findControl(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 32 || code === 127) return i;
  }
  return -1;
}

/** Without an absolute base URL, values may not make the URL absolute or scheme-relative. */
function assertRelative(url: string): void {
  const origin = "http://relative.invalid";
  if (URL.canParse(url, origin) && new URL(url, origin).origin === origin) return;
  throw new UnsafeUrlError(url, 0, "parameter values made the URL absolute or scheme-relative (\"//host\"), " +
    "which sends the request to a host they choose; a host may come only from the route or baseUrl");
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
