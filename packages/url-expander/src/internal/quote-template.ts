/** How many characters of the template an error message shows around the position. */
const WINDOW = 60;

/**
 * Quotes `template` around `position` on one line, truncated with "…", with a caret under the
 * position on the next line. Control characters show as their Unicode pictures (U+2400 block) and
 * lone surrogates as U+FFFD, one for one, so the quote stays on one line and the caret aligned.
 * @example
 * quoteTemplate("/orgs/{org", 6);
 * // '  "/orgs/{org"\n         ^'
 */
export function quoteTemplate(template: string, position: number): string {
  const start = Math.max(0, Math.min(position - WINDOW / 2, template.length - WINDOW));
  const end = Math.min(template.length, start + WINDOW);
  const head = start > 0 ? "…" : "";
  const tail = end < template.length ? "…" : "";
  const shown = template
    .slice(start, end)
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
    .replace(/[\u0000-\u001f\u007f]/g, picture)
    // Lone surrogates (or a pair cut by the window) would make the message itself malformed.
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
  const caret = " ".repeat(3 + head.length + position - start) + "^";
  return `  "${head}${shown}${tail}"\n${caret}`;
}

function picture(char: string): string {
  const code = char.charCodeAt(0);
  return String.fromCharCode(code === 0x7f ? 0x2421 : 0x2400 + code);
}
