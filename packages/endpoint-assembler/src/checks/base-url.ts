// The check of `baseUrl`, cached for the one string a bound endpoint passes on every call; the
// checks of expanded URLs (url-checks.ts) check its authority as they check a route's.
import { InvalidOptionsError, UnsafeUrlError } from "../errors/errors";
import { BASE_URL } from "../errors/messages";
import { assertAuthority, isHttpUrl } from "./url-checks";

/** A checked `baseUrl`: its kind, and the text a path starting with "/" is appended to. */
export interface BaseUrl {
  readonly kind: "none" | "absolute" | "relative";
  /** `baseUrl` without its trailing slashes, so that the join has exactly one "/". */
  readonly prefix: string;
}

/** No `baseUrl`: the URL must then be a path starting with "/". */
const NO_BASE: BaseUrl = { kind: "none", prefix: "" };

/** The last base URL found valid: a bound endpoint passes the same string on every call. */
let checkedText = "";
let checked: BaseUrl = NO_BASE;

/**
 * Characters a base URL may not hold, which URL parsers drop, map or strip so that the URL sent
 * differs from the URL checked: controls (C0, DEL, C1 such as U+0085), spaces of any kind (U+0020,
 * U+00A0, U+2028, U+2029, U+3000...), invisible format characters (U+00AD, U+200B, U+FEFF), lone
 * surrogates, "?" or "#" (a path appended after them would land in the query or fragment), and
 * "\\", which WHATWG URL reads as "/" and curl as a character (so `https://api.github.com\\@evil.example`
 * is api.github.com to fetch and evil.example to curl).
 */
const UNSAFE_IN_BASE_RE = /[\p{Cc}\p{Cf}\p{Cs}\p{Z}?#\\]/u;
const TRAILING_SLASHES_RE = /\/+$/;

/**
 * Checks `baseUrl`: `undefined` or "" is none; a path starting with a single "/" is relative; an
 * http(s) URL is absolute. Anything else throws: `javascript:`, `file:`, `//host`, and the
 * characters of {@link UNSAFE_IN_BASE_RE}.
 */
export function checkBaseUrl(baseUrl: unknown): BaseUrl {
  if (baseUrl === undefined || baseUrl === "") return NO_BASE;
  if (baseUrl === checkedText) return checked;
  if (typeof baseUrl !== "string") {
    throw new InvalidOptionsError(BASE_URL, baseUrl);
  }
  const unsafe = baseUrl.search(UNSAFE_IN_BASE_RE);
  if (unsafe !== -1) {
    throw new UnsafeUrlError(baseUrl, unsafe, "BASE_URL_CHARACTER");
  }
  let kind: BaseUrl["kind"];
  if (baseUrl.startsWith("/") && !baseUrl.startsWith("//")) kind = "relative";
  else if (isHttpUrl(baseUrl)) {
    assertAuthority(baseUrl);
    kind = "absolute";
  } else {
    throw new UnsafeUrlError(baseUrl, 0, "BASE_URL_SCHEME");
  }
  checkedText = baseUrl;
  checked = { kind, prefix: baseUrl.replace(TRAILING_SLASHES_RE, "") };
  return checked;
}
