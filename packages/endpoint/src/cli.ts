import { readFileSync } from "node:fs";
import type { AccessMethods, EndpointOptions, HeadersInput, RequestOptions, RouteTable } from "@scope/endpoint-assembler";
import { endpoint, VERSION } from "./endpoint";
import { fromOpenApi } from "./from-open-api";
import { fromRoutes } from "./from-routes";
import { CliUsageError } from "./cli/errors";
import { jsonFailure } from "./cli/json-failure";
import { PROGRAM, USAGE } from "./cli/options";
import { print, type Output } from "./cli/output";
import { parseArguments, type ApiSource, type CliRequest } from "./cli/parse-arguments";
import { readDocument } from "./cli/read-document";
import { routesCommand } from "./cli/routes-command";
import { toCurl } from "./cli/to-curl";
import { toFetch } from "./to-fetch";

export type { Output } from "./cli/output";

/**
 * Runs the command line (`scope-endpoint --help` tells how); returns the exit status. An error is
 * one line on stderr, status 2. Everything printed goes through `print`, which escapes terminal
 * controls. A subcommand (such as `routes`) is dispatched here, before the request's arguments are
 * read.
 *
 * @example
 * main(["GET /users/{username}", "username=octocat"]); // prints the request options as JSON; => 0
 */
export function main(argv: readonly string[], out: Output = process.stdout, err: Output = process.stderr): number {
  try {
    print(out, respond(argv));
    return 0;
  } catch (error) {
    print(err, errorLine(error));
    return 2;
  }
}

function respond(argv: readonly string[]): string {
  if (argv[0] === "routes") return routesCommand(argv.slice(1));
  const request = parseArguments(argv);
  if (request === "help") return USAGE;
  if (request === "version") return VERSION;
  return render(request);
}

/** One line, never a stack: a thrown value that is not an Error is printed as text. */
function errorLine(error: unknown): string {
  const { name, message } = error instanceof Error ? error : { name: "Error", message: String(error) };
  return `${PROGRAM}: ${error instanceof CliUsageError ? "" : `${name}: `}${message.split("\n")[0] ?? ""}`;
}

/**
 * What the command line calls: `endpoint`, or the endpoint of `--openapi` / `--routes`. Their types
 * check routes and options at compile time; a command line's are any strings, checked at run time.
 */
interface CliEndpoint {
  (route: string, options: EndpointOptions): RequestOptions;
  merge(route: string, options: EndpointOptions): unknown;
  defaults(options: EndpointOptions): CliEndpoint;
}

function render(request: CliRequest): string {
  const api = withAccess(apiEndpoint(request.api, request.documentUrl), request);
  const bound = request.defaultsFile === undefined ? api : api.defaults(readDefaults(request.defaultsFile));
  // Header values are JSON from the command line; endpoint() checks each one.
  const options: EndpointOptions = { ...request.parameters, headers: request.headers as HeadersInput };
  if (request.output === "merge") return JSON.stringify(bound.merge(request.route, options), null, 2);
  const result = bound(request.route, options);
  return request.output === "curl" ? toCurl(...toFetch(result)) : JSON.stringify(result, showFormData, 2);
}

/** The endpoint of the request's API: the library's own functions, so its checks and errors are theirs. */
function apiEndpoint(api: ApiSource | undefined, documentUrl: string | undefined): CliEndpoint {
  if (api === undefined) return endpoint as unknown as CliEndpoint;
  const options = documentUrl === undefined ? {} : { documentUrl };
  if (api.kind === "openapi") return fromOpenApi(readDocument(api.file, "description"), options) as unknown as CliEndpoint;
  // fromRoutes checks the table it is given: the JSON is passed as it is, refused there if it is no table.
  return fromRoutes(readDocument(api.file, "route table") as RouteTable, options) as unknown as CliEndpoint;
}

/** The endpoint with `--auth` credentials and `--server-var` values bound (the table endpoints have `withAuth` and `withServer`). */
function withAccess(api: CliEndpoint, { auth, serverVariables }: CliRequest): CliEndpoint {
  const table = api as CliEndpoint & Pick<AccessMethods<CliEndpoint>, "withAuth" | "withServer">;
  const bound = auth === undefined ? api : table.withAuth(auth);
  return serverVariables === undefined ? bound : (bound as typeof table).withServer(serverVariables);
}

/** A multipart body, which JSON would print as `{}`: its parts, in order, as `{"FormData":[[name, value]...]}`. */
function showFormData(_key: string, value: unknown): unknown {
  if (!(value instanceof FormData)) return value;
  const parts: [string, string][] = [];
  // Every part is text here: a command line gives strings and JSON, never a Blob.
  value.forEach((part, name) => parts.push([name, String(part)]));
  return { FormData: parts };
}

function readDefaults(file: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new CliUsageError("DEFAULTS_UNREADABLE", { file, reason: (error as Error).message });
  }
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    // A defaults file is where a token lives (its authorization header): JSON.parse's excerpt is never shown.
    throw new CliUsageError("DEFAULTS_INVALID_JSON", { file, reason: jsonFailure(text, error) });
  }
}
