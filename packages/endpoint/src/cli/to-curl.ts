import type { RequestOptions } from "@scope/endpoint-assembler";

/**
 * A curl command line that sends exactly this request: method, URL, every header, and the body
 * (a JSON body serialised as JSON). Each argument is single-quoted for POSIX shells.
 *
 * @example
 * toCurl({ method: "POST", url: "https://api.github.com/markdown", headers: { accept: "a" }, body: { text: "hi" } });
 * // => "curl --request POST --url 'https://api.github.com/markdown' --header 'accept: a' --data-binary '{\"text\":\"hi\"}'"
 */
export function toCurl({ method, url, headers, body }: RequestOptions): string {
  const args = ["curl", method === "HEAD" ? "--head" : `--request ${method}`, `--url ${shellQuote(url)}`];
  for (const name of Object.keys(headers)) args.push(`--header ${shellQuote(`${name}: ${headers[name]}`)}`);
  if (body !== undefined) {
    args.push(`--data-binary ${shellQuote(typeof body === "string" ? body : JSON.stringify(body))}`);
  }
  return args.join(" ");
}

/** Single-quotes a word for a POSIX shell: nothing inside is interpreted. */
export function shellQuote(word: string): string {
  return `'${word.replaceAll("'", `'\\''`)}'`;
}
