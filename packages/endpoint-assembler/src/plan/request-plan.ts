import { encodeQuery } from "../encode/encode-query";
import { isReservedOption, NAMED_OPTIONS, type NamedOption } from "../checks/named-options";
import { assertMethod } from "./option-checks";
import { plusKeys } from "../entry/plain-table";
import type { TablePlan } from "./table-plan";
import { placePrefixed } from "./prefixed-keys";
import { planUrl } from "./url-plan";
import type { Slot } from "./slot-values";

import type { PlanInputs, RequestPlan } from "./plan-types";

export type { Slot } from "./slot-values";
export type { PlanInputs, PlanList, RequestPlan, Shape } from "./plan-types";

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
  if (entry !== undefined && binding.table !== undefined) tables?.assertWireKeys(binding.table, entry, slots, urlPlan.variables);
  const table = placing === undefined ? undefined : tables?.planTable(placing, verb, slots, urlPlan.variables, namedSlots(named));
  const query = table === undefined && (verb === "GET" || verb === "HEAD");
  const split = table === undefined ? placePrefixed(slots, urlPlan.variables, { route: `${verb} ${String(url)}`, query }) : undefined;
  const plain = split?.plain ?? [];
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
    pathRequired: entry !== undefined && table === undefined ? undefinedIfEmpty(tables?.pathRequired(entry.route, urlSlots)) : undefined,
    route: entry?.route,
    server: operationServer(binding, table, named.has("baseUrl")),
    headers: named.has("headers"),
    baseUrl: named.has("baseUrl"),
    request: named.has("request"),
    mediaType: named.has("mediaType"),
  };
}

/** `list`, or `undefined` for an empty list: most plans have none. */
function undefinedIfEmpty<T>(list: readonly T[] | undefined): readonly T[] | undefined {
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
