import type { ParseArgsConfig } from "node:util";

/** The name of the command (package.json "bin"): the package name, `@scope/endpoint`, as one word. */
export const PROGRAM = "scope-endpoint";

/** What one option of the command line is for, as `--help` shows it. */
interface OptionHelp {
  /** The option as written, with its value. */
  usage: string;
  summary: string;
  example: string;
}

/** The options, as `node:util`'s parseArgs reads them. */
export const OPTIONS = {
  openapi: { type: "string" },
  routes: { type: "string" },
  "document-url": { type: "string" },
  header: { type: "string", short: "H", multiple: true },
  auth: { type: "string", multiple: true },
  "server-var": { type: "string", multiple: true },
  "base-url": { type: "string" },
  defaults: { type: "string" },
  merge: { type: "boolean" },
  curl: { type: "boolean" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "v" },
} as const satisfies NonNullable<ParseArgsConfig["options"]>;

/** An option's name, as its long form spells it. */
export type OptionName = keyof typeof OPTIONS;

/** Help for every option; keyed by OPTIONS, so the compiler refuses an option without help. */
export const OPTION_HELP: Readonly<Record<OptionName, OptionHelp>> = {
  openapi: { usage: "--openapi <file>", summary: "the API an OpenAPI description describes", example: "--openapi openapi.yaml" },
  routes: { usage: "--routes <file>", summary: "the API a route table describes", example: "--routes routes.json" },
  "document-url": { usage: "--document-url <url>", summary: "that file's URL, for relative servers", example: "--document-url https://api.example.com/openapi.yaml" },
  header: { usage: "-H, --header <name:value>", summary: "add a header (repeatable)", example: '-H "authorization: token $TOKEN"' },
  auth: { usage: "--auth <scheme=value>", summary: "a credential by scheme name (repeatable)", example: '--auth bearerAuth="$TOKEN" (basic: name=user:pass)' },
  "server-var": { usage: "--server-var <name=value>", summary: "a server variable's value (repeatable)", example: "--server-var region=eu" },
  "base-url": { usage: "--base-url <url>", summary: "the API root for a path", example: "--base-url https://ghe.example/api/v3" },
  defaults: { usage: "--defaults <file>", summary: "bind defaults from a JSON file", example: "--defaults defaults.json" },
  merge: { usage: "--merge", summary: "print the merged options, nothing expanded", example: '--merge "GET /user"' },
  curl: { usage: "--curl", summary: "print a curl command for any POSIX sh", example: '--curl "GET /user"' },
  help: { usage: "-h, --help", summary: "print this help", example: "--help" },
  version: { usage: "-v, --version", summary: "print the version", example: "--version" },
};

function helpLine(usage: string, summary: string, example: string): string {
  return `  ${usage.padEnd(27)}${summary.padEnd(44)}${example}`;
}

/** The text of `scope-endpoint --help`. */
export const USAGE = [
  `Usage: ${PROGRAM} [options] [--] "<METHOD> <url>" [name=value | name:=json]...`,
  `   or: npx @scope/endpoint [options] [--] "<METHOD> <url>" ...`,
  `   or: ${PROGRAM} --openapi <openapi.json|yaml> [options] [--] "<METHOD> <path>" [name=value]...`,
  `   or: ${PROGRAM} --routes <routes.json> [options] [--] "<METHOD> <path>" [name=value]...`,
  `   or: ${PROGRAM} routes <openapi.json|yaml> [--document-url <url>] [--strict] > routes.json`,
  "",
  "Prints the request options of one request as JSON. Sends nothing. The request is one of the GitHub",
  "REST API, or, with --openapi or --routes, of the API that an OpenAPI 3.0 or 3.1 description or its",
  "route table describes (fromOpenApi and fromRoutes of the library, with their checks and errors).",
  "routes prints the route table of a description, for fromRoutes() and --routes; with --strict, the",
  "closed table fromOpenApi binds (it also refuses routes, keys and content types the description lacks).",
  "",
  helpLine('"<METHOD> <url>"', "the route, quoted as one argument", '"GET /repos/{owner}/{repo}"'),
  helpLine("name=value", "a parameter, as a string", "owner=octokit"),
  helpLine("name:=json", "a parameter, as JSON (keeps its type)", "per_page:=100 labels:='[\"bug\"]'"),
  helpLine("headers:=json", "headers as a JSON object (with -H)", "headers:='{\"x-trace\":\"1\"}'"),
  "",
  ...Object.values(OPTION_HELP).map(({ usage, summary, example }) => helpLine(usage, summary, example)),
  "  --                         end of options: what follows is the route and parameters",
  "",
  "Options and their values: --header=v or --header v, -H v or -Hv. A header or a parameter is given",
  "at most once. --curl prints one option per line; it sends exactly this request (curl adds no header",
  "of its own, reads no file) and runs the same in sh, dash, bash, zsh and busybox sh: every value is",
  "single-quoted, and a control character (or a header byte beyond ASCII) is written \"$(printf '\\ooo')\".",
  "A YAML file needs the yaml package (npm install yaml). A multipart body is printed as",
  '{"FormData":[[name, value]...]}; --curl cannot send one.',
  "Bad usage prints one line on stderr and exits with status 2.",
  "",
  "Examples:",
  `  ${PROGRAM} "GET /repos/{owner}/{repo}/issues" owner=octokit repo=rest.js labels=bug`,
  `  ${PROGRAM} --openapi stripe.yaml --curl "POST /v1/customers" email=ada@example.com metadata:='{"plan":"pro"}'`,
  `  ${PROGRAM} --routes routes.json -H "authorization: Bearer $TOKEN" "GET /pets/{id}" id:=7`,
].join("\n");
