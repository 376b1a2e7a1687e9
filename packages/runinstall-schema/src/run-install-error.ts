import type { RunInstallErrorCode, RunInstallIssue } from "./types";

/** A valid value, shown in every message as an example of what is expected. */
const EXAMPLE = '{ "recursive": true, "args": ["--frozen-lockfile"] }';

/** The message of an INVALID_RUN_INSTALL error: every issue on its own line, then an example. */
function invalidMessage(issues: readonly RunInstallIssue[]): string {
  const count = issues.length === 1 ? "1 problem" : `${issues.length} problems`;
  return [
    `Invalid RunInstall value (${count}):`,
    ...issues.map((found) => `  ${found.message}`),
    `Expected a RunInstall object, an array of them, null or a boolean, for example ${EXAMPLE}.`,
  ].join("\n");
}

/**
 * Thrown by `normalizeRunInstall`, `parseRunInstall` and `toInstallCommands` on an invalid value.
 *
 * `code` is stable: `INVALID_RUN_INSTALL` (the value breaks the schema; `errors` lists each problem
 * with its path) or `YAML_SYNTAX` (the text is not YAML; the one error has `line` and `column`).
 *
 * @example
 * ```ts
 * try {
 *   normalizeRunInstall({ args: "--frozen-lockfile" });
 * } catch (error) {
 *   if (error instanceof RunInstallError) console.log(error.code, error.errors[0]?.message);
 *   // => INVALID_RUN_INSTALL /args: must be an array of strings (got string "--frozen-lockfile")
 * }
 * ```
 */
export class RunInstallError extends Error {
  override name = "RunInstallError" as const;
  /** What kind of failure this is; stable across releases. */
  readonly code: RunInstallErrorCode;
  /** Every problem found, each with its path, message and keyword. */
  readonly errors: readonly RunInstallIssue[];

  /**
   * @param code - the kind of failure.
   * @param errors - the problems found.
   * @param message - the whole message; by default built from `errors`.
   */
  constructor(code: RunInstallErrorCode, errors: readonly RunInstallIssue[], message?: string) {
    super(message ?? invalidMessage(errors));
    this.code = code;
    this.errors = errors;
  }
}
