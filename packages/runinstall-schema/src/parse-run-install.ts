import { encodeSegment } from "./internal/describe-value";
import { INPUT_RULES } from "./internal/messages";
import { readOptions } from "./internal/read-options";
import { readYaml, type YamlRead } from "./internal/read-yaml";
import { toList } from "./internal/to-list";
import { issue, placeIssue } from "./internal/to-issues";
import { RunInstallError } from "./run-install-error";
import type { ParseRunInstallOptions, RunInstall, RunInstallPath } from "./types";
import { validateRunInstall } from "./validate-run-install";

/** The value at `path` in the document's value, or the error that the path names nothing. */
function valueAtPath(read: YamlRead, path: RunInstallPath): unknown {
  let value = read.value;
  for (const [index, segment] of path.entries()) {
    const key = String(segment);
    const container = typeof value === "object" && value !== null && Array.isArray(value) === (typeof segment === "number");
    if (!container || !Object.hasOwn(value as object, key)) {
      const pointer = toPointer(path.slice(0, index + 1));
      const { line, column } = read.position(toPointer(path.slice(0, index)));
      throw new RunInstallError("INVALID_RUN_INSTALL", [placeIssue(issue("", "path", INPUT_RULES.NOT_FOUND(segment, value)), pointer, line, column)]);
    }
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const toPointer = (path: RunInstallPath): string => path.map((segment) => `/${encodeSegment(String(segment))}`).join("");

/**
 * Parses a RunInstall value written in YAML 1.2, as an action input arrives or inside a larger
 * configuration file, then validates and normalises it like `normalizeRunInstall`.
 *
 * The text is read with the YAML 1.2 core schema: an empty text, `null` and `~` are null (so `[]`);
 * `true` and `True` are booleans; `yes` and `on` are strings, so invalid (the message suggests
 * `true`). With `path`, the value is the one at that path in the document (keys and indexes from
 * its root), and every problem keeps its path from the root and its line and column in the text.
 *
 * The work is bounded before and while `yaml` reads the text: at most 200 000 characters, 64
 * levels of nesting, 100 aliases, and 1 000 000 values once aliases are expanded. Reading stops at
 * the first syntax error, the only one reported; an unclosed `[` or `{` is reported where it opens.
 *
 * @throws RunInstallError with code `YAML_SYNTAX` (with `line` and `column`) when the text is not
 * YAML, `YAML_LIMIT` when it is beyond a limit, `INVALID_RUN_INSTALL` when the value breaks the
 * schema, holds more than 1 000 000 values or is not at `path` (each problem with `line` and
 * `column`), `INVALID_OPTIONS` when the options are wrong.
 * @example
 * ```ts
 * parseRunInstall("true");                                // => [{ recursive: true }]
 * parseRunInstall("- cwd: docs\n  args: [--prefer-offline]");
 * // => [{ cwd: "docs", args: ["--prefer-offline"] }]
 * parseRunInstall("ci:\n  run_install: { recursive: true }", { path: ["ci", "run_install"] });
 * // => [{ recursive: true }]
 * parseRunInstall("recursive: yes");
 * // throws RunInstallError: /recursive: must be a boolean (true or false) (got string "yes");
 * //   YAML 1.2 reads "yes" as a string: write true at line 1, column 1
 * ```
 */
export function parseRunInstall(text: string, options?: ParseRunInstallOptions): RunInstall[] {
  const { strict, path } = readOptions(options, ["strict", "path"]);
  if (typeof text !== "string") {
    throw new RunInstallError("INVALID_RUN_INSTALL", [{ path: "", keyword: "type", message: `(root): ${INPUT_RULES.NOT_A_STRING(text)}` }]);
  }
  const read = readYaml(text);
  const result = validateRunInstall(valueAtPath(read, path), { strict });
  if (result.ok) return toList(result.value);
  const prefix = toPointer(path);
  const placed = result.errors.map((found) => {
    const { line, column } = read.position(`${prefix}${found.path}`);
    return placeIssue(found, prefix, line, column);
  });
  throw new RunInstallError("INVALID_RUN_INSTALL", placed);
}
