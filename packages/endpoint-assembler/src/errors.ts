import { describe, quote } from "./internal/quote";

/** Stable codes of the errors this package throws. */
export type EndpointErrorCode =
  | "INVALID_ROUTE"
  | "MISSING_URL"
  | "INVALID_METHOD"
  | "INVALID_OPTIONS"
  | "INVALID_QUERY_VALUE"
  | "UNSAFE_URL";

/** Base class of the errors of this package; `code` is stable, the message is for people. */
export class EndpointError extends Error {
  override readonly name: string = "EndpointError";
  readonly code: EndpointErrorCode;

  constructor(code: EndpointErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/** A route string that is not `"<METHOD> <url>"` or `"<url>"`. */
export class InvalidRouteError extends EndpointError {
  override readonly name = "InvalidRouteError";
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
  override readonly name = "MissingUrlError";
  constructor(value: unknown) {
    super(
      "MISSING_URL",
      `Missing url: got ${describe(value)}, expected a non-empty string, ` +
        `e.g. endpoint("GET /user") or endpoint({ url: "/user" }).`,
    );
  }
}

/** A method that is missing or not an HTTP token (RFC 9110 section 9.1). */
export class InvalidMethodError extends EndpointError {
  override readonly name = "InvalidMethodError";
  constructor(readonly method: unknown) {
    super(
      "INVALID_METHOD",
      `Invalid method ${describe(method)}: expected an HTTP method token such as "GET" or "POST" ` +
        `(letters, digits and !#$%&'*+-.^_\`|~ only).`,
    );
  }
}

/** Options, defaults, `mediaType` or `request` that are not of the expected shape. */
export class InvalidOptionsError extends EndpointError {
  override readonly name = "InvalidOptionsError";
  constructor(readonly option: string, value: unknown, expected: string) {
    super("INVALID_OPTIONS", `Invalid ${option}: got ${describe(value)}, expected ${expected}.`);
  }
}

/** A parameter bound for the query string that has no faithful text form. */
export class InvalidQueryValueError extends EndpointError {
  override readonly name = "InvalidQueryValueError";
  constructor(readonly parameter: string, value: unknown) {
    super(
      "INVALID_QUERY_VALUE",
      `Invalid value for query parameter ${quote(parameter)}: got ${describe(value)}, expected a ` +
        `string, number, boolean, bigint, null or an array of those, e.g. { per_page: 100 }.`,
    );
  }
}

/** An expansion that would send the request elsewhere than the route says. */
export class UnsafeUrlError extends EndpointError {
  override readonly name = "UnsafeUrlError";
  constructor(readonly url: string, position: number, reason: string) {
    super("UNSAFE_URL", `Unsafe URL ${quote(url, position)} at position ${position}: ${reason}.`);
  }
}
