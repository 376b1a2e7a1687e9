import type { RouteParts } from "../checks/parse-route";
import type { RouteTable } from "../types/route-table";
import type { TableRuntime } from "../run/table-runtime";
import { encodeQuery } from "../encode/encode-query";
import { isReservedOption, NAMED_OPTIONS, type NamedOption } from "../checks/named-options";
import { assertMethod } from "./option-checks";
import { plusKeys } from "../entry/plain-table";
import type { TablePlan } from "./table-plan";
import { placePrefixed, type PrefixedPlan } from "./prefixed-keys";
import { planUrl, type UrlPlan } from "./url-plan";
import type { Slot } from "./slot-values";

export type { Slot } from "./slot-values";

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

/**
 * Compiles the plan of a call whose keys are `keys`, or returns `undefined` for a call a plan
 * cannot describe: one that gives `mediaType` or a key merged deeply with the defaults, which
 * is merged first and then planned like any merged options. Throws `InvalidMethodError`, and what
 * `planUrl` throws, for a method or URL that no call could use.
 */
export function compilePlan(binding: PlanInputs, method: unknown, url: unknown, keys: readonly string[]): RequestPlan | undefined {
  assertMethod(method);
  const verb = method.toUpperCase();
  const tables = binding.tables;
  // A table endpoint reads the route's spelling by the table's rule: a `:` inside a segment is literal (D4).
  const text = tables === undefined ? url : tables.tableTemplate(url);
  const entry = tables?.routeEntry(binding, verb, text);
  // An entry that only keeps `+` signs is planned by the default rules; one that places keys by the table's.
  const placing = entry === undefined || tables?.isPlainEntry(entry) !== false ? undefined : entry;
  const urlPlan = planUrl(placing === undefined ? text : tables?.pathTemplate(text as string, placing), tables !== undefined, tables?.nestedPathValues);
  const named = new Set<NamedOption>();
  for (const key of keys) {
    if (Object.hasOwn(NAMED_OPTIONS, key)) named.add(key as NamedOption);
    if (binding.deepKeys.has(key)) return undefined;
  }
  if (named.has("mediaType") && !binding.parsing) return undefined;
  const slots = parameterSlots(binding, keys, entry ? entry.plus : binding.table && plusKeys(binding.table, `${verb} ${url as string}`));
  const table = placing === undefined ? undefined : tables?.planTable(placing, verb, slots, urlPlan.variables, namedSlots(named));
  const split = table === undefined ? placePrefixed(slots, urlPlan.variables, `${verb} ${String(url)}`) : undefined;
  const plain = split?.plain ?? [];
  const query = table === undefined && (verb === "GET" || verb === "HEAD");
  const urlSlots = table?.path ?? [...plain.filter((slot) => urlPlan.variables.has(slot.name)), ...(split?.path ?? [])];
  const rest = plain.filter((slot) => !urlPlan.variables.has(slot.name));
  return {
    verb,
    url: urlPlan,
    urlFromCall: !urlPlan.namesOption && readsCall(urlSlots, urlPlan.variables, keys),
    urlSlots,
    query,
    params: query ? rest : rest.filter((slot) => slot.name !== "data"),
    data: query ? undefined : rest.find((slot) => slot.name === "data"),
    table,
    prefixed: split?.placed,
    // A table endpoint's path parameters are required, whatever the entry (25.7).
    pathRequired: entry !== undefined && table === undefined ? shared(tables?.pathRequired(entry.route, urlSlots)) : undefined,
    route: entry?.route,
    server: operationServer(binding, table, named.has("baseUrl")),
    headers: named.has("headers"),
    baseUrl: named.has("baseUrl"),
    request: named.has("request"),
    mediaType: named.has("mediaType"),
  };
}

/** `undefined` for an empty list: most plans have none. */
function shared<T>(list: readonly T[] | undefined): readonly T[] | undefined {
  return list === undefined || list.length === 0 ? undefined : list;
}

/** Slots of the named options a call gives (`data` aside), which a table entry may refuse (D3). */
function namedSlots(named: ReadonlySet<NamedOption>): Slot[] {
  const slots: Slot[] = [];
  for (const name of named) if (name !== "data") slots.push({ name, inCall: true, inDefaults: false, first: null, next: null });
  return slots;
}

/**
 * The operation's server, resolved once for a plan whose calls give no `baseUrl` and whose
 * defaults keep the table's; a relative one that no `documentUrl` resolved is refused now.
 */
function operationServer(binding: PlanInputs, table: TablePlan | undefined, callGivesBaseUrl: boolean): string | undefined {
  if (table?.server === undefined || callGivesBaseUrl || binding.baseGiven) return undefined;
  return table.server ?? binding.tables?.relativeServer(table.route);
}

/**
 * Whether the URL can read the call's own values: every key it consumes is the call's, under the
 * name the template gives it, and no key of the call named like a variable goes elsewhere.
 */
function readsCall(urlSlots: readonly Slot[], variables: ReadonlySet<string>, keys: readonly string[]): boolean {
  if (!urlSlots.every((slot) => !slot.inDefaults && (slot.wire ?? slot.name) === slot.name)) return false;
  // A set, not a search per key: linear in the route's variables (issue 26.6).
  const names = new Set(urlSlots.map((slot) => slot.name));
  return keys.every((key) => !variables.has(key) || names.has(key));
}

/** The request's parameters in merged order: the defaults' first, then the call's own; `plus`: keys that keep `+` signs. */
function parameterSlots(binding: PlanInputs, keys: readonly string[], plus: ReadonlySet<string> | undefined): Slot[] {
  const inCall = new Set(keys);
  const inDefaults = new Set(binding.parameters);
  const names = [...binding.parameters, ...keys.filter((key) => !inDefaults.has(key))];
  const slots: Slot[] = [];
  for (const name of names) {
    if (isReservedOption(name)) continue;
    const prefix = encodedName(name);
    slots.push({
      name,
      inCall: inCall.has(name),
      inDefaults: inDefaults.has(name),
      first: prefix === null ? null : `?${prefix}=`,
      next: prefix === null ? null : `&${prefix}=`,
      plus: plus?.has(name) === true,
    });
  }
  return slots;
}

function encodedName(name: string): string | null {
  try {
    return encodeQuery(name, name, false);
  } catch {
    return null;
  }
}
