import { mergedDefaults } from "./create-endpoint";
import { configOf } from "./entry/endpoint-config";
import { checkTable } from "./entry/entry-fields";
import { givesOwn } from "./checks/plain-object";
import type { RouteTable } from "./types/route-table";
import type { EndpointConfig, EndpointOptions, TableEndpoint } from "./types";
import { bindAccess } from "./access-endpoint";
import type { StrictEntries } from "./plan/strict-entries";

/**
 * Creates an endpoint whose requests are built as a route table says (`compileRoutes` writes one
 * from an OpenAPI description): each operation's parameters in their locations and styles, its
 * body in its media type, its own server. Routes the table does not name follow its defaults `d`.
 * The same merge, plan and run as every endpoint; the table is read through the one seam, the
 * entry reader bound here, and changes only what a plan says. Its refusals give fixed hints;
 * `strict` (`strictEntries`, which `fromOpenApi` binds) makes them name the nearest route or key.
 *
 * @example
 * const api = createRouteEndpoint(
 *   { v: 1, r: { "DELETE /pods": { p: { labelSelector: "q" } } } },
 *   { baseUrl: "https://k8s.example", headers: { accept: "application/json" } },
 *   { vendor: "" },
 * );
 * api("DELETE /pods", { labelSelector: "app=web" }).url;
 * // => "https://k8s.example/pods?labelSelector=app%3Dweb"
 */
export function createRouteEndpoint(table: RouteTable, defaults: Readonly<EndpointOptions>, config: Readonly<EndpointConfig>, strict?: StrictEntries): TableEndpoint {
  // `configOf` refuses a config that is not a plain object (`vendorOf`), before the table is read.
  const checked = configOf(config);
  const routes = checkTable(table);
  const merged = mergedDefaults(defaults);
  // The table's server is the base URL, unless the defaults give their own (which then replaces every server).
  return bindAccess(merged, { ...checked, baseGiven: givesOwn(defaults, "baseUrl") }, { table: routes, credentials: new Map(), server: undefined, strict });
}
