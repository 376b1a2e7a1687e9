// `scope-endpoint routes openapi.yaml > routes.json`: an OpenAPI description (JSON or YAML) in, its
// route table (compileRoutes of @scope/openapi-routes) out, as compact JSON for fromRoutes.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { compileRoutes } from "@scope/openapi-routes";
import { CliUsageError } from "./errors";

/** Parses YAML text into a value: the `parse` function of the `yaml` package. */
export type YamlParse = (text: string) => unknown;

// A file the name says is YAML, e.g. "openapi.yaml" or "api.YML".
const YAML_FILE_RE = /\.ya?ml$/i;

/**
 * Runs `routes <file> [--document-url <url>] [--strict]`: reads the description, compiles it and
 * returns the table as one line of JSON; `--strict` writes the closed table (`compileRoutes`'s
 * `strict: true`) that `fromOpenApi` binds. A `.yaml`/`.yml` file, or a text that does not start
 * with `{`, is read as YAML, with the `yaml` package when it is installed (it is optional: JSON
 * needs nothing).
 */
export function routesCommand(argv: readonly string[], loadYaml: () => YamlParse | undefined = findYaml): string {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: { "document-url": { type: "string" }, strict: { type: "boolean" } },
    allowPositionals: true,
    strict: false,
  });
  const [file, ...extra] = positionals;
  const unknown = Object.keys(values).find((name) => name !== "document-url" && !(name === "strict" && values.strict === true));
  if (file === undefined || extra.length > 0 || unknown !== undefined) throw new CliUsageError("ROUTES_USAGE", {});
  const documentUrl = values["document-url"];
  const strict = values.strict === true ? { strict: true } : {};
  const table = compileRoutes(readDescription(file, loadYaml), typeof documentUrl === "string" ? { documentUrl, ...strict } : strict);
  return JSON.stringify(table);
}

function readDescription(file: string, loadYaml: () => YamlParse | undefined): unknown {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new CliUsageError("DESCRIPTION_UNREADABLE", { file, reason: (error as Error).message });
  }
  const yaml = YAML_FILE_RE.test(file) || !text.trimStart().startsWith("{");
  const parse = yaml ? loadYaml() : JSON.parse;
  if (parse === undefined) throw new CliUsageError("YAML_UNAVAILABLE", { file });
  try {
    return parse(text);
  } catch (error) {
    throw new CliUsageError("DESCRIPTION_INVALID", { file, format: yaml ? "YAML" : "JSON", reason: (error as Error).message });
  }
}

/** The `yaml` package's `parse`, from beside this package or from the working directory's project; `undefined` when neither has it. */
function findYaml(): YamlParse | undefined {
  for (const base of [import.meta.url, join(process.cwd(), "package.json")]) {
    try {
      return (createRequire(base)("yaml") as { parse: YamlParse }).parse;
    } catch {
      // Not installed there: try the next place.
    }
  }
  return undefined;
}
