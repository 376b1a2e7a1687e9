/** The vendor media type prefix the format rewrite looks for. */
const VENDOR_PREFIX = "application/vnd";

/**
 * Rewrites each comma-separated entry of `accept` of the form `application/vnd.<w>[.v3][.<w>][+json]`
 * (at the end of the entry) to `application/vnd.<w>[.v3].<format>`; other entries stay as they are.
 *
 * This gives the result of the reference's
 * `entry.replace(/application\/vnd(\.\w+)(\.v3)?(\.\w+)?(\+json)?$/, "application/vnd$1$2.<format>")`
 * in linear time, except that `format` is inserted literally (`$` patterns are not expanded).
 *
 * @example
 * rewriteAcceptFormat("text/html, application/vnd.github.v3+json", "raw");
 * // => "text/html, application/vnd.github.v3.raw"
 */
export function rewriteAcceptFormat(accept: string, format: string): string {
  return accept
    .split(",")
    .map((entry) => rewriteEntry(entry, format))
    .join(",");
}

/**
 * The tail of an entry after its last `application/vnd`, anchored at both ends: the reference's
 * pattern, matched once at one place (its `\w+` gives back at most its own characters, each
 * failing at once), so linear where the reference's, tried at every position, is quadratic.
 */
const VENDOR_TAIL_RE = /^\.(\w+)(\.v3)?(?:\.\w+)?(?:\+json)?$/;

/**
 * Rewrites one accept entry. Only the last `application/vnd` of an entry can match: the tail after it
 * may hold only word characters, dots and a final `+json`, so it cannot contain another `/`.
 */
function rewriteEntry(entry: string, format: string): string {
  const at = entry.lastIndexOf(VENDOR_PREFIX);
  const match = at < 0 ? null : VENDOR_TAIL_RE.exec(entry.slice(at + VENDOR_PREFIX.length));
  if (match === null) return entry;
  return `${entry.slice(0, at)}${VENDOR_PREFIX}.${match[1] ?? ""}${match[2] ?? ""}.${format}`;
}
