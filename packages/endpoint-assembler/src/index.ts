export { createEndpoint, withDefaults } from "./create-endpoint";
export { merge } from "./merge";
export { parse } from "./parse";
export { parseRoute } from "./parse-route";
export {
  EndpointError,
  InvalidMethodError,
  InvalidOptionsError,
  InvalidQueryValueError,
  InvalidRouteError,
  MissingUrlError,
  UnsafeUrlError,
} from "./errors";
export type { EndpointErrorCode } from "./errors";
export type { RouteParts } from "./parse-route";
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
  RequestHeaders,
  RequestMeta,
  RequestOptions,
} from "./types";
