import { routeHash, tableTemplate, type RouteEntry, type RouteTable } from "@scope/endpoint-assembler";
import { setOwn } from "@scope/kit";
import { bodyCodes, mostCommon } from "./body-codes";
import { createBodyLayers, layerEntry, sharedLayers } from "./body-layers";
import { OpenApiError } from "./errors";
import { ownFields } from "./internal/own";
import type { OperationModel } from "./model";
import { styleCode } from "./parameter-code";
import { readOperations } from "./read-operations";
import type { CompileRoutesOptions } from "./types";
import { mediaOf, methodOf } from "./operation-media";
import { type CompiledEntry, writeEntry, type TableDefaults } from "./write-entry";
import { operationRequirement, readSecurity, type TableSecurity } from "./read-security";
import { serverTemplates } from "./pick-server";

/**
 * A route table as `compileRoutes` writes it: format 1, with `c: 1` when closed (strict) and entries
 * that may say why an operation cannot be built (`u`), a scalar JSON body (`j`), the encodings of the
 * other media types (`n`) and multipart parts' content types (`y`).
 */
export type CompiledTable = Omit<RouteTable, "r" | "h" | "l"> & {
  /** `1`: the table is closed (`strict: true`): every route has an entry in `r`, listing every key. */
  readonly c?: 1;
  readonly r?: Readonly<Record<string, CompiledEntry>>;
  readonly h?: Readonly<Record<string, CompiledEntry>>;
  readonly l?: Readonly<Record<string, CompiledEntry>>;
};

/**
 * Compiles a parsed OpenAPI 3.0 or 3.1 description into a route table for `fromRoutes` of
 * `@scope/endpoint`: per operation, only what the default rules do not already say (where a
 * parameter goes and how it is encoded, the request media type, the server), in compact JSON.
 * A browser app ships the table, not the description. Local `$ref`s are followed, each schema read
 * once; the document is read (own fields only), never changed.
 *
 * Servers are taken as the specification orders them: an operation's or its path's `servers` over
 * the document's, the first of the list, its variables at their defaults. A relative server URL is
 * resolved against `options.documentUrl`; without one it stays relative in the table, and calls must
 * give `baseUrl` (or `fromRoutes` a `documentUrl`). No URL the table holds keeps its userinfo.
 *
 * With `strict: true` the table is closed (`c: 1`): every operation has an entry by its route in `r`,
 * listing every parameter and body property, and `k: "x"` unless the body allows other properties,
 * so that `fromRoutes` refuses routes, keys and content types the description rules out.
 *
 * Throws {@link OpenApiError} for a description it cannot use: not OpenAPI 3.0 or 3.1, `paths` or a
 * path item of the wrong shape, a media type no header may carry. An operation that cannot be built
 * (a `$ref` that points nowhere, a style its location does not allow...) gets an entry `u` saying
 * why, and is refused when it is called; `unbuildable: "throw"` refuses the description instead.
 * @see https://spec.openapis.org/oas/v3.1.0
 * @example
 * compileRoutes({
 *   openapi: "3.1.0",
 *   servers: [{ url: "https://api.example.com" }],
 *   paths: { "/pets": { get: { parameters: [{ name: "x-trace", in: "header", schema: { type: "string" } }] } } },
 * });
 * // => { v: 1, s: "https://api.example.com", d: { q: "F" }, h: { "5h8v1": { p: { "x-trace": "h" } } }, w: { "x-trace": "h" } }
 * // ("5h8v1" is routeHash("GET /pets"): entries are keyed by the hash of their route.)
 */
export function compileRoutes(document: unknown, options: CompileRoutesOptions = {}): CompiledTable {
  const { documentUrl, strict, unbuildable } = readOptions(options);
  const operations = readOperations(document, { documentUrl, unbuildable });
  const names = wireNames(operations);
  const defaults = { ...chooseDefaults(operations), wire: new Set(Object.keys(names.w ?? {}).map((name) => name.toLowerCase())) };
  const security = readSecurity(document);
  const { r, h, l } = placeEntries(operations, defaults, strict, security);
  const d: RouteEntry = {
    ...(defaults.m === undefined ? {} : { m: defaults.m }),
    q: defaults.q,
    ...(defaults.f === undefined ? {} : { f: defaults.f }),
    ...(security.z === undefined || security.z === "" ? {} : { z: security.z }),
  };
  const o = serverTemplates(operations.map(({ server }) => server));
  const t: Record<string, RouteEntry> = {};
  for (const [method, media] of defaults.t) setOwn(t, method, { m: media ?? "application/json" });
  return {
    v: 1,
    ...(strict ? { c: 1 as const } : {}),
    ...(defaults.s === undefined ? {} : { s: defaults.s }),
    d,
    ...(defaults.t.size > 0 ? { t } : {}),
    ...(Object.keys(r).length > 0 ? { r } : {}),
    ...(Object.keys(h).length > 0 ? { h } : {}),
    ...(Object.keys(l).length > 0 ? { l } : {}),
    ...names,
    ...(security.x.length > 0 ? { x: security.x } : {}),
    ...(Object.keys(o).length > 0 ? { o } : {}),
  };
}

