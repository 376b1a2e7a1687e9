// Checks the options bag of every public function once, so that a wrong option is a named error
// (INVALID_OPTIONS) and never a TypeError or a silently ignored typo.
import { RunInstallError } from "../run-install-error";
import type { RunInstallIssue, ValidateRunInstallOptions } from "../types";
import { describeValue, encodeSegment, quote } from "./describe-value";
import { nearestKey } from "./nearest-key";
import { snapshot } from "./snapshot";
import { issue } from "./to-issues";

/** The options every function knows. */
const OPTION_KEYS: readonly string[] = ["strict"];

/** Options after checking: every field set. */
export type CheckedOptions = Required<ValidateRunInstallOptions>;

/** An INVALID_OPTIONS error for one problem, with an example of valid options. */
function optionsError(found: RunInstallIssue): RunInstallError {
  const message = `Invalid RunInstall options: ${found.message}\nExpected options such as { strict: true }, or none.`;
  return new RunInstallError("INVALID_OPTIONS", [found], message);
}

/** The first problem of a copied options value, if any. */
function optionsIssue(options: unknown): RunInstallIssue | undefined {
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    return issue("", "type", `must be an object such as { strict: true } (got ${describeValue(options)})`);
  }
  for (const key of Object.keys(options)) {
    if (OPTION_KEYS.includes(key)) continue;
    const suggestion = nearestKey(key, OPTION_KEYS);
    const hint = suggestion === undefined ? `known options: ${OPTION_KEYS.join(", ")}` : `did you mean ${quote(suggestion)}?`;
    return issue(`/${encodeSegment(key)}`, "unknownKey", `unknown option ${quote(key)} (${hint})`);
  }
  const { strict } = options as ValidateRunInstallOptions;
  if (strict === undefined || typeof strict === "boolean") return undefined;
  return issue("/strict", "type", `must be a boolean (true or false) (got ${describeValue(strict)})`);
}

/**
 * Reads the options once and checks them: `undefined`, or an object whose only key is `strict`
 * (a boolean or `undefined`).
 *
 * @throws RunInstallError with code `INVALID_OPTIONS` naming the first problem.
 */
export function readOptions(options: unknown): CheckedOptions {
  if (options === undefined) return { strict: false };
  const read = snapshot(options);
  if (!read.ok) throw optionsError(read.issue);
  const found = optionsIssue(read.value);
  if (found !== undefined) throw optionsError(found);
  return { strict: (read.value as ValidateRunInstallOptions).strict === true };
}
