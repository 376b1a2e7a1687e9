import { applyMediaType } from "@scope/headers";
import { appendQuery, appendShapedQuery } from "./append-query";
import { assembleRequest, requestBody } from "./assemble-request";
import { isNamedOption, type BoundDefaults } from "./bound-defaults";
import { copyHeaders } from "./copy-headers";
import { callShape, type CallShape } from "./internal/call-shape";
import { isPlainObject, setOwn } from "./internal/plain-object";
import type { RoutePlan } from "./route-plan";
import type { RequestHeaders, RequestOptions } from "./types";
import { buildUrl, type UrlPlan } from "./url-plan";

type Values = Readonly<Record<string, unknown>>;

const NO_OPTIONS: Values = Object.freeze({});

/**
 * Builds the request of a bound endpoint's call straight from its compiled route plan, without
 * the merged options: the same result as `parse(merge(DEFAULTS, route, options))`.
 *
 * Returns `undefined`, having built nothing, for a call the fast path does not cover (a named
 * option other than `headers` and `request`, a key merged deeply with the defaults, `__proto__`,
 * options that are not a plain object): the caller then takes the general path.
 */
export function buildRequest(bound: BoundDefaults, plan: RoutePlan, options: unknown): RequestOptions | undefined {
  const call = (options ?? NO_OPTIONS) as Values;
  const { url, method } = plan;
  // A null-prototype call would read differently from merged options for names such as `{toString}`.
  if (url === undefined || method === undefined || typeof call !== "object" || call === null
    || Object.getPrototypeOf(call) !== Object.prototype) return undefined;
  const keys = Object.keys(call);
  const query = method === "GET" || method === "HEAD";
  // Bound parameters mix with the call's: the request's keys are not the call's alone.
  if (bound.parameters.length !== 0) return buildWithParameters(bound, method, url, call, keys);
  const shape = callShape(plan.shapes, keys, bound, url, query);
  if (!shape.plain && !isFastCall(bound, call, keys)) return undefined;
  const headers = requestHeaders(bound, call.headers);
  let target = buildUrl(url, call, bound.DEFAULTS.baseUrl);
  let body: unknown;
  // The shape has a query part exactly when the method puts parameters in the query.
  if (shape.query !== undefined) target = appendShapedQuery(target, call, shape.query);
  else body = shapedBody(call, shape);
  return assembleRequest(method, target, headers, body, requestOption(bound, call));
}

function buildWithParameters(bound: BoundDefaults, method: string, url: UrlPlan, call: Values, keys: string[]) {
  if (!isFastCall(bound, call, keys)) return undefined;
  const headers = requestHeaders(bound, call.headers);
  const values = mergeParameters(bound, call, keys);
  let target = buildUrl(url, values, bound.DEFAULTS.baseUrl);
  let body: unknown;
  if (method === "GET" || method === "HEAD") target = appendQuery(target, values, url.variables);
  else body = requestBody(values, url);
  return assembleRequest(method, target, headers, body, requestOption(bound, call));
}

function requestOption(bound: BoundDefaults, call: Values): unknown {
  return call.request !== undefined ? call.request : bound.DEFAULTS.request;
}

/** Per value: named options other than `headers` and `request`, and deep defaults, count only when defined. */
function isFastCall(bound: BoundDefaults, call: Values, keys: readonly string[]): boolean {
  for (const key of keys) {
    const value = call[key];
    if (value === undefined) continue;
    if (isNamedOption(key) ? key !== "headers" && key !== "request" : key === "__proto__") return false;
    if (bound.deepKeys.size !== 0 && bound.deepKeys.has(key) && isPlainObject(value)) return false;
  }
  return true;
}

/** The body of a call of a known shape: `data` as is, or the body keys' defined values, or nothing. */
function shapedBody(call: Values, shape: CallShape): unknown {
  if (shape.data && call.data !== undefined) return call.data;
  let body: Record<string, unknown> | undefined;
  for (const key of shape.body) {
    const value = call[key];
    // Never "__proto__": a call with that key takes the general path.
    if (value !== undefined) (body ??= {})[key] = value;
  }
  return body;
}

/** The defaults' headers with the call's over them, `accept` amended by the defaults' mediaType. */
function requestHeaders(bound: BoundDefaults, callHeaders: unknown): RequestHeaders {
  const defaults = bound.DEFAULTS.headers;
  const headers: RequestHeaders = Object.assign({}, bound.headersTemplate);
  copyHeaders(headers, callHeaders);
  if (bound.plainAccept) return headers;
  const accept = headers.accept;
  if (typeof accept === "number") return headers;
  const amended = accept === defaults.accept ? bound.accept : applyMediaType(accept, bound.mediaType, bound.vendor);
  if (amended !== undefined) headers.accept = amended;
  return headers;
}

/** Parameters bound through `.defaults()` with the call's over them, in merged order. */
function mergeParameters(bound: BoundDefaults, call: Values, keys: readonly string[]): Record<string, unknown> {
  const DEFAULTS = bound.DEFAULTS;
  const values: Record<string, unknown> = {};
  for (const key of bound.parameters) {
    const value = Object.hasOwn(call, key) && call[key] !== undefined ? call[key] : DEFAULTS[key];
    setOwn(values, key, value);
  }
  for (const key of keys) {
    if (call[key] !== undefined && !isNamedOption(key) && !Object.hasOwn(DEFAULTS, key)) setOwn(values, key, call[key]);
  }
  return values;
}
