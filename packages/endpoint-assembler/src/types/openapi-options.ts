// What a call of an OpenAPI operation takes and returns: its path and query parameters, its body
// fields (or `data`), the named options, nothing else; each where the endpoint's rules send it.
// Types only. Every type works on the one operation the route names; none walks the paths map.
import type { ReservedName } from "./named-option-messages";
import type { OpenApiNamedOptions } from "./openapi-body";
import type { BinaryBody, BodyForms, BodyRequired, Loosen, NoKeys, OptionalFields, ParameterGroup, Prefixed } from "./openapi-body";
import type { CheckedOpenApiRoute, Join, OpenApiMethod, OpenApiOperation, RouteCompletions } from "./openapi-route";
import type { TableOptions } from "./openapi-table-options";
import type { ParseRoute } from "./route-types";
import type { RequestOptionsForMethod, RequestOptionsWithBody } from "./route-results";
import type { EndpointOptions, RequestOptions } from "./options";


/**
 * The schema of an operation's request body (its `application/json` media type, else its first,
 * bytes too for a binary media type: {@link BinaryBody}), or `never` when it has none.
 */
export type OpenApiRequestBody<Operation> = "requestBody" extends keyof Operation
  ? OrEmptyBody<NonNullable<Operation["requestBody"]>>
  : never;

type OrEmptyBody<Body> = [Body] extends [never]
  ? never
  : Body extends { content: infer Content }
    ? "application/json" extends keyof Content ? Content["application/json"] : Content[keyof Content] | BinaryBody<Content>
    : never;

/**
 * How a call gives the body: as fields, or whole as `data` (bytes too, for a binary media type);
 * `data` of any type when the operation declares none.
 */
type BodyOptions<Body, Required extends boolean, Bound extends string> = [Body] extends [never]
  ? { data?: unknown }
  : Required extends true
    ? BodyForms<Body, Bound, { data: Body }>
    : BodyForms<OptionalFields<Body>, Bound, { data?: Body }>;

/** The names of the variables of a route's `{?...}` and `{&...}` expressions (`{?state,per_page}`). */
type QueryVariables<Url extends string> = Url extends `${string}{?${infer List}}${infer Tail}`
  ? VariableNames<List> | QueryVariables<Tail>
  : Url extends `${string}{&${infer List}}${infer Tail}`
    ? VariableNames<List> | QueryVariables<Tail>
    : never;

type VariableNames<List extends string> = List extends `${infer Name},${infer Rest}` ? VariableName<Name> | VariableNames<Rest> : VariableName<List>;

/** A variable's name without its modifier (`list*`, `sha:7`). */
type VariableName<Spec extends string> = Spec extends `${infer Name}*` ? Name : Spec extends `${infer Name}:${string}` ? Name : Spec;

/**
 * The message in place of a query parameter's type where the default rules would not send it in
 * the query: other methods than GET and HEAD send such a key in the JSON body (or drop it beside `data`).
 */
export type QueryNotSent<Key extends string, Method extends string> =
  `${Key} is a query parameter, but ${Method} sends it in the body: give "query.${Key}", add {?${Key}} to the route, or use fromOpenApi(document)`;

/**
 * The query parameters that the default rules would not send in the query: on a method other than
 * GET and HEAD, those the route does not name in `{?...}`.
 */
type UnplacedQuery<Query, Route extends string> = OpenApiMethod<Route> extends "get" | "head"
  ? never
  : Exclude<keyof Query, QueryVariables<ParseRoute<Route>["url"]>>;

/**
 * The query parameters as plain keys: typed by their schema where the default rules send them in
 * the query, else (`Unplaced`) optional keys typed by {@link QueryNotSent}.
 */
type PlacedQuery<Query, Unplaced, Method extends string> = [Unplaced] extends [never]
  ? Query
  : { [Key in keyof Query as Key extends Unplaced ? never : Key]: Query[Key] } & {
      [Key in keyof Query as Key extends Unplaced ? Key : never]?: QueryNotSent<Key & string, Method>;
    };

/**
 * The path and query parameters of a call: as the groups have them (most operations: one check,
 * no mapped type), except parameters bound by `.defaults()` (`Bound`, optional), query parameters
 * the default rules would not send in the query (see {@link PlacedQuery}), and parameters named
 * like a named option: those two given location-prefixed (`"query.url"`, typed, required where
 * the group requires them; see {@link Prefixed}).
 */
type CallParameters<Path, Query, Bound extends string, Route extends string> = [
  Bound | ((keyof Path | keyof Query) & ("method" | "url" | "baseUrl" | "headers" | "mediaType" | "request")), // ReservedName, inline: cheaper
] extends [never]
  ? OpenApiMethod<Route> extends "get" | "head" // a route typed string too
    ? Path & Query
    : [keyof Query] extends [never]
      ? Path
      : MappedParameters<Path, Query, Bound, Route, UnplacedQuery<Query, Route>>
  : MappedParameters<Path, Query, Bound, Route, UnplacedQuery<Query, Route>>;

