import { credentialsFor, type BoundCredentials, type SentCredential } from "../entry/security";
import type { ResolvedEntry } from "../entry/route-entry";
import type { ServerChoice } from "../entry/servers";
import type { TablePlan } from "../plan/table-plan";
import { credentialHeaders, credentialQuery } from "./credentials";
import { TABLE_RUNTIME, type TableRuntime } from "./table-runtime";

/** What `withAuth` and `withServer` bound to an endpoint of a route table. */
export interface Access {
  readonly credentials: BoundCredentials;
  readonly server: ServerChoice | undefined;
}

/** An entry, and so a plan, with the credentials its route sends. */
interface WithCredentials {
  readonly credentials?: readonly SentCredential[];
}

/**
 * The table runtime of an endpoint with credentials or server variables bound: the entry of a route
 * carries the credentials its requirement sends and the server its variables make (read once, when
 * the route is planned, as the server itself is); the plan keeps them, and the table's run writes
 * them (headers first, so that a header the request has already, or a header parameter given, wins).
 */
export function accessRuntime(access: Access): TableRuntime {
  const servers = access.server?.servers;
  const chosen = <T>(url: T): T => (typeof url === "string" ? ((servers?.get(url) as T | undefined) ?? url) : url);
  return {
    ...TABLE_RUNTIME,
    resolveServer: (server, documentUrl, route) => chosen(TABLE_RUNTIME.resolveServer(server, documentUrl, route)),
    routeEntry: (binding, verb, url) => {
      const entry = TABLE_RUNTIME.routeEntry(binding, verb, url);
      if (entry === undefined || binding.table === undefined) return entry;
      const credentials = credentialsFor(binding.table, entry.route, access.credentials);
      const server = chosen(entry.server);
      return credentials === undefined && server === entry.server ? entry : ({ ...entry, server, credentials } as ResolvedEntry & WithCredentials);
    },
    isPlainEntry: (entry: ResolvedEntry & WithCredentials) => entry.credentials === undefined && TABLE_RUNTIME.isPlainEntry(entry),
    planTable: (entry: ResolvedEntry & WithCredentials, ...rest) => {
      const plan = TABLE_RUNTIME.planTable(entry, ...rest);
      return entry.credentials === undefined ? plan : { ...plan, credentials: entry.credentials };
    },
    runTable: (plan: TablePlan & WithCredentials, call, defaults, headers, url) => {
      const { credentials } = plan;
      if (credentials === undefined) return TABLE_RUNTIME.runTable(plan, call, defaults, headers, url);
      credentialHeaders(credentials, headers);
      const built = TABLE_RUNTIME.runTable(plan, call, defaults, headers, url);
      return { url: credentialQuery(credentials, built.url), body: built.body };
    },
  };
}
