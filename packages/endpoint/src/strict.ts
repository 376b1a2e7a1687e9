/**
 * `fromStrictRoutes`: `fromRoutes` whose refusals name the nearest route, key, security scheme or
 * server variable (the did-you-mean hints `fromOpenApi` gives), for a browser app that ships a route
 * table. A subpath of its own, so that an app which imports only `fromRoutes` ships none of them.
 *
 * @packageDocumentation
 * @module @scope/endpoint/strict
 */
export { fromStrictRoutes } from "./from-strict-routes";
