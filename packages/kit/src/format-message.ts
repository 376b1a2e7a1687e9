import { describeValue } from "./describe-value";
import { caretUnder, quote } from "./quote";

/** The facts an error message is made of: what was refused, and where. */
export interface MessageFacts {
  /** What was refused, as a noun phrase: `route`, `URI template`, `value for header "x-a"`. */
  readonly subject: string;
  /** The text refused, shown as a bounded excerpt around `position`; left out for a secret or a non-string. */
  readonly input?: string | undefined;
  /** Index in `input` (UTF-16 code units) of the offending character. */
  readonly position?: number | undefined;
}

/**
 * Writes one error message in the word order every package uses:
 * `Invalid <subject> <excerpt> at position <n>: <explanation>.` The excerpt is `input` quoted
 * through `quote` (JSON-escaped, at most a few dozen characters). `explanation` comes from the
 * package's message table: what was wrong, then `expected` the rule, `as in` a valid example.
 * @example
 * formatMessage({ subject: "route", input: "GET  /x", position: 4 }, "expected one space, as in \"GET /x\"");
 * // => 'Invalid route "GET  /x" at position 4: expected one space, as in "GET /x".'
 */
export function formatMessage(facts: MessageFacts, explanation: string): string {
  const { subject, input, position } = facts;
  const excerpt = input === undefined ? "" : ` ${quote(input, position)}`;
  const at = position === undefined ? "" : ` at position ${position}`;
  return `Invalid ${subject}${excerpt}${at}: ${explanation}.`;
}

/**
 * The excerpt of `text` around `position` on a line of its own, with a caret under the position on
 * the next, to follow a message that gives the position but not the excerpt (long structured text:
 * templates). Only the full messages use it: a browser build's short message quotes inline.
 * @example
 * formatMessage({ subject: "URI template", position: 2 }, "never closed") + caretExcerpt("/x{", 2);
 * // => 'Invalid URI template at position 2: never closed.\n  "/x{"\n     ^'
 */
export function caretExcerpt(text: string, position: number): string {
  return `\n  ${quote(text, position)}\n  ${caretUnder(text, position)}`;
}

/** Where every package's README is: a short message links to its "Errors" section, `<NPM><package>#errors`. */
const NPM = "https://www.npmjs.com/package/@scope/";

/** The facts of a short message: those of {@link MessageFacts}, and the value refused, if one was given. */
export interface ShortFacts extends MessageFacts {
  /** The value refused, described by kind and bounded excerpt (`number 1`: `describeValue`); `undefined` says nothing. */
  readonly value?: unknown;
}

/**
 * The one formatter of every package's short messages (the browser builds' `messages.short.ts`):
 * {@link formatMessage}'s word order, with the code, the value's kind and bounded excerpt when one
 * was given (`describeValue`: a secret's caller gives none), and the
 * link to the "Errors" section of the package's README (`pkg`: its folder) in place of the prose.
 * @example
 * shortMessage({ subject: "route", input: "GET  /x", position: 4 }, "INVALID_ROUTE", "endpoint-assembler");
 * // => 'Invalid route "GET  /x" at position 4: INVALID_ROUTE (https://www.npmjs.com/package/@scope/endpoint-assembler#errors).'
 * shortMessage({ subject: "url", value: 1 }, "MISSING_URL", "endpoint-assembler");
 * // => 'Invalid url: MISSING_URL, got number 1 (https://www.npmjs.com/package/@scope/endpoint-assembler#errors).'
 */
export function shortMessage(facts: ShortFacts, code: string, pkg: string): string {
  const got = facts.value === undefined ? "" : `, got ${describeValue(facts.value)}`;
  return formatMessage(facts, `${code}${got} (${NPM}${pkg}#errors)`);
}
