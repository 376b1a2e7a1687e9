import { type CodeList, ScopeError } from "@scope/kit";
import { INVALID_HEADER_ERROR_CODES } from "@scope/headers";
import { URI_TEMPLATE_ERROR_CODES, URI_TEMPLATE_VALUE_ERROR_CODES } from "@scope/url-expander";
import {
  type ListBounds,
  methodMessage,
  missingUrlMessage,
  type OptionRule,
  type OptionsFacts,
  optionsMessage,
  queryValueMessage,
  parameterMessage,
  routeMessage,
  unknownRouteMessage,
  unsafeUrlMessage,
} from "./messages";
import { withoutUserinfo } from "./redact-userinfo";
import type { UnsafeUrlReason } from "./unsafe-url-reason";

export type { UnsafeUrlReason } from "./unsafe-url-reason";

export type { OptionRule, OptionsFacts };

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
  | "UNLISTED_CONTENT_TYPE";

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
] as const;

/** Every code of {@link EndpointError} and its subclasses, frozen; the compiler checks it against {@link EndpointErrorCode}. */
export const ENDPOINT_ERROR_CODES: CodeList<EndpointErrorCode, typeof CODES> = /* @__PURE__ */ Object.freeze(CODES);

/**
 * Every code an endpoint can throw, by the class to test with `instanceof`: one frozen table built
 * from the tables of each package. Every error is also an instance of `ScopeError` (exported by
 * `@scope/endpoint`), whose `code` is one of these.
 * @example
 * ERROR_CODES.InvalidHeaderError; // => ["HEADERS_NOT_OBJECT", "INVALID_HEADER_NAME", "INVALID_HEADER_VALUE"]
 */
export const ERROR_CODES = /* @__PURE__ */ Object.freeze({
  UriTemplateError: URI_TEMPLATE_ERROR_CODES,
  UriTemplateValueError: URI_TEMPLATE_VALUE_ERROR_CODES,
  InvalidHeaderError: INVALID_HEADER_ERROR_CODES,
  EndpointError: ENDPOINT_ERROR_CODES,
});

/** Any code of {@link ERROR_CODES}: what `error.code` can be for an error an endpoint throws. */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES][number];

/**
 * Base class of the errors of this package; `code` is stable, the message is for people and
 * quotes at most a few dozen characters of any input. `instanceof` holds for an error from any
 * copy of this package (ESM or CJS build, a bundle, another realm).
 */
export class EndpointError extends ScopeError<EndpointErrorCode> {
  static override get brand(): string {
    return "EndpointError";
  }
}

/** A route string that is not `"<METHOD> <url>"` or `"<url>"`. */
export class InvalidRouteError extends EndpointError {
  static override get brand(): string {
    return "InvalidRouteError";
  }

  declare readonly name: "InvalidRouteError";
  constructor(readonly route: string, position: number) {
    super("INVALID_ROUTE", routeMessage(route, position));
  }
}

/** Neither the route nor the options nor the defaults give a `url`. */
export class MissingUrlError extends EndpointError {
  static override get brand(): string {
    return "MissingUrlError";
  }

  declare readonly name: "MissingUrlError";
  constructor(value: unknown) {
    super("MISSING_URL", missingUrlMessage(value));
  }
}

/** A method that is missing or not an HTTP token (RFC 9110 section 9.1). */
export class InvalidMethodError extends EndpointError {
  static override get brand(): string {
    return "InvalidMethodError";
  }

  declare readonly name: "InvalidMethodError";
  constructor(readonly method: unknown) {
    super("INVALID_METHOD", methodMessage(method));
  }
}

/**
 * The codes of an {@link InvalidOptionsError}: `INVALID_OPTIONS` for options of the wrong shape;
 * `ROUTE_OPTION` for a `url` (or `method`) beside a route, which decides them; `UNBUILDABLE_OPERATION`
 * for a table operation that cannot be built; `UNLISTED_CONTENT_TYPE` for a `content-type` a closed
 * table's operation does not list.
 */
export type InvalidOptionsCode = "INVALID_OPTIONS" | "ROUTE_OPTION" | "UNBUILDABLE_OPERATION" | "UNLISTED_CONTENT_TYPE";

/** Options, defaults, `mediaType` or `request` that are not of the expected shape. */
export class InvalidOptionsError extends EndpointError {
  static override get brand(): string {
    return "InvalidOptionsError";
  }

  declare readonly name: "InvalidOptionsError";
  /** The option refused, as the message names it (`"baseUrl"`, `"defaults"`, a path parameter). */
  readonly option: string;
  /**
   * @param rule - the entry of a table of options that says which option and what was expected, with an example.
   * @param value - the value refused, described (and quoted, bounded) in the message.
   * @param facts - what the rule needs besides: a parameter or header name, a template, a route, a bound.
   * @param code - the code, `INVALID_OPTIONS` unless the rule is one of the other {@link InvalidOptionsCode}s.
   */
  constructor(rule: OptionRule, value: unknown, facts: OptionsFacts = {}, code: InvalidOptionsCode = "INVALID_OPTIONS") {
    const [option, message] = optionsMessage(rule, value, facts);
    super(code, message);
    this.option = option;
  }
}

