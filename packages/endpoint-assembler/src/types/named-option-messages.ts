// The messages the compiler shows in place of a key that names a named option the call cannot take
// as one: `url` and `method` beside a route (the route decides them), and, on an endpoint of a route
// table, a named option that is also a parameter or body field of the operation. Types only; the run
// time refuses the same keys (`ROUTE_OPTION`, and the table's rule for names that clash).
import type { NamedOption } from "../checks/named-options";

/**
 * The named options that are never a parameter (`ReservedOption`, derived from `NAMED_OPTIONS`),
 * written as a union of literals: the compiler reads this at no cost where the derived one, an
 * indexed mapped type, costs it instantiations in every call's type. A type test holds the two equal.
 */
export type ReservedName = "method" | "url" | "baseUrl" | "headers" | "mediaType" | "request";
import type { Join } from "./join";

/**
 * The message in place of a `url` key (or a `method` key, where the route names a method) beside a
 * route: the route decides it, and a field of that name is given location-prefixed.
 * @example
 * type M = RouteDecides<"url">;
 * // 'url: the route decides the URL; to send a field named url, give "body.url" or "query.url"'
 */
export type RouteDecides<Name extends "url" | "method"> =
  `${Name}: the route decides the ${Name extends "url" ? "URL" : "method"}; to send a field named ${Name}, give "body.${Name}" or "query.${Name}"`;

/**
 * The message in place of a named option's key on an operation that has a parameter or body field
 * of that name (a route table's endpoint refuses the plain key there): the keys that give the field.
 * @example
 * type M = NamedOptionClash<"url", '"query.url"'>;
 * // 'url is a named option and a field of this operation: give "query.url"'
 */
export type NamedOptionClash<Name extends NamedOption, Keys extends string> =
  `${Name} is a named option and a field of this operation: give ${Join<Keys, " or ">}${WholeBody<Name, Keys>}`;

/** `, or the whole body as data` where the field is the body's (and not `data` itself). */
type WholeBody<Name extends string, Keys extends string> = Name extends "data" ? "" : `"body.${Name}"` extends Keys ? ", or the whole body as data" : "";
