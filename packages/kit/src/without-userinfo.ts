/**
 * A scheme, then its slashes (or backslashes, which WHATWG URL reads as slashes), then the
 * authority up to the first "/", "\\", "?" or "#": "https://x-access-token:TOKEN@ghe.example",
 * "https:user:pass@host" (which WHATWG URL reads as the same as with "//").
 */
const AUTHORITY_RE = /^[a-z][a-z\d+.-]*:[/\\]*([^/\\?#]*)/i;

/**
 * A URL with the userinfo of its authority removed, and a position in it moved with the text: a
 * user name and password (a token, most often) never reach an error's message or fields. The "@"
 * stays, so that a message saying why "@" is refused still shows it; a refused character inside the
 * userinfo (a space, a control character: never a secret's own) stays too, at the position given.
 * @example
 * withoutUserinfo("https://x-access-token:TOKEN@ghe.example/api", 8); // => ["https://@ghe.example/api", 8]
 * withoutUserinfo("https://api.github.com/user", 8); // => ["https://api.github.com/user", 8]
 * withoutUserinfo("https://u:TOKEN@raw.example/api", 0, false); // => ["https://raw.example/api", 0]
 *
 * @param keepAt - keep the "@" (the default, for a message about the URL's characters); `false`
 * drops it too, for a URL that is written on (a route table's server).
 */
export function withoutUserinfo(url: string, position: number, keepAt = true): [url: string, position: number] {
  const match = AUTHORITY_RE.exec(url);
  const authority = match?.[1] ?? "";
  const at = authority.lastIndexOf("@");
  if (match === null || at <= 0) return [url, position];
  const start = match[0].length - authority.length;
  const end = start + at;
  if (position > start && position < end) {
    // The character refused is in the userinfo (a space, a control character): it alone stays.
    return [url.slice(0, start) + url.charAt(position) + url.slice(end), start];
  }
  const cut = keepAt ? at : at + 1;
  return [url.slice(0, start) + url.slice(start + cut), position <= start ? position : Math.max(start, position - cut)];
}
