// The errors of route tables: a table not of the format, and the parameters of an operation that a
// call gives wrong (missing, unknown, a value its style cannot write), or a route a closed table lacks.
import { errorClass } from "./endpoint-error";
import { parameterMessage, unknownRouteMessage } from "./messages";

/**
 * A route table (from `compileRoutes`) that is not of the documented format, naming the route and the
 * parameter (`route`, `parameter`); its arguments: the route, the parameter, the value found, what was expected.
 */
export const InvalidRouteTableError = /* @__PURE__ */ errorClass(
  "InvalidRouteTableError",
  (route: string, parameter: string, value: unknown, expected: string) => [
    "INVALID_ROUTE_TABLE",
    parameterMessage("INVALID_ROUTE_TABLE", { route, parameter, value, detail: expected }),
    { route, parameter },
  ],
);
export type InvalidRouteTableError = InstanceType<typeof InvalidRouteTableError>;

/** A parameter the description marks as required, left out of the call and the defaults (`route`, `parameter`). */
export const MissingParameterError = /* @__PURE__ */ errorClass("MissingParameterError", (route: string, parameter: string) => [
  "MISSING_PARAMETER",
  parameterMessage("MISSING_PARAMETER", { route, parameter }),
  { route, parameter },
]);
export type MissingParameterError = InstanceType<typeof MissingParameterError>;

/**
 * A key the operation has no place for: it is not one of its parameters and its body takes none
 * (`route`, `parameter`); its arguments: the route, the key, a hint.
 */
export const UnknownParameterError = /* @__PURE__ */ errorClass("UnknownParameterError", (route: string, parameter: string, hint: string) => [
  "UNKNOWN_PARAMETER",
  parameterMessage("UNKNOWN_PARAMETER", { route, parameter, detail: hint }),
  { route, parameter },
]);
export type UnknownParameterError = InstanceType<typeof UnknownParameterError>;

/**
 * A value that cannot be written in its parameter's declared style (an object in a pipe-delimited
 * list), naming the route and the parameter (`route`, `parameter`); its arguments: those, the value,
 * what the style takes.
 */
export const InvalidParameterValueError = /* @__PURE__ */ errorClass(
  "InvalidParameterValueError",
  (route: string, parameter: string, value: unknown, expected: string) => [
    "INVALID_PARAMETER_VALUE",
    parameterMessage("INVALID_PARAMETER_VALUE", { route, parameter, value, detail: expected }),
    { route, parameter },
  ],
);
export type InvalidParameterValueError = InstanceType<typeof InvalidParameterValueError>;

/**
 * A route that a closed route table (`c: 1`, from `compileRoutes(document, { strict: true })`) has no
 * entry for: `suggestion` is the nearest route of the table, `methods` the methods its path has.
 */
export const UnknownRouteError = /* @__PURE__ */ errorClass(
  "UnknownRouteError",
  (route: string, suggestion: string | undefined, methods: readonly string[]) => [
    "UNKNOWN_ROUTE",
    unknownRouteMessage(route, suggestion, methods),
    { route, suggestion, methods },
  ],
);
export type UnknownRouteError = InstanceType<typeof UnknownRouteError>;
