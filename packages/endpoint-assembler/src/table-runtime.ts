import { isPlainEntry, relativeServer, resolveServer, routeEntry } from "./route-entry";
import { assertPlaced, runTable } from "./run-table";
import { pathTemplate, planTable } from "./table-plan";

/**
 * What planning and running need of a route table beyond the default rules: reading entries,
 * placing keys, path styles, servers and the encoders. An endpoint gets it from
 * `createRouteEndpoint`, so that an app that only builds requests by the default rules (the
 * GitHub `endpoint`, whose table only keeps `+` signs in `q`) bundles none of it.
 */
export interface TableRuntime {
  readonly routeEntry: typeof routeEntry;
  readonly isPlainEntry: typeof isPlainEntry;
  readonly planTable: typeof planTable;
  readonly pathTemplate: typeof pathTemplate;
  readonly assertPlaced: typeof assertPlaced;
  readonly runTable: typeof runTable;
  readonly resolveServer: typeof resolveServer;
  readonly relativeServer: typeof relativeServer;
}

/** The one {@link TableRuntime}. */
export const TABLE_RUNTIME: TableRuntime = Object.freeze({ routeEntry, isPlainEntry, planTable, pathTemplate, assertPlaced, runTable, resolveServer, relativeServer });
