// The errors of route tables: a table not of the format, and the parameters of an operation that a
// call gives wrong (missing, unknown, a value its style cannot write), or a route a closed table lacks.
import { EndpointError } from "./endpoint-error";
import { type ParameterCode, type ParameterFacts, parameterMessage, unknownRouteMessage } from "./messages";

/**
 * The base of the errors about one parameter of a route: `route` and `parameter` as fields, the
 * message from the package's table. It declares no brand: `instanceof` and `name` are its
 * subclasses' (each of which sets its own code).
 */
export abstract class ParameterError extends EndpointError {
  /** The route of the call, as given. */
  declare readonly route: string;
  /** The parameter, as the call or the table names it. */
  declare readonly parameter: string;
  constructor(code: ParameterCode, facts: ParameterFacts) {
    super(code, parameterMessage(code, facts));
    this.route = facts.route;
    this.parameter = facts.parameter;
  }
}

/** A route table (from `compileRoutes`) that is not of the documented format, naming the route and the parameter. */
export class InvalidRouteTableError extends ParameterError {
  static override readonly brand: string = "InvalidRouteTableError";

  declare readonly name: "InvalidRouteTableError";
  constructor(route: string, parameter: string, value: unknown, expected: string) {
    super("INVALID_ROUTE_TABLE", { route, parameter, value, detail: expected });
  }
}

/**
 * A parameter the request needs, left out of the call and the defaults: one the description marks
 * as required, or, on every endpoint, a `{name}` that forms a whole path segment (`/repos/{owner}/{repo}`
 * without `repo` would be `/repos/o/`, another resource).
 */
export class MissingParameterError extends ParameterError {
  static override readonly brand: string = "MissingParameterError";

  declare readonly name: "MissingParameterError";
  /**
   * @param segment - for a whole path segment the route's description does not require: the URL
   * template, and the URL it expanded to (its userinfo and query values kept out of the message).
   */
  constructor(route: string, parameter: string, segment?: { readonly template: string; readonly url: string }) {
    super("MISSING_PARAMETER", { route, parameter, segment });
  }
}

/** A key the operation has no place for: it is not one of its parameters and its body takes none. */
export class UnknownParameterError extends ParameterError {
  static override readonly brand: string = "UnknownParameterError";

  declare readonly name: "UnknownParameterError";
  constructor(route: string, parameter: string, hint: string) {
    super("UNKNOWN_PARAMETER", { route, parameter, detail: hint });
  }
}

/**
 * A value that cannot be written in its parameter's declared style (an object in a pipe-delimited
 * list), or whose lists go beyond the one list bound: the one class of a refused value, on every
 * path and in every location (31.2). A query value with no text form under the engine's own rule is
 * its subclass `InvalidQueryValueError`.
 */
export class InvalidParameterValueError extends ParameterError {
  static override readonly brand: string = "InvalidParameterValueError";

  declare readonly name: "InvalidParameterValueError" | "InvalidQueryValueError";
  /**
   * @param expected - what the value should have been, as the message says it.
   * @param code - `INVALID_PARAMETER_VALUE`, or a subclass's code (`INVALID_QUERY_VALUE`).
   */
  constructor(route: string, parameter: string, value: unknown, expected: string, code: "INVALID_PARAMETER_VALUE" | "INVALID_QUERY_VALUE" = "INVALID_PARAMETER_VALUE") {
    super(code, { route, parameter, value, detail: expected });
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
