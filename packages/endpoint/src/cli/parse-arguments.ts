import { parseArgs } from "node:util";
import { describeSecret, isPlainObject, quote, setOwn, urlForMessage } from "@scope/kit";
import { CliUsageError } from "./errors";
import { jsonFailure } from "./json-failure";
import { OPTION_HELP, OPTIONS, type OptionName } from "./options";

/** What the command line asks for. */
export interface CliRequest {
  route: string;
  /** Parameters and named options (`baseUrl`, `data`...), each given once. */
  parameters: Record<string, unknown>;
  /** Headers from `-H` and `headers:=`, by lower-case name, each given once; endpoint() checks them. */
  headers: Record<string, unknown>;
  output: "request" | "merge" | "curl";
  defaultsFile?: string;
  /** The API's description (`--openapi`) or route table (`--routes`); absent: the GitHub REST API. */
  api?: ApiSource;
  /** Where that file is served (`--document-url`): relative servers resolve against it. */
  documentUrl?: string;
  /** Credentials by security scheme (`--auth name=value`), for `withAuth`; basic as `user:pass`. */
  auth?: Record<string, string>;
  /** Server variable values (`--server-var name=value`), for `withServer`. */
  serverVariables?: Record<string, string>;
}

/** A file that describes the API: an OpenAPI description or a route table. */
export interface ApiSource {
  kind: "openapi" | "routes";
  file: string;
}

type Token = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; tokens: true; allowPositionals: true; strict: false }>>["tokens"][number];
type OptionToken = Extract<Token, { kind: "option" }>;
type State = Partial<CliRequest> & Pick<CliRequest, "parameters" | "headers" | "output">;

const BASE_URL_LABEL = "baseUrl (by --base-url or baseUrl=)";
// A parameter rather than a route: a name then "=" or ":=", e.g. "owner=octokit", "per_page:=100".
const PARAMETER_START_RE = /^[\w.-]+:?=/;
// A method alone, e.g. "GET" in `scope-endpoint GET /user` (the route was not quoted).
const BARE_METHOD_RE = /^[A-Za-z]+$/;

/** Reads the arguments after the program name. Throws {@link CliUsageError} for bad usage. */
export function parseArguments(argv: readonly string[]): CliRequest | "help" | "version" {
  const config = { args: [...argv], options: OPTIONS, allowPositionals: true, strict: false, tokens: true } as const;
  const { tokens } = parseArgs(config);
  const named = new Set(tokens.map((token) => (token.kind === "option" ? token.name : "")));
  if (named.has("help")) return "help";
  if (named.has("version")) return "version";
  const state: State = { parameters: {}, headers: {}, output: "request" };
  for (const token of tokens) {
    if (token.kind === "option") readOption(state, token);
    else if (token.kind === "positional") readPositional(state, token.value);
  }
  if (state.route === undefined) {
    throw new CliUsageError("MISSING_ROUTE", {});
  }
  if (state.documentUrl !== undefined && state.api === undefined) throw new CliUsageError("DOCUMENT_URL_ALONE", {});
  if (state.api === undefined && (state.auth ?? state.serverVariables) !== undefined) throw new CliUsageError("TABLE_OPTION_ALONE", { option: state.auth ? "--auth" : "--server-var" });
  return state as CliRequest;
}

function readOption(state: State, { name, rawName, value }: OptionToken): void {
  if (!Object.hasOwn(OPTIONS, name)) {
    throw new CliUsageError("UNKNOWN_OPTION", { option: rawName });
  }
  const option = name as OptionName;
  if (OPTIONS[option].type === "boolean") {
    if (value !== undefined) throw new CliUsageError("OPTION_TAKES_NO_VALUE", { option: rawName });
    if (option === "merge" || option === "curl") state.output = setOutput(state.output, option);
    return;
  }
  if (value === undefined) throw new CliUsageError("OPTION_NEEDS_VALUE", { option: rawName, example: OPTION_HELP[option].example });
  if (option === "header") addHeaderLine(state.headers, value);
  else if (option === "auth") assign((state.auth ??= {}), "--auth", value);
  else if (option === "server-var") assign((state.serverVariables ??= {}), "--server-var", value);
  else if (option === "base-url") setOnce(state.parameters, "baseUrl", value, BASE_URL_LABEL);
  else if (option === "defaults") state.defaultsFile = once(state.defaultsFile, value, "--defaults");
  else if (option === "document-url") state.documentUrl = once(state.documentUrl, value, "--document-url");
  else if (option === "openapi" || option === "routes") state.api = setApi(state.api, { kind: option, file: value });
}

