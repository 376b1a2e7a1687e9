import { isWord } from "./internal/ascii";

/** The vendor media type prefix the format rewrite looks for. */
const VENDOR_PREFIX = "application/vnd";
const JSON_SUFFIX = "+json";

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
 * Rewrites one accept entry. Only the last `application/vnd` of an entry can match: the tail after it
 * may hold only word characters, dots and a final `+json`, so it cannot contain another `/`.
 */
function rewriteEntry(entry: string, format: string): string {
  const at = entry.lastIndexOf(VENDOR_PREFIX);
  if (at === -1) return entry;
  const tail = entry.slice(at + VENDOR_PREFIX.length);
  const body = tail.endsWith(JSON_SUFFIX) ? tail.slice(0, -JSON_SUFFIX.length) : tail;
  // ".github.v3.raw" -> ["", "github", "v3", "raw"]; a fifth part means no match, so stop there.
  const parts = body.split(".", 5);
  const [lead, vendor, second] = parts;
  const words = parts.slice(1);
  if (lead !== "" || vendor === undefined || parts.length > 4 || !words.every(isWord)) return entry;
  // With three words the middle one must be "v3"; with two, "v3" is kept and anything else replaced.
  if (parts.length === 4 && second !== "v3") return entry;
  const version = second === "v3" ? ".v3" : "";
  return `${entry.slice(0, at)}${VENDOR_PREFIX}.${vendor}${version}.${format}`;
}
