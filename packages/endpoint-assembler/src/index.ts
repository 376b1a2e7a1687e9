/**
 * The merge, parse and defaults engine behind `@scope/endpoint`, for any REST API: no vendor baked in.
 *
 * @packageDocumentation
 * @document ../README.md
 * @module @scope/endpoint-assembler
 */
// The sources by stage, each folder importing only from those before it (test/import-cycles.test.ts
// checks that no file imports itself in a circle):
//   errors/  the error classes, their codes and the message tables (messages.ts, its short twin);
//   encode/  the style facts (style-facts.ts), percent-encoding, the query, form, multipart, header
//            and cookie encoders, value text and the list bound;
//   checks/  URL checks, methods, named options, own-property copies, nearest names, route parsing;
//   types/   the option types, the route table format and the type-level route and OpenAPI files;
//   entry/   reading a route table's entries: layering, route hash and spelling, closed tables;
//   plan/    bound defaults, option checks, `mediaType`, and the request plan: URL plan, template
//            parts, table plan, prefixed keys;
//   merge/   merging options with defaults (the path of calls a plan cannot describe);
//   run/     running a plan: the table runner, bodies, assembling the request, parse;
//   then create-endpoint.ts, route-endpoint.ts, types.ts (public types) and this index.
// Two type-only imports go up a stage, to `TableRuntime` (run/table-runtime.ts), the functions a
// route table endpoint brings: from plan/plan-types.ts and entry/endpoint-config.ts.
export { createEndpoint, withDefaults } from "./create-endpoint";
export { bodyKind } from "./encode/body-encoders";
export type { BodyKind } from "./encode/body-encoders";
export { createRouteEndpoint } from "./route-endpoint";
export { HTTP_METHODS } from "./checks/http-methods";
export { merge } from "./merge/merge";
export { NAMED_OPTIONS } from "./checks/named-options";
export { parse } from "./run/parse";
export { parseRoute } from "./checks/parse-route";
export { routeHash } from "./entry/route-hash";
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
} from "./errors/errors";
export type { EndpointErrorCode, ErrorCode, OptionRule, OptionsFacts, UnsafeUrlReason } from "./errors/errors";
export type { HttpMethod } from "./checks/http-methods";
export { LOCATION_FACTS, STYLE_FACTS } from "./encode/style-facts";
export type { LocationFact, LocationName, StyleFact, StyleName } from "./encode/style-facts";
export type { NamedOptionClash, ReservedName, RouteDecides } from "./types/named-option-messages";
export type { BinaryData } from "./types/openapi-body";
export type { NamedOption, ReservedOption } from "./checks/named-options";
export type { AmbiguousName, TableOptions } from "./types/openapi-table-options";
export type {
  KeyRules,
  OpenApiNamedOptions,
  OpenApiOptions,
  OpenApiOptionsFor,
  OpenApiRequestBody,
  OpenApiRequestOptionsFor,
  OpenApiRouteAlone,
  QueryNotSent,
} from "./types/openapi-options";
export type {
  CheckedOpenApiRoute,
  NotARoute,
  OpenApiMethod,
  OpenApiOperation,
  OpenApiRoutes,
  OpenApiUrl,
  RouteCompletions,
  RouteToComplete,
} from "./types/openapi-route";
export type { RouteParts } from "./checks/parse-route";
export type { ParameterCode, RouteEntry, RouteTable } from "./types/route-table";
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
} from "./types/route-types";
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
  AccessMethods,
  BasicCredential,
  Credentials,
  EndpointOf,
  OpenApiEndpointOf,
  ServerVariables,
} from "./types";
