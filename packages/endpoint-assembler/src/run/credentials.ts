import type { SentCredential } from "../entry/security";
import type { RequestHeaders } from "../types/options";

/**
 * Writes a route's header and cookie credentials, before the table writes its header and cookie
 * parameters: a header unless the request has it already (the call's own `headers`, the
 * defaults'), which a header parameter the call gives then replaces, and which meets a required
 * one (Discourse's `Api-Key`); a cookie pair after the cookies given.
 */
export function credentialHeaders(credentials: readonly SentCredential[], headers: RequestHeaders): void {
  for (const credential of credentials) {
    if (credential.in === "h") {
      if (headers[credential.name] === undefined) headers[credential.name] = credential.text;
    } else if (credential.in === "c") {
      const given = headers.cookie;
      headers.cookie = given === undefined || given === "" ? credential.text : `${given}; ${credential.text}`;
    }
  }
}

/** `url` (the table's, before any fragment) with a route's query credentials, each unless the query has that name already. */
export function credentialQuery(credentials: readonly SentCredential[], url: string): string {
  for (const credential of credentials) {
    if (credential.in === "q" && !hasQueryPart(url, credential.name)) url += (url.includes("?") ? "&" : "?") + credential.text;
  }
  return url;
}

/** Whether the query of `url` holds a part that starts with `prefix` (`"api_key="`). */
function hasQueryPart(url: string, prefix: string): boolean {
  const query = url.indexOf("?");
  return query !== -1 && `&${url.slice(query + 1)}`.includes(`&${prefix}`);
}
