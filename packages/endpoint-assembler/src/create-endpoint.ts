import { bindDefaults } from "./bound-defaults";
import { buildRequest } from "./build-request";
import { freezeCopy } from "./internal/plain-object";
import { merge } from "./merge";
import { mergeBound } from "./merge-bound";
import { parseOptions } from "./parse";
import { createRoutePlans } from "./route-plan";
import type { Endpoint, EndpointConfig, EndpointDefaults, EndpointOptions, MergedOptions } from "./types";

/**
 * Creates an endpoint function for a REST API from its defaults. The engine knows no vendor:
 * base URL, headers and the vendor name of preview media types all come from here.
 *
 * @example
 * const api = createEndpoint({ baseUrl: "https://api.example.com", headers: { accept: "application/json" } },
 *   { vendor: "example" });
 * api("GET /users/{user}", { user: "ada" });
 * // => { method: "GET", url: "https://api.example.com/users/ada", headers: { accept: "application/json" } }
 */
export function createEndpoint(defaults: Readonly<EndpointOptions>, config: Readonly<EndpointConfig>): Endpoint {
  return withDefaults(merge(null, { method: "GET", ...defaults }), config);
}

/**
 * Binds merged defaults into an endpoint function with `DEFAULTS`, `defaults`, `merge` and
 * `parse`. The defaults are copied and frozen, so nothing done to the caller's objects later,
 * or through `DEFAULTS`, changes what the endpoint builds. What depends on the defaults alone
 * (headers checked, previews merged, routes compiled) is worked out once per endpoint; a call
 * builds its request from the compiled route when it can, and from `parse(merge(...))` otherwise.
 */
export function withDefaults(defaults: Readonly<MergedOptions>, config: Readonly<EndpointConfig>): Endpoint {
  const DEFAULTS = freezeCopy(defaults) as Readonly<EndpointDefaults>;
  const bound = bindDefaults(DEFAULTS, config);
  // Routes compiled once per (route string, DEFAULTS): the cache belongs to this endpoint.
  const plans = createRoutePlans(bound);
  // Headers equal to the defaults' were checked once, when bound.
  const known = bound.usual ? DEFAULTS.headers : undefined;
  const mergeCall = (route: string | EndpointOptions, options?: EndpointOptions) => mergeBound(bound, plans, route, options);
  const endpoint = (route: string | EndpointOptions, options?: EndpointOptions) =>
    (typeof route === "string" ? buildRequest(bound, plans(route), options) : undefined) ??
    parseOptions(mergeCall(route, options), config, known);
  return Object.assign(endpoint, {
    DEFAULTS,
    defaults: (options: EndpointOptions) => withDefaults(mergeCall(options), config),
    merge: mergeCall,
    parse: (options: MergedOptions) => parseOptions(options, config, known),
  }) as Endpoint;
}
