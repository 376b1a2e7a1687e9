export { endpoint, VERSION } from "./endpoint";
export {
  EndpointError,
  HTTP_METHODS,
  InvalidMethodError,
  InvalidOptionsError,
  InvalidQueryValueError,
  InvalidRouteError,
  MissingUrlError,
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
  RequestHeaders,
  RequestMeta,
  RequestOptions,
  RequestOptionsFor,
  RequestOptionsOf,
  RequestOptionsWithBody,
  RequestOptionsWithoutBody,
  RouteOptions,
} from "@scope/endpoint-assembler";
