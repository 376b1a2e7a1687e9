// A URL's userinfo ("user:TOKEN@" in "https://user:TOKEN@raw.example/x") is a credential: no table
// and no message this package writes holds one.

// The authority's userinfo after a scheme, e.g. "u:TOKEN@" in "https://u:TOKEN@raw.example/openapi.json".
const USERINFO_RE = /^([A-Za-z][A-Za-z\d+.-]*:\/\/)[^/?#\\]*@/;

/**
 * `url` without the userinfo of its authority; any other text as is.
 * @example
 * withoutUserinfo("https://u:TOKEN@raw.example/api"); // => "https://raw.example/api"
 */
export function withoutUserinfo(url: string): string {
  return url.replace(USERINFO_RE, "$1");
}