/**
 * The API's header and cookie parameter names (`w`), each once: so that a call key named like one is
 * refused wherever its route does not take it, a mistyped route included (issue 32.12).
 */
function wireNames(operations: readonly OperationModel[]): { w?: Record<string, "h" | "c"> } {
  const w: Record<string, "h" | "c"> = {};
  for (const { parameters } of operations) {
    for (const parameter of parameters) {
      if ((parameter.in === "header" || parameter.in === "cookie") && !Object.hasOwn(w, parameter.name)) setOwn(w, parameter.name, parameter.in === "header" ? "h" : "c");
    }
  }
  return Object.keys(w).length > 0 ? { w } : {};
}

/**
 * The entries of the operations: with `strict`, every one by its route in `r`; otherwise those
 * that have something to say, keyed by `routeHash` of the route in `h`, or by the route in `r` where
 * another route of the description has the same hash (so that each route reads exactly its own entry).
 * A body layer many operations share is written once, in `l`, and named by the entries' `i` (32.5).
 */
function placeEntries(operations: readonly OperationModel[], defaults: TableDefaults, strict: boolean, security: TableSecurity): Record<"r" | "h" | "l", Record<string, CompiledEntry>> {
  const hashes = operations.map(({ route }) => (strict ? route : routeHash(route)));
  const counts = new Map<string, number>();
  for (const hash of hashes) counts.set(hash, (counts.get(hash) ?? 0) + 1);
  const layerOf = createBodyLayers(strict, defaults.wire ?? new Set());
  const layers = operations.map((operation) => layerOf(operation, bodyCodes(operation.body?.media[0], defaults.f)));
  const shared = sharedLayers(layers);
  const written = operations.map((operation, index) => {
    const layer = layers[index];
    const entry = { ...writeEntry(operation, defaults, strict, { layer, id: layer && shared.get(layer) }), ...operationRequirement(operation, security) };
    return { route: operation.route, hash: hashes[index] ?? "", entry };
  });
  // A route with a whole-segment `:name` keeps an entry, empty or not: the run time reads the segment
  // as the literal the description writes only where the table knows the route so spelled (D4).
  const listed = written.filter(({ route, entry }) => strict || Object.keys(entry).length > 0 || tableTemplate(route) !== route).map((item) => ({ ...item, text: JSON.stringify(item.entry) }));
  // Like entries side by side: gzip then writes a repeated one in a few bytes.
  listed.sort((one, other) => (one.text < other.text ? -1 : one.text > other.text ? 1 : 0));
  const r: Record<string, CompiledEntry> = {};
  const h: Record<string, CompiledEntry> = {};
  for (const { route, hash, entry } of listed) {
    if (!strict && counts.get(hash) === 1) setOwn(h, hash, entry);
    else setOwn(r, route, entry);
  }
  const l: Record<string, CompiledEntry> = {};
  for (const [layer, id] of shared) setOwn(l, id, layerEntry(layer));
  return { r, h, l };
}

function readOptions(options: unknown): { documentUrl: string | undefined; strict: boolean; unbuildable: "entry" | "throw" } {
  const fields = ownFields(options);
  if (fields === undefined) throw new OpenApiError("OPTIONS_OBJECT", { value: options });
  const { documentUrl, strict, unbuildable } = fields;
  // The URL must also take a relative one ("data:,x" takes none): relative servers are resolved against it.
  const usable = documentUrl === undefined || (typeof documentUrl === "string" && URL.canParse("/", documentUrl));
  if (!usable) throw new OpenApiError("DOCUMENT_URL", { value: documentUrl });
  if (strict !== undefined && typeof strict !== "boolean") throw new OpenApiError("OPTIONS_OBJECT", { value: options });
  if (unbuildable !== undefined && unbuildable !== "entry" && unbuildable !== "throw") throw new OpenApiError("OPTIONS_OBJECT", { value: options });
  return { documentUrl: documentUrl as string | undefined, strict: strict === true, unbuildable: unbuildable ?? "entry" };
}

/**
 * The defaults that leave the fewest entries: the most common server, request media type (of all
 * operations that may take a body, then of each method's), query code and explicit form code.
 */
function chooseDefaults(operations: readonly OperationModel[]): TableDefaults {
  const built = operations.filter(({ unbuildable }) => unbuildable === undefined);
  const bodies = built.filter(({ route }) => !route.startsWith("GET ") && !route.startsWith("HEAD "));
  const m = mostCommon(bodies.map(mediaOf));
  const t = new Map<string, string | undefined>();
  for (const method of new Set(bodies.map(methodOf))) {
    const media = mostCommon(bodies.filter((operation) => methodOf(operation) === method).map(mediaOf));
    if (media !== m) t.set(method, media);
  }
  const structuredQuery = built.flatMap(({ parameters }) =>
    parameters.filter((parameter) => parameter.in === "query" && !parameter.primitive && parameter.contentType === undefined),
  );
  const formCodes = built.flatMap(({ body }) => bodyCodes(body?.media[0]).f ?? []);
  return {
    s: mostCommon(built.flatMap(({ server }) => server?.url ?? [])),
    m,
    t,
    q: mostCommon(structuredQuery.map(({ style, explode }) => styleCode(style, explode))) ?? "F",
    f: mostCommon(formCodes),
  };
}
