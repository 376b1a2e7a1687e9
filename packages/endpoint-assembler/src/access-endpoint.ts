// The endpoint of a route table with `withAuth` and `withServer` (issue 33): each returns a new
// endpoint, as `.defaults()` does, whose entry reader resolves a route's server with the variables
// bound and adds the credentials its requirement sends; `.defaults()` keeps what they bound.
import { bindEndpoint } from "./create-endpoint";
import { givesOwn } from "./checks/plain-object";
import type { BoundConfig } from "./entry/endpoint-config";
import { resolveServer } from "./entry/route-entry";
import { ownField } from "./entry/entry";
import { bindCredentials } from "./entry/security";
import { bindServerValues, chosenServer, relativeServer } from "./entry/servers";
import { tableEntries, type Access } from "./plan/table-entry";
import type { StrictEntries } from "./plan/strict-entries";
import type { RouteTable } from "./types/route-table";
import type { KeyRules } from "./types/openapi-options";
import type { Endpoint, EndpointOptions, MergedOptions, TableEndpoint } from "./types";

/** What an endpoint of a table keeps: its table, what `withAuth` and `withServer` bound, and the strict wrapper of its entries when bound. */
export interface AccessState extends Access {
  readonly table: RouteTable;
  /** `strictEntries` (`fromOpenApi`): refusals with did-you-mean; absent, fixed hints. */
  readonly strict?: StrictEntries | undefined;
}

/**
 * Binds `defaults` into an endpoint of `state.table` with an entry reader over it: the table's
 * server (`s`, as the variables bound make it) is the base URL unless `config.baseGiven`.
 */
export function bindAccess(defaults: Readonly<MergedOptions>, config: BoundConfig, state: AccessState): TableEndpoint {
  const { table } = state;
  const server = config.baseGiven ? undefined : chosenServer(state.server, resolveServer(ownField(table, "s"), config.documentUrl));
  // A relative server that no documentUrl resolves: such a table's endpoint needs a `baseUrl`.
  if (server === null) relativeServer(undefined);
  const entries = tableEntries(table, config.documentUrl, state);
  const bound: BoundConfig = { ...config, entryFor: state.strict?.wrap(table, entries) ?? entries, server };
  return withAccess(bindEndpoint(server === undefined ? defaults : { ...defaults, baseUrl: server }, bound), bound, state);
}

/** `endpoint` with `withAuth` and `withServer`, and a `.defaults()` whose endpoints have them too. */
function withAccess(endpoint: Endpoint, config: BoundConfig, state: AccessState): TableEndpoint {
  const defaults = endpoint.defaults;
  // The same function: only its `withTypes` types calls by the table's rules.
  return Object.assign(endpoint, {
    // `defaults` refuses options that are neither a plain object nor none, and marks the base URL
    // given as `bindEndpoint` does (D7); the config is kept here to bind again with what they bound.
    defaults: (options?: EndpointOptions) => withAccess(defaults(options as EndpointOptions) as Endpoint, { ...config, baseGiven: config.baseGiven || givesOwn(options ?? {}, "baseUrl") }, state),
    withAuth: (credentials: unknown) => bindAccess(endpoint.DEFAULTS, config, { ...state, credentials: bindCredentials(state.table, credentials, state.credentials, state.strict?.near) }),
    withServer: (variables: unknown) => bindAccess(endpoint.DEFAULTS, config, { ...state, server: bindServerValues(state.table, variables, state.server, config.documentUrl, state.strict?.near) }),
  }) as Endpoint<never, KeyRules> as unknown as TableEndpoint;
}
