// What the compiler reads from a route literal ("GET /repos/{owner}/{repo}"): its method, the
// parameters its URL needs, and the shape of the result. Types only; the runtime never sees them.
// Every type falls back to the loose one for a route typed `string`.
import type { TemplateValue, TemplateVariables } from "@scope/url-expander";
import type { HTTP_METHODS, HttpMethod } from "../checks/http-methods";
import type { ReservedName } from "./named-option-messages";
import type { Join } from "./join";
import type { EndpointOptions, RouteCallOptions, RouteUrlOptions } from "./options";

/**
 * A route split into method and URL, as `parseRoute` does at run time; `method` is `undefined`
 * when the route is a URL alone.
 * @example
 * type P = ParseRoute<"GET /users/{user}">; // { method: "GET"; url: "/users/{user}" }
 */
export type ParseRoute<Route extends string> = Route extends `${infer Method} ${infer Url}`
  ? { method: Method; url: Url }
  : { method: undefined; url: Route };

type LowerLetter = "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" | "i" | "j" | "k" | "l" | "m"
  | "n" | "o" | "p" | "q" | "r" | "s" | "t" | "u" | "v" | "w" | "x" | "y" | "z";
type Digit = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9";
type WordChar = LowerLetter | Uppercase<LowerLetter> | Digit | "_";

/** The word characters at the start of `Text`, with each "-" that a word character follows (hyphenated names). */
type WordPrefix<Text extends string, Word extends string = ""> = Text extends `${infer Char extends WordChar}${infer Rest}`
  ? WordPrefix<Rest, `${Word}${Char}`>
  : Text extends `-${infer Char extends WordChar}${infer Rest}`
    ? WordPrefix<Rest, `${Word}-${Char}`>
    : Word;

/** The name after one `:`, when it is a lower-case letter and one or more word characters, single "-" between them. */
export type ColonName<Text extends string> = Text extends `${infer First extends LowerLetter}${infer Rest}`
  ? WordPrefix<Rest> extends infer Word extends string
    ? Word extends "" ? never : `${First}${Word}`
    : never
  : never;

/** The `:name` placeholders of a URL (`:8080` and `:a` stay literal, as at run time). */
type ColonNames<Url extends string, Names extends string = never> = Url extends `${string}:${infer Rest}`
  ? ColonNames<Rest, Names | ColonName<Rest>>
  : Names;

/**
 * A URL with each `:name` placeholder written `{name}`, read as at run time (`:8080` stays).
 * @example
 * type U = ColonsToBraces<"/repos/:owner/:repo">; // "/repos/{owner}/{repo}"
 */
export type ColonsToBraces<Url extends string> = Url extends `${infer Head}:${infer Rest}`
  ? [ColonName<Rest>] extends [never]
    ? `${Head}:${ColonsToBraces<Rest>}`
    : Rest extends `${ColonName<Rest>}${infer Tail}`
      ? `${Head}{${ColonName<Rest>}}${ColonsToBraces<Tail>}`
      : never
  : Url;

/**
 * The parameters a route's URL names: `required` (path variables and `:name` placeholders) and
 * `optional` (variables of `{?...}` and `{&...}` expressions).
 * @example
 * type V = RouteVariables<"GET /repos/:owner/{repo}{?page}">; // { required: "owner" | "repo"; optional: "page" }
 */
export type RouteVariables<Route extends string> = ParseRoute<Route>["url"] extends infer Url extends string
  ? TemplateVariables<Url> extends { required: infer Required extends string; optional: infer Optional extends string }
    ? { required: Required | ColonNames<Url>; optional: Exclude<Optional, ColonNames<Url>> }
    : never
  : never;

/**
 * The parameters of a route as an object type: required ones must be present and neither
 * `undefined` nor `null` (a whole path segment without a value throws at run time), unless bound
 * through `.defaults()` (`Bound`), which makes them optional.
 * @example
 * type P = RouteParameters<"GET /repos/{owner}/{repo}", "owner">;
 * // { repo: NonNullable<TemplateValue> } & { owner?: TemplateValue }
 */
