import { strictEntries, type RouteTable, type TableEndpoint } from "@scope/endpoint-assembler";
import { routesEndpoint, type FromRoutesOptions } from "./from-routes";

/**
 * `fromRoutes(table, options)` with the strict wrapper that `fromOpenApi` binds: a route, a key, a
 * `withAuth` scheme or a `withServer` variable the table rules out is refused as by `fromRoutes`,
 * and the error names the nearest one the table has (did-you-mean), on a closed table and a compact
 * one alike.
 *
 * @example
 * const api = fromStrictRoutes({ v: 1, c: 1, r: { "GET /tasks/{id}": { p: { opt_fields: "q" } } } });
 * api("GET /tasks/{id}", { id: 1, opt_feilds: "name" });
 * // throws UnknownParameterError: ... the nearest key it lists is "opt_fields"
 */
export function fromStrictRoutes(table: RouteTable, options: Readonly<FromRoutesOptions> = {}): TableEndpoint {
  return routesEndpoint(table, options, strictEntries);
}
