import { isReservedOption, NAMED_OPTIONS, type NamedOption } from "../checks/named-options";
import { makeSlot, type Slot } from "../entry/entry";
import { MissingUrlError } from "../errors/errors";
import { assertMethod } from "./option-checks";
import { planUrl } from "./url-plan";

import type { PlanInputs, RequestPlan } from "./plan-types";

export type { Slot } from "../entry/entry";
export type { PlanInputs, PlanList, RequestPlan, Shape } from "./plan-types";

/**
 * Compiles the plan of a call whose keys are `keys`, or returns `undefined` for a call a plan
 * cannot describe: one that gives `mediaType` or a key merged deeply with the defaults, which
 * is merged first and then planned like any merged options. The route's rules come from one place,
 * the binding's `entryFor(verb, url)`: where each key goes and the writer of each slot. Throws
 * `InvalidMethodError`, and what `planUrl` throws, for a method or URL that no call could use.
 */
export function compilePlan(binding: PlanInputs, method: unknown, url: unknown, keys: readonly string[]): RequestPlan | undefined {
  assertMethod(method);
  const verb = method.toUpperCase();
  if (typeof url !== "string" || url === "") throw new MissingUrlError(url);
  const entry = binding.entryFor(verb, url);
  const urlPlan = planUrl(entry.template, entry);
  const named = new Set<NamedOption>();
  for (const key of keys) {
    if (Object.hasOwn(NAMED_OPTIONS, key)) named.add(key as NamedOption);
    if (binding.deepKeys.has(key)) return undefined;
  }
  if (named.has("mediaType") && !binding.parsing) return undefined;
  const placement = entry.place(verb, parameterSlots(binding, keys), urlPlan.variables, named);
  // One object literal, no spread: every plan has one map, so the runner's reads of a plan stay
  // fast over thousands of routes (a spread of the placement made a map per plan).
  return {
    verb,
    route: entry.route,
    url: urlPlan,
    urlFromCall: !urlPlan.namesOption && readsCall(placement.path, urlPlan.variables, keys),
    placed: placement,
    required: expansionChecks(placement.required, placement.path, urlPlan.segments),
    entryServer: entry.server,
    headersGiven: named.has("headers"),
    baseUrl: named.has("baseUrl"),
    request: named.has("request"),
    mediaType: named.has("mediaType"),
  };
}

/**
 * The required slots a call's values are checked for before the URL is built: those the expansion
 * does not check itself, as it does a whole-segment path value (each value read once, issue 31.3).
 */
function expansionChecks(required: readonly Slot[], path: readonly Slot[], segments: readonly string[]): readonly Slot[] {
  if (required.length === 0 || segments.length === 0) return required;
  // Sets, not searches per slot: linear in the route's variables (issue 26.6).
  const named = new Set(segments);
  const placed = new Set(path);
  return required.filter((slot) => !(named.has(slot.wire) && placed.has(slot)));
}

/**
 * Whether the URL can read the call's own values: every key it consumes is the call's, under the
 * name the template gives it, and no key of the call named like a variable goes elsewhere.
 */
function readsCall(urlSlots: readonly Slot[], variables: ReadonlySet<string>, keys: readonly string[]): boolean {
  if (!urlSlots.every((slot) => !slot.inDefaults && slot.wire === slot.name)) return false;
  // A set, not a search per key: linear in the route's variables (issue 26.6).
  const names = new Set(urlSlots.map((slot) => slot.name));
  return keys.every((key) => !variables.has(key) || names.has(key));
}

/** The request's parameters in merged order: the defaults' first, then the call's own. */
function parameterSlots(binding: PlanInputs, keys: readonly string[]): Slot[] {
  const inCall = new Set(keys);
  const inDefaults = new Set(binding.parameters);
  // A set keeps the order names are first seen in: the defaults' first.
  const names = [...new Set([...binding.parameters, ...keys])].filter((name) => !isReservedOption(name));
  return names.map((name) => makeSlot(name, inCall.has(name), inDefaults.has(name)));
}
