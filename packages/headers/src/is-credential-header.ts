/** Headers that carry a credential by definition (RFC 9110 section 11, RFC 6265). */
const CREDENTIAL_NAMES = new Set(["authorization", "proxy-authorization", "cookie", "set-cookie"]);

/** A name that suggests a secret: it ends in `-token`, `-key` or `-secret`, or holds `api-key` (`x-github-token`, `x-api-key-id`). */
const SECRET_NAME_RE = /api-key|-(?:token|key|secret)$/i;

/**
 * Tells whether the header `name` (in any case) may carry a secret: `authorization`,
 * `proxy-authorization`, `cookie`, `set-cookie`, or a name ending in `-token`, `-key` or `-secret`
 * or holding `api-key`. An error never quotes the value of such a header: it names the header, the
 * position and the character only, so that no part of a secret reaches a log.
 * @example
 * isCredentialHeader("Authorization"); // => true
 * isCredentialHeader("x-github-token"); // => true
 * isCredentialHeader("accept"); // => false
 */
export function isCredentialHeader(name: string): boolean {
  if (typeof name !== "string") return false; // a caller without types
  return (name.length <= 19 && CREDENTIAL_NAMES.has(name.toLowerCase())) || SECRET_NAME_RE.test(name);
}
