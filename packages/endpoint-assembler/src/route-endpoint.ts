import { bindEndpoint, mergedDefaults } from "./create-endpoint";
import { checkTable, configOf } from "./entry/endpoint-config";
import { InvalidOptionsError } from "./errors/errors";
import { CONFIG_OBJECT } from "./errors/messages";
import { givesOwn, isPlainObject } from "./checks/plain-object";
import { resolveServer } from "./entry/route-entry";
import { ownField } from "./entry/route-hash";
import { relativeServer } from "./entry/servers";
import { tableEntries } from "./plan/table-entry";
import type { RouteTable } from "./types/route-table";
import type { KeyRules } from "./types/openapi-options";
import type { Endpoint, EndpointConfig, EndpointOptions, TableEndpoint } from "./types";

/**
 * Creates an endpoint whose requests are built as a route table says (`compileRoutes` writes one
 * from an OpenAPI description): each operation's parameters in their locations and styles, its
 * body in its media type, its own server. Routes the table does not name follow its defaults `d`.
 * The same merge, plan and run as every endpoint; the table is read through the one seam, the
 * entry reader bound here, and changes only what a plan says.
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
export function createRouteEndpoint(table: RouteTable, defaults: Readonly<EndpointOptions>, config: Readonly<EndpointConfig>): TableEndpoint {
  if (!isPlainObject(config)) throw new InvalidOptionsError(CONFIG_OBJECT, config);
  const checked = configOf(config);
  const routes = checkTable(table);
  const merged = mergedDefaults(defaults);
  const given = givesOwn(defaults, "baseUrl");
  // The table's server is the base URL, unless the defaults give their own (which then replaces every server).
  const s = ownField(routes, "s");
  const server = given ? undefined : resolveServer(s, checked.documentUrl);
  if (!given && server === undefined && s !== undefined) relativeServer(undefined);
  const bound = { ...checked, entryFor: tableEntries(routes, checked.documentUrl), server, baseGiven: given };
  return asTable(bindEndpoint(server === undefined ? merged : { ...merged, baseUrl: server }, bound));
}

// The same function: only its `withTypes` types calls by the table's rules.
function asTable(endpoint: Endpoint): TableEndpoint {
  return endpoint as Endpoint<never, KeyRules> as TableEndpoint;
}
