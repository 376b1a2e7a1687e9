import { brand, codeList, describeValue, quote, ScopeError } from "@scope/kit";
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
  | "INVALID_PARAMETER_VALUE";

/** Every code of {@link EndpointError} and its subclasses, frozen; the compiler checks it against {@link EndpointErrorCode}. */
export const ENDPOINT_ERROR_CODES: readonly EndpointErrorCode[] = codeList<EndpointErrorCode>({
  INVALID_ROUTE: true,
  MISSING_URL: true,
  INVALID_METHOD: true,
  INVALID_OPTIONS: true,
  INVALID_QUERY_VALUE: true,
  UNSAFE_URL: true,
  INVALID_ROUTE_TABLE: true,
  MISSING_PARAMETER: true,
  UNKNOWN_PARAMETER: true,
  INVALID_PARAMETER_VALUE: true,
});

/**
 * Every code an endpoint can throw, by the class to test with `instanceof`: one frozen table built
 * from the tables of each package. Every error is also an instance of `ScopeError` (exported by
 * `@scope/endpoint`), whose `code` is one of these.
 * @example
 * ERROR_CODES.InvalidHeaderError; // => ["HEADERS_NOT_OBJECT", "INVALID_HEADER_NAME", "INVALID_HEADER_VALUE"]
 */
export const ERROR_CODES = Object.freeze({
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
  static {
    brand(this, "EndpointError");
  }
}

/** A route string that is not `"<METHOD> <url>"` or `"<url>"`. */
export class InvalidRouteError extends EndpointError {
  static {
    brand(this, "InvalidRouteError");
  }

  declare readonly name: "InvalidRouteError";
  constructor(readonly route: string, position: number) {
    super(
      "INVALID_ROUTE",
      `Invalid route ${quote(route, position)} at position ${position}: expected "<METHOD> <url>" ` +
        `with a single space, or a URL alone, e.g. "GET /repos/{owner}/{repo}".`,
    );
  }
}

/** Neither the route nor the options nor the defaults give a `url`. */
export class MissingUrlError extends EndpointError {
  static {
    brand(this, "MissingUrlError");
  }

  declare readonly name: "MissingUrlError";
  constructor(value: unknown) {
    super(
      "MISSING_URL",
      value === undefined
        ? 'Missing url: no route or url option says where to send the request. Give a route, ' +
          'as in endpoint("GET /user"), or a url option, as in endpoint({ url: "/user" }).'
        : `Invalid url: got ${describeValue(value)}, expected a non-empty string such as "/user" ` +
          'or "https://api.github.com/user", as in endpoint({ url: "/user" }).',
    );
  }
}

/** A method that is missing or not an HTTP token (RFC 9110 section 9.1). */
export class InvalidMethodError extends EndpointError {
  static {
    brand(this, "InvalidMethodError");
  }

  declare readonly name: "InvalidMethodError";
  constructor(readonly method: unknown) {
    super(
      "INVALID_METHOD",
      method === undefined
        ? 'Missing method: neither the route nor the method option nor the defaults give one. Start ' +
          'the route with it, as in "POST /repos/{owner}/{repo}/issues", or set it, as in { method: "POST" }.'
        : `Invalid method ${describeValue(method)}: expected an HTTP method such as "GET" or "POST" ` +
          `(letters, digits and !#$%&'*+-.^_\`|~ only), as in "POST /repos/{owner}/{repo}/issues".`,
    );
  }
}

/** Options, defaults, `mediaType` or `request` that are not of the expected shape. */
export class InvalidOptionsError extends EndpointError {
  static {
    brand(this, "InvalidOptionsError");
  }

  declare readonly name: "InvalidOptionsError";
  constructor(readonly option: string, value: unknown, expected: string) {
    super("INVALID_OPTIONS", `Invalid ${option}: got ${describeValue(value)}, expected ${expected}.`);
  }
}

/** A parameter bound for the query string that has no faithful text form, or a list too long for a URL. */
export class InvalidQueryValueError extends EndpointError {
  static {
    brand(this, "InvalidQueryValueError");
  }

  declare readonly name: "InvalidQueryValueError";
  constructor(
    readonly parameter: string,
    value: unknown,
    expected = "a string, number, boolean, bigint, null or an array of those, e.g. { per_page: 100 }",
  ) {
    super("INVALID_QUERY_VALUE", `Invalid value for query parameter ${quote(parameter)}: got ${describeValue(value)}, expected ${expected}.`);
  }
}

/** An expansion that would send the request elsewhere than the route says. */
export class UnsafeUrlError extends EndpointError {
  static {
    brand(this, "UnsafeUrlError");
  }

  declare readonly name: "UnsafeUrlError";
  constructor(readonly url: string, position: number, reason: string) {
    super("UNSAFE_URL", `Unsafe URL ${quote(url, position)} at position ${position}: ${reason}.`);
  }
}

/** A route table (from `compileRoutes`) that is not of the documented format, naming the route and the parameter. */
export class InvalidRouteTableError extends EndpointError {
  static {
    brand(this, "InvalidRouteTableError");
  }

  declare readonly name: "InvalidRouteTableError";
  constructor(readonly route: string, readonly parameter: string, value: unknown, expected: string) {
    super("INVALID_ROUTE_TABLE", `Invalid route table entry for ${quote(parameter)} of ${quote(route)}: got ${describeValue(value)}, expected ${expected}.`);
  }
}

/** A parameter the description marks as required, left out of the call and the defaults. */
export class MissingParameterError extends EndpointError {
  static {
    brand(this, "MissingParameterError");
  }

  declare readonly name: "MissingParameterError";
  constructor(readonly route: string, readonly parameter: string) {
    super("MISSING_PARAMETER", `Missing parameter ${quote(parameter)} of ${quote(route)}: the description marks it as required; give it, as in { ${quote(parameter)}: ... }.`);
  }
}

/** A key the operation has no place for: it is not one of its parameters and its body takes none. */
export class UnknownParameterError extends EndpointError {
  static {
    brand(this, "UnknownParameterError");
  }

  declare readonly name: "UnknownParameterError";
  constructor(readonly route: string, readonly parameter: string, hint: string) {
    super("UNKNOWN_PARAMETER", `Unknown parameter ${quote(parameter)} of ${quote(route)}: ${hint}.`);
  }
}

/** A value that cannot be written in its parameter's declared style (an object in a pipe-delimited list). */
export class InvalidParameterValueError extends EndpointError {
  static {
    brand(this, "InvalidParameterValueError");
  }

  declare readonly name: "InvalidParameterValueError";
  constructor(readonly route: string, readonly parameter: string, value: unknown, expected: string) {
    super("INVALID_PARAMETER_VALUE", `Invalid value for parameter ${quote(parameter)} of ${quote(route)}: got ${describeValue(value)}, expected ${expected}.`);
  }
}
