// Checks the options bag of every public function once, so that a wrong option is a named error
// (INVALID_OPTIONS) and never a TypeError or a silently ignored typo.
import { RunInstallError } from "../run-install-error";
import type { ParseRunInstallOptions, RunInstallIssue, RunInstallPath } from "../types";
import { encodeSegment } from "./describe-value";
import { OPTION_RULES, optionsMessage } from "./messages";
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
  return new RunInstallError("INVALID_OPTIONS", [found], optionsMessage(found));
}

/** The first problem of a `path` option: an array of keys (strings) and indexes (integers from 0). */
function pathIssue(path: unknown): RunInstallIssue | undefined {
  if (!Array.isArray(path)) return issue("/path", "type", OPTION_RULES.PATH(path));
  const bad = path.findIndex((segment) => typeof segment !== "string" && !(Number.isSafeInteger(segment) && (segment as number) >= 0));
  if (bad === -1) return undefined;
  return issue(`/path/${bad}`, "type", OPTION_RULES.PATH_SEGMENT(path[bad]));
}

/** The first problem of a copied options value, if any. */
function optionsIssue(options: unknown, known: readonly OptionKey[]): RunInstallIssue | undefined {
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    return issue("", "type", OPTION_RULES.NOT_OBJECT(options));
  }
  for (const key of Object.keys(options)) {
    if ((known as readonly string[]).includes(key)) continue;
    return issue(`/${encodeSegment(key)}`, "unknownKey", OPTION_RULES.UNKNOWN_KEY(key, nearestKey(key, known), known));
  }
  const { strict, path } = options as ParseRunInstallOptions;
  if (strict !== undefined && typeof strict !== "boolean") {
    return issue("/strict", "type", OPTION_RULES.STRICT(strict));
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
