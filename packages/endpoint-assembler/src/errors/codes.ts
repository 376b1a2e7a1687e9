// The codes of this package's errors, and of every error an endpoint throws by class (ERROR_CODES).
import type { CodeList } from "@scope/kit";
import { INVALID_HEADER_ERROR_CODES } from "@scope/headers";
import { URI_TEMPLATE_ERROR_CODES, URI_TEMPLATE_VALUE_ERROR_CODES } from "@scope/url-expander";

/** Stable codes of the errors this package throws. */
export type EndpointErrorCode =
  | "INVALID_ROUTE"
  | "MISSING_URL"
  | "INVALID_METHOD"
  | "INVALID_OPTIONS"
  | "INVALID_QUERY_VALUE"
  | "UNSAFE_URL"
  | "INVALID_ROUTE_TABLE"
  | "MISSING_PARAMETER"
  | "UNKNOWN_PARAMETER"
  | "INVALID_PARAMETER_VALUE"
  | "ROUTE_OPTION"
  | "UNBUILDABLE_OPERATION"
  | "UNKNOWN_ROUTE"
  | "UNLISTED_CONTENT_TYPE"
  | "DUPLICATE_KEY";

const CODES = [
  "INVALID_ROUTE",
  "MISSING_URL",
  "INVALID_METHOD",
  "INVALID_OPTIONS",
  "INVALID_QUERY_VALUE",
  "UNSAFE_URL",
  "INVALID_ROUTE_TABLE",
  "MISSING_PARAMETER",
  "UNKNOWN_PARAMETER",
  "INVALID_PARAMETER_VALUE",
  "ROUTE_OPTION",
  "UNBUILDABLE_OPERATION",
  "UNKNOWN_ROUTE",
  "UNLISTED_CONTENT_TYPE",
  "DUPLICATE_KEY",
] as const;

/** Every code of {@link EndpointError} and its subclasses (a plain list: declaring it runs nothing); the compiler checks it against {@link EndpointErrorCode}. */
export const ENDPOINT_ERROR_CODES: CodeList<EndpointErrorCode, typeof CODES> = CODES;

/**
 * Every code an endpoint can throw, by the class to test with `instanceof`: one read-only table built
 * from the tables of each package. Every error is also an instance of `ScopeError` (exported by
 * `@scope/endpoint`), whose `code` is one of these.
 * @example
 * ERROR_CODES.InvalidHeaderError; // => ["HEADERS_NOT_OBJECT", "INVALID_HEADER_NAME", "INVALID_HEADER_VALUE"]
 */
export const ERROR_CODES = {
  UriTemplateError: URI_TEMPLATE_ERROR_CODES,
  UriTemplateValueError: URI_TEMPLATE_VALUE_ERROR_CODES,
  InvalidHeaderError: INVALID_HEADER_ERROR_CODES,
  EndpointError: ENDPOINT_ERROR_CODES,
} as const;

/** Any code of {@link ERROR_CODES}: what `error.code` can be for an error an endpoint throws. */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES][number];