/** {@link CallParameters} where a key is bound, placed elsewhere or named like a named option. */
type MappedParameters<Path, Query, Bound extends string, Route extends string, Unplaced> = Loosen<
  Path & PlacedQuery<Query, Unplaced, Uppercase<OpenApiMethod<Route>>>,
  Bound
> &
  Prefixed<Path, "path", ReservedName> &
  Prefixed<Query, "query", ReservedName | Unplaced>;

/**
 * The options of a call of `Operation` with route `Route` on an endpoint of the default rules:
 * path parameters (required, with their schema types), query parameters where those rules send
 * them in the query (see {@link PlacedQuery}), body fields or `data`, and the named options; any
 * field also location-prefixed (`"query.state"`, `"body.title"`), and a field named like a named
 * option only so (`"body.url"`: the plain `url` beside a route is refused). Parameters bound by
 * `.defaults()` (`Bound`) are optional. No other key: a misspelled one is an error that names it.
 * With `Route` left `string`, every query parameter is taken.
 */
export type OpenApiOptions<Operation, Bound extends string = never, Route extends string = string> = OpenApiNamedOptions &
  CallParameters<ParameterGroup<Operation, "path">, ParameterGroup<Operation, "query">, Bound, Route> &
  BodyOptions<OpenApiRequestBody<Operation>, BodyRequired<Operation>, Bound>;

/**
 * How an endpoint places the keys of a call, which the types of its calls follow: `"default"`,
 * the engine's rules (a key the URL does not use goes to the query on GET and HEAD, else into a
 * JSON body); `"table"`, a route table's (`fromOpenApi`, `fromRoutes`: each parameter where the
 * description puts it).
 */
export type KeyRules = "default" | "table";

/**
 * The options of a call with route `Route` of `Paths`; loose ({@link EndpointOptions}) for a route
 * typed `string`. The lookup is passed down as it is: the compiler evaluates it once per route and
 * reuses it, where an `infer` step of its own would cost it more.
 */
export type OpenApiOptionsFor<Paths, Route extends string, Bound extends string = never, Rules extends KeyRules = "default"> = string extends Route
  ? EndpointOptions
  : Rules extends "table"
    ? TableOptions<OpenApiOperation<Paths, Route>, Bound, OpenApiMethod<Route>>
    : OpenApiOptions<OpenApiOperation<Paths, Route>, Bound, Route>;

/** The keys a call must give, for the message of a call that gives no options. */
type RequiredKeys<Options> = { [Key in keyof Options]-?: NoKeys extends Pick<Options, Key> ? never : Key }[keyof Options] & string;

/**
 * The route when a call may give it alone (no options); otherwise the message the compiler shows
 * in its place: the route's own error ({@link CheckedOpenApiRoute}), or the options it needs.
 * @example
 * type R = OpenApiRouteAlone<paths, "GET /repos/{owner}/{repo}">;
 * // '"GET /repos/{owner}/{repo}" needs options: owner, repo'
 */
export type OpenApiRouteAlone<Paths, Route extends string, Bound extends string = never, Rules extends KeyRules = "default"> = CheckedOpenApiRoute<Paths, Route> extends Route
  ? OpenApiOptionsFor<Paths, Route, Bound, Rules> extends infer Options
    ? NoKeys extends Options
      ? Route
      : `"${Route}" needs options: ${Join<RequiredKeys<Options>, ", ">}`
    : never
  : CheckedOpenApiRoute<Paths, Route>;

/** The options arguments of `merge`: optional when the operation requires nothing unbound. */
export type OpenApiArguments<Paths, Route extends string, Bound extends string = never, Rules extends KeyRules = "default"> = [Route] extends [
  RouteCompletions<unknown>,
]
  ? [options?: EndpointOptions] // while a route is completed: so that merge stays a candidate
  : OpenApiOptionsFor<Paths, Route, Bound, Rules> extends infer Options
    ? NoKeys extends Options ? [options?: Options] : [options: Options]
    : never;

/** The options argument of a call that gives one: `undefined` allowed when the operation requires nothing unbound. */
export type OpenApiOptionsArgument<Paths, Route extends string, Bound extends string = never, Rules extends KeyRules = "default"> = OpenApiOptionsFor<Paths, Route, Bound, Rules> extends infer Options
  ? NoKeys extends Options ? Options | undefined : Options
  : never;

/**
 * What a call with route `Route` of `Paths` returns: `method` as the upper-case literal, `body`
 * present when the operation requires one (and for PUT and PATCH), absent for GET and HEAD.
 */
export type OpenApiRequestOptionsFor<Paths, Route extends string> = string extends Route
  ? RequestOptions
  : BodyRequired<OpenApiOperation<Paths, Route>> extends true
    ? RequestOptionsWithBody<Uppercase<OpenApiMethod<Route>>>
    : RequestOptionsForMethod<Uppercase<OpenApiMethod<Route>>>;

export type { OpenApiNamedOptions } from "./openapi-body";
