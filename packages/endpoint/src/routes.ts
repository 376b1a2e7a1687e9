/**
 * `fromRoutes`: an endpoint for any API from the route table `compileRoutes` wrote (the table a
 * browser app ships). A subpath of its own, so that an app which only uses `endpoint` ships none of
 * the route-table runtime; `@scope/endpoint/openapi` compiles tables (Node, build time).
 *
 * @packageDocumentation
 * @module @scope/endpoint/routes
 */
export { fromRoutes } from "./from-routes";
export type { FromRoutesOptions } from "./from-routes";
