// The checks that keep a request where its route sends it: applied to every expanded URL.
import { InvalidOptionsError, UnsafeUrlError } from "../errors";

/** The last base URL found valid: a bound endpoint passes the same string on every call. */
let checkedBase = "";
let checkedKind: "absolute" | "relative" = "relative";

/**
 * Classifies `baseUrl`: `undefined` or "" is none; a path starting with "/" (not "//") is
 * relative; an http(s) URL is absolute. Anything else throws: `javascript:`, `file:`, `//host`
 * and control characters (which URL parsers drop silently, so that the text sent differs from
 * the URL checked).
 */
export function baseKind(baseUrl: unknown): "none" | "absolute" | "relative" {
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
export function assertRelative(url: string): void {
  const origin = "http://relative.invalid";
  if (URL.canParse(url, origin) && new URL(url, origin).origin === origin) return;
  throw new UnsafeUrlError(url, 0, "parameter values made the URL absolute or scheme-relative (\"//host\"), " +
    "which sends the request to a host they choose; a host may come only from the route or baseUrl");
}

export function assertNoDotSegment(url: string, absolute: boolean): void {
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

export function assertSameOrigin(url: string, baseUrl: string): void {
  if (!URL.canParse(baseUrl)) return; // a relative base URL has no origin to escape
  const expected = new URL(baseUrl).origin;
  const actual = URL.canParse(url) ? new URL(url).origin : "an unparsable URL";
  if (actual !== expected) {
    throw new UnsafeUrlError(url, baseUrl.length, `parameter values moved the URL from ${expected} to ` +
      `${actual}; start the route with "/" so that values stay in the path`);
  }
}
