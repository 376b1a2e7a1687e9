import { urlForMessage } from "@scope/kit";
import type { FetchInit } from "../to-fetch";
import { CurlCommandError } from "./errors";
import { shellWord } from "./shell-word";

// An absolute http(s) URL, e.g. "https://api.github.com/user": curl needs the host.
const HTTP_URL_RE = /^https?:\/\//i;
// A header value with nothing to send, e.g. "" or " ": curl would drop `name: ` instead of sending it.
const BLANK_VALUE_RE = /^[ \t]*$/;
// curl 7.x adds `expect: 100-continue` to a body larger than this (curl 8: larger than 1 MB).
const EXPECT_THRESHOLD = 1024;
/** Headers curl sends of its own accord unless the command removes them (`-H 'accept:'`). */
const CURL_OWN_HEADERS = ["accept", "user-agent"] as const;

/**
 * A curl command for any POSIX shell (sh, dash, bash, zsh, busybox sh) that sends exactly this
 * request: the method, the URL as written (`--globoff`), every header and nothing else (no
 * `~/.curlrc`, no header of curl's own), and the body byte for byte (`--data-raw`, which never
 * reads a file). One option per line; every word quoted by `shellWord`.
 *
 * @throws CurlCommandError when the URL is not absolute, the body is not text, or a word holds NUL.
 * @example
 * toCurl("https://api.github.com/user/starred/o/r", { method: "PUT", headers: { accept: "a", "user-agent": "u" }, body: "" });
 * // => "curl --disable -sS --globoff \\\n  -X 'PUT' \\\n  --url 'https://api.github.com/user/starred/o/r' \\\n  -H 'accept: a' \\\n"
 * //    + "  -H 'user-agent: u' \\\n  -H 'content-type:' \\\n  --data-raw ''"
 */
export function toCurl(url: string, { method, headers, body }: Readonly<FetchInit>): string {
  if (!HTTP_URL_RE.test(url)) {
    throw new CurlCommandError("CURL_RELATIVE_URL", { url: urlForMessage(url, 0)[0] });
  }
  const text = bodyText(body);
  const words = [
    method === "HEAD" ? "--head" : `-X ${shellWord(method, "latin1", "method")}`,
    `--url ${shellWord(url, "utf8", "URL")}`,
    ...Object.entries(headers).map(([name, value]) => `-H ${headerWord(name, value)}`),
    ...curlHeadersToRemove(Object.keys(headers), text).map((name) => `-H '${name}:'`),
  ];
  if (text !== undefined) words.push(`--data-raw ${shellWord(text, "utf8", "body")}`);
  return ["curl --disable -sS --globoff", ...words].join(" \\\n  ");
}

function headerWord(name: string, value: string): string {
  // `name;` is curl's form for a header with an empty value.
  return shellWord(BLANK_VALUE_RE.test(value) ? `${name};` : `${name}: ${value}`, "latin1", `header ${name}`);
}

function curlHeadersToRemove(names: readonly string[], body: string | undefined): string[] {
  const present = new Set(names.map((name) => name.toLowerCase()));
  const own: string[] = [...CURL_OWN_HEADERS];
  // With a body, curl adds `content-type: application/x-www-form-urlencoded`, and `expect` to a large one.
  if (body !== undefined) own.push("content-type");
  if (body !== undefined && new TextEncoder().encode(body).length > EXPECT_THRESHOLD) own.push("expect");
  return own.filter((name) => !present.has(name));
}

function bodyText(body: FetchInit["body"]): string | undefined {
  if (body === undefined || typeof body === "string") return body;
  if (body instanceof FormData) throw new CurlCommandError("CURL_MULTIPART", {});
  const kind: unknown = body;
  const shown = kind === null ? "null" : typeof kind === "object" ? Object.prototype.toString.call(kind) : `${typeof kind} ${String(kind)}`;
  throw new CurlCommandError("CURL_BODY_NOT_TEXT", { shown });
}
