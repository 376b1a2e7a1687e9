// `withAuth` and `withServer` of an endpoint of a route table (issue 33): each returns a new endpoint,
// as `.defaults()` does, whose table runtime carries what it bound; `.defaults()` keeps them.
import { withDefaults } from "./create-endpoint";
import { baseGivenBy, type BoundConfig } from "./entry/endpoint-config";
import { ownField } from "./entry/route-hash";
import { bindCredentials } from "./entry/security";
import { bindServerValues } from "./entry/servers";
import { accessRuntime, type Access } from "./run/access-runtime";
import type { RouteTable } from "./types/route-table";
import type { Endpoint, EndpointOptions, TableEndpoint } from "./types";

/** An endpoint of a table as `withAccess` keeps it: its config and what `withAuth` and `withServer` bound. */
export interface AccessState extends Access {
  readonly table: RouteTable;
  readonly config: BoundConfig;
}

/** `endpoint` with `withAuth` and `withServer`, and a `.defaults()` whose endpoints have them too. */
export function withAccess(endpoint: Endpoint, state: AccessState): TableEndpoint {
  const defaults = endpoint.defaults.bind(endpoint);
  return Object.assign(endpoint, {
    defaults: (options?: EndpointOptions) => withAccess(defaults(options as EndpointOptions), { ...state, config: { ...state.config, baseGiven: baseGivenBy(state.config, options) } }),
    withAuth: (credentials: unknown) => rebind(endpoint, { ...state, credentials: bindCredentials(state.table, credentials, state.credentials) }),
    withServer: (variables: unknown) => rebind(endpoint, { ...state, server: bindServerValues(state.table, variables, state.server, state.config.documentUrl) }),
  }) as unknown as TableEndpoint;
}

/** The endpoint's defaults bound again with a table runtime that carries `state`; the table's server, when it is the base URL, as its variables make it. */
function rebind(endpoint: Endpoint, state: AccessState): TableEndpoint {
  const tables = accessRuntime(state);
  const config: BoundConfig = { ...state.config, tables };
  const server = config.baseGiven === true ? undefined : tables.resolveServer(ownField(state.table, "s"), config.documentUrl);
  const DEFAULTS = server === undefined ? endpoint.DEFAULTS : { ...endpoint.DEFAULTS, baseUrl: server };
  return withAccess(withDefaults(DEFAULTS, config), { ...state, config });
}
