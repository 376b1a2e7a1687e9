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

