/** Headers that carry a credential by definition (RFC 9110 section 11, RFC 6265). */
const CREDENTIAL_NAMES = new Set(["authorization", "proxy-authorization", "cookie", "set-cookie"]);

/**
 * A name that suggests a secret: it holds `api-key`, `api_key` or `apikey`, or starts with `auth`
 * (`authentication`, `x-auth-token`: after an `x-`), or ends in `token`, `-key`, `_key`, `secret`,
 * `password` or a session's name (`session`, `-session-id`, `sessionid`): `x-trackertoken`, `private-token`.
 */
const SECRET_NAME_RE = /api[-_]?key|^(?:x-)?auth|(?:token|[-_]key|secret|password|session(?:[-_]?(?:id|key))?)$/i;

/**
 * Tells whether the header `name` (in any case) may carry a secret: `authorization`,
 * `proxy-authorization`, `cookie`, `set-cookie`, or a name of the patterns of {@link SECRET_NAME_RE}
 * (`apikey`, `api_key`, `x-trackertoken`, `authentication`, `x-session-id`). For a program that
 * redacts what it logs; an error of this package never quotes any header's value, whatever its name.
 * @example
 * isCredentialHeader("Authorization"); // => true
 * isCredentialHeader("x-github-token"); // => true
 * isCredentialHeader("accept"); // => false
 */
export function isCredentialHeader(name: string): boolean {
  if (typeof name !== "string") return false; // a caller without types
  return (name.length <= 19 && CREDENTIAL_NAMES.has(name.toLowerCase())) || SECRET_NAME_RE.test(name);
}
