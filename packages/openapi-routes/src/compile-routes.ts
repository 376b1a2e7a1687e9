import { routeHash, type RouteEntry, type RouteTable } from "@scope/endpoint-assembler";
import { isPlainObject, quote, setOwn } from "@scope/kit";
import { OpenApiError } from "./errors";
import type { OperationModel } from "./model";
import { styleCode } from "./parameter-code";
import { readOperations } from "./read-operations";
import type { CompileRoutesOptions } from "./types";
import { bodyCodes, mediaOf, methodOf, mostCommon, writeEntry, type TableDefaults } from "./write-entry";

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
 * // => { v: 1, s: "https://api.example.com", d: { q: "F" }, h: { "5h8v1": { p: { "x-trace": "h" } } } }
 * // ("5h8v1" is routeHash("GET /pets"): entries are keyed by the hash of their route.)
 */
export function compileRoutes(document: unknown, options: CompileRoutesOptions = {}): RouteTable {
  const documentUrl = readDocumentUrl(options);
  const operations = readOperations(document, documentUrl);
  const defaults = chooseDefaults(operations);
  const { r, h } = placeEntries(operations, defaults);
  const d: RouteEntry = {
    ...(defaults.m === undefined ? {} : { m: defaults.m }),
    q: defaults.q,
    ...(defaults.f === "F" ? {} : { f: defaults.f }),
  };
  const t: Record<string, RouteEntry> = {};
  for (const [method, media] of defaults.t) setOwn(t, method, { m: media ?? "application/json" });
  return {
    v: 1,
    ...(defaults.s === undefined ? {} : { s: defaults.s }),
    d,
    ...(defaults.t.size > 0 ? { t } : {}),
    ...(Object.keys(r).length > 0 ? { r } : {}),
    ...(Object.keys(h).length > 0 ? { h } : {}),
  };
}

/**
 * The entries of the operations that have something to say, keyed by `routeHash` of the route in
 * `h`, or by the route in `r` where another route of the description has the same hash (so that
 * each route reads exactly its own entry).
 */
function placeEntries(operations: readonly OperationModel[], defaults: TableDefaults): { r: Record<string, RouteEntry>; h: Record<string, RouteEntry> } {
  const hashes = operations.map(({ route }) => routeHash(route));
  const counts = new Map<string, number>();
  for (const hash of hashes) counts.set(hash, (counts.get(hash) ?? 0) + 1);
  const written = operations.map((operation, index) => ({ route: operation.route, hash: hashes[index] ?? "", entry: writeEntry(operation, defaults) }));
  const listed = written.filter(({ entry }) => Object.keys(entry).length > 0).map((item) => ({ ...item, text: JSON.stringify(item.entry) }));
  // Like entries side by side: gzip then writes a repeated one in a few bytes.
  listed.sort((one, other) => (one.text < other.text ? -1 : one.text > other.text ? 1 : 0));
  const r: Record<string, RouteEntry> = {};
  const h: Record<string, RouteEntry> = {};
  for (const { route, hash, entry } of listed) {
    if (counts.get(hash) === 1) setOwn(h, hash, entry);
    else setOwn(r, route, entry);
  }
  return { r, h };
}

function readDocumentUrl(options: unknown): string | undefined {
  if (!isPlainObject(options)) throw new OpenApiError("INVALID_DOCUMENT", {}, "the options are not an object: expected { documentUrl?: string }");
  const { documentUrl } = options;
  if (documentUrl === undefined || (typeof documentUrl === "string" && URL.canParse(documentUrl))) return documentUrl;
  const shown = typeof documentUrl === "string" ? quote(documentUrl) : typeof documentUrl;
  throw new OpenApiError("RELATIVE_SERVER_URL", {}, `the documentUrl ${shown} is not an absolute URL, as in "https://api.example.com/openapi.json"`);
}

/**
 * The defaults that leave the fewest entries: the most common server, request media type (of all
 * operations that may take a body, then of each method's), query and form codes.
 */
function chooseDefaults(operations: readonly OperationModel[]): TableDefaults {
  const bodies = operations.filter(({ route }) => !route.startsWith("GET ") && !route.startsWith("HEAD "));
  const m = mostCommon(bodies.map(mediaOf));
  const t = new Map<string, string | undefined>();
  for (const method of new Set(bodies.map(methodOf))) {
    const media = mostCommon(bodies.filter((operation) => methodOf(operation) === method).map(mediaOf));
    if (media !== m) t.set(method, media);
  }
  const structuredQuery = operations.flatMap(({ parameters }) =>
    parameters.filter((parameter) => parameter.in === "query" && !parameter.primitive && parameter.contentType === undefined),
  );
  const formCodes = operations.flatMap(({ body }) => bodyCodes(body?.media[0]).f ?? []);
  return {
    s: mostCommon(operations.map(({ server }) => server.url)),
    m,
    t,
    q: mostCommon(structuredQuery.map(({ style, explode }) => styleCode(style, explode))) ?? "F",
    f: mostCommon(formCodes) ?? "F",
  };
}
