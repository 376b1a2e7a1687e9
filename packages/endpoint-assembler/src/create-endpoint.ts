// The one pipeline: merge -> plan -> run.
//
// An endpoint binds its defaults once (bind-defaults.ts): frozen, headers checked, `accept`
// amended by their mediaType, deep keys found. A call is planned (request-plan.ts): a plan is
// compiled once per (defaults, route or URL, method, the call's keys in order) and holds all that
// is known before the values (the checked method, the compiled URL and the keys it consumes, where
// each other key goes and whether it is read from the call or the defaults, with its query name
// encoded). One function runs a plan on a call's values (run-plan.ts). `endpoint(route, options)`,
// `endpoint(options)`, `endpoint.parse(merged)` and endpoints from any depth of `.defaults()` all
// build their request there. A call that a plan cannot describe (a call-level `mediaType`, a key
// merged deeply with the defaults) is merged first by the one `merge` (merge.ts) and then planned
// like any merged options, which is what `endpoint.parse` does.
import { bindDefaults, bindParser } from "./plan/bind-defaults";
import { configOf, type BoundConfig } from "./entry/endpoint-config";
import { parseWith, requestFor } from "./run/build-request";
import { InvalidOptionsError } from "./errors/errors";
import { DEFAULTS_OBJECT, MERGED_DEFAULTS } from "./errors/messages";
import { freezeCopy, givesOwn, isPlainObject } from "./checks/plain-object";
import { merge, mergeWith } from "./merge/merge";
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
  return bindEndpoint(mergedDefaults(defaults), configOf(config));
}

/** Defaults as an endpoint binds them: merged, `method` GET unless they give one. */
export function mergedDefaults(defaults: unknown): MergedOptions {
  if (!isPlainObject(defaults)) throw new InvalidOptionsError(DEFAULTS_OBJECT, defaults);
  return merge(null, { method: "GET", ...defaults });
}

/**
 * Binds merged defaults into an endpoint function with `DEFAULTS`, `defaults`, `merge`, `parse`
 * and `withTypes`. The defaults are copied and frozen, so nothing done to the caller's objects
 * later, or through `DEFAULTS`, changes what the endpoint builds; what depends on them alone is
 * worked out here, once.
 */
export function withDefaults(defaults: Readonly<MergedOptions>, config: Readonly<EndpointConfig>): Endpoint {
  return bindEndpoint(defaults, configOf(config));
}

/**
 * {@link withDefaults} with a config checked already: the default entry's, or the entry reader of
 * a route table that `createRouteEndpoint` binds (the one seam, `entryFor`), kept by `.defaults()`.
 */
export function bindEndpoint(defaults: Readonly<MergedOptions>, bound: BoundConfig): Endpoint {
  if (!isPlainObject(defaults)) throw new InvalidOptionsError(MERGED_DEFAULTS, defaults);
  const DEFAULTS = freezeCopy(defaults) as Readonly<EndpointDefaults>;
  const binding = bindDefaults(DEFAULTS, bound);
  const parser = bindParser(bound, binding.trusted);
  const endpoint = (route: unknown, options?: unknown) => requestFor(binding, parser, route, options);
  const mergeCall = (route?: string | EndpointOptions, options?: EndpointOptions) => mergeWith(binding, route, options);
  return Object.assign(endpoint, {
    DEFAULTS,
    defaults: (options?: EndpointOptions) => {
      const given = defaultsOption(options);
      // A baseUrl bound here replaces every server of a table, whatever its spelling (D7).
      const baseGiven = bound.baseGiven !== true && given !== undefined && givesOwn(given, "baseUrl");
      return bindEndpoint(mergeCall(given), baseGiven ? { ...bound, baseGiven } : bound);
    },
    merge: mergeCall,
    parse: (options: MergedOptions) => parseWith(parser, options),
    // Types only: the same endpoint, typed by an OpenAPI description's paths.
    withTypes: () => endpoint,
  }) as unknown as Endpoint;
}

/** The options of `.defaults()`: a plain object, or none; a route string is refused, not read as `url`. */
function defaultsOption(options: unknown): EndpointOptions | undefined {
  if (options === undefined || options === null) return undefined;
  if (!isPlainObject(options)) throw new InvalidOptionsError(DEFAULTS_OBJECT, options);
  return options as EndpointOptions;
}
