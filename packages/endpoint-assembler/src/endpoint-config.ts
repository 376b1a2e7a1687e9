import { vendorOf } from "./bind-defaults";
import { InvalidOptionsError, InvalidRouteTableError } from "./errors";
import { DOCUMENT_URL } from "./internal/messages";
import { isPlainObject } from "./internal/plain-object";
import type { RouteTable } from "./route-table";
import type { TableRuntime } from "./table-runtime";
import type { EndpointConfig } from "./types";
import { canParseUrl } from "./internal/url-checks";

/** A config as an endpoint keeps it: checked, with the table runtime when `createRouteEndpoint` made it. */
export interface BoundConfig extends EndpointConfig {
  readonly tables?: TableRuntime | undefined;
}

/**
 * An endpoint's config, checked and copied: the vendor name, and the route table with the URL of
 * its description when the endpoint is made from one. Throws `InvalidOptionsError` for a config
 * that is not of that shape, and `InvalidRouteTableError` for a table of another format.
 */
export function configOf(config: unknown): BoundConfig {
  const vendor = vendorOf(config);
  const { routes, documentUrl, tables } = config as Readonly<BoundConfig>;
  if (documentUrl !== undefined && (typeof documentUrl !== "string" || !canParseUrl(documentUrl))) {
    throw new InvalidOptionsError(DOCUMENT_URL, documentUrl);
  }
  return routes === undefined ? { vendor } : { vendor, routes: checkTable(routes), documentUrl, tables };
}

/** A route table of format version 1 whose `d`, `t`, `r` and `h` are objects; its codes are read when routes are planned. */
function checkTable(table: unknown): RouteTable {
  if (!isPlainObject(table) || table.v !== 1) {
    throw new InvalidRouteTableError("(table)", "v", isPlainObject(table) ? table.v : table, "a route table of format 1, as compileRoutes writes it: { v: 1, r: { ... } }");
  }
  for (const key of ["d", "t", "r", "h"] as const) {
    if (table[key] !== undefined && !isPlainObject(table[key])) throw new InvalidRouteTableError("(table)", key, table[key], "an object");
  }
  if (table.s !== undefined && typeof table.s !== "string") throw new InvalidRouteTableError("(table)", "s", table.s, "a server URL");
  return table as unknown as RouteTable;
}
