// The prose of the errors this package throws about YAML, options and the value as a whole: the
// readers and run-install-error.ts build their messages here from the facts a throw site gives.
// (The schema's own rules are worded by to-issues.ts, from the schema.)
import { describeValue, quote } from "@scope/kit";
import type { RunInstallIssue } from "../types";
import { MAX_ALIASES, MAX_DEPTH, MAX_YAML_LENGTH } from "./limits";

/** A YAML text that parses, shown in every YAML error message. */
const YAML_EXAMPLE = 'Expected YAML such as "true", "{ recursive: true, args: [--frozen-lockfile] }" or "- cwd: docs".';

/** What is wrong with a YAML text; `PARSER` is a syntax error in `yaml`'s words. */
export type YamlProblemKey =
  | "PARSER"
  | "MULTIPLE_DOCUMENTS"
  | "UNRESOLVED_ALIAS"
  | "NON_SCALAR_KEY"
  | "DUPLICATE_KEY"
  | "TOO_DEEP"
  | "TOO_MANY_ALIASES";

/** A problem of a YAML text: its key, and `detail` (`yaml`'s reason, an alias) where the key needs one. */
export interface YamlProblem {
  readonly key: YamlProblemKey;
  readonly detail?: string;
}

/** The code, the issue keyword and the reason in words, of each {@link YamlProblemKey}. */
const YAML: Readonly<Record<YamlProblemKey, readonly [code: "YAML_SYNTAX" | "YAML_LIMIT", keyword: string, reason: (detail: string) => string]>> = {
  PARSER: ["YAML_SYNTAX", "yaml", (detail) => detail],
  MULTIPLE_DOCUMENTS: ["YAML_SYNTAX", "yaml", () => "Source contains multiple documents"],
  UNRESOLVED_ALIAS: ["YAML_SYNTAX", "yaml", (alias) => `Unresolved alias (the anchor must be set before the alias): ${quote(alias)}`],
  NON_SCALAR_KEY: ["YAML_SYNTAX", "yaml", () => "Map keys must be scalars (strings, numbers, booleans or null)"],
  DUPLICATE_KEY: ["YAML_SYNTAX", "yaml", () => "Map keys must be unique"],
  TOO_DEEP: ["YAML_LIMIT", "maxDepth", () => `nested more than ${MAX_DEPTH} levels deep`],
  TOO_MANY_ALIASES: ["YAML_LIMIT", "maxAliases", () => `more than ${MAX_ALIASES} aliases`],
};

/** The code, keyword and reason of `problem`. */
export function yamlProblem({ key, detail = "" }: YamlProblem): [code: "YAML_SYNTAX" | "YAML_LIMIT", keyword: string, reason: string] {
  const [code, keyword, reason] = YAML[key];
  return [code, keyword, reason(detail)];
}

/** The message of a YAML error at `where` (`line 1, column 4`), with the excerpt of its line. */
export function yamlMessage(code: "YAML_SYNTAX" | "YAML_LIMIT", where: string, reason: string, excerpt: string): string {
  const head = code === "YAML_SYNTAX" ? "Invalid YAML" : "YAML beyond a limit";
  return `${head} in RunInstall input at ${where}: ${reason}\n${excerpt}${YAML_EXAMPLE}`;
}

/** The rule, then the message, of a text of `length` characters, over {@link MAX_YAML_LENGTH}. */
export function tooLongMessage(length: number): [rule: string, message: string] {
  const rule = `YAML text of ${length} characters, more than the limit of ${MAX_YAML_LENGTH}`;
  return [rule, `YAML beyond a limit in RunInstall input: ${rule}.\n${YAML_EXAMPLE}`];
}

/** What is wrong with the options of a function; the facts are the value and, for a key, its name and a hint. */
export const OPTION_RULES = {
  NOT_OBJECT: (got: unknown) => `must be an object such as { strict: true } (got ${describeValue(got)})`,
  UNKNOWN_KEY: (key: string, suggestion: string | undefined, known: readonly string[]) =>
    `unknown option ${quote(key)} (${suggestion === undefined ? `known options: ${known.join(", ")}` : `did you mean ${quote(suggestion)}?`})`,
  STRICT: (got: unknown) => `must be a boolean (true or false) (got ${describeValue(got)})`,
  PATH: (got: unknown) => `must be an array of keys and indexes such as ["ci", "run_install"] (got ${describeValue(got)})`,
  PATH_SEGMENT: (got: unknown) => `must be a key (a string) or an index (an integer from 0) (got ${describeValue(got)})`,
} as const;

/** The message of an INVALID_OPTIONS error for `found`, with an example of valid options. */
export function optionsMessage(found: RunInstallIssue): string {
  return `Invalid RunInstall options: ${found.message}\nExpected options such as { strict: true }, or none.`;
}

/** The rule broken by a text (not a string) or a `path` that names nothing in the document. */
export const INPUT_RULES = {
  NOT_A_STRING: (got: unknown) => `must be a YAML string (got ${describeValue(got)})`,
  NOT_FOUND: (segment: string | number, container: unknown) =>
    `not found: the document has no ${typeof segment === "number" ? `item ${segment}` : `key ${quote(segment)}`} in ${describeValue(container)}`,
} as const;

/** A valid value, shown in every INVALID_RUN_INSTALL message as an example of what is expected. */
const VALUE_EXAMPLE = '{ "recursive": true, "args": ["--frozen-lockfile"] }';

/** The most issues a message lists, so that it stays short; `errors` holds them all. */
const LISTED_ISSUES = 3;

/** The message of an INVALID_RUN_INSTALL error: the first issues, each on its own line, then an example. */
export function invalidMessage(issues: readonly RunInstallIssue[]): string {
  const count = issues.length === 1 ? "1 problem" : `${issues.length} problems`;
  const rest = issues.length - LISTED_ISSUES;
  return [
    `Invalid RunInstall value (${count}):`,
    ...issues.slice(0, LISTED_ISSUES).map((found) => `  ${found.message}`),
    ...(rest > 0 ? [`  … and ${rest} more, listed in error.errors`] : []),
    `Expected a RunInstall object, an array of them, null or a boolean, for example ${VALUE_EXAMPLE}.`,
  ].join("\n");
}
