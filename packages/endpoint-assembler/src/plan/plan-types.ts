// The types of planning: what a plan reads of an endpoint's bound defaults (PlanInputs), the plan
// of one call's shape (RequestPlan) and the cache entries that keep plans by shape (Shape, PlanList).
import type { RouteParts } from "../checks/parse-route";
import type { EntryFor, Placement } from "../entry/entry";
import type { UrlPlan } from "./url-plan";

/** What planning reads of an endpoint's bound defaults: bind-defaults.ts's `Binding` extends it. */
export interface PlanInputs {
  /** The seam: the rules of a route (the default entry, or a route table's entry reader). */
  readonly entryFor: EntryFor;
  /** The caller or `.defaults()` gave `baseUrl`: it replaces every server of the table (D7). */
  readonly baseGiven: boolean;
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
  readonly route?: RouteParts | undefined;
}

/** The shapes seen of one route (or one URL); the list is short, a route's calls rarely vary. */
export type PlanList = Shape[];

/**
 * Everything known of a request before its values: compiled once per (binding, method, URL, the
 * call's keys in order), kept in the binding's cache with the method and keys it was compiled for
 * (a `Shape`), then run on the values of every call of that shape by `runPlan`. Where each key goes
 * and the writer of each slot come from the route's entry (its {@link Placement}).
 */
export interface RequestPlan {
  /** The method of the request: checked, upper case. */
  readonly verb: string;
  /** `"METHOD /path"` as the entry names it, which errors name. */
  readonly route: string;
  readonly url: UrlPlan;
  /** The URL reads the call itself, or an object of the `path` slots (defaults or named options involved). */
  readonly urlFromCall: boolean;
  /** Where the entry placed each key, with the writer of each slot and the body writer. */
  readonly placed: Placement;
  /** The required slots checked before the URL is built: those the expansion does not check itself. */
  readonly required: Placement["required"];
  /** Whether the call gives these named options (`mediaType` only when parsing merged options). */
  readonly headersGiven: boolean;
  readonly baseUrl: boolean;
  readonly request: boolean;
  readonly mediaType: boolean;
  /** The operation's own server (`null`: relative, unresolved), which replaces the table's. */
  readonly entryServer: string | null | undefined;
}
