/** What the command line asks for. */
export interface CliRequest {
  route: string;
  parameters: Record<string, unknown>;
  headers: Record<string, string>;
  output: "request" | "merge" | "curl";
  defaultsFile?: string;
}

/** A command line that cannot be understood; the CLI prints the message and exits with 2. */
export class CliUsageError extends Error {
  override readonly name = "CliUsageError";
  readonly code = "CLI_USAGE";
}

export const USAGE = `Usage: endpoint [options] "<METHOD> <url>" [name=value | name:=json]...

Prints the request options of one GitHub REST API request as JSON.

  name=value          a parameter, as a string          owner=octokit
  name:=json          a parameter, as JSON (keeps type)  per_page:=100 draft:=true
  -H, --header n:v    add a header (repeatable)          -H "authorization: token abc"
  --defaults <file>   apply defaults from a JSON file
  --merge             print the merged options instead
  --curl              print a curl command that sends the request
  -h, --help          this help
  -v, --version       the version`;

/** Reads the arguments after the program name. */
export function parseArguments(argv: readonly string[]): CliRequest | "help" | "version" {
  const request: Partial<CliRequest> & Pick<CliRequest, "parameters" | "headers" | "output"> = {
    parameters: {},
    headers: {},
    output: "request",
  };
  const queue = [...argv];
  for (let arg = queue.shift(); arg !== undefined; arg = queue.shift()) {
    if (arg === "-h" || arg === "--help") return "help";
    if (arg === "-v" || arg === "--version") return "version";
    if (arg === "--merge" || arg === "--curl") request.output = setOutput(request.output, arg);
    else if (arg === "-H" || arg === "--header") addHeader(request.headers, valueOf(queue.shift(), arg));
    else if (arg === "--defaults") request.defaultsFile = valueOf(queue.shift(), arg);
    else if (arg.startsWith("-") && arg.length > 1) throw new CliUsageError(`unknown option ${JSON.stringify(arg)}`);
    else if (request.route === undefined) request.route = arg;
    else addParameter(request.parameters, arg);
  }
  if (request.route === undefined) throw new CliUsageError('missing route, e.g. endpoint "GET /users/{username}" username=octocat');
  return request as CliRequest;
}

function setOutput(current: CliRequest["output"], flag: string): CliRequest["output"] {
  if (current !== "request") throw new CliUsageError("--merge and --curl cannot be combined");
  return flag === "--merge" ? "merge" : "curl";
}

function valueOf(value: string | undefined, flag: string): string {
  if (value === undefined) throw new CliUsageError(`${flag} needs a value`);
  return value;
}

function addHeader(headers: Record<string, string>, text: string): void {
  const colon = text.indexOf(":");
  if (colon <= 0) throw new CliUsageError(`header ${JSON.stringify(text)} is not "name: value"`);
  Object.defineProperty(headers, text.slice(0, colon).trim(), {
    value: text.slice(colon + 1).trim(),
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function addParameter(parameters: Record<string, unknown>, text: string): void {
  const equals = text.indexOf("=");
  const json = equals > 0 && text[equals - 1] === ":";
  const name = text.slice(0, json ? equals - 1 : equals);
  if (equals === -1 || name === "") {
    throw new CliUsageError(`parameter ${JSON.stringify(text)} is not name=value or name:=json`);
  }
  const raw = text.slice(equals + 1);
  Object.defineProperty(parameters, name, {
    value: json ? parseJson(name, raw) : raw,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function parseJson(name: string, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch (error) {
    throw new CliUsageError(`parameter ${name}:= is not valid JSON (${(error as Error).message})`);
  }
}
