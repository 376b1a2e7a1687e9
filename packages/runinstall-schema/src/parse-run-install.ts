import { readYaml } from "./internal/read-yaml";
import { normalizeRunInstall } from "./normalize-run-install";
import { RunInstallError } from "./run-install-error";
import { describeValue } from "./internal/describe-value";
import { readOptions } from "./internal/read-options";
import type { RunInstall, ValidateRunInstallOptions } from "./types";

/**
 * Parses a RunInstall value written in YAML 1.2, as an action input arrives, then validates and
 * normalises it like `normalizeRunInstall`.
 *
 * The text is read with the YAML 1.2 core schema: an empty text, `null` and `~` are null (so `[]`);
 * `true` and `True` are booleans; `yes` and `on` are strings, so invalid.
 *
 * The work is bounded before and while `yaml` reads the text: at most 1 000 000 characters, 64
 * levels of nesting, 100 aliases, and 1 000 000 values once aliases are expanded. Only the first
 * syntax error is reported.
 *
 * @throws RunInstallError with code `YAML_SYNTAX` (with `line` and `column`) when the text is not
 * YAML, `YAML_LIMIT` when it is beyond a limit, `INVALID_RUN_INSTALL` when the value breaks the
 * schema (or holds more than 1 000 000 values), `INVALID_OPTIONS` when the options are wrong.
 * @example
 * ```ts
 * parseRunInstall("true");                                // => [{ recursive: true }]
 * parseRunInstall("- cwd: docs\n  args: [--prefer-offline]");
 * // => [{ cwd: "docs", args: ["--prefer-offline"] }]
 * parseRunInstall("yes");
 * // throws RunInstallError: (root): must be a RunInstall object, ... (got string "yes")
 * ```
 */
export function parseRunInstall(text: string, options?: ValidateRunInstallOptions): RunInstall[] {
  const checked = readOptions(options);
  if (typeof text !== "string") {
    const message = `(root): must be a YAML string (got ${describeValue(text)})`;
    throw new RunInstallError("INVALID_RUN_INSTALL", [{ path: "", keyword: "type", message }]);
  }
  return normalizeRunInstall(readYaml(text), checked);
}
