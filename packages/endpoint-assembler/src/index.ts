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
//   entry/   the seam (entry.ts: `Entry`, `entryFor`, the one `Slot` shape and its constructor) and
//            reading a route table: the config, layering, route hash and spelling, servers, closed tables;
//   plan/    bound defaults, option checks, `mediaType`, and the request plan: URL plan, template
//            parts, prefixed keys; the default entry (default-entry.ts) and a table's entry reader
//            (table-entry.ts: its placement, writers and body writer), each choosing the writers;
//   merge/   merging options with defaults (the path of calls a plan cannot describe);
//   run/     the one runner (run-plan.ts, its write stages), assembling the request, parse;
//   then create-endpoint.ts (binds the default entry), route-endpoint.ts (a table's entry reader),
//   types.ts (public types) and this index. Nothing the default entry or the runner imports reads a
//   table: an app that imports only `endpoint` ships no table module (test/endpoint-tree-shaking.test.ts).
export { createEndpoint, withDefaults } from "./create-endpoint";
export { bodyKind } from "./encode/body-encoders";
export type { BodyKind } from "./encode/body-encoders";
export { createRouteEndpoint } from "./route-endpoint";
export { strictEntries } from "./plan/strict-entries";
export type { StrictEntries } from "./plan/strict-entries";
export { HTTP_METHODS } from "./checks/http-methods";
export { merge } from "./merge/merge";
export { NAMED_OPTIONS } from "./checks/named-options";
export { parse } from "./run/parse";
export { parseRoute } from "./checks/parse-route";
export { routeHash } from "./entry/route-hash";
export { tableTemplate } from "./entry/route-spelling";
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
  OpenApiOptionsArgument,
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
export type { OpenApiResponseData, OpenApiResponseError, OpenApiSendResult, SendResult } from "./types/openapi-response";
export type { ParameterCode, RouteEntry, RouteTable } from "./types/route-table";
export type {
  BoundKeys,
  CheckedRoute,
  ColonsToBraces,
  InvalidMethod,
  ParseRoute,
  RouteAlone,
  RouteArguments,
  RouteOptions,
  RouteOptionsArgument,
  RouteParameters,
  RouteVariables,
} from "./types/route-types";
export type {
  MergedOptionsFor,
  MergedOptionsOf,
  RequestOptionsFor,
  RequestOptionsForMethod,
  RequestOptionsOf,
  RequestOptionsWithBody,
  RequestOptionsWithoutBody,
} from "./types/route-results";
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
  TableOpenApiEndpoint,
  ServerVariables,
} from "./types";
