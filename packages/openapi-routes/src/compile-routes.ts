import type { RouteEntry, RouteTable } from "@scope/endpoint-assembler";
import { isPlainObject, quote } from "@scope/kit";
import { OpenApiError } from "./errors";
import type { OperationModel } from "./model";
import { styleCode } from "./parameter-code";
import { readOperations } from "./read-operations";
import type { CompileRoutesOptions } from "./types";
import { bodyCodes, mediaOf, mostCommon, writeEntry, type TableDefaults } from "./write-entry";

/**
 * Compiles a parsed OpenAPI 3.0 or 3.1 description into a route table for `fromRoutes` of
 * `@scope/endpoint`: per operation, only what the default rules do not already say (where a
 * parameter goes and how it is encoded, the request media type, the server), in compact JSON.
 * A browser app ships the table, not the description. Local `$ref`s are followed; the document is
 * read, never changed.
 *
 * Servers are taken as the specification orders them: an operation's or its path's `servers` over
 * the document's, the first of the list, its variables at their defaults. A relative server URL is
 * resolved against `options.documentUrl`; without one it stays relative in the table, and calls must
 * give `baseUrl` (or `fromRoutes` a `documentUrl`).
 *
 * Throws {@link OpenApiError} for a description it cannot compile: not OpenAPI 3.0 or 3.1, a `$ref`
 * that points nowhere or in a circle, a parameter without a valid location, a style its location
 * does not allow; the error names the operation and the parameter.
 * @see https://spec.openapis.org/oas/v3.1.0
 * @example
 * compileRoutes({
 *   openapi: "3.1.0",
 *   servers: [{ url: "https://api.example.com" }],
 *   paths: { "/pets": { get: { parameters: [{ name: "x-trace", in: "header", schema: { type: "string" } }] } } },
 * });
 * // => { v: 1, s: "https://api.example.com", d: { q: "F" }, r: { "GET /pets": { p: { "x-trace": "h" } } } }
 */
export function compileRoutes(document: unknown, options: CompileRoutesOptions = {}): RouteTable {
  const documentUrl = readDocumentUrl(options);
  const operations = readOperations(document, documentUrl);
  const defaults = chooseDefaults(operations);
  const r: Record<string, RouteEntry> = {};
  for (const operation of operations) {
    const entry = writeEntry(operation, defaults);
    if (Object.keys(entry).length > 0) Object.defineProperty(r, operation.route, { value: entry, enumerable: true });
  }
  const d: RouteEntry = {
    ...(defaults.m === undefined ? {} : { m: defaults.m }),
    q: defaults.q,
    ...(defaults.f === "F" ? {} : { f: defaults.f }),
  };
  return { v: 1, ...(defaults.s === undefined ? {} : { s: defaults.s }), d, ...(Object.keys(r).length > 0 ? { r } : {}) };
}

function readDocumentUrl(options: unknown): string | undefined {
  if (!isPlainObject(options)) throw new OpenApiError("INVALID_DOCUMENT", {}, "the options are not an object: expected { documentUrl?: string }");
  const { documentUrl } = options;
  if (documentUrl === undefined || (typeof documentUrl === "string" && URL.canParse(documentUrl))) return documentUrl;
  const shown = typeof documentUrl === "string" ? quote(documentUrl) : typeof documentUrl;
  throw new OpenApiError("RELATIVE_SERVER_URL", {}, `the documentUrl ${shown} is not an absolute URL, as in "https://api.example.com/openapi.json"`);
}

/** The defaults that leave the fewest entries: the most common server, request media type, query and form codes. */
function chooseDefaults(operations: readonly OperationModel[]): TableDefaults {
  const bodies = operations.filter(({ route }) => !route.startsWith("GET ") && !route.startsWith("HEAD "));
  const structuredQuery = operations.flatMap(({ parameters }) =>
    parameters.filter((parameter) => parameter.in === "query" && !parameter.primitive && parameter.contentType === undefined),
  );
  const formCodes = operations.flatMap(({ body }) => bodyCodes(body?.media[0]).f ?? []);
  return {
    s: mostCommon(operations.map(({ server }) => server.url)),
    m: mostCommon(bodies.map(mediaOf)),
    q: mostCommon(structuredQuery.map(({ style, explode }) => styleCode(style, explode))) ?? "F",
    f: mostCommon(formCodes) ?? "F",
  };
}
