// The command line's own errors as data: a code and the facts, with every message written in the
// one table below. A name or a file in a message is a bounded excerpt through `quote`; a value the
// user gave, which may hold a secret (a token given as a header line or as JSON), is never quoted:
// its facts and its message describe it by length, position and character class (describeSecret),
// and a URL loses its userinfo and query values (urlForMessage). The CLI prints nothing without
// escaping terminal controls (output.ts).
import { quote } from "@scope/kit";
import { PROGRAM } from "./options";

const EXAMPLE = `${PROGRAM} "GET /users/{username}" username=octocat`;
const OPENAPI_EXAMPLE = `${PROGRAM} --openapi openapi.yaml "POST /v1/customers" email=ada@example.com`;

/** What a file given to the command line holds, as messages name it. */
export type DocumentKind = "description" | "route table";

/** The facts of each error of the command line, by code. */
export interface CliFacts {
  MISSING_ROUTE: Record<string, never>;
  /** `name`: the parameter's name; its value is never kept. */
  PARAMETER_BEFORE_ROUTE: { name: string };
  /** `url`: without its userinfo and query values (urlForMessage). */
  SPLIT_ROUTE: { method: string; url: string };
  UNKNOWN_OPTION: { option: string };
  OPTION_TAKES_NO_VALUE: { option: string };
  OPTION_NEEDS_VALUE: { option: string; example: string };
  OUTPUTS_COMBINED: Record<string, never>;
  GIVEN_TWICE: { what: string };
  /** `shape`: the argument described (describeSecret), never quoted. */
  BAD_HEADER_LINE: { shape: string };
  BAD_PARAMETER: { shape: string };
  HEADERS_NOT_OBJECT: Record<string, never>;
  /** `reason`: why the value is not JSON, described (jsonFailure); `structured`: it starts with "[" or "{". */
  INVALID_JSON: { name: string; reason: string; structured: boolean };
  DEFAULTS_UNREADABLE: { file: string; reason: string };
  DEFAULTS_INVALID_JSON: { file: string; reason: string };
  ROUTES_USAGE: Record<string, never>;
  DESCRIPTION_UNREADABLE: { what: DocumentKind; file: string; reason: string };
  DESCRIPTION_INVALID: { what: DocumentKind; file: string; format: string; reason: string };
  DESCRIPTION_CYCLIC: { what: DocumentKind; file: string; at: string; to: string };
  API_GIVEN_TWICE: Record<string, never>;
  DOCUMENT_URL_ALONE: Record<string, never>;
  /** `--auth` or `--server-var` without `=`; the argument is not quoted: it may hold a credential. */
  BAD_ASSIGNMENT: { option: string; example: string };
  /** `--auth` or `--server-var` without `--openapi` or `--routes`. */
  TABLE_OPTION_ALONE: { option: string };
  YAML_UNAVAILABLE: { file: string };
  CURL_NUL: { label: string };
  CURL_BEYOND_LATIN1: { label: string; position: number };
  /** `url`: without its userinfo and query values (urlForMessage). */
  CURL_RELATIVE_URL: { url: string };
  CURL_BODY_NOT_TEXT: { shown: string };
  CURL_MULTIPART: Record<string, never>;
}

/** Every code of the command line's errors. */
export type CliErrorCode = keyof CliFacts;
/** The codes of {@link CurlCommandError}: a request `--curl` cannot write. */
export type CurlCommandCode = Extract<CliErrorCode, `CURL_${string}`>;
/** The codes of {@link CliUsageError}: a command line that cannot be understood. */
export type CliUsageCode = Exclude<CliErrorCode, CurlCommandCode>;

/** What to write instead of `name:=<value>` when the value is not JSON (never the value itself: it may be a token). */
function jsonHint(name: string, structured: boolean): string {
  if (structured) {
    return `quote it for the shell and write strings in double quotes, e.g. ${name}:='["a"]' or ${name}:='{"a":1}'`;
  }
  return `:= takes JSON, e.g. ${name}:=100 or ${name}:=true; for a string write ${name}=<text>`;
}

