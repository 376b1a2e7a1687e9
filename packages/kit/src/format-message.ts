import { caretUnder, quote } from "./quote";

/** The facts an error message is made of: what was refused, and where. */
export interface MessageFacts {
  /** What was refused, as a noun phrase: `route`, `URI template`, `value for header "x-a"`. */
  readonly subject: string;
  /** The text refused, shown as a bounded excerpt around `position`; left out for a secret or a non-string. */
  readonly input?: string | undefined;
  /** Index in `input` (UTF-16 code units) of the offending character. */
  readonly position?: number | undefined;
  /** Shows the excerpt on a line of its own with a caret under `position` (long structured text: templates). */
  readonly caret?: boolean | undefined;
}

/**
 * Writes one error message in the word order every package uses:
 * `Invalid <subject> <excerpt> at position <n>: <explanation>.` The excerpt is `input` quoted
 * through `quote` (JSON-escaped, at most a few dozen characters), or, with `caret`, the same excerpt
 * on the next line with a caret under the position. `explanation` comes from the package's message
 * table: what was wrong, then `expected` the rule, `as in` a valid example.
 * @example
 * formatMessage({ subject: "route", input: "GET  /x", position: 4 }, "expected one space, as in \"GET /x\"");
 * // => 'Invalid route "GET  /x" at position 4: expected one space, as in "GET /x".'
 * formatMessage({ subject: "URI template", input: "/x{", position: 2, caret: true }, "never closed");
 * // => 'Invalid URI template at position 2: never closed.\n  "/x{"\n     ^'
 */
export function formatMessage(facts: MessageFacts, explanation: string): string {
  const { subject, input, position, caret } = facts;
  const excerpt = input === undefined || caret ? "" : ` ${quote(input, position)}`;
  const at = position === undefined ? "" : ` at position ${position}`;
  const head = `Invalid ${subject}${excerpt}${at}: ${explanation}.`;
  if (input === undefined || !caret) return head;
  return `${head}\n  ${quote(input, position)}\n  ${caretUnder(input, position ?? 0)}`;
}
