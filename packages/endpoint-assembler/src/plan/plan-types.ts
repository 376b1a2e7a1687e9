// The types of planning: what a plan reads of an endpoint's bound defaults (PlanInputs), the plan
// of one call's shape (RequestPlan) and the cache entries that keep plans by shape (Shape, PlanList).
import type { RouteParts } from "../checks/parse-route";
import type { TableRuntime } from "../run/table-runtime";
import type { RouteTable } from "../types/route-table";
import type { PrefixedPlan } from "./prefixed-keys";
import type { Slot } from "./slot-values";
import type { TablePlan } from "./table-plan";
import type { UrlPlan } from "./url-plan";

/** What planning reads of an endpoint's bound defaults: bind-defaults.ts's `Binding` extends it. */
export interface PlanInputs {
  /** The route table of an endpoint made from one (`fromRoutes`), whose entries amend the plans; `undefined` for none. */
  readonly table: RouteTable | undefined;
  /** The URL of the description, against which a relative server resolves. */
  readonly documentUrl: string | undefined;
  /** The caller or `.defaults()` gave `baseUrl`: it replaces every server of the table (D7). */
  readonly baseGiven: boolean;
  /** Table planning and encoders, given by `createRouteEndpoint`; `undefined`: tables that only keep `+` signs. */
  readonly tables: TableRuntime | undefined;
  /** Parameters of the defaults, in order: they go to the URL, query or body with the call's. */
  readonly parameters: readonly string[];
  /** Calls read `mediaType` from their own options: the binding of `parse`, whose options are merged already. */
  readonly parsing: boolean;
  /** Keys whose default is a plain object: a call's value there is merged deeply, so it is not planned. */
  readonly deepKeys: ReadonlySet<string>;
}

/**
 * What calls of one shape (the same method and keys, in order) of one route or URL get: a plan to
 * run; or `undefined`, to be merged first (they give `mediaType`, or a key merged deeply); or, for
 * a route called with `method` or `url` among its options, the route's parts, to plan by value.
 */
export interface Shape {
  readonly method: unknown;
  readonly keys: readonly string[];
  readonly plan: RequestPlan | undefined;
  readonly route?: RouteParts;
}

/** The shapes seen of one route (or one URL); the list is short, a route's calls rarely vary. */
export type PlanList = Shape[];

/**
 * Everything known of a request before its values: compiled once per (binding, method, URL, the
 * call's keys in order), kept in the binding's cache with the method and keys it was compiled for
 * (a `Shape`), then run on the values of every call of that shape by `runPlan`.
 */
export interface RequestPlan {
  /** The method of the request: checked, upper case. */
  readonly verb: string;
  readonly url: UrlPlan;
  /** The URL reads the call itself, or an object of `urlSlots` (defaults or named options involved). */
  readonly urlFromCall: boolean;
  readonly urlSlots: readonly Slot[];
  /** GET and HEAD put `params` in the query; other methods send `data`, or else `params` as a JSON body. */
  readonly query: boolean;
  readonly params: readonly Slot[];
  readonly data: Slot | undefined;
  /** Whether the call gives these named options (`mediaType` only when parsing merged options). */
  readonly headers: boolean;
  readonly baseUrl: boolean;
  readonly request: boolean;
  readonly mediaType: boolean;
  /** Where a route table places each key and how it encodes it; `undefined`: the default rules. */
  readonly table?: TablePlan | undefined;
  /** The operation's own server when it is every call's base URL (neither the call nor the defaults give another). */
  readonly server?: string | undefined;
  /** Location-prefixed keys the default rules place (`"body.url"`, `"header.x"`): D2. */
  readonly prefixed?: PrefixedPlan | undefined;
  /** On a table endpoint whose entry places nothing: the path slots that must have a value (25.7), and the route. */
  readonly pathRequired?: readonly Slot[] | undefined;
  readonly route?: string | undefined;
}
