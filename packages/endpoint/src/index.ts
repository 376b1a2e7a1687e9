/**
 * Turns GitHub REST API routes and parameters into request options for any HTTP client. Sends nothing.
 *
 * @packageDocumentation
 * @document ../README.md
 * @module @scope/endpoint
 */
export { endpoint, VERSION } from "./endpoint";
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
  UnknownRouteError,
  UNSAFE_URL_REASONS,
  UnsafeUrlError,
} from "@scope/endpoint-assembler";
export { InvalidHeaderError } from "@scope/headers";
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
  AccessMethods,
  BasicCredential,
  Credentials,
  EndpointOf,
  OpenApiEndpointOf,
  TableOpenApiEndpoint,
  ServerVariables,
  UnsafeUrlReason,
} from "@scope/endpoint-assembler";
// toFetch is in "@scope/endpoint/fetch" (src/fetch.ts): an app that does not use it ships none of it.
// fromRoutes is in "@scope/endpoint/routes" (src/routes.ts) and compileRoutes, fromOpenApi and
// OpenApiError in "@scope/endpoint/openapi" (src/openapi.ts, Node): an app that uses only endpoint ships none of them.
