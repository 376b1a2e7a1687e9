// The checks that keep a request where its route sends it: applied to every expanded URL.
// No `URL.canParse`: the browser module runs on browsers released since 2022 (Safari 16 lacks it).
import { UnsafeUrlError } from "../errors/errors";

/**
 * The scheme and authority last found plain ("https://uploads.github.com"): a route's absolute URL
 * starts with the same one on every call. The authority patterns read nothing past the first "/",
 * "?" or "#" after "//", so a URL that starts with it, followed by one of those or the end, is plain.
 */
let checkedAuthority = "";

/**
 * The scheme and authority every parser reads alike: an http(s) scheme, then a host name of ASCII
 * letters, digits, "-" and "_" (labels split by ".", a final "." allowed), or a bracketed IPv6
 * address, then an optional port of 1 to 5 digits, then the end, "/", "?" or "#". No userinfo, "%",
 * "\\" or non-ASCII character: there WHATWG URL and curl differ (the last or the first "@", decoding,
 * IDNA mappings). Matches "https://api.github.com:443/x"; not "https://a@evil.example".
 */
const PLAIN_AUTHORITY_RE = /^https?:\/\/(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?(?=[/?#]|$)/i;
/** A host whose last label is a number ("127.0.0.1", "0x7f.1", "a.10"): WHATWG URL reads it as an IPv4 address. */
const NUMERIC_LAST_LABEL_RE = /^https?:\/\/(?:[^/?#:]*\.)?(?:\d+|0x[0-9a-f]*)\.?(?=[:/?#]|$)/i;
/** The one IPv4 form every parser reads alike: four decimal numbers 0 to 255 without leading zeros, as in "127.0.0.1". */
const DOTTED_IPV4_RE = /^https?:\/\/(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?=[:/?#]|$)/i;
/** "https://" or "http://" in any case: what makes a route's URL absolute. */
const HTTP_URL_RE = /^https?:\/\//i;

/** The URL's origin, or `undefined` when `url` does not parse (against `base` when given). */
function originOf(url: string, base?: string): string | undefined {
  try {
    return new URL(url, base).origin;
  } catch {
    return undefined;
  }
}

/** `URL.canParse(url)`, which the browsers the module supports may lack (Safari before 17). */
export function canParseUrl(url: string): boolean {
  return originOf(url) !== undefined;
}

/** True for an http(s) URL that parses. */
export function isHttpUrl(text: string): boolean {
  return HTTP_URL_RE.test(text) && originOf(text) !== undefined;
}

/** True when the route's URL (template) is an absolute http(s) URL, to which `baseUrl` does not apply. */
export function isAbsoluteUrl(template: string): boolean {
  return HTTP_URL_RE.test(template);
}

/**
 * Refuses an absolute http(s) URL whose authority parsers could read as different hosts (WHATWG
 * URL, and so fetch, against curl, which the CLI's `--curl` output runs): anything but a plain host
 * name, a dotted IPv4 address or a bracketed IPv6 address, with an optional port up to 65535.
 * @example
 * assertAuthority("https://api.github.com:443/x"); // passes
 * assertAuthority("https://api.github.com\\@evil.example"); // throws UnsafeUrlError
 */
export function assertAuthority(url: string): void {
  if (hasPlainAuthority(url, checkedAuthority)) return;
  const match = PLAIN_AUTHORITY_RE.exec(url);
  const port = match?.[1];
  const plain = (port === undefined || Number(port) <= 65535) && (!NUMERIC_LAST_LABEL_RE.test(url) || DOTTED_IPV4_RE.test(url));
  if (match === null || !plain) throw new UnsafeUrlError(url, url.indexOf("//") + 2, "AMBIGUOUS_AUTHORITY");
  checkedAuthority = match[0];
}

/** True when `url` starts with `authority` (one found plain), then "/", "?", "#" or its end. */
function hasPlainAuthority(url: string, authority: string): boolean {
  // Not startsWith, which costs several times more on a string built by concatenation.
  if (authority === "" || url.lastIndexOf(authority, 0) !== 0) return false;
  if (url.length === authority.length) return true;
  const next = url.charCodeAt(authority.length);
  return next === 47 || next === 63 || next === 35; // "/", "?", "#"
}

/**
 * A URL that is not an absolute http(s) URL must start with "/": `"GET/user"` would otherwise be
 * glued to the base URL's host (`https://api.github.comGET/user`), and `"@evil.com/x"` would make
 * `evil.com` the host.
 */
export function assertLeadingSlash(url: string): void {
  if (url.charCodeAt(0) === 47) return;
  throw new UnsafeUrlError(url, 0, "NO_LEADING_SLASH");
}

/** Origins a relative URL may be resolved against later: a page served over https as well as http. */
const PAGE_ORIGINS = ["http://relative.invalid", "https://relative.invalid"];

/**
 * Without an absolute base URL, the URL must stay on whatever page origin resolves it: neither
 * absolute (`http:evil.com` resolves to evil.com against an https page) nor scheme-relative
 * (`//host`, `/\host`).
 */
export function assertRelative(url: string): void {
  // "/" then anything but "/", "\" or a tab or newline (which parsers remove) is a path: no parse needed.
  const second = url.charCodeAt(1);
  if (url.charCodeAt(0) === 47 && second !== 47 && second !== 92 && second !== 9 && second !== 10 && second !== 13) return;
  if (PAGE_ORIGINS.every((origin) => originOf(url, origin) === origin)) return;
  throw new UnsafeUrlError(url, 0, "ESCAPES_ORIGIN");
}

/** No path segment of the expanded URL may be a dot-segment, which parsers resolve (path traversal). */
export function assertNoDotSegment(url: string, absolute: boolean): void {
  if (url.indexOf(".") === -1 && url.indexOf("%") === -1) return;
  let start = absolute ? pathStart(url) : 0;
  const end = pathEnd(url, start);
  // Segment by segment with indexOf: a char-code loop over a string built by concatenation
  // costs several times more than on a flat one, and the expanded URL is such a string.
  for (;;) {
    const slash = url.indexOf("/", start);
    const stop = slash === -1 || slash > end ? end : slash;
    if (isDotSegment(url, start, stop)) {
      throw new UnsafeUrlError(url, start, "DOT_SEGMENT");
    }
    if (stop === end) return; // the path ends at "?", "#" or the end
    start = stop + 1;
  }
}

/** True when `url` from `start` to `end` is ".", ".." or one of their "%2e" forms, in any case; reads in place. */
function isDotSegment(url: string, start: number, end: number): boolean {
  if (end === start || end - start > 6) return false;
  let dots = 0;
  for (let i = start; i < end; dots++) {
    const code = url.charCodeAt(i);
    if (code === 46) i += 1; // "."
    else if (code === 37 && url.charCodeAt(i + 1) === 50 && (url.charCodeAt(i + 2) | 32) === 101) i += 3; // "%2e", "%2E"
    else return false;
  }
  return dots <= 2;
}

/** Where the path that starts at `start` ends: the first "?" or "#" from there, or the end of `url`. */
export function pathEnd(url: string, start: number): number {
  const query = url.indexOf("?", start);
  const hash = url.indexOf("#", start);
  const end = query === -1 ? url.length : query;
  return hash !== -1 && hash < end ? hash : end;
}

/** Where the path of an absolute URL starts: after "scheme://authority". */
function pathStart(url: string): number {
  const authority = url.indexOf("//");
  if (authority === -1) return url.indexOf(":") + 1;
  const slash = url.indexOf("/", authority + 2);
  return slash === -1 ? url.length : slash;
}
