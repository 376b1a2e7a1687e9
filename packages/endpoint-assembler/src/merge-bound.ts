import type { BoundDefaults } from "./bound-defaults";
import { copyHeaders } from "./copy-headers";
import { InvalidOptionsError } from "./errors";
import { isPlainObject, mergeDeep, setOwn } from "./internal/plain-object";
import { merge, mergeMediaType } from "./merge";
import type { RoutePlan } from "./route-plan";
import type { EndpointOptions, MergedOptions } from "./types";

/**
 * `merge(DEFAULTS, route, options)` for a bound endpoint, with what depends on the defaults alone
 * worked out once: the route's parts come from its cached plan, the defaults' headers are not
 * checked again, previews are merged ahead of time. Only the call's own keys are overlaid.
 */
export function mergeBound(
  bound: BoundDefaults,
  plans: (route: string) => RoutePlan,
  route: string | Readonly<EndpointOptions>,
  options?: Readonly<EndpointOptions>,
): MergedOptions {
  const { DEFAULTS } = bound;
  if (!bound.usual) return merge(DEFAULTS, route, options);
  const parts = typeof route === "string" ? plans(route).parts : undefined;
  const call: unknown = typeof route === "string" ? options : route;
  if (call !== undefined && call !== null && !isPlainObject(call)) {
    throw new InvalidOptionsError("options", call, "a plain object");
  }
  const { template } = bound;
  const merged: Record<string, unknown> = template ? Object.assign({}, template) : { ...DEFAULTS };
  if (parts !== undefined) {
    if (parts.method !== undefined) merged.method = parts.method;
    merged.url = parts.url;
  }
  const named = call ? overlay(bound, merged, call) : { headers: undefined, mediaType: undefined };
  const headers = Object.assign({}, bound.headersTemplate);
  copyHeaders(headers, named.headers);
  merged.headers = headers;
  merged.mediaType = callMediaType(bound, named.mediaType);
  return merged as MergedOptions;
}

/** The call's mediaType merged over the defaults', or a fresh copy of the defaults' when it has none. */
function callMediaType(bound: BoundDefaults, mediaType: unknown): MergedOptions["mediaType"] {
  if (mediaType === undefined) return { ...bound.mediaType, previews: bound.mediaType.previews.slice() };
  const defaults = bound.DEFAULTS.mediaType as unknown as Readonly<Record<string, unknown>>;
  const merged = isPlainObject(mediaType) ? mergeDeep(defaults, mediaType) : mediaType;
  return mergeMediaType(bound.DEFAULTS.mediaType.previews, merged);
}

/** Sets the call's keys over the defaults' copy; returns its headers and mediaType, merged apart. */
function overlay(bound: BoundDefaults, merged: Record<string, unknown>, call: Readonly<Record<string, unknown>>) {
  let headers: unknown;
  let mediaType: unknown;
  for (const key of Object.keys(call)) {
    const value = call[key];
    if (value === undefined) continue;
    if (key === "headers") headers = value;
    else if (key === "mediaType") mediaType = value;
    else if (bound.deepKeys.has(key) && isPlainObject(value)) {
      setOwn(merged, key, mergeDeep(bound.DEFAULTS[key] as Record<string, unknown>, value));
    }
    else setOwn(merged, key, value);
  }
  return { headers, mediaType };
}
