// The reasons of UnsafeUrlError, apart from errors.ts so that the message tables (messages.ts and
// its short twin) can name them without importing the error classes that import them.

/**
 * Why an {@link UnsafeUrlError} was thrown, for a program to switch on:
 * - `BASE_URL_CHARACTER`: a control character, space, invisible format character, lone surrogate,
 *   "?", "#" or "\\" in `baseUrl`;
 * - `BASE_URL_SCHEME`: a `baseUrl` that is neither an http(s) URL nor a path starting with one "/";
 * - `AMBIGUOUS_AUTHORITY`: an authority that fetch and curl could read as different hosts (`@`, `\\`, `%`...);
 * - `NO_LEADING_SLASH`: a URL that is not absolute and does not start with "/" once expanded;
 * - `ESCAPES_ORIGIN`: without an absolute base URL, a URL that is absolute or scheme-relative (`//host`);
 * - `DOT_SEGMENT`: a path segment that is ".", ".." or a percent-encoded form of them (path traversal).
 */
export type UnsafeUrlReason =
  | "BASE_URL_CHARACTER"
  | "BASE_URL_SCHEME"
  | "AMBIGUOUS_AUTHORITY"
  | "NO_LEADING_SLASH"
  | "ESCAPES_ORIGIN"
  | "DOT_SEGMENT";
