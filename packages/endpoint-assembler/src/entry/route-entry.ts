import { InvalidOptionsError, InvalidRouteTableError, UnknownRouteError } from "../errors/errors";
import { TABLE_LEFTOVER, TABLE_RESOLVED_SERVER, TABLE_SERVER, TABLE_STRING, UNBUILDABLE_OPERATION } from "../errors/messages";
import { methodsOf } from "./closed-table";
import { isString, mediaType, mediaTypes, tableField } from "./entry-fields";
import { ownField } from "./entry";
import { entryLayers } from "./route-hash";
import type { RouteEntry, RouteTable } from "../types/route-table";
import { canParseUrl } from "../checks/url-checks";
import { parseCode, type ParameterSpec } from "../encode/style-facts";
import { readBodyCodes, readCodes, type BodyCodes } from "./body-codes";

export type { Location, ParameterSpec, Style } from "../encode/style-facts";
export type { BodyCodes, BodyFields } from "./body-codes";

/** A table's entry for one route, its defaults applied and its codes read. */
export interface ResolvedEntry {
  readonly route: string;
  readonly params: ReadonlyMap<string, ParameterSpec>;
  readonly media: string | undefined;
  readonly accepts: readonly string[];
  readonly encodings: ReadonlyMap<string, ParameterSpec>;
  readonly formCode: ParameterSpec;
  readonly queryCode: ParameterSpec | undefined;
  readonly leftover: "q" | "b" | "x" | undefined;
  /** The operation's own server (`s`), as the table gives it: resolved by the entry reader (`resolveServer`). */
  readonly server: string | undefined;
  /** The body fields `j`, `n` and `y`, read once. */
  readonly body: BodyCodes;
  /** The table is closed (`c: 1`): keys no entry lists and unlisted content types are refused. */
  readonly closed: boolean;
  /** Its security requirements (`z`): scheme indexes, `+` within one, `|` between alternatives. */
  readonly requirements: string | undefined;
}

/** The entry of `"METHOD url"` in `table`, merged over the defaults of its method and the table's (`entryLayers`). */
export function resolveEntry(table: RouteTable, route: string): ResolvedEntry {
  const layers = entryLayers(table, route);
  const closed = ownField(table, "c") === 1;
  // A route a closed table has no entry of its own for: refused, naming the methods its path has.
  if (closed && layers[3] === undefined) throw new UnknownRouteError(route, undefined, methodsOf(table, route.slice(route.indexOf(" "))));
  // Every field read as the layers' own: a polluted prototype's `k` or `s` never counts.
  const entry = layers.reduce<RouteEntry>(inherit, {});
  const unbuildable = ownField(entry, "u");
  if (unbuildable !== undefined) {
    const reason = String(unbuildable);
    throw Object.assign(new InvalidOptionsError(UNBUILDABLE_OPERATION, reason, { route, reason }, "UNBUILDABLE_OPERATION"), { reason });
  }
  const params = readCodes(entry.p, route);
  const encodings = readCodes(entry.e, route);
  const leftover = tableField<ResolvedEntry["leftover"]>(entry, "k", (value) => value === "q" || value === "b" || value === "x", TABLE_LEFTOVER, route);
  const requirements = tableField<string>(entry, "z", isString, TABLE_STRING, route);
  return {
    route,
    params,
    media: mediaType(ownField(entry, "m"), route, "m"),
    accepts: mediaTypes(entry, route),
    encodings,
    // No `f`: a property with no explicit style is written by its value (OAS 3.1.1, 4.8.15.4).
    formCode: parseCode(ownField(entry, "f") ?? "", route, "(form properties)"),
    queryCode: ownField(entry, "q") === undefined ? undefined : parseCode(ownField(entry, "q"), route, "(query)"),
    leftover,
    server: tableField<string>(entry, "s", isString, TABLE_SERVER, route),
    closed,
    body: readBodyCodes(entry, route, encodings),
    requirements,
  };
}

/** `own` over `base`, field by field (own fields only); the codes of `p` and `e` name by name. */
function inherit(base: RouteEntry, own: RouteEntry | undefined): RouteEntry {
  return { ...base, ...own, p: { ...ownField(base, "p"), ...(own && ownField(own, "p")) }, e: { ...ownField(base, "e"), ...(own && ownField(own, "e")) } };
}


/**
 * For an entry that changes nothing but `+` signs kept in the query (planned as the defaults are),
 * the keys whose query value keeps them (`~`); `undefined` for any other entry.
 */
export function plainEntryKeys(entry: ResolvedEntry): ReadonlySet<string> | undefined {
  // A closed table's entries are checked (unknown keys, content types) as the table places keys.
  // Each `??` chain is `undefined` only when every field in it is: none given.
  if (entry.closed || (entry.media ?? entry.leftover ?? entry.queryCode ?? entry.server) !== undefined || entry.accepts.length > 0 || entry.body.json) return undefined;
  const plus = new Set<string>();
  for (const [key, spec] of entry.params) {
    if ((spec.in ?? spec.style ?? spec.wire) !== undefined || spec.required || spec.json || spec.reserved) return undefined;
    if (spec.plus) plus.add(key);
  }
  return plus;
}

/**
 * A server URL as the base URL of requests: an absolute one as is, a relative one (`"/api"`,
 * `"//host"`) resolved against the description's URL; `undefined` for none, `null` for a relative
 * one with no URL to resolve it against (the caller must then give `baseUrl`).
 *
 * @example
 * resolveServer("/v1", "https://example.com/openapi.json"); // => "https://example.com/v1"
 */
export function resolveServer(server: string | undefined, documentUrl: string | undefined, route = "(table)"): string | null | undefined {
  // A string or none: the table's `s` is checked when the table is bound, an entry's when it is read.
  if (server === undefined || canParseUrl(server)) return server;
  if (documentUrl === undefined) return null;
  try {
    return new URL(server, documentUrl).href;
  } catch {
    // A documentUrl such as "data:,x" is absolute but no base: the table's error, not the URL
    // parser's TypeError (and no `URL.canParse`, which Safari before 17 lacks: url-checks.ts).
    throw new InvalidRouteTableError(route, "s", server, TABLE_RESOLVED_SERVER);
  }
}
