/**
 * OpenAPI at build time (Node): `compileRoutes` writes the route table of a description,
 * `fromOpenApi` is `fromRoutes(compileRoutes(document))`, and `OpenApiError` is what a description
 * they cannot read throws. Not in the browser module: a browser app ships the table and imports
 * `fromRoutes` from `@scope/endpoint/routes`.
 *
 * @packageDocumentation
 * @module @scope/endpoint/openapi
 */
export { fromOpenApi } from "./from-open-api";
export { compileRoutes, OPENAPI_ERROR_CODES, OpenApiError } from "@scope/openapi-routes";
export type { CompileRoutesOptions, OpenApiErrorCode, OpenApiErrorPlace } from "@scope/openapi-routes";
