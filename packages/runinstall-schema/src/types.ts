// The public types. RunInstall and RunInstallInput are written out so that the published declarations
// stand alone; test/types.test-d.ts proves them equal to json-schema-to-ts's FromSchema of the schema.

/**
 * One package install to run: the `definitions.RunInstall` object of the schema.
 * @example
 * ```ts
 * const entry: RunInstall = { recursive: true, args: ["--frozen-lockfile"] };
 * ```
 */
export interface RunInstall {
  /** Run the install in every workspace package (`pnpm recursive install`). */
  recursive?: boolean;
  /** The directory to run the install in. */
  cwd?: string;
  /** Extra arguments for the install command, one per item, for example `["--frozen-lockfile"]`. */
  args?: string[];
  /** Unknown keys are allowed by the schema; `{ strict: true }` refuses them. */
  [key: string]: unknown;
}

/**
 * Every value the schema accepts: a RunInstall, an array of them, `null`, or a boolean.
 * @example
 * ```ts
 * const inputs: RunInstallInput[] = [null, true, { cwd: "docs" }, [{}, { recursive: true }]];
 * ```
 */
export type RunInstallInput = RunInstall | RunInstall[] | null | boolean;

/**
 * The rule broken: the ajv keyword that failed, `unknownKey` (strict mode), `yaml` (a YAML syntax
 * error), a limit (`maxLength`, `maxDepth`, `maxAliases`, `maxValues`), `cycle` (a value contains
 * itself), `unreadable` (a getter or Proxy threw) or `path` (the `path` option names no value).
 * @example
 * ```ts
 * const keyword: RunInstallIssueKeyword = "unknownKey";
 * ```
 */
export type RunInstallIssueKeyword =
  | "type"
  | "anyOf"
  | "unknownKey"
  | "yaml"
  | "maxLength"
  | "maxDepth"
  | "maxAliases"
  | "maxValues"
  | "cycle"
  | "unreadable"
  | "path"
  | (string & {});

/**
 * One problem found in a value.
 * @example
 * ```ts
 * const issue: RunInstallIssue = {
 *   path: "/1/args/0", keyword: "type", message: "/1/args/0: must be a string (got number 1)",
 * };
 * ```
 */
export interface RunInstallIssue {
  /** JSON Pointer to the offending value, for example `/1/args/0`; `""` is the value itself. */
  path: string;
  /** The path and the rule broken, in plain words: `/1/args/0: must be a string (got number 1)`. */
  message: string;
  /** The rule broken: an ajv keyword (`type`, `anyOf`), `unknownKey`, `yaml` or a limit (`maxDepth`...). */
  keyword: RunInstallIssueKeyword;
  /**
   * For an unknown key close to a known one, the known key (`recusive` gives `recursive`); for a
   * YAML 1.1 boolean word where a boolean is expected, the boolean (`yes` gives `true`).
   */
  suggestion?: string;
  /** From `parseRunInstall`: the line (from 1) of the YAML error, or of the offending value. */
  line?: number;
  /** From `parseRunInstall`: the column (from 1) of the YAML error, or of the offending value. */
  column?: number;
}

/**
 * Options of `validateRunInstall`, `normalizeRunInstall` and `parseRunInstall`.
 * @example
 * ```ts
 * validateRunInstall({ recusive: true }, { strict: true } satisfies ValidateRunInstallOptions);
 * ```
 */
export interface ValidateRunInstallOptions {
  /**
   * Also refuse keys the schema does not name, with a hint for near misses: a typo such as
   * `recusive` is otherwise silently ignored.
   * @default false
   */
  strict?: boolean;
}

/**
 * Where the RunInstall value sits in a larger YAML document: the keys (strings) and sequence
 * indexes (integers from 0) from the document's root down to it.
 * @example
 * ```ts
 * const path: RunInstallPath = ["jobs", "build", "with", "run_install"];
 * ```
 */
export type RunInstallPath = readonly (string | number)[];

/**
 * Options of `parseRunInstall`: those of `validateRunInstall`, and where the value sits.
 * @example
 * ```ts
 * parseRunInstall("ci:\n  run_install: true\n", { path: ["ci", "run_install"] } satisfies ParseRunInstallOptions);
 * // => [{ recursive: true }]
 * ```
 */
export interface ParseRunInstallOptions extends ValidateRunInstallOptions {
  /**
   * The path from the document's root to the RunInstall value, for a value inside a larger file
   * (a CI configuration). The whole document is read (anchors anywhere in it resolve), and every
   * problem keeps its line and column in the file and its path from the document's root.
   * A path that names no value is refused (`keyword: "path"`).
   * @default [] (the whole document is the value)
   */
  path?: RunInstallPath;
}

/**
 * The result of `validateRunInstall`: the value, typed, or every problem found.
 * @example
 * ```ts
 * const result: RunInstallValidation = validateRunInstall(true);
 * if (result.ok) console.log(result.value); // => true
 * ```
 */
export type RunInstallValidation =
  | { ok: true; value: RunInstallInput }
  | { ok: false; errors: RunInstallIssue[] };

/**
 * One command to run, with its arguments as an array, never re-split by a shell.
 * @example
 * ```ts
 * const [{ command, args, cwd }] = toInstallCommands([{ cwd: "docs" }]);
 * execFileSync(command, args, { cwd }); // runs: pnpm install, in docs/
 * ```
 */
export interface InstallCommand {
  /** The program: always `pnpm`. */
  command: "pnpm";
  /** `["install", ...args]`, or `["recursive", "install", ...args]`. */
  args: string[];
  /** The directory to run in, when the entry names one. */
  cwd?: string;
}

/**
 * Stable codes of `RunInstallError`: the value breaks the schema (`INVALID_RUN_INSTALL`), the text
 * is not YAML (`YAML_SYNTAX`), the YAML is beyond a documented limit (`YAML_LIMIT`: too long, too
 * deep, too many aliases), or the options are wrong (`INVALID_OPTIONS`).
 * @example
 * ```ts
 * if (error instanceof RunInstallError && error.code === "YAML_SYNTAX") console.log(error.errors[0]?.line);
 * ```
 */
export type RunInstallErrorCode = "INVALID_RUN_INSTALL" | "YAML_SYNTAX" | "YAML_LIMIT" | "INVALID_OPTIONS";