export type RouteParameters<Route extends string, Bound extends string = never> = RouteVariables<Route> extends {
  required: infer Required extends string;
  optional: infer Optional extends string;
}
  ? { [Key in Exclude<Required, Bound | ReservedName>]: NonNullable<TemplateValue> } & {
      [Key in Exclude<Optional | (Required & Bound), ReservedName>]?: TemplateValue;
    }
  : never;

/** `HTTP_METHODS` joined for an error message. */
type MethodList<Methods extends readonly string[] = typeof HTTP_METHODS> = Methods extends readonly [
  infer First extends string,
  ...infer Rest extends readonly string[],
]
  ? Rest extends readonly [] ? First : `${First}, ${MethodList<Rest>}`
  : "";

/** The type a route with an unknown method is checked against: its text is the error message. */
export type InvalidMethod<Method extends string> = `Invalid method "${Method}": expected one of ${MethodList} (any case)`;

/** The route itself when its method (if any) is a standard HTTP method in any case, else {@link InvalidMethod}. */
export type CheckedRoute<Route extends string> = Route extends `${infer Method} ${string}`
  ? string extends Method
    ? Route
    : Uppercase<Method> extends HttpMethod
      ? Route
      : InvalidMethod<Method>
  : Route;

/**
 * The options of a call with route `Route`: the named options, the route's parameters, and any
 * other key (a query or body parameter, typed `unknown`; a location-prefixed one such as
 * `"body.url"` too). The route decides the URL, and the method where it names one: a `url` key, or
 * a `method` key beside a method, is refused with a message (`RouteDecides`).
 */
export type RouteOptions<Route extends string, Bound extends string = never> = (ParseRoute<Route>["method"] extends string
  ? RouteCallOptions
  : RouteUrlOptions) &
  RouteParameters<Route, Bound>;

/** The options argument: optional when the route needs nothing that is not bound already. */
export type RouteArguments<Route extends string, Bound extends string = never> = string extends Route
  ? [options?: EndpointOptions]
  : [Exclude<RouteVariables<Route>["required"], Bound | ReservedName>] extends [never]
    ? [options?: RouteOptions<Route, Bound>]
    : [options: RouteOptions<Route, Bound>];

/** The keys a route needs that are not bound, joined for a message. */
type NeededKeys<Route extends string, Bound extends string> = Exclude<RouteVariables<Route>["required"], Bound | ReservedName>;

/**
 * The route when a call may give it alone (no options); otherwise the message the compiler shows
 * in its place, naming the parameters it needs. An invalid method gives {@link InvalidMethod}.
 * @example
 * type R = RouteAlone<"GET /repos/{owner}/{repo}">; // '"GET /repos/{owner}/{repo}" needs options: owner, repo'
 */
export type RouteAlone<Route extends string, Bound extends string = never> = string extends Route
  ? Route
  : CheckedRoute<Route> extends Route
    ? [NeededKeys<Route, Bound>] extends [never]
      ? Route
      : `"${Route}" needs options: ${Join<NeededKeys<Route, Bound>, ", ">}`
    : CheckedRoute<Route>;

/** The options argument of a call that gives one: `undefined` allowed when the route needs nothing unbound. */
export type RouteOptionsArgument<Route extends string, Bound extends string = never> = string extends Route
  ? EndpointOptions | undefined
  : [NeededKeys<Route, Bound>] extends [never]
    ? RouteOptions<Route, Bound> | undefined
    : RouteOptions<Route, Bound>;

/**
 * The parameter keys that `.defaults(options)` binds: those whose value is not `undefined`
 * (an `undefined` default binds nothing), named options aside. For options typed loosely, `string`.
 * @example
 * type B = BoundKeys<{ owner: "o"; repo: undefined; headers: {} }>; // "owner"
 */
export type BoundKeys<Options> = Exclude<
  { [Key in keyof Options]-?: undefined extends Options[Key] ? never : Key }[keyof Options] & string,
  ReservedName
>;
