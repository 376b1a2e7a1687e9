/** A command line that cannot be understood; the CLI prints the message and exits with status 2. */
export class CliUsageError extends Error {
  override readonly name = "CliUsageError";
  readonly code = "CLI_USAGE";
}

/**
 * A request that `--curl` cannot write as a command sending exactly it: a NUL character (no
 * command-line argument can hold one), a URL that is not absolute, a body that is not text.
 */
export class CurlCommandError extends Error {
  override readonly name = "CurlCommandError";
  readonly code = "CURL_COMMAND";
}

const MAX_QUOTE = 60;

/** Quotes an argument for an error message: JSON-escaped, cut after 60 characters. */
export function quoteArgument(text: string): string {
  return text.length > MAX_QUOTE ? `${JSON.stringify(text.slice(0, MAX_QUOTE))}… (${text.length} characters)` : JSON.stringify(text);
}
