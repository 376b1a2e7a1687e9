import { readOptions } from "./internal/read-options";
import { toList } from "./internal/to-list";
import { RunInstallError } from "./run-install-error";
import type { RunInstall, ValidateRunInstallOptions } from "./types";
import { validateRunInstall } from "./validate-run-install";

/**
 * Validates a RunInstall value and turns it into the list of installs to run.
 *
 * `null`, `false` and `[]` give `[]`; `true` gives `[{ recursive: true }]`; an object gives
 * `[object]`; an array gives an array of its entries. The value is read once, as
 * `validateRunInstall` reads it: the entries returned are the copies that were checked, never the
 * input's own objects, and the input is never changed.
 *
 * @throws RunInstallError with code `INVALID_RUN_INSTALL` and the problems when the value is
 * invalid, or `INVALID_OPTIONS` when the options are.
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
  options?: ValidateRunInstallOptions,
): RunInstall[] {
  const result = validateRunInstall(value, { strict: readOptions(options).strict });
  if (!result.ok) throw new RunInstallError("INVALID_RUN_INSTALL", result.errors);
  return toList(result.value);
}
