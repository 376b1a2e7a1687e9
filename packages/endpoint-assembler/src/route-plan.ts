import type { BoundDefaults } from "./bound-defaults";
import { isToken } from "./internal/ascii";
import type { CallShape } from "./internal/call-shape";
import { parseRoute, type RouteParts } from "./parse-route";
import { MAX_CACHED_URL_LENGTH, planUrl, type UrlPlan } from "./url-plan";

/** A route compiled once for one bound endpoint: its parts, and what a call needs of them. */
export interface RoutePlan {
  /** The route split, as `merge` uses it (frozen). */
  readonly parts: Readonly<RouteParts>;
  /** Method of the request, upper-cased and checked; absent when calls must take the general path. */
  readonly method?: string;
  /** The URL compiled; absent when calls must take the general path. */
  readonly url?: UrlPlan;
  /** Shapes of the calls seen on this route, filled by the fast path (a bounded cache). */
  readonly shapes: CallShape[];
}

/** Routes remembered per bound endpoint; past this, the oldest is dropped. */
export const MAX_ROUTE_PLANS = 500;

/**
 * Creates the route-plan cache of one bound endpoint: a function from a route string to its
 * plan, compiled on first use against these defaults. An invalid route throws `InvalidRouteError`
 * as `parseRoute` does and is not remembered.
 *
 * A route whose method or URL template is invalid, or whose template names a named option
 * (`{url}`), gets a plan without `method` and `url`: its calls take the general path, which
 * throws the same errors in the same order as before.
 */
export function createRoutePlans(bound: BoundDefaults): (route: string) => RoutePlan {
  const plans = new Map<string, RoutePlan>();
  return (route) => {
    let plan = plans.get(route);
    if (plan === undefined) {
      plan = compileRoute(bound, route);
      // A compiled template takes tens of times its length: bounding the count alone would let a
      // stream of long distinct routes exhaust memory, so long routes are compiled each time.
      if (route.length > MAX_CACHED_URL_LENGTH) return plan;
      if (plans.size >= MAX_ROUTE_PLANS) plans.delete(plans.keys().next().value as string);
      plans.set(route, plan);
    }
    return plan;
  };
}

function compileRoute(bound: BoundDefaults, route: string): RoutePlan {
  const parts = Object.freeze(parseRoute(route));
  const method = parts.method ?? bound.DEFAULTS.method;
  if (!bound.usual || typeof method !== "string" || !isToken(method)) return { parts, shapes: [] };
  let url: UrlPlan;
  try {
    url = planUrl(parts.url);
  } catch {
    return { parts, shapes: [] };
  }
  return url.namesOption ? { parts, shapes: [] } : { parts, method: method.toUpperCase(), url, shapes: [] };
}
