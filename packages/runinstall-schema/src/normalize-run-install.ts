import { RunInstallError } from "./run-install-error";
import type { RunInstall, ValidateRunInstallOptions } from "./types";
import { validateRunInstall } from "./validate-run-install";

/**
 * Validates a RunInstall value and turns it into the list of installs to run.
 *
 * `null`, `false` and `[]` give `[]`; `true` gives `[{ recursive: true }]`; an object gives
 * `[object]`; an array gives a new array of the same entries. Entries are returned as given (not
 * copied) and the input is never changed.
 *
 * @throws RunInstallError with code `INVALID_RUN_INSTALL` and every problem when the value is invalid.
 * @example
 * ```ts
 * normalizeRunInstall(true);             // => [{ recursive: true }]
 * normalizeRunInstall(null);             // => []
 * normalizeRunInstall({ cwd: "docs" });  // => [{ cwd: "docs" }]
 * normalizeRunInstall({ args: "--frozen-lockfile" });
 * // throws RunInstallError: /args: must be an array of strings (got string "--frozen-lockfile")
 * ```
 */
export function normalizeRunInstall(
  value: unknown,
  options: ValidateRunInstallOptions = {},
): RunInstall[] {
  const result = validateRunInstall(value, options);
  if (!result.ok) throw new RunInstallError("INVALID_RUN_INSTALL", result.errors);
  const valid = result.value;
  if (valid === null || valid === false) return [];
  if (valid === true) return [{ recursive: true }];
  return Array.isArray(valid) ? [...valid] : [valid];
}
