// The one rule for turning a valid RunInstall value into the list of installs to run.
import type { RunInstall, RunInstallInput } from "../types";

/** `null` and `false` give `[]`; `true` gives `[{ recursive: true }]`; an object `[object]`; an array itself. */
export function toList(valid: RunInstallInput): RunInstall[] {
  if (valid === null || valid === false) return [];
  if (valid === true) return [{ recursive: true }];
  return Array.isArray(valid) ? valid : [valid];
}
