// What a call of an OpenAPI operation takes and returns: its path and query parameters, its body
// fields (or `data`), the named options, nothing else. Types only. Every type works on the one
// operation the route names; none walks the paths map.
import type { ReservedOption } from "./named-options";
import type { CheckedOpenApiRoute, Join, OpenApiMethod, OpenApiOperation, RouteCompletions } from "./openapi-route";
import type { RequestOptionsForMethod, RequestOptionsWithBody } from "./route-types";
import type { EndpointOptions, RequestOptions, RouteCallOptions } from "./types";

/** An object type with no keys required (`{}`): the identity of `&`, and what a call without options gives. */
type NoKeys = Record<never, never>;

/** {@link NoKeys} for a group an operation does not have (absent, or `never` as openapi-typescript 7 writes it). */
type OrEmpty<Group> = [Group] extends [never] ? NoKeys : Group;

/** One group of an operation's parameters (`"path"`, `"query"`), or {@link NoKeys}. */
type ParameterGroup<Operation, In extends string> = Operation extends { parameters: infer Parameters }
  ? In extends keyof Parameters ? OrEmpty<Exclude<Parameters[In], undefined>> : NoKeys
  : NoKeys;

/**
 * The schema of an operation's request body (its `application/json` media type, else its first),
 * or `never` when it has none.
 */
export type OpenApiRequestBody<Operation> = "requestBody" extends keyof Operation
  ? OrEmptyBody<Exclude<Operation["requestBody"], undefined>>
  : never;

type OrEmptyBody<Body> = [Body] extends [never]
  ? never
  : Body extends { content: infer Content }
    ? "application/json" extends keyof Content ? Content["application/json"] : Content[keyof Content]
    : never;

/** True when an operation requires a request body. */
type BodyRequired<Operation> = Operation extends { requestBody: object } ? true : false;

/** `Fields` with the keys in `Bound` (set by `.defaults()`) optional, their types kept; the named options left out. */
type Loosen<Fields, Bound extends string> = [Bound | Extract<keyof Fields, ReservedOption>] extends [never]
  ? Fields
  : { [Key in keyof Fields as Key extends Bound | ReservedOption ? never : Key]: Fields[Key] } & {
      [Key in keyof Fields as Key extends ReservedOption ? never : Key extends Bound ? Key : never]?: Fields[Key];
    };

/** The named options a call of a typed route may give; `method` only as `undefined`, since the route names it. */
export type OpenApiNamedOptions = Pick<RouteCallOptions, ReservedOption>;

/**
 * How a call gives the request body: its fields as options, or the whole body as `data`. A body
 * that is not an object, or that requires a named option's key (`url`), is given as `data` only.
 */
type BodyOptions<Body, Required extends boolean, Bound extends string> = [Body] extends [never]
  ? { data?: unknown }
  : Required extends true
    ? BodyForms<Body, Bound, { data: Body }>
    : BodyForms<Partial<Body>, Bound, { data?: Body }>;

type BodyForms<Body, Bound extends string, Data> = [Body] extends [readonly unknown[]]
  ? Data
  : [NonNullable<Body>] extends [object]
    ? [Extract<keyof NonNullable<Body>, ReservedOption>] extends [never]
      ? FieldsForm<NonNullable<Body>, Bound> | Data
      : NonNullable<Body> extends Record<Extract<keyof NonNullable<Body>, ReservedOption>, unknown>
        ? Data
        : FieldsForm<NonNullable<Body>, Bound> | Data
    : Data;

/** A body given as fields; one with an index signature (any key) takes any key, as the path parameters must fit it. */
type FieldsForm<Body, Bound extends string> = string extends keyof Body
  ? { [key: string]: unknown }
  : Loosen<Body, Bound> & { data?: undefined };

/**
 * The options of a call of `Operation`: path parameters (required, with their schema types), query
 * parameters, body fields or `data`, and the named options. Parameters bound by `.defaults()`
 * (`Bound`) are optional. No other key: a misspelled one is an error that names it.
 */
export type OpenApiOptions<Operation, Bound extends string = never> = OpenApiNamedOptions &
  Loosen<ParameterGroup<Operation, "path"> & ParameterGroup<Operation, "query">, Bound> &
  BodyOptions<OpenApiRequestBody<Operation>, BodyRequired<Operation>, Bound>;

/**
 * The options of a call with route `Route` of `Paths`; loose ({@link EndpointOptions}) for a route
 * typed `string`. The operation is looked up first (`infer`), so the compiler works on it alone:
 * passing the lookup itself down the aliases costs it several times as much.
 */
export type OpenApiOptionsFor<Paths, Route extends string, Bound extends string = never> = string extends Route
  ? EndpointOptions
  : [Route] extends [RouteCompletions<unknown>]
    ? EndpointOptions
    : OpenApiOperation<Paths, Route> extends infer Operation
    ? OpenApiOptions<Operation, Bound>
    : never;

/** The keys a call must give, for the message of a call that gives no options. */
type RequiredKeys<Options> = { [Key in keyof Options]-?: NoKeys extends Pick<Options, Key> ? never : Key }[keyof Options] & string;

/**
 * The route when a call may give it alone (no options); otherwise the message the compiler shows
 * in its place: the route's own error ({@link CheckedOpenApiRoute}), or the options it needs.
 * @example
 * type R = OpenApiRouteAlone<paths, "GET /repos/{owner}/{repo}">;
 * // '"GET /repos/{owner}/{repo}" needs options: owner, repo'
 */
export type OpenApiRouteAlone<Paths, Route extends string, Bound extends string = never> = CheckedOpenApiRoute<Paths, Route> extends Route
  ? OpenApiOptionsFor<Paths, Route, Bound> extends infer Options
    ? NoKeys extends Options
      ? Route
      : `"${Route}" needs options: ${Join<RequiredKeys<Options>, ", ">}`
    : never
  : CheckedOpenApiRoute<Paths, Route>;

/** The options arguments of `merge`: optional when the operation requires nothing unbound. */
export type OpenApiArguments<Paths, Route extends string, Bound extends string = never> = OpenApiOptionsFor<Paths, Route, Bound> extends infer Options
  ? NoKeys extends Options ? [options?: Options] : [options: Options]
  : never;

/** The options argument of a call that gives one: `undefined` allowed when the operation requires nothing unbound. */
export type OpenApiOptionsArgument<Paths, Route extends string, Bound extends string = never> = OpenApiOptionsFor<Paths, Route, Bound> extends infer Options
  ? NoKeys extends Options ? Options | undefined : Options
  : never;

/**
 * What a call with route `Route` of `Paths` returns: `method` as the upper-case literal, `body`
 * present when the operation requires one (and for PUT and PATCH), absent for GET and HEAD.
 */
export type OpenApiRequestOptionsFor<Paths, Route extends string> = string extends Route
  ? RequestOptions
  : OpenApiOperation<Paths, Route> extends infer Operation
    ? BodyRequired<Operation> extends true
      ? RequestOptionsWithBody<Uppercase<OpenApiMethod<Route>>>
      : RequestOptionsForMethod<Uppercase<OpenApiMethod<Route>>>
    : never;
