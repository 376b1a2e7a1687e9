/**
 * The merge, parse and defaults engine behind `@scope/endpoint`, for any REST API: no vendor baked in.
 *
 * @packageDocumentation
 * @document ../README.md
 * @module @scope/endpoint-assembler
 */
export { createEndpoint, withDefaults } from "./create-endpoint";
export { bodyKind } from "./body-encoders";
export type { BodyKind } from "./body-encoders";
export { createRouteEndpoint } from "./route-endpoint";
export { HTTP_METHODS } from "./http-methods";
export { merge } from "./merge";
export { NAMED_OPTIONS } from "./named-options";
export { parse } from "./parse";
export { parseRoute } from "./parse-route";
export { routeHash } from "./route-hash";
export {
  ENDPOINT_ERROR_CODES,
  ERROR_CODES,
  EndpointError,
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
} from "./errors";
export type { EndpointErrorCode, ErrorCode, OptionRule, OptionsFacts, UnsafeUrlReason } from "./errors";
export type { HttpMethod } from "./http-methods";
export type { NamedOptionClash, ReservedName, RouteDecides } from "./named-option-messages";
export type { BinaryData } from "./openapi-body";
export type { NamedOption, ReservedOption } from "./named-options";
export type { AmbiguousName, TableOptions } from "./openapi-table-options";
export type {
  KeyRules,
  OpenApiNamedOptions,
  OpenApiOptions,
  OpenApiOptionsFor,
  OpenApiRequestBody,
  OpenApiRequestOptionsFor,
  OpenApiRouteAlone,
  QueryNotSent,
} from "./openapi-options";
export type {
  CheckedOpenApiRoute,
  NotARoute,
  OpenApiMethod,
  OpenApiOperation,
  OpenApiRoutes,
  OpenApiUrl,
  RouteCompletions,
  RouteToComplete,
} from "./openapi-route";
export type { RouteParts } from "./parse-route";
export type { ParameterCode, RouteEntry, RouteTable } from "./route-table";
export type {
  BoundKeys,
  CheckedRoute,
  ColonsToBraces,
  InvalidMethod,
  MergedOptionsFor,
  MergedOptionsOf,
  ParseRoute,
  RequestOptionsFor,
  RequestOptionsForMethod,
  RequestOptionsOf,
  RequestOptionsWithBody,
  RequestOptionsWithoutBody,
  RouteAlone,
  RouteArguments,
  RouteOptions,
  RouteParameters,
  RouteVariables,
} from "./route-types";
export type {
  Endpoint,
  EndpointConfig,
  EndpointDefaults,
  EndpointOptions,
  HeaderValue,
  HeadersInput,
  MediaTypeOptions,
  MergedMediaType,
  MergedOptions,
  OpenApiEndpoint,
  ParseOptions,
  RequestHeaders,
  RequestMeta,
  RequestOptions,
  RouteCallOptions,
  RouteUrlOptions,
  TableEndpoint,
} from "./types";
