import { ENDPOINT_ERROR_CODES } from "@scope/endpoint-assembler";
import { INVALID_HEADER_ERROR_CODES } from "@scope/headers";
import { OPENAPI_ERROR_CODES } from "@scope/openapi-routes";
import { URI_TEMPLATE_ERROR_CODES, URI_TEMPLATE_VALUE_ERROR_CODES } from "@scope/url-expander";

// Each list is imported by name, and ERROR_CODES is a plain object literal of them: declaring it
// runs nothing (no `Object.freeze`, no property read of another module's table), so a bundle of the
// minified browser module, whose pure marks are gone, still drops every list an app does not read.

/**
 * Every code an endpoint, `fromRoutes`, `fromOpenApi` or `compileRoutes` can throw, by the class to
 * test with `instanceof`: the lists of `@scope/url-expander`, `@scope/headers`, the engine
 * (`EndpointError` and its subclasses) and `OpenApiError`. Every error is also an instance of
 * `ScopeError`, whose `code` is one of these. Read-only by type, not frozen: a frozen table runs
 * code when its module loads, and so ships in every bundle of the minified browser module; this one
 * ships only in an app that reads it. Each list is also exported by name from its own package.
 * @example
 * ERROR_CODES.OpenApiError; // => ["INVALID_DOCUMENT", "UNRESOLVED_REF", "CYCLIC_REF", ...]
 */
export const ERROR_CODES: {
  readonly UriTemplateError: typeof URI_TEMPLATE_ERROR_CODES;
  readonly UriTemplateValueError: typeof URI_TEMPLATE_VALUE_ERROR_CODES;
  readonly InvalidHeaderError: typeof INVALID_HEADER_ERROR_CODES;
  readonly EndpointError: typeof ENDPOINT_ERROR_CODES;
  readonly OpenApiError: typeof OPENAPI_ERROR_CODES;
} = {
  UriTemplateError: URI_TEMPLATE_ERROR_CODES,
  UriTemplateValueError: URI_TEMPLATE_VALUE_ERROR_CODES,
  InvalidHeaderError: INVALID_HEADER_ERROR_CODES,
  EndpointError: ENDPOINT_ERROR_CODES,
  OpenApiError: OPENAPI_ERROR_CODES,
};

/** Any code of {@link ERROR_CODES}: what `error.code` can be for an error this package throws. */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES][number];
