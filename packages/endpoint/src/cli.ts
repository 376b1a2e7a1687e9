import { readFileSync } from "node:fs";
import type { EndpointOptions, HeadersInput } from "@scope/endpoint-assembler";
import { endpoint, VERSION } from "./endpoint";
import { CliUsageError } from "./cli/errors";
import { USAGE } from "./cli/options";
import { parseArguments, type CliRequest } from "./cli/parse-arguments";
import { toCurl } from "./cli/to-curl";
import { toFetch } from "./to-fetch";

/** Where the command line writes: process.stdout and process.stderr, or a test's collector. */
export interface Output {
  write(text: string): unknown;
}

/**
 * Runs the command line (`endpoint --help` tells how); returns the exit status. An error is one
 * line on stderr, status 2.
 *
 * @example
 * main(["GET /users/{username}", "username=octocat"]); // prints the request options as JSON; => 0
 */
export function main(argv: readonly string[], out: Output = process.stdout, err: Output = process.stderr): number {
  try {
    const request = parseArguments(argv);
    if (request === "help") return print(out, USAGE), 0;
    if (request === "version") return print(out, VERSION), 0;
    print(out, render(request));
    return 0;
  } catch (error) {
    // One line, never a stack: a thrown value that is not an Error is printed as text.
    const { name, message } = error instanceof Error ? error : { name: "Error", message: String(error) };
    print(err, `endpoint: ${error instanceof CliUsageError ? "" : `${name}: `}${message.split("\n")[0]}`);
    return 2;
  }
}

function render(request: CliRequest): string {
  const bound = request.defaultsFile === undefined ? endpoint : endpoint.defaults(readDefaults(request.defaultsFile));
  // Header values are JSON from the command line; endpoint() checks each one.
  const options: EndpointOptions = { ...request.parameters, headers: request.headers as HeadersInput };
  if (request.output === "merge") return JSON.stringify(bound.merge(request.route, options), null, 2);
  const result = bound(request.route, options);
  return request.output === "curl" ? toCurl(...toFetch(result)) : JSON.stringify(result, null, 2);
}

function readDefaults(file: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new CliUsageError(`cannot read the --defaults file ${JSON.stringify(file)}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    throw new CliUsageError(`the --defaults file ${JSON.stringify(file)} is not valid JSON: ${(error as Error).message}`);
  }
}

function print(stream: Output, text: string): void {
  stream.write(`${text}\n`);
}
