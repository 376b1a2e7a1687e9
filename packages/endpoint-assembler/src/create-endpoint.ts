import { freezeCopy } from "./internal/plain-object";
import { merge } from "./merge";
import { parse } from "./parse";
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
 * or through `DEFAULTS`, changes what the endpoint builds.
 */
export function withDefaults(defaults: Readonly<MergedOptions>, config: Readonly<EndpointConfig>): Endpoint {
  const DEFAULTS = freezeCopy(defaults) as Readonly<EndpointDefaults>;
  const bound = (route: string | EndpointOptions, options?: EndpointOptions) =>
    parse(merge(DEFAULTS, route, options), config);
  return Object.assign(bound, {
    DEFAULTS,
    defaults: (options: EndpointOptions) => withDefaults(merge(DEFAULTS, options), config),
    merge: (route: string | EndpointOptions, options?: EndpointOptions) => merge(DEFAULTS, route, options),
    parse: (options: MergedOptions) => parse(options, config),
  }) as Endpoint;
}
