export { endpoint, VERSION } from "./endpoint";
export {
  EndpointError,
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
  MediaTypeOptions,
  MergedMediaType,
  MergedOptions,
  RequestHeaders,
  RequestMeta,
  RequestOptions,
} from "@scope/endpoint-assembler";
