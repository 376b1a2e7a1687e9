// The one place the command line reads a description or a route table from a file: JSON, or YAML
// through the optional `yaml` package, refused cleanly when it cannot be read, does not parse, or
// is not a tree (a YAML alias inside its own anchor, `openapi: &a [*a]`, makes a value that holds
// itself, which no JSON can write and no compiler should walk).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { CliUsageError, type DocumentKind } from "./errors";
import { findCycle } from "./find-cycle";
import { jsonFailure } from "./json-failure";

/** Parses YAML text into a value: the `parse` function of the `yaml` package. */
export type YamlParse = (text: string) => unknown;

// A file the name says is YAML, e.g. "openapi.yaml" or "api.YML".
const YAML_FILE_RE = /\.ya?ml$/i;

/**
 * Reads `file` as JSON, or as YAML when its name ends `.yaml`/`.yml` or its text does not start
 * with `{` (YAML through `loadYaml`, so the `yaml` package is needed only then).
 *
 * @throws CliUsageError `DESCRIPTION_UNREADABLE`, `YAML_UNAVAILABLE`, `DESCRIPTION_INVALID`, or
 * `DESCRIPTION_CYCLIC` when a YAML alias makes the value hold itself.
 * @example
 * readDocument("openapi.yaml", "description"); // => { openapi: "3.1.0", ... }
 */
export function readDocument(file: string, what: DocumentKind, loadYaml: () => YamlParse | undefined = findYaml): unknown {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new CliUsageError("DESCRIPTION_UNREADABLE", { what, file, reason: (error as Error).message });
  }
  const yaml = YAML_FILE_RE.test(file) || !text.trimStart().startsWith("{");
  const parse = yaml ? loadYaml() : JSON.parse;
  if (parse === undefined) throw new CliUsageError("YAML_UNAVAILABLE", { file });
  let value: unknown;
  try {
    value = parse(text);
  } catch (error) {
    // Never the parser's excerpt of the text (a description may hold a key): JSON's described, YAML's first line (its code frame follows).
    const reason = yaml ? String((error as Error).message).split("\n")[0] ?? "" : jsonFailure(text, error);
    throw new CliUsageError("DESCRIPTION_INVALID", { what, file, format: yaml ? "YAML" : "JSON", reason });
  }
  const cycle = findCycle(value);
  if (cycle !== undefined) throw new CliUsageError("DESCRIPTION_CYCLIC", { what, file, ...cycle });
  return value;
}

/** The `yaml` package's `parse`, from beside this package or from the working directory's project; `undefined` when neither has it. */
export function findYaml(): YamlParse | undefined {
  for (const base of [import.meta.url, join(process.cwd(), "package.json")]) {
    try {
      return (createRequire(base)("yaml") as { parse: YamlParse }).parse;
    } catch {
      // Not installed there: try the next place.
    }
  }
  return undefined;
}
