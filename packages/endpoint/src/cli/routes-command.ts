// `scope-endpoint routes openapi.yaml > routes.json`: an OpenAPI description (JSON or YAML) in, its
// route table (compileRoutes of @scope/openapi-routes) out, as compact JSON for fromRoutes.
import { parseArgs } from "node:util";
import { compileRoutes } from "@scope/openapi-routes";
import { CliUsageError } from "./errors";
import { findYaml, readDocument, type YamlParse } from "./read-document";

export type { YamlParse } from "./read-document";

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
  return readDocument(file, "description", loadYaml);
}
