/**
 * Where a URL's authority starts, however it is spelled, and the authority as URL parsers read it
 * (up to the first "/", "\\", "?" or "#"): after anything before its first letter or slash (what
 * parsers skip, C0 controls and spaces, or what a reader does not see, a byte-order mark), a scheme
 * and its slashes or backslashes ("https://", "https:" alone, "HTTPS:\\\\"), or, without a scheme,
 * two of them ("//host", "\\\\host"); WHATWG URL drops tabs and newlines anywhere, so they may sit
 * inside the scheme and between the slashes.
 * Matches " https://u:TOKEN@ghe.example", "\uFEFF//u:TOKEN@ghe.example", "ht\ttps:/\n/u:T@h".
 */
const AUTHORITY_RE = /^[^a-z/\\]*(?:[a-z][a-z\d+.\-\t\n\r]*:[/\\\t\n\r]*|[/\\][\t\n\r]*[/\\][/\\\t\n\r]*)([^/\\?#]*)/i;

/** A colon that starts a password, not a port ("u:pa" but not "host:8080"), after an IPv6 address's ("[::1]"). */
const PASSWORD_RE = /^(?:\[[^\]]*\]|[^:[])*:\D/;

/**
 * A URL with the userinfo of its authority removed, and a position in it moved with the text: a
 * user name and password (a token, most often) never reach an error's message or fields, however
 * the URL is spelled (a leading space, tab, newline or byte-order mark, `//user:TOKEN@host`
 * without a scheme, backslashes, several "@", a password holding "/", "?", "#" or "\\"). The "@"
 * stays, so that a message saying why "@" is refused still shows it; a refused character inside
 * the userinfo (a space, a control character: never a secret's own) stays too, at the position given.
 * @example
 * withoutUserinfo("https://x-access-token:TOKEN@ghe.example/api", 8); // => ["https://@ghe.example/api", 8]
 * withoutUserinfo("https://api.github.com/user", 8); // => ["https://api.github.com/user", 8]
 * withoutUserinfo("//u:TOKEN@raw.example/api", 0, false); // => ["//raw.example/api", 0]
 *
 * @param keepAt - keep the "@" (the default, for a message about the URL's characters); `false`
 * drops it too, for a URL that is written on (a route table's server).
 */
export function withoutUserinfo(url: string, position: number, keepAt = true): [url: string, position: number] {
  const match = AUTHORITY_RE.exec(url);
  if (match === null) return [url, position];
  const authority = match[1] as string; // the group always takes part, if only empty
  const start = match[0].length - authority.length;
  // Parsers end the userinfo at the authority's last "@"; an authority with a password but no "@"
  // ("https://user:pa/ss@host", which WHATWG URL refuses) is read as the user meant it, the password
  // holding "/", "?", "#" or "\\": up to the last "@" before the end of the host that follows.
  const first = url.indexOf("@", match[0].length);
  const hostEnd = !authority.includes("@") && first >= 0 && PASSWORD_RE.test(authority) ? first + url.slice(first).search(/[/\\?#]|$/) : match[0].length;
  const end = url.lastIndexOf("@", hostEnd - 1);
  if (end <= start) return [url, position];
  if (position > start && position < end) {
    // The character refused is in the userinfo (a space, a control character): it alone stays.
    return [url.slice(0, start) + url.charAt(position) + url.slice(end), start];
  }
  const cut = end - start + (keepAt ? 0 : 1);
  return [url.slice(0, start) + url.slice(start + cut), position <= start ? position : Math.max(start, position - cut)];
}

/** A value of a query or a fragment: the text after "name=" up to the next "&" or "#", e.g. "TOKEN" in "?access_token=TOKEN&a=1". */
const QUERY_VALUE_RE = /=[^&#]+/g;

/**
 * A URL for a message: its userinfo removed ({@link withoutUserinfo}) and every value of its query
 * and fragment replaced with "…" (`?access_token=…&page=…`), names kept: a query often carries a
 * token (`access_token`, `api_key`, `sig`), whatever its name. The position moves with the
 * userinfo only: every refusal's position is before the query (its "?" or "#" is itself refused,
 * or ends what is checked); one inside the query moves to the query's start.
 * @example
 * urlForMessage("https://u:T@h.example/x?access_token=TOKEN&a=1", 0); // => ["https://@h.example/x?access_token=…&a=…", 0]
 */
export function urlForMessage(url: string, position: number): [url: string, position: number] {
  const [shown, at] = withoutUserinfo(url, position);
  const query = shown.search(/[?#]|$/);
  return [shown.slice(0, query) + shown.slice(query).replace(QUERY_VALUE_RE, "=…"), Math.min(at, query)];
}