/** The message of each code, from its facts: what went wrong, what was expected, an example. */
const CLI_MESSAGES: { readonly [Code in CliErrorCode]: (facts: CliFacts[Code]) => string } = {
  MISSING_ROUTE: () => `missing the route: give the method and URL as one quoted argument, e.g. ${EXAMPLE}`,
  PARAMETER_BEFORE_ROUTE: ({ name }) =>
    `missing the route before the parameter ${quote(name)}: the first argument is the method and URL, e.g. ${EXAMPLE}`,
  SPLIT_ROUTE: ({ method, url }) =>
    `the route is split in two: quote the method and URL as one argument, e.g. ${PROGRAM} ${quote(`${method} ${url}`)}`,
  UNKNOWN_OPTION: ({ option }) =>
    `unknown option ${quote(option)}: run ${PROGRAM} --help for the options (write -- before a route or parameter that starts with "-")`,
  OPTION_TAKES_NO_VALUE: ({ option }) => `option ${option} takes no value: write ${option} alone`,
  OPTION_NEEDS_VALUE: ({ option, example }) => `option ${option} needs a value, e.g. ${example}`,
  OUTPUTS_COMBINED: () => "--merge and --curl cannot be combined: choose one",
  GIVEN_TWICE: ({ what }) => `${what} is given twice: give it once`,
  BAD_HEADER_LINE: ({ shape }) =>
    `a header (${shape}; not shown: it may hold a secret) is not "name: value", a name then a colon, e.g. -H "x-trace: 1"`,
  BAD_PARAMETER: ({ shape }) =>
    `a parameter (${shape}; not shown: it may hold a secret) is not name=value or name:=json, e.g. owner=octokit or per_page:=100`,
  HEADERS_NOT_OBJECT: () => `headers must be a JSON object after :=, e.g. headers:='{"x-trace":"1"}' (or use -H "x-trace: 1")`,
  INVALID_JSON: ({ name, reason, structured }) => `parameter ${quote(`${name}:=`)} is not valid JSON (${reason}): ${jsonHint(name, structured)}`,
  DEFAULTS_UNREADABLE: ({ file, reason }) => `cannot read the --defaults file ${quote(file)}: ${reason}`,
  DEFAULTS_INVALID_JSON: ({ file, reason }) => `the --defaults file ${quote(file)} is not valid JSON: ${reason}`,
  ROUTES_USAGE: () => `routes takes one OpenAPI description (JSON or YAML), e.g. ${PROGRAM} routes openapi.yaml --document-url https://api.example.com/openapi.yaml [--strict] > routes.json`,
  DESCRIPTION_UNREADABLE: ({ what, file, reason }) => `cannot read the ${what} ${quote(file)}: ${reason}`,
  DESCRIPTION_INVALID: ({ what, file, format, reason }) => `the ${what} ${quote(file)} is not valid ${format}: ${reason}`,
  DESCRIPTION_CYCLIC: ({ what, file, at, to }) =>
    `the ${what} ${quote(file)} holds itself: ${quote(at)} is an alias of ${to === "" ? "the whole document" : quote(to)}, which contains it; a YAML alias may repeat a value, never one it is inside`,
  API_GIVEN_TWICE: () => `--openapi and --routes cannot be combined: give the API's description or its route table, e.g. ${OPENAPI_EXAMPLE}`,
  DOCUMENT_URL_ALONE: () => `--document-url is the address of the --openapi or --routes file: give one, e.g. ${OPENAPI_EXAMPLE} --document-url https://api.example.com/openapi.yaml`,
  BAD_ASSIGNMENT: ({ option, example }) => `${option} takes name=value, the name first (the value is not shown: it may be a secret), e.g. ${example}`,
  TABLE_OPTION_ALONE: ({ option }) => `${option} names a security scheme or server variable of the --openapi or --routes file: give one, e.g. ${OPENAPI_EXAMPLE}`,
  YAML_UNAVAILABLE: ({ file }) => `${quote(file)} is YAML, and reading YAML needs the yaml package: npm install yaml, or give the description as JSON`,
  CURL_NUL: ({ label }) => `the ${label} holds a NUL character, which no command-line argument can carry: curl cannot send this request`,
  CURL_BEYOND_LATIN1: ({ label, position }) => `the ${label} holds a character above U+00FF at position ${position}: a header byte cannot carry it`,
  CURL_RELATIVE_URL: ({ url }) => `the URL ${quote(url)} is not absolute: give a base URL, e.g. --base-url https://ghe.example/api/v3`,
  CURL_MULTIPART: () =>
    "the body is multipart (FormData), whose parts and boundary fetch writes: --curl cannot write it; print the request options (without --curl) and send them with fetch",
  CURL_BODY_NOT_TEXT: ({ shown }) => `the body is ${shown}, not text: --curl sends text, e.g. data="text" or data:='{"a":1}'`,
};

/** An error of the CLI: a code, the facts, and the message the table writes from them. */
abstract class CliError<Code extends CliUsageCode | CurlCommandCode> extends Error {
  /** What went wrong, as a stable string. */
  readonly code: Code;
  /** The facts the message was written from. */
  readonly facts: CliFacts[Code];

  constructor(code: Code, facts: CliFacts[Code]) {
    super(CLI_MESSAGES[code](facts));
    this.code = code;
    this.facts = facts;
  }
}

/** A command line that cannot be understood; the CLI prints the message and exits with status 2. */
export class CliUsageError<Code extends CliUsageCode = CliUsageCode> extends CliError<Code> {
  override readonly name = "CliUsageError";
}

/**
 * A request that `--curl` cannot write as a command sending exactly it: a NUL character (no
 * command-line argument can hold one), a URL that is not absolute, a body that is not text.
 */
export class CurlCommandError<Code extends CurlCommandCode = CurlCommandCode> extends CliError<Code> {
  override readonly name = "CurlCommandError";
}
