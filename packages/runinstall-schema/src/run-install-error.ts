import { type CodeList, ScopeError } from "@scope/kit";
import { invalidMessage } from "./internal/messages";
import type { RunInstallErrorCode, RunInstallIssue } from "./types";

const CODES = ["INVALID_RUN_INSTALL", "YAML_SYNTAX", "YAML_LIMIT", "INVALID_OPTIONS"] as const;

/** Every code of {@link RunInstallError}, frozen; the compiler checks it against {@link RunInstallErrorCode}. */
export const RUN_INSTALL_ERROR_CODES: CodeList<RunInstallErrorCode, typeof CODES> = /* @__PURE__ */ Object.freeze(CODES);

/**
 * Thrown by `normalizeRunInstall`, `parseRunInstall` and `toInstallCommands` on an invalid value.
 *
 * `code` is stable, one of {@link RUN_INSTALL_ERROR_CODES}: `INVALID_RUN_INSTALL` (the value breaks
 * the schema; `errors` lists each problem with its path), `YAML_SYNTAX` (the text is not YAML; the
 * one error has `line` and `column`), `YAML_LIMIT` or `INVALID_OPTIONS`. The message lists the
 * first few problems and quotes at most a few dozen characters of any input. `instanceof
 * RunInstallError` holds for an error from any copy of this package (ESM or CJS build, a bundle,
 * another realm).
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
export class RunInstallError extends ScopeError<RunInstallErrorCode> {
  static override readonly brand: string = "RunInstallError";

  declare readonly name: "RunInstallError";
  /** Every problem found, each with its path, message and keyword. */
  readonly errors: readonly RunInstallIssue[];

  /**
   * @param code - the kind of failure.
   * @param errors - the problems found.
   * @param message - the whole message, any input in it quoted as a short excerpt; by
   * default built from `errors`.
   */
  constructor(code: RunInstallErrorCode, errors: readonly RunInstallIssue[], message?: string) {
    super(code, message ?? invalidMessage(errors));
    this.errors = errors;
  }
}
