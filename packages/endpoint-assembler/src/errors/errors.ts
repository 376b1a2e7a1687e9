import { urlForMessage } from "@scope/kit";
import type { CodeList } from "@scope/kit";
import { EndpointError } from "./endpoint-error";
import { InvalidParameterValueError } from "./table-errors";
import {
  methodMessage,
  missingUrlMessage,
  type OptionRule,
  type OptionsFacts,
  optionsMessage,
  QUERY_TEXT,
  routeMessage,
  unsafeUrlMessage,
} from "./messages";
import type { UnsafeUrlReason } from "./unsafe-url-reason";

export type { UnsafeUrlReason } from "./unsafe-url-reason";

export type { OptionRule, OptionsFacts };
export { ENDPOINT_ERROR_CODES, ERROR_CODES, type EndpointErrorCode, type ErrorCode } from "./codes";
export { EndpointError } from "./endpoint-error";
export { InvalidParameterValueError };
export { InvalidRouteTableError, MissingParameterError, UnknownParameterError, UnknownRouteError } from "./table-errors";

/** A route string that is not `"<METHOD> <url>"` or `"<url>"`. */
export class InvalidRouteError extends EndpointError {
  static override readonly brand: string = "InvalidRouteError";

  declare readonly name: "InvalidRouteError";
  declare readonly route: string;
  constructor(route: string, position: number) {
    super("INVALID_ROUTE", routeMessage(route, position));
    this.route = route;
  }
}

/** Neither the route nor the options nor the defaults give a `url`. */
export class MissingUrlError extends EndpointError {
  static override readonly brand: string = "MissingUrlError";

  declare readonly name: "MissingUrlError";
  constructor(value: unknown) {
    super("MISSING_URL", missingUrlMessage(value));
  }
}

/** A method that is missing or not an HTTP token (RFC 9110 section 9.1). */
export class InvalidMethodError extends EndpointError {
  static override readonly brand: string = "InvalidMethodError";

  declare readonly name: "InvalidMethodError";
  declare readonly method: unknown;
  constructor(method: unknown) {
    super("INVALID_METHOD", methodMessage(method));
    this.method = method;
  }
}

/**
 * The codes of an {@link InvalidOptionsError}: `INVALID_OPTIONS` for options of the wrong shape;
 * `ROUTE_OPTION` for a `url` (or `method`) beside a route, which decides them; `UNBUILDABLE_OPERATION`
 * for a table operation that cannot be built; `UNLISTED_CONTENT_TYPE` for a `content-type` a closed
 * table's operation does not list; `DUPLICATE_KEY` for one parameter given by two keys (`owner` and
 * `"path.owner"`), which `keys` names.
 */
export type InvalidOptionsCode = "INVALID_OPTIONS" | "ROUTE_OPTION" | "UNBUILDABLE_OPERATION" | "UNLISTED_CONTENT_TYPE" | "DUPLICATE_KEY";

/** Options, defaults, `mediaType` or `request` that are not of the expected shape. */
export class InvalidOptionsError extends EndpointError {
  static override readonly brand: string = "InvalidOptionsError";

  declare readonly name: "InvalidOptionsError";
  /** The option refused, as the message names it (`"baseUrl"`, `"defaults"`, a path parameter). */
  declare readonly option: string;
  /** `DUPLICATE_KEY`: the two keys that give one parameter, the plain one first (`["owner", "path.owner"]`). */
  declare readonly keys?: readonly string[];
  /**
   * `UNBUILDABLE_OPERATION`: why the route table says the operation cannot be built, whole. Absent
   * otherwise (set where that error is thrown, so that only a bundle with route tables carries it).
   */
  declare readonly reason?: string;
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
    if (facts.keys !== undefined) this.keys = facts.keys;
  }
}

/**
 * A query parameter (or a cookie under the default rules) whose value has no faithful text form
 * (an object, a function, a symbol, a lone surrogate), naming the route and the parameter: an
 * `InvalidParameterValueError`, the one class of a refused value on every path (31.2), with its own
 * code. A list beyond the one list bound is an `InvalidParameterValueError` itself.
 */
export class InvalidQueryValueError extends InvalidParameterValueError {
  static override readonly brand: string = "InvalidQueryValueError";

  declare readonly name: "InvalidQueryValueError";
  /**
   * @param route - the route of the call.
   * @param parameter - the query parameter, as the call gives it.
   * @param value - its value (or its name, when the name has no UTF-8 form).
   * @param expected - what it should have been (by default, the text forms a query value has).
   */
  constructor(route: string, parameter: string, value: unknown, expected: string = QUERY_TEXT(value)) {
    super(route, parameter, value, expected, "INVALID_QUERY_VALUE");
  }
}

const REASONS = ["BASE_URL_CHARACTER", "BASE_URL_SCHEME", "AMBIGUOUS_AUTHORITY", "NO_LEADING_SLASH", "ESCAPES_ORIGIN", "DOT_SEGMENT"] as const;

/** Every {@link UnsafeUrlReason} (a plain list: declaring it runs nothing); the compiler checks it against the union. */
export const UNSAFE_URL_REASONS: CodeList<UnsafeUrlReason, typeof REASONS> = REASONS;

/** An expansion that would send the request elsewhere than the route says; `reason` says why. */
export class UnsafeUrlError extends EndpointError {
  static override readonly brand: string = "UnsafeUrlError";

  declare readonly name: "UnsafeUrlError";
  /** The URL (or base URL) refused, without the user name and password it may hold (`https://@ghe.example`) or its query's values (`?access_token=…`). */
  declare readonly url: string;
  /** Why the URL was refused, one of {@link UNSAFE_URL_REASONS}. */
  declare readonly reason: UnsafeUrlReason;
  /**
   * @param url - the URL (or base URL) refused; its userinfo and query values are removed from the message and from `url`.
   * @param position - where in `url`.
   * @param reason - why, one of {@link UNSAFE_URL_REASONS}.
   */
  constructor(url: string, position: number, reason: UnsafeUrlReason) {
    const [shown, at] = urlForMessage(url, position);
    super("UNSAFE_URL", unsafeUrlMessage(reason, shown, at));
    this.reason = reason;
    this.url = shown;
  }
}
