import { applyMediaType } from "@scope/headers";
import { appendQuery } from "./append-query";
import { assembleRequest, requestBody } from "./assemble-request";
import { isNamedOption, type BoundDefaults } from "./bound-defaults";
import { copyHeaders } from "./copy-headers";
import { isPlainObject, setOwn } from "./internal/plain-object";
import type { RoutePlan } from "./route-plan";
import type { RequestHeaders, RequestOptions } from "./types";
import { buildUrl } from "./url-plan";

type Values = Readonly<Record<string, unknown>>;


/**
 * Builds the request of a bound endpoint's call straight from its compiled route plan, without
 * the merged options: the same result as `parse(merge(DEFAULTS, route, options))`.
 *
 * Returns `undefined`, having built nothing, for a call the fast path does not cover (a named
 * option other than `headers` and `request`, a key merged deeply with the defaults, `__proto__`,
 * options that are not a plain object): the caller then takes the general path.
 */
export function buildRequest(bound: BoundDefaults, plan: RoutePlan, options: unknown): RequestOptions | undefined {
  const call = (options ?? {}) as Values;
  if (plan.url === undefined || plan.method === undefined || !isFastCall(bound, call)) return undefined;
  const headers = requestHeaders(bound, call.headers);
  const values = bound.parameters.length === 0 ? call : mergeParameters(bound, call);
  let url = buildUrl(plan.url, values, bound.DEFAULTS.baseUrl);
  const method = plan.method;
  let body: unknown;
  if (method === "GET" || method === "HEAD") url = appendQuery(url, values, plan.url.variables);
  else body = requestBody(values, plan.url);
  return assembleRequest(method, url, headers, body, call.request !== undefined ? call.request : bound.DEFAULTS.request);
}

function isFastCall(bound: BoundDefaults, call: Values): boolean {
  // A null-prototype call would read differently from merged options for names such as `{toString}`.
  if (typeof call !== "object" || call === null || Object.getPrototypeOf(call) !== Object.prototype) return false;
  for (const key of Object.keys(call)) {
    const value = call[key];
    if (value === undefined) continue;
    if (isNamedOption(key) ? key !== "headers" && key !== "request" : key === "__proto__") return false;
    if (bound.deepKeys.size !== 0 && bound.deepKeys.has(key) && isPlainObject(value)) return false;
  }
  return true;
}

/** The defaults' headers with the call's over them, `accept` amended by the defaults' mediaType. */
function requestHeaders(bound: BoundDefaults, callHeaders: unknown): RequestHeaders {
  const defaults = bound.DEFAULTS.headers;
  const headers: RequestHeaders = { ...defaults };
  copyHeaders(headers, callHeaders);
  if (bound.plainAccept) return headers;
  const accept = headers.accept;
  if (typeof accept === "number") return headers;
  const amended = accept === defaults.accept ? bound.accept : applyMediaType(accept, bound.mediaType, bound.vendor);
  if (amended !== undefined) headers.accept = amended;
  return headers;
}

/** Parameters bound through `.defaults()` with the call's over them, in merged order. */
function mergeParameters(bound: BoundDefaults, call: Values): Record<string, unknown> {
  const DEFAULTS = bound.DEFAULTS;
  const values: Record<string, unknown> = {};
  for (const key of bound.parameters) {
    const value = Object.hasOwn(call, key) && call[key] !== undefined ? call[key] : DEFAULTS[key];
    setOwn(values, key, value);
  }
  for (const key of Object.keys(call)) {
    if (call[key] !== undefined && !isNamedOption(key) && !Object.hasOwn(DEFAULTS, key)) setOwn(values, key, call[key]);
  }
  return values;
}