function setApi(current: ApiSource | undefined, api: ApiSource): ApiSource {
  if (current === undefined) return api;
  throw current.kind === api.kind ? new CliUsageError("GIVEN_TWICE", { what: `option --${api.kind}` }) : new CliUsageError("API_GIVEN_TWICE", {});
}

function readPositional(state: State, text: string): void {
  if (state.route === undefined) {
    if (PARAMETER_START_RE.test(text)) {
      throw new CliUsageError("PARAMETER_BEFORE_ROUTE", { name: text.slice(0, text.search(/:?=/)) });
    }
    state.route = text;
  } else if (BARE_METHOD_RE.test(state.route) && (text.startsWith("/") || text.includes("://"))) {
    throw new CliUsageError("SPLIT_ROUTE", { method: state.route, url: urlForMessage(text, 0)[0] });
  } else {
    addParameter(state, text);
  }
}

function setOutput(current: CliRequest["output"], option: "merge" | "curl"): CliRequest["output"] {
  if (current !== "request") throw new CliUsageError("OUTPUTS_COMBINED", {});
  return option;
}

function once(current: string | undefined, value: string, option: string): string {
  if (current !== undefined) throw new CliUsageError("GIVEN_TWICE", { what: `option ${option}` });
  return value;
}

function setOnce(record: Record<string, unknown>, name: string, value: unknown, label: string): void {
  if (Object.hasOwn(record, name)) throw new CliUsageError("GIVEN_TWICE", { what: label });
  setOwn(record, name, value);
}

/** `name=value` of `--auth` or `--server-var` into `record`, each name once; the value is never quoted (a credential). */
function assign(record: Record<string, string>, option: "--auth" | "--server-var", text: string): void {
  const equals = text.indexOf("=");
  if (equals <= 0) throw new CliUsageError("BAD_ASSIGNMENT", { option, example: OPTION_HELP[option === "--auth" ? "auth" : "server-var"].example });
  setOnce(record, text.slice(0, equals), text.slice(equals + 1), `${option} ${quote(text.slice(0, equals))}`);
}

function addHeaderLine(headers: Record<string, unknown>, text: string): void {
  const colon = text.indexOf(":");
  const name = text.slice(0, Math.max(colon, 0)).trim();
  // Never quoted: "Authorization Bearer $TOKEN" (the colon forgotten) is all secret after its first
  // space, and so is a name holding a space ("Authorization Bearer $TOKEN:x"), which the header
  // name rule would quote.
  if (name === "" || firstSpace(name) !== undefined) throw new CliUsageError("BAD_HEADER_LINE", { shape: describeSecret(text, firstSpace(text)) });
  setOnce(headers, name.toLowerCase(), text.slice(colon + 1).trim(), `header ${quote(name)}`);
}

/** Where a header line without a colon has its first space or tab (where the colon was forgotten), if anywhere. */
function firstSpace(text: string): number | undefined {
  const index = text.search(/[ \t]/);
  return index < 0 ? undefined : index;
}

function addParameter(state: State, text: string): void {
  const equals = text.indexOf("=");
  const json = equals > 0 && text[equals - 1] === ":";
  const name = text.slice(0, json ? equals - 1 : equals);
  if (equals === -1 || name === "") {
    throw new CliUsageError("BAD_PARAMETER", { shape: describeSecret(text, equals < 0 ? undefined : equals) });
  }
  const value = json ? parseJson(name, text.slice(equals + 1)) : text.slice(equals + 1);
  if (name !== "headers") return setOnce(state.parameters, name, value, name === "baseUrl" ? BASE_URL_LABEL : `parameter ${quote(name)}`);
  if (!json || !isPlainObject(value)) {
    throw new CliUsageError("HEADERS_NOT_OBJECT", {});
  }
  for (const [header, headerValue] of Object.entries(value)) {
    setOnce(state.headers, header.toLowerCase(), headerValue, `header ${quote(header)}`);
  }
}

function parseJson(name: string, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch (error) {
    throw new CliUsageError("INVALID_JSON", { name, reason: jsonFailure(raw, error), structured: /^\s*[[{]/.test(raw) });
  }
}
