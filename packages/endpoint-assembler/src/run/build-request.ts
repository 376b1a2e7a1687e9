import type { Binding, PlanList, Shape } from "../plan/bind-defaults";
import { InvalidOptionsError } from "../errors/errors";
import { OPTIONS_OBJECT } from "../errors/messages";
import { givesOwn, isPlainObject } from "../checks/plain-object";
import { mergeWith } from "../merge/merge";
import { parseRoute, type RouteParts } from "../checks/parse-route";
import { compilePlan, type RequestPlan } from "../plan/request-plan";
import { runPlan } from "./run-plan";
import { NO_VALUES } from "../entry/entry";
import type { EndpointOptions, RequestOptions } from "../types/options";

type Values = Readonly<Record<string, unknown>>;

/** Shapes remembered per route or URL: the latest first; a route's calls rarely take more. */
const MAX_SHAPES = 4;

/**
 * `endpoint(route, options)` and `endpoint(options)` of a bound endpoint: the call's plan, found
 * by its route and keys (compiled on first use), run on its values. A call the plan cannot
 * describe, and a call whose route or method is invalid, is merged first and then parsed: the
 * errors are those of `parse(merge(...))`, in its order.
 */
export function requestFor(binding: Binding, parser: Binding, route: unknown, options?: unknown): RequestOptions {
  const call: unknown = typeof route === "string" ? options : route;
  if (call === undefined || call === null || isPlainObject(call)) {
    const values = (call ?? NO_VALUES) as Values;
    const keys = Object.keys(values);
    const shape = typeof route === "string" ? routeShape(binding, route, keys) : targetShape(binding, values, keys);
    const plan = shape?.route === undefined ? shape?.plan : targetShape(binding, values, keys, shape.route)?.plan;
    if (plan !== undefined) return runPlan(plan, binding, values);
  }
  const merged = mergeWith(binding, route as string | EndpointOptions, options as EndpointOptions);
  // The call's own baseUrl replaces every server of a table, as on the planned path (D7).
  return parseWith(parser, merged, isPlainObject(call) && givesOwn(call, "baseUrl"));
}

/** `parse(merged)`: merged options planned by their method, URL and keys, and run; `callBase`: the call gave `baseUrl`. */
export function parseWith(parser: Binding, options: unknown, callBase = false): RequestOptions {
  if (!isPlainObject(options)) throw new InvalidOptionsError(OPTIONS_OBJECT, options);
  // A parser's plans are never "merge first": it has no defaults to merge with, and reads mediaType.
  const plan = targetShape(parser, options, Object.keys(options))?.plan as RequestPlan;
  return runPlan(plan, parser, options, callBase);
}

/** The shape of a route's call; `undefined` when the route's method or URL is invalid. */
function routeShape(binding: Binding, route: string, keys: readonly string[]): Shape | undefined {
  const list = binding.routes.get(route);
  const known = list && find(list, undefined, keys);
  if (known) return known;
  const parts = parseRoute(route);
  // `url` beside a route, or `method` beside one that names it: merged first, where it is refused (D1).
  const givesMethod = keys.includes("method");
  if (keys.includes("url") || (givesMethod && parts.method !== undefined)) return undefined;
  // `method` among the options of a route without one: its parts are kept, to plan by value.
  const plan = givesMethod ? undefined : tryCompile(binding, parts.method ?? binding.method, parts.url, keys);
  return plan === null ? undefined : remember(binding.routes, route, list, { method: undefined, keys, plan, route: givesMethod ? parts : undefined });
}

/** The shape of a call that gives the URL (and method) as options, or of a route's call that overrides them. */
function targetShape(binding: Binding, call: Values, keys: readonly string[], route?: RouteParts): Shape | undefined {
  const givenMethod = keys.includes("method") ? call.method : undefined;
  const givenUrl = keys.includes("url") ? call.url : undefined;
  const method = givenMethod !== undefined ? givenMethod : (route?.method ?? binding.method);
  const url = givenUrl !== undefined ? givenUrl : (route?.url ?? binding.url);
  if (typeof url !== "string") return binding.parsing ? { method, keys, plan: compilePlan(binding, method, url, keys) } : undefined;
  const list = binding.targets.get(url);
  const known = list && find(list, method, keys);
  if (known) return known;
  const plan = binding.parsing ? compilePlan(binding, method, url, keys) : tryCompile(binding, method, url, keys);
  return plan === null ? undefined : remember(binding.targets, url, list, { method, keys, plan });
}

/** The plan, `undefined` for "merge first", or `null` when the method or URL is invalid (never cached). */
function tryCompile(binding: Binding, method: unknown, url: unknown, keys: readonly string[]) {
  try {
    return compilePlan(binding, method, url, keys);
  } catch {
    return null;
  }
}

/** The shape of `method` with the same key names in the same order (compared by identity first, the usual case). */
function find(list: PlanList, method: unknown, keys: readonly string[]): Shape | undefined {
  for (const shape of list) {
    let same = shape.method === method && shape.keys.length === keys.length;
    for (let i = 0; same && i < keys.length; i++) same = shape.keys[i] === keys[i];
    if (same) return shape;
  }
  return undefined;
}

/**
 * Adds `shape` to the list of `key`, the latest first, and weighs the list again: each shape, about,
 * its keys and their slots, and the compiled URL it keeps alive.
 */
function remember(cache: Binding["routes"], key: string, list: PlanList | undefined, shape: Shape): Shape {
  const shapes = [shape, ...(list ?? []).slice(0, MAX_SHAPES - 1)];
  let bytes = 0;
  for (const { keys, plan } of shapes) {
    bytes += 128 + (plan?.url.weight ?? 0);
    for (const name of keys) bytes += 64 + 4 * name.length;
  }
  cache.set(key, shapes, bytes);
  return shape;
}