/** A parameter bound for the query string that has no faithful text form, or a list too long for a URL. */
export class InvalidQueryValueError extends EndpointError {
  static override get brand(): string {
    return "InvalidQueryValueError";
  }

  declare readonly name: "InvalidQueryValueError";
  /**
   * @param parameter - the query parameter.
   * @param value - its value.
   * @param bounds - the bounds of a list, when it was refused for going beyond them.
   */
  constructor(readonly parameter: string, value: unknown, bounds?: ListBounds) {
    super("INVALID_QUERY_VALUE", queryValueMessage(parameter, value, bounds));
  }
}

const REASONS = ["BASE_URL_CHARACTER", "BASE_URL_SCHEME", "AMBIGUOUS_AUTHORITY", "NO_LEADING_SLASH", "ESCAPES_ORIGIN", "DOT_SEGMENT"] as const;

/** Every {@link UnsafeUrlReason}, frozen; the compiler checks it against the union. */
export const UNSAFE_URL_REASONS: CodeList<UnsafeUrlReason, typeof REASONS> = /* @__PURE__ */ Object.freeze(REASONS);

/** An expansion that would send the request elsewhere than the route says; `reason` says why. */
export class UnsafeUrlError extends EndpointError {
  static override get brand(): string {
    return "UnsafeUrlError";
  }

  declare readonly name: "UnsafeUrlError";
  /** The URL (or base URL) refused, without the user name and password it may hold (`https://@ghe.example`). */
  readonly url: string;
  /**
   * @param url - the URL (or base URL) refused; its userinfo is removed from the message and from `url`.
   * @param position - where in `url`.
   * @param reason - why, one of {@link UNSAFE_URL_REASONS}.
   */
  constructor(url: string, position: number, readonly reason: UnsafeUrlReason) {
    const [shown, at] = withoutUserinfo(url, position);
    super("UNSAFE_URL", unsafeUrlMessage(reason, shown, at));
    this.url = shown;
  }
}

/** A route table (from `compileRoutes`) that is not of the documented format, naming the route and the parameter. */
export class InvalidRouteTableError extends EndpointError {
  static override get brand(): string {
    return "InvalidRouteTableError";
  }

  declare readonly name: "InvalidRouteTableError";
  constructor(readonly route: string, readonly parameter: string, value: unknown, expected: string) {
    super("INVALID_ROUTE_TABLE", parameterMessage("INVALID_ROUTE_TABLE", { route, parameter, value, detail: expected }));
  }
}

/** A parameter the description marks as required, left out of the call and the defaults. */
export class MissingParameterError extends EndpointError {
  static override get brand(): string {
    return "MissingParameterError";
  }

  declare readonly name: "MissingParameterError";
  constructor(readonly route: string, readonly parameter: string) {
    super("MISSING_PARAMETER", parameterMessage("MISSING_PARAMETER", { route, parameter }));
  }
}

/** A key the operation has no place for: it is not one of its parameters and its body takes none. */
export class UnknownParameterError extends EndpointError {
  static override get brand(): string {
    return "UnknownParameterError";
  }

  declare readonly name: "UnknownParameterError";
  constructor(readonly route: string, readonly parameter: string, hint: string) {
    super("UNKNOWN_PARAMETER", parameterMessage("UNKNOWN_PARAMETER", { route, parameter, detail: hint }));
  }
}

/** A value that cannot be written in its parameter's declared style (an object in a pipe-delimited list). */
export class InvalidParameterValueError extends EndpointError {
  static override get brand(): string {
    return "InvalidParameterValueError";
  }

  declare readonly name: "InvalidParameterValueError";
  constructor(readonly route: string, readonly parameter: string, value: unknown, expected: string) {
    super("INVALID_PARAMETER_VALUE", parameterMessage("INVALID_PARAMETER_VALUE", { route, parameter, value, detail: expected }));
  }
}

/**
 * A route that a closed route table (`c: 1`, from `compileRoutes(document, { strict: true })`) has no
 * entry for: `suggestion` is the nearest route of the table, `methods` the methods its path has.
 */
export class UnknownRouteError extends EndpointError {
  static override get brand(): string {
    return "UnknownRouteError";
  }

  declare readonly name: "UnknownRouteError";
  constructor(readonly route: string, readonly suggestion: string | undefined, readonly methods: readonly string[]) {
    super("UNKNOWN_ROUTE", unknownRouteMessage(route, suggestion, methods));
  }
}
