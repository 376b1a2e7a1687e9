import { readFileSync } from "node:fs";
import { endpoint, VERSION } from "./endpoint";
import { CliUsageError, parseArguments, USAGE } from "./cli/parse-arguments";
import { toCurl } from "./cli/to-curl";

/** Where the command line writes: process.stdout and process.stderr, or a test's collector. */
export interface Output {
  write(text: string): unknown;
}

/** Runs the command line; returns the exit status. Errors are one line on stderr, status 2. */
export function main(argv: readonly string[], out: Output = process.stdout, err: Output = process.stderr): number {
  try {
    const request = parseArguments(argv);
    if (request === "help") return print(out, USAGE), 0;
    if (request === "version") return print(out, VERSION), 0;
    const bound = request.defaultsFile ? endpoint.defaults(readDefaults(request.defaultsFile)) : endpoint;
    const options = { ...request.parameters, headers: request.headers };
    if (request.output === "merge") return print(out, JSON.stringify(bound.merge(request.route, options), null, 2)), 0;
    const result = bound(request.route, options);
    print(out, request.output === "curl" ? toCurl(result) : JSON.stringify(result, null, 2));
    return 0;
  } catch (error) {
    // One line, never a stack: a thrown value that is not an Error is printed as text.
    const { name, message } = error instanceof Error ? error : { name: "Error", message: String(error) };
    print(err, `endpoint: ${error instanceof CliUsageError ? "" : `${name}: `}${message.split("\n")[0]}`);
    return 2;
  }
}

function readDefaults(file: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new CliUsageError(`cannot read --defaults file ${JSON.stringify(file)}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    throw new CliUsageError(`--defaults file ${JSON.stringify(file)} is not valid JSON: ${(error as Error).message}`);
  }
}

function print(stream: Output, text: string): void {
  stream.write(`${text}\n`);
}
