// The checks of the named options that are values, not objects merged key by key: each written
// once and used both when a call runs and when `.defaults()` binds the option, so that a bad
// default fails where it is written, with the error a call with the same option would give.
// (`headers` and `mediaType` are checked by `copyHeaders` and `mediaTypeOption`, on both paths too.)
import { isToken } from "@scope/headers";
import { InvalidMethodError, InvalidOptionsError } from "../errors/errors";
import { REQUEST_OBJECT, ROUTE_OPTION } from "../errors/messages";
import type { RouteParts } from "../checks/parse-route";
import { checkBaseUrl } from "../checks/base-url";
import { planUrl } from "./url-plan";

/**
 * Refuses a method that is not an HTTP token (RFC 9110 section 9.1) with `InvalidMethodError`.
 * @example
 * assertMethod("GE T"); // throws InvalidMethodError
 */
export function assertMethod(method: unknown): asserts method is string {
  if (typeof method !== "string" || !isToken(method)) throw new InvalidMethodError(method);
}

/**
 * The `request` option as the result carries it: an object (meta information for the HTTP client,
 * returned as passed), or `undefined` for none, which `null` also means; anything else is refused.
 * @example
 * requestOption({ timeout: 1000 }); // => { timeout: 1000 }
 * requestOption(5); // throws InvalidOptionsError
 */
export function requestOption(request: unknown): object | undefined {
  if (request === undefined || request === null) return undefined;
  if (typeof request !== "object" || Array.isArray(request)) {
    throw new InvalidOptionsError(REQUEST_OBJECT, request);
  }
  return request;
}

/**
 * Checks the named options of defaults being bound, each as a call would check it: `method`,
 * `url` (compiled as a template), `baseUrl` and `request`, when given.
 */
export function checkBoundOptions(method: unknown, url: unknown, baseUrl: unknown, request: unknown): void {
  if (method !== undefined) assertMethod(method);
  if (url !== undefined) planUrl(url);
  checkBaseUrl(baseUrl);
  requestOption(request);
}

/**
 * A route decides the request's URL, and its method when it names one (D1): a `url` key beside a
 * route, or a `method` key beside a route that names its method, is refused with code
 * `ROUTE_OPTION`, whose message says how to send a field of that name (`"body.url"`) and gives the
 * value's kind only (a webhook's URL may hold a secret). An
 * `undefined` value means "not given". Options without a route keep `url` and `method` as options.
 * @example
 * assertRouteDecides({ method: "PATCH", url: "/hooks/{id}/config" }, "PATCH /hooks/{id}/config", { url: "https://x" }); // throws
 */
export function assertRouteDecides(parts: RouteParts, route: string, call: Readonly<Record<string, unknown>>): void {
  for (const name of ["url", "method"] as const) {
    if (name === "method" && parts.method === undefined) continue;
    if (Object.hasOwn(call, name) && call[name] !== undefined) throw new InvalidOptionsError(ROUTE_OPTION, call[name], { name, route, secret: true }, "ROUTE_OPTION");
  }
}
