import { runTable } from "./run-table";
import { pathTemplate, planTable } from "./table-plan";

/**
 * What planning and running need of a route table beyond the default rules: placing keys, path
 * styles and the encoders. An endpoint gets it from `createRouteEndpoint`, so that an app that only
 * builds requests by the default rules (the GitHub `endpoint`) bundles none of it.
 */
export interface TableRuntime {
  readonly planTable: typeof planTable;
  readonly pathTemplate: typeof pathTemplate;
  readonly runTable: typeof runTable;
}

/** The one {@link TableRuntime}. */
export const TABLE_RUNTIME: TableRuntime = Object.freeze({ planTable, pathTemplate, runTable });
