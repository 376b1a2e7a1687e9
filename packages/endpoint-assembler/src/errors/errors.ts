import { withoutUserinfo } from "@scope/kit";
import type { CodeList } from "@scope/kit";
import { errorClass } from "./endpoint-error";
import {
  type ListBounds,
  methodMessage,
  missingUrlMessage,
  type OptionRule,
  type OptionsFacts,
  optionsMessage,
  queryValueMessage,
  routeMessage,
  unsafeUrlMessage,
} from "./messages";
import type { UnsafeUrlReason } from "./unsafe-url-reason";

export type { UnsafeUrlReason } from "./unsafe-url-reason";

export type { OptionRule, OptionsFacts };
export { ENDPOINT_ERROR_CODES, ERROR_CODES, type EndpointErrorCode, type ErrorCode } from "./codes";
export { EndpointError, type ErrorClass } from "./endpoint-error";
export { InvalidParameterValueError, InvalidRouteTableError, MissingParameterError, UnknownParameterError, UnknownRouteError } from "./table-errors";

/** A route string that is not `"<METHOD> <url>"` or `"<url>"`. */
export const InvalidRouteError = /* @__PURE__ */ errorClass("InvalidRouteError", (route: string, position: number) => [
  "INVALID_ROUTE",
  routeMessage(route, position),
  { route },
]);
export type InvalidRouteError = InstanceType<typeof InvalidRouteError>;

/** Neither the route nor the options nor the defaults give a `url`. */
export const MissingUrlError = /* @__PURE__ */ errorClass("MissingUrlError", (value: unknown) => ["MISSING_URL", missingUrlMessage(value)]);
export type MissingUrlError = InstanceType<typeof MissingUrlError>;

/** A method that is missing or not an HTTP token (RFC 9110 section 9.1). */
export const InvalidMethodError = /* @__PURE__ */ errorClass("InvalidMethodError", (method: unknown) => [
  "INVALID_METHOD",
  methodMessage(method),
  { method },
]);
export type InvalidMethodError = InstanceType<typeof InvalidMethodError>;

/**
 * The codes of an {@link InvalidOptionsError}: `INVALID_OPTIONS` for options of the wrong shape;
 * `ROUTE_OPTION` for a `url` (or `method`) beside a route, which decides them; `UNBUILDABLE_OPERATION`
 * for a table operation that cannot be built; `UNLISTED_CONTENT_TYPE` for a `content-type` a closed
 * table's operation does not list.
 */
export type InvalidOptionsCode = "INVALID_OPTIONS" | "ROUTE_OPTION" | "UNBUILDABLE_OPERATION" | "UNLISTED_CONTENT_TYPE";

/**
 * Options, defaults, `mediaType` or `request` that are not of the expected shape; `option` is the
 * option refused, as the message names it (`"baseUrl"`, `"defaults"`, a path parameter). Its
 * arguments: the entry of a table of options that says which option and what was expected, with an
 * example; the value refused, described (and quoted, bounded) in the message; what the rule needs
 * besides (a parameter or header name, a template, a route, a bound); the code, `INVALID_OPTIONS`
 * unless the rule is one of the other {@link InvalidOptionsCode}s.
 */
export const InvalidOptionsError = /* @__PURE__ */ errorClass(
  "InvalidOptionsError",
  (rule: OptionRule, value: unknown, facts: OptionsFacts = {}, code: InvalidOptionsCode = "INVALID_OPTIONS") => {
    const [option, message] = optionsMessage(rule, value, facts);
    return [code, message, { option }];
  },
);
export type InvalidOptionsError = InstanceType<typeof InvalidOptionsError>;

/**
 * A parameter bound for the query string that has no faithful text form, or a list too long for a
 * URL: the query parameter, its value, and the bounds of a list when it was refused for going beyond them.
 */
export const InvalidQueryValueError = /* @__PURE__ */ errorClass(
  "InvalidQueryValueError",
  (parameter: string, value: unknown, bounds?: ListBounds) => ["INVALID_QUERY_VALUE", queryValueMessage(parameter, value, bounds), { parameter }],
);
export type InvalidQueryValueError = InstanceType<typeof InvalidQueryValueError>;

const REASONS = ["BASE_URL_CHARACTER", "BASE_URL_SCHEME", "AMBIGUOUS_AUTHORITY", "NO_LEADING_SLASH", "ESCAPES_ORIGIN", "DOT_SEGMENT"] as const;

/** Every {@link UnsafeUrlReason} (a plain list: declaring it runs nothing); the compiler checks it against the union. */
export const UNSAFE_URL_REASONS: CodeList<UnsafeUrlReason, typeof REASONS> = REASONS;

/**
 * An expansion that would send the request elsewhere than the route says; `reason` says why (one of
 * {@link UNSAFE_URL_REASONS}), `url` is the URL (or base URL) refused without the user name and
 * password it may hold (`https://@ghe.example`), as in the message; `position` says where in it.
 */
export const UnsafeUrlError = /* @__PURE__ */ errorClass("UnsafeUrlError", (url: string, position: number, reason: UnsafeUrlReason) => {
  const [shown, at] = withoutUserinfo(url, position);
  return ["UNSAFE_URL", unsafeUrlMessage(reason, shown, at), { reason, url: shown }];
});
export type UnsafeUrlError = InstanceType<typeof UnsafeUrlError>;
