// Checks the options bag of every public function once, so that a wrong option is a named error
// (INVALID_OPTIONS) and never a TypeError or a silently ignored typo.
import { RunInstallError } from "../run-install-error";
import type { ParseRunInstallOptions, RunInstallIssue, RunInstallPath } from "../types";
import { describeValue, encodeSegment, quote } from "./describe-value";
import { nearestKey } from "./nearest-key";
import { snapshot } from "./snapshot";
import { issue } from "./to-issues";

/** The options a function knows: `strict` for every one, `path` for `parseRunInstall` too. */
export type OptionKey = keyof ParseRunInstallOptions;

/** Options after checking: every field set (`path` is `[]` when not given). */
export interface CheckedOptions {
  strict: boolean;
  path: RunInstallPath;
}

/** An INVALID_OPTIONS error for one problem, with an example of valid options. */
function optionsError(found: RunInstallIssue): RunInstallError {
  const message = `Invalid RunInstall options: ${found.message}\nExpected options such as { strict: true }, or none.`;
  return new RunInstallError("INVALID_OPTIONS", [found], message);
}

/** The first problem of a `path` option: an array of keys (strings) and indexes (integers from 0). */
function pathIssue(path: unknown): RunInstallIssue | undefined {
  const expected = 'an array of keys and indexes such as ["ci", "run_install"]';
  if (!Array.isArray(path)) return issue("/path", "type", `must be ${expected} (got ${describeValue(path)})`);
  const bad = path.findIndex((segment) => typeof segment !== "string" && !(Number.isSafeInteger(segment) && (segment as number) >= 0));
  if (bad === -1) return undefined;
  return issue(`/path/${bad}`, "type", `must be a key (a string) or an index (an integer from 0) (got ${describeValue(path[bad])})`);
}

/** The first problem of a copied options value, if any. */
function optionsIssue(options: unknown, known: readonly OptionKey[]): RunInstallIssue | undefined {
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    return issue("", "type", `must be an object such as { strict: true } (got ${describeValue(options)})`);
  }
  for (const key of Object.keys(options)) {
    if ((known as readonly string[]).includes(key)) continue;
    const suggestion = nearestKey(key, known);
    const hint = suggestion === undefined ? `known options: ${known.join(", ")}` : `did you mean ${quote(suggestion)}?`;
    return issue(`/${encodeSegment(key)}`, "unknownKey", `unknown option ${quote(key)} (${hint})`);
  }
  const { strict, path } = options as ParseRunInstallOptions;
  if (strict !== undefined && typeof strict !== "boolean") {
    return issue("/strict", "type", `must be a boolean (true or false) (got ${describeValue(strict)})`);
  }
  return path === undefined ? undefined : pathIssue(path);
}

/**
 * Reads the options once and checks them: `undefined`, or an object whose keys are among `known`:
 * `strict` (a boolean or `undefined`) and, where known, `path` (keys and indexes).
 *
 * @throws RunInstallError with code `INVALID_OPTIONS` naming the first problem.
 */
export function readOptions(options: unknown, known: readonly OptionKey[] = ["strict"]): CheckedOptions {
  if (options === undefined) return { strict: false, path: [] };
  const read = snapshot(options);
  if (!read.ok) throw optionsError(read.issue);
  const found = optionsIssue(read.value, known);
  if (found !== undefined) throw optionsError(found);
  const { strict, path = [] } = read.value as ParseRunInstallOptions;
  return { strict: strict === true, path };
}
