// The checks that keep a request where its route sends it: applied to every expanded URL.
// No `URL.canParse`: the browser module runs on browsers released since 2022 (Safari 16 lacks it).
import { UnsafeUrlError } from "../errors/errors";

/**
 * The scheme and authority last found plain ("https://uploads.github.com"): a route's absolute URL
 * starts with the same one on every call. The authority pattern reads nothing past the first "/",
 * "?" or "#" after "//", so a URL that starts with it, followed by one of those or the end, is plain.
 */
let checkedAuthority = "";

/**
 * The scheme and authority every parser reads alike: an http(s) scheme, then a dotted IPv4 address
 * (four decimal numbers 0 to 255 without leading zeros), or a host name of ASCII letters, digits,
 * "-" and "_" (labels split by ".", a final "." allowed) whose last label is not a number ("a.10",
 * "0x7f": WHATWG URL reads those as IPv4 addresses), or a bracketed IPv6 address; then an optional
 * port of 1 to 5 digits (group 1), then the end, "/", "?" or "#". No userinfo, "%", "\\" or
 * non-ASCII character: there WHATWG URL and curl differ (the last or the first "@", decoding, IDNA
 * mappings). Matches "https://api.github.com:443/x", "http://127.0.0.1/x"; not "https://a@evil.example",
 * "http://0x7f.1/x" or "http://127.0.0.1./x".
 */
const PLAIN_AUTHORITY_RE =
  /^https?:\/\/(?:(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)|(?!(?:[^/?#:]*\.)?(?:\d+|0x[\da-f]*)\.?(?=[:/?#]|$))(?:[\w-]+(?:\.[\w-]+)*\.?|\[[\da-f:.]+\]))(?::(\d{1,5}))?(?=[/?#]|$)/i;
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
  return HTTP_URL_RE.test(text) && canParseUrl(text);
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
  // Not startsWith, which costs several times more on a string built by concatenation; charAt
  // gives "" at the end, which "/?#" includes.
  if (checkedAuthority !== "" && url.lastIndexOf(checkedAuthority, 0) === 0 && "/?#".includes(url.charAt(checkedAuthority.length))) return;
  const match = PLAIN_AUTHORITY_RE.exec(url);
  if (match === null || Number(match[1] ?? 0) > 65535) throw new UnsafeUrlError(url, url.indexOf("//") + 2, "AMBIGUOUS_AUTHORITY");
  checkedAuthority = match[0];
}

/**
 * A URL that is not an absolute http(s) URL must start with "/": `"GET/user"` would otherwise be
 * glued to the base URL's host (`https://api.github.comGET/user`), and `"@evil.com/x"` would make
 * `evil.com` the host.
 */
export function assertLeadingSlash(url: string): void {
  if (url.charCodeAt(0) !== 47) throw new UnsafeUrlError(url, 0, "NO_LEADING_SLASH");
}

/** Origins a relative URL may be resolved against later: a page served over https as well as http. */
const PAGE_ORIGINS = ["http://relative.invalid", "https://relative.invalid"];
/** A path no parser reads otherwise: "/" then anything but "/", "\\" or a tab or newline (which parsers remove), as in "/user". */
const PLAIN_PATH_RE = /^\/(?![/\\\t\n\r])/;

/**
 * Without an absolute base URL, the URL must stay on whatever page origin resolves it: neither
 * absolute (`http:evil.com` resolves to evil.com against an https page) nor scheme-relative
 * (`//host`, `/\host`).
 */
export function assertRelative(url: string): void {
  if (!PLAIN_PATH_RE.test(url) && !PAGE_ORIGINS.every((origin) => originOf(url, origin) === origin)) {
    throw new UnsafeUrlError(url, 0, "ESCAPES_ORIGIN");
  }
}

/**
 * A dot-segment of a path read from `lastIndex` (the start of a segment), before its query or
 * fragment: ".", ".." or one of their "%2e" forms, in any case, between two "/" or a "/" and the
 * path's end (group 1). Matches "a/%2E./b" from 0, "../b" from 0.
 */
const DOT_SEGMENT_RE = /(?:[^?#]*?\/)??((?:\.|%2e){1,2})(?=[/?#]|$)/iy;

/** No path segment of the expanded URL may be a dot-segment, which parsers resolve (path traversal). */
export function assertNoDotSegment(url: string, absolute: boolean): void {
  // Most paths hold neither: two native scans cost less than the pattern on a concatenated string.
  if (url.indexOf(".") === -1 && url.indexOf("%") === -1) return;
  // An absolute URL's path starts after "scheme://authority/"; without such a "/" it has none (from the end).
  DOT_SEGMENT_RE.lastIndex = absolute ? url.indexOf("/", url.indexOf("//") + 2) + 1 || url.length : 0;
  const match = DOT_SEGMENT_RE.exec(url);
  if (match !== null) throw new UnsafeUrlError(url, DOT_SEGMENT_RE.lastIndex - (match[1] as string).length, "DOT_SEGMENT");
}

/** Where the path that starts at `start` ends: the first "?" or "#" from there, or the end of `url`. */
export function pathEnd(url: string, start: number): number {
  const query = url.indexOf("?", start);
  const hash = url.indexOf("#", start);
  const end = query === -1 ? url.length : query;
  return hash !== -1 && hash < end ? hash : end;
}
