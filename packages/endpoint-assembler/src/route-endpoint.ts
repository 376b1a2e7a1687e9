import { createEndpoint } from "./create-endpoint";
import { configOf } from "./entry/endpoint-config";
import { InvalidOptionsError } from "./errors/errors";
import { CONFIG_OBJECT } from "./errors/messages";
import { givesOwn, isPlainObject } from "./checks/plain-object";
import { relativeServer, resolveServer } from "./entry/route-entry";
import { ownField } from "./entry/route-hash";
import type { RouteTable } from "./types/route-table";
import { TABLE_RUNTIME } from "./run/table-runtime";
import type { EndpointConfig, EndpointOptions, TableEndpoint } from "./types";
import { withAccess } from "./access-endpoint";

/**
 * Creates an endpoint whose requests are built as a route table says (`compileRoutes` writes one
 * from an OpenAPI description): each operation's parameters in their locations and styles, its
 * body in its media type, its own server. Routes the table does not name follow its defaults `d`.
 * The same merge, plan and run as every endpoint; the table changes only what a plan says.
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
  const given = isPlainObject(defaults) && givesOwn(defaults, "baseUrl");
  const bound = configOf({ ...config, routes: table, tables: TABLE_RUNTIME, baseGiven: given });
  // The same function, with `withAuth` and `withServer`: its `withTypes` types calls by the table's rules.
  const access = { table, config: bound, credentials: new Map(), server: undefined };
  if (!isPlainObject(defaults) || given) return withAccess(createEndpoint(defaults, bound), access);
  // The table's server is the base URL, unless the defaults give their own (which then replaces every server).
  const s = bound.routes && ownField(bound.routes, "s");
  const server = resolveServer(s, bound.documentUrl);
  if (server === undefined && s !== undefined) relativeServer(undefined);
  return withAccess(createEndpoint(server === undefined ? defaults : { ...defaults, baseUrl: server }, bound), access);
}
