import type { SentCredential } from "../entry/security";
import type { RequestHeaders } from "../types/options";

/**
 * Writes a route's credentials into the request a table built: a header unless the request has it
 * already (the call's own `headers`, a header parameter or the defaults win over the scheme's), a
 * query part unless the query names it already, a cookie pair after the cookies given.
 */
export function sendCredentials(credentials: readonly SentCredential[], headers: RequestHeaders, url: string): string {
  for (const credential of credentials) {
    if (credential.in === "h") {
      if (headers[credential.name] === undefined) headers[credential.name] = credential.text;
    } else if (credential.in === "c") {
      const given = headers.cookie;
      headers.cookie = given === undefined || given === "" ? credential.text : `${given}; ${credential.text}`;
    } else if (!hasQueryPart(url, credential.name)) {
      url += (url.includes("?") ? "&" : "?") + credential.text;
    }
  }
  return url;
}

/** Whether the query of `url` (no fragment: runTable's URL comes before it) holds a part that starts with `prefix` (`"api_key="`). */
function hasQueryPart(url: string, prefix: string): boolean {
  const query = url.indexOf("?");
  return query !== -1 && `&${url.slice(query + 1)}`.includes(`&${prefix}`);
}
