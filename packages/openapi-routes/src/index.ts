/**
 * Compiles an OpenAPI 3.0 or 3.1 description into a compact route table for `@scope/endpoint`.
 *
 * @packageDocumentation
 * @document ../README.md
 * @module @scope/openapi-routes
 */
export { compileRoutes } from "./compile-routes";
export type { CompiledTable } from "./compile-routes";
export type { CompiledEntry } from "./write-entry";
export { OPENAPI_ERROR_CODES, OpenApiError } from "./errors";
export type { OpenApiErrorCode, OpenApiErrorPlace, OpenApiFacts, OpenApiReason } from "./errors";
export type { CompileRoutesOptions } from "./types";
