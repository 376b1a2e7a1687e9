// The errors of route tables: a table not of the format, and the parameters of an operation that a
// call gives wrong (missing, unknown, a value its style cannot write), or a route a closed table lacks.
import { EndpointError } from "./endpoint-error";
import { parameterMessage, unknownRouteMessage } from "./messages";

/** A route table (from `compileRoutes`) that is not of the documented format, naming the route and the parameter. */
export class InvalidRouteTableError extends EndpointError {
  static override readonly brand: string = "InvalidRouteTableError";

  declare readonly name: "InvalidRouteTableError";
  declare readonly route: string;
  declare readonly parameter: string;
  constructor(route: string, parameter: string, value: unknown, expected: string) {
    super("INVALID_ROUTE_TABLE", parameterMessage("INVALID_ROUTE_TABLE", { route, parameter, value, detail: expected }));
    this.route = route;
    this.parameter = parameter;
  }
}

/**
 * A parameter the request needs, left out of the call and the defaults: one the description marks
 * as required, or, on every endpoint, a `{name}` that forms a whole path segment (`/repos/{owner}/{repo}`
 * without `repo` would be `/repos/o/`, another resource).
 */
export class MissingParameterError extends EndpointError {
  static override readonly brand: string = "MissingParameterError";

  declare readonly name: "MissingParameterError";
  declare readonly route: string;
  declare readonly parameter: string;
  /**
   * @param segment - for a whole path segment the route's description does not require: the URL
   * template, and the URL it expanded to (its userinfo and query values kept out of the message).
   */
  constructor(route: string, parameter: string, segment?: { readonly template: string; readonly url: string }) {
    super("MISSING_PARAMETER", parameterMessage("MISSING_PARAMETER", { route, parameter, segment }));
    this.route = route;
    this.parameter = parameter;
  }
}

/** A key the operation has no place for: it is not one of its parameters and its body takes none. */
export class UnknownParameterError extends EndpointError {
  static override readonly brand: string = "UnknownParameterError";

  declare readonly name: "UnknownParameterError";
  declare readonly route: string;
  declare readonly parameter: string;
  constructor(route: string, parameter: string, hint: string) {
    super("UNKNOWN_PARAMETER", parameterMessage("UNKNOWN_PARAMETER", { route, parameter, detail: hint }));
    this.route = route;
    this.parameter = parameter;
  }
}

/**
 * A value that cannot be written in its parameter's declared style (an object in a pipe-delimited
 * list), or whose lists go beyond the one list bound: the one class of a refused value, on every
 * path and in every location (31.2). A query value with no text form under the engine's own rule is
 * its subclass `InvalidQueryValueError`.
 */
export class InvalidParameterValueError extends EndpointError {
  static override readonly brand: string = "InvalidParameterValueError";

  declare readonly name: "InvalidParameterValueError" | "InvalidQueryValueError";
  declare readonly route: string;
  declare readonly parameter: string;
  /**
   * @param expected - what the value should have been, as the message says it.
   * @param code - `INVALID_PARAMETER_VALUE`, or a subclass's code (`INVALID_QUERY_VALUE`).
   */
  constructor(route: string, parameter: string, value: unknown, expected: string, code: "INVALID_PARAMETER_VALUE" | "INVALID_QUERY_VALUE" = "INVALID_PARAMETER_VALUE") {
    super(code, parameterMessage(code, { route, parameter, value, detail: expected }));
    this.route = route;
    this.parameter = parameter;
  }
}

/**
 * A route that a closed route table (`c: 1`, from `compileRoutes(document, { strict: true })`) has no
 * entry for: `suggestion` is the nearest route of the table, `methods` the methods its path has.
 */
export class UnknownRouteError extends EndpointError {
  static override readonly brand: string = "UnknownRouteError";

  declare readonly name: "UnknownRouteError";
  declare readonly route: string;
  declare readonly suggestion: string | undefined;
  declare readonly methods: readonly string[];
  constructor(route: string, suggestion: string | undefined, methods: readonly string[]) {
    super("UNKNOWN_ROUTE", unknownRouteMessage(route, suggestion, methods));
    this.route = route;
    this.suggestion = suggestion;
    this.methods = methods;
  }
}
