import { ERROR_CODES as ENGINE_ERROR_CODES } from "@scope/endpoint-assembler";
import { OPENAPI_ERROR_CODES } from "@scope/openapi-routes";

/**
 * Every code an endpoint, `fromRoutes`, `fromOpenApi` or `compileRoutes` can throw, by the class to
 * test with `instanceof`: the engine's table (`@scope/endpoint-assembler`) and `OpenApiError`'s
 * codes. Every error is also an instance of `ScopeError`, whose `code` is one of these.
 * @example
 * ERROR_CODES.OpenApiError; // => ["INVALID_DOCUMENT", "UNRESOLVED_REF", "CYCLIC_REF", ...]
 */
export const ERROR_CODES = /* @__PURE__ */ Object.freeze({
  UriTemplateError: ENGINE_ERROR_CODES.UriTemplateError,
  UriTemplateValueError: ENGINE_ERROR_CODES.UriTemplateValueError,
  InvalidHeaderError: ENGINE_ERROR_CODES.InvalidHeaderError,
  EndpointError: ENGINE_ERROR_CODES.EndpointError,
  OpenApiError: OPENAPI_ERROR_CODES,
});

/** Any code of {@link ERROR_CODES}: what `error.code` can be for an error this package throws. */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES][number];
