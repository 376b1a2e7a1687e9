// How the command line writes, and the one rule for what it never prints raw: characters a
// terminal acts on, or that hide or reorder the text shown. --curl quoting reads the same rule.

/**
 * One character a terminal may act on, or that hides or reorders the text shown: C0 controls but
 * TAB and LF, DEL, C1 controls, the line and paragraph separators and the bidirectional controls,
 * e.g. "\u001b" (ESC, as in "\u001b[2J", which clears the screen) or "\u202e" (shows the rest right
 * to left). TAB and LF are left out: they only move the cursor, and LF separates output lines.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const TERMINAL_CONTROL_RE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

// Every such character, for replacing; the same class as TERMINAL_CONTROL_RE.
const TERMINAL_CONTROLS_RE = new RegExp(TERMINAL_CONTROL_RE.source, "g");

/**
 * `text` with every character of {@link TERMINAL_CONTROL_RE} written as a `\uXXXX` escape, so that
 * printing it sends no control sequence to the terminal. Inside a JSON string the escape is valid
 * JSON for the same character, so JSON output stays JSON that parses to the same value.
 *
 * @example
 * escapeControls("unknown option --a\u001b[2J"); // => "unknown option --a\\u001b[2J"
 * escapeControls('{"title":"a\u202eb"}'); // => '{"title":"a\\u202eb"}'
 */
export function escapeControls(text: string): string {
  return text.replace(TERMINAL_CONTROLS_RE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** Where the command line writes: process.stdout and process.stderr, or a test's collector. */
export interface Output {
  write(text: string): unknown;
}

/**
 * Writes `text` and a line break with every terminal control escaped ({@link escapeControls}):
 * the only way the command line prints, so that no argument can send a control sequence.
 *
 * @example
 * print(process.stderr, "scope-endpoint: unknown option \"-\u001b[2J\""); // writes the escape as text
 */
export function print(stream: Output, text: string): void {
  stream.write(`${escapeControls(text)}\n`);
}
