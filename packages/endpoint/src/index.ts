/**
 * Turns GitHub REST API routes and parameters into request options for any HTTP client. Sends nothing.
 *
 * @packageDocumentation
 * @document ../README.md
 * @module @scope/endpoint
 */
export { endpoint, VERSION } from "./endpoint";
export { fromOpenApi } from "./from-open-api";
export { fromRoutes } from "./from-routes";
export type { FromRoutesOptions } from "./from-routes";
export { ScopeError } from "@scope/kit";
export { ERROR_CODES } from "./error-codes";
export type { ErrorCode } from "./error-codes";
export {
  EndpointError,
  HTTP_METHODS,
  InvalidMethodError,
  InvalidOptionsError,
  InvalidParameterValueError,
  InvalidQueryValueError,
  InvalidRouteError,
  InvalidRouteTableError,
  MissingParameterError,
  MissingUrlError,
  UnknownParameterError,
  UNSAFE_URL_REASONS,
  UnsafeUrlError,
} from "@scope/endpoint-assembler";
export { InvalidHeaderError } from "@scope/headers";
export { compileRoutes, OPENAPI_ERROR_CODES, OpenApiError } from "@scope/openapi-routes";
export type { CompileRoutesOptions, OpenApiErrorCode, OpenApiErrorPlace } from "@scope/openapi-routes";
export { UriTemplateError, UriTemplateValueError } from "@scope/url-expander";
export type {
  Endpoint,
  EndpointDefaults,
  EndpointErrorCode,
  EndpointOptions,
  HeaderValue,
  HeadersInput,
  HttpMethod,
  MediaTypeOptions,
  MergedMediaType,
  MergedOptions,
  OpenApiEndpoint,
  OpenApiOptions,
  OpenApiOptionsFor,
  ParseOptions,
  RequestHeaders,
  RequestMeta,
  RequestOptions,
  RequestOptionsFor,
  RequestOptionsOf,
  RequestOptionsWithBody,
  RequestOptionsWithoutBody,
  RouteEntry,
  RouteOptions,
  RouteTable,
  TableEndpoint,
  TableOptions,
  UnsafeUrlReason,
} from "@scope/endpoint-assembler";
// toFetch is in "@scope/endpoint/fetch" (src/fetch.ts): an app that does not use it ships none of it.
