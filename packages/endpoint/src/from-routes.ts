import { createRouteEndpoint, InvalidOptionsError, type EndpointOptions, type RouteTable, type StrictEntries, type TableEndpoint } from "@scope/endpoint-assembler";
import { ownUserAgent } from "@scope/headers";
import { PRODUCT, VERSION } from "./endpoint";
import { ROUTES_OPTIONS } from "./internal/messages";

/** Options of {@link fromRoutes} and `fromOpenApi`: defaults bound like `.defaults()`, and where the description came from. */
export interface FromRoutesOptions extends EndpointOptions {
  /**
   * The URL the description was read from: relative server URLs resolve against it.
   * @default undefined
   */
  documentUrl?: string | undefined;
}

/**
 * An endpoint for any API whose route table `compileRoutes` wrote: each operation's parameters go
 * where its description says (path, query, headers, cookies, body) in their styles, its body in
 * its media type, to its server. No GitHub defaults: `accept: application/json` and our user-agent;
 * the table's server is the base URL unless `baseUrl` is given. Callable, with `.defaults`, `.merge`,
 * `.parse`, `.DEFAULTS` and `.withTypes`, like `endpoint`; the same engine builds every request.
 * A key or route the table rules out is refused with a fixed hint (`fromOpenApi` names the nearest
 * one): an app that ships a table pays for no did-you-mean.
 *
 * @example
 * const k8s = fromRoutes({ v: 1, s: "https://k8s.example", r: { "DELETE /pods": { p: { labelSelector: "q" } } } });
 * k8s("DELETE /pods", { labelSelector: "app=web" }).url;
 * // => "https://k8s.example/pods?labelSelector=app%3Dweb"
 */
export function fromRoutes(table: RouteTable, options: Readonly<FromRoutesOptions> = {}): TableEndpoint {
  return routesEndpoint(table, options);
}

/** {@link fromRoutes}, with `strict` (`strictEntries`: refusals that name the nearest route or key) when given. */
export function routesEndpoint(table: RouteTable, options: Readonly<FromRoutesOptions>, strict?: StrictEntries): TableEndpoint {
  if (options === null || typeof options !== "object" || Array.isArray(options)) {
    throw new InvalidOptionsError(ROUTES_OPTIONS, options);
  }
  // Own properties only, each read once by the spread: an inherited `baseUrl` or `documentUrl` (a
  // polluted prototype) never counts, as the copy has both of its own.
  const { documentUrl, baseUrl, ...defaults }: FromRoutesOptions = { documentUrl: undefined, baseUrl: undefined, ...options };
  // `method: "GET"` is every endpoint's default (`createRouteEndpoint` merges its defaults over it).
  const base = {
    headers: { accept: "application/json", "user-agent": ownUserAgent(PRODUCT, VERSION) },
    ...(baseUrl === undefined ? {} : { baseUrl }),
  };
  const endpoint = createRouteEndpoint(table, base, { vendor: "", documentUrl }, strict);
  return Object.keys(defaults).length === 0 ? endpoint : endpoint.defaults(defaults);
}
