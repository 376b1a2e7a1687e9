import { assertListedType } from "../entry/closed-table";
import { isPlainEntry, relativeServer, resolveServer, routeEntry } from "../entry/route-entry";
import { tableTemplate } from "../entry/route-spelling";
import { assertPlaced, runTable } from "./run-table";
import { pathTemplate } from "../plan/path-template";
import { planTable } from "../plan/table-plan";
import { assertGiven, pathRequired } from "../plan/table-refusals";
import { nestedPathValues } from "./table-values";
import { assertWireKeys } from "../entry/wire-names";

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
  readonly tableTemplate: typeof tableTemplate;
  readonly pathRequired: typeof pathRequired;
  readonly assertListedType: typeof assertListedType;
  readonly assertGiven: typeof assertGiven;
  /** Path values rewritten where OpenAPI leaves their shape undefined (nested members as JSON text). */
  readonly nestedPathValues: typeof nestedPathValues;
  /** Refuses a key named like one of the API's header or cookie parameters that the route does not take (32.12). */
  readonly assertWireKeys: typeof assertWireKeys;
}

/**
 * The one {@link TableRuntime}. A plain object, not `Object.freeze(...)`: the facade's build inlines
 * our packages into one module, where a top-level call cannot be dropped and would keep all the
 * table runtime in an app that imports only `endpoint`.
 */
export const TABLE_RUNTIME: TableRuntime = {
  routeEntry,
  isPlainEntry,
  planTable,
  pathTemplate,
  assertPlaced,
  runTable,
  resolveServer,
  relativeServer,
  tableTemplate,
  pathRequired,
  assertListedType,
  assertGiven,
  nestedPathValues,
  assertWireKeys,
};
