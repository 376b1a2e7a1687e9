// From a route literal to an operation of an OpenAPI description, in the shape `openapi-typescript`
// generates (`paths[url][method]`). Types only. A route found costs two indexed accesses; the whole
// map is walked only to write the error for a route that is not in it.
import type { HTTP_METHODS, HttpMethod } from "../checks/http-methods";
import type { Join } from "./join";
import type { CheckedRoute, ColonName, ParseRoute } from "./route-types";

export type { Join } from "./join";

/**
 * The URL of a route as the paths map keys it, as a route table's endpoint looks it up: a whole
 * segment `:name` read as `{name}` (a `:` inside a segment is literal: `/v1/text:synthesize`,
 * `/{name}:cancel`), a trailing `{?...}` or `{&...}` query expression dropped.
 * @example
 * type U = OpenApiUrl<"/repos/:owner/{repo}/issues{?state}">; // "/repos/{owner}/{repo}/issues"
 * type V = OpenApiUrl<"/v1/{name}:cancel{?force}">; // "/v1/{name}:cancel"
 */
export type OpenApiUrl<Url extends string> = SegmentColons<WithoutQuery<Url>>;

/** The URL before its first `{?...}` or `{&...}` expression. */
type WithoutQuery<Url extends string> = Url extends `${infer Path}{?${string}` ? Path : Url extends `${infer Path}{&${string}` ? Path : Url;

/** Each segment that is `:` and a name written `{name}`; other segments as they are. */
type SegmentColons<Url extends string> = Url extends `${infer Head}/:${infer Rest}`
  ? Rest extends `${infer Segment}/${infer Tail}`
    ? `${Head}/${ColonSegment<Segment>}${SegmentColons<`/${Tail}`>}`
    : `${Head}/${ColonSegment<Rest>}`
  : Url;

/** `{name}` for a segment's text after its `:` when the whole of it is a name (as at run time), else `:text`. */
type ColonSegment<Text extends string> = [Text] extends [ColonName<Text>] ? `{${Text}}` : `:${Text}`;

/** The method of a route as the paths map keys it: lower case; a route without one is a GET, as at run time. */
export type OpenApiMethod<Route extends string> = Route extends `${infer Method} ${string}` ? Lowercase<Method> : "get";

/** The operations of a path item: a method missing or `never` (openapi-typescript 7 writes `put?: never`) is none. */
type OperationAt<Item, Method> = Method extends keyof Item ? NonNullable<Item[Method]> : never;

/**
 * The operation a route names in `Paths`, or `never` when the map has no such path or method (and
 * for a route being completed, which is no route yet). The route split once, its URL looked up as
 * written; only a URL that is not a key (`:name`, a `{?...}` expression) is rewritten first.
 * @example
 * type Op = OpenApiOperation<paths, "GET /repos/{owner}/{repo}">; // paths["/repos/{owner}/{repo}"]["get"]
 */
export type OpenApiOperation<Paths, Route extends string> = Route extends `${infer Method} ${infer Url}`
  ? Url extends keyof Paths
    ? NonNullable<Paths[Url][Lowercase<Method> & keyof Paths[Url]]>
    : OperationIn<Paths, OpenApiUrl<Url>, Lowercase<Method>>
  : OperationIn<Paths, OpenApiUrl<Route>, "get">;

/** The operation of `Method` at the paths map's key `Url`, or `never`. */
type OperationIn<Paths, Url, Method> = Url extends keyof Paths ? OperationAt<Paths[Url], Method> : never;

/**
 * Every route of `Paths`, `"METHOD /path"` as the map keys it (`"GET /repos/{owner}/{repo}"`):
 * what an editor offers while a route is typed. Walks the whole map, so only completions use it.
 */
export type OpenApiRoutes<Paths> = { [Path in keyof Paths & string]: `${PathMethods<Paths[Path]>} ${Path}` }[keyof Paths & string];

/**
 * What a route's type parameter defaults to when the compiler infers nothing from the argument:
 * only while an editor asks for completions of the route being typed. It stands for
 * {@link OpenApiRoutes}, which the route's checks give in its place.
 */
export interface RouteCompletions<Paths> {
  readonly routesOf: Paths;
}

/** A route's type parameter, completed: every route of `Paths` stands in for it. */
export type RouteToComplete<Paths> = string & RouteCompletions<Paths>;

/**
 * The message of a route that `Paths` does not have, as a type no string literal is assignable to.
 * Marked so that an editor, which offers every string literal a parameter's type holds, does not
 * offer the message as a completion.
 */
export type NotARoute<Message extends string> = Message & { readonly "not a route of the API description": true };

/**
 * The route itself when `Paths` has its operation; otherwise the error message the compiler shows
 * in its place: an invalid method, a method the path does not have (with those it has), or a route
 * that is not in the map (with the nearest routes where they are cheap to find). While an editor
 * completes a route ({@link RouteToComplete}), every route of `Paths`.
 */
export type CheckedOpenApiRoute<Paths, Route extends string> = string extends Route
  ? Route
  : [OpenApiOperation<Paths, Route>] extends [never]
    ? [Route] extends [RouteCompletions<infer Described>] // not Route extends ...: distributed over a union, it runs away
      ? NoInfer<OpenApiRoutes<Described>>
      : NoInfer<NotARoute<RouteError<Paths, Route>>>
    : Route;

/**
 * The message for a route of `Paths` that has no operation. Distributive over `Route`, and `string`
 * for a route typed `string`: so the compiler, when it asks what a call's route parameter may be
 * before it knows the route (once per program), reads `string` here instead of searching every path.
 */
type RouteError<Paths, Route extends string> = Route extends string
  ? string extends Route
    ? string
    : CheckedRoute<Route> extends Route ? MissingRoute<Paths, Route> : CheckedRoute<Route>
  : never;

/** The message for a route without an operation in `Paths`. */
type MissingRoute<Paths, Route extends string> = OpenApiUrl<ParseRoute<Route>["url"]> extends infer Url extends string
  ? Url extends keyof Paths
    ? `${Uppercase<OpenApiMethod<Route>>} ${Url} is not in the API description: the path has ${JoinInOrder<PathMethods<Paths[Url]>, typeof HTTP_METHODS>}`
    : `${Uppercase<OpenApiMethod<Route>>} ${Url} is not in the API description${Suggestion<Route, NearestPaths<Paths, Url>>}`
  : never;

/**
 * The members of `Union` in the order of `Order`, joined by ", ": a message that does not depend on
 * the order in which the compiler happened to create the union's members.
 */
type JoinInOrder<Union extends string, Order extends readonly string[]> = Order extends readonly [infer First extends string, ...infer Rest extends readonly string[]]
  ? First extends Union
    ? JoinInOrder<Exclude<Union, First>, Rest> extends infer Tail extends string
      ? Tail extends "" ? First : `${First}, ${Tail}`
      : never
    : JoinInOrder<Union, Rest>
  : "";

/** The methods a path item has, upper case. */
type PathMethods<Item> = {
  [Method in Lowercase<HttpMethod> & keyof Item]-?: [OperationAt<Item, Method>] extends [never] ? never : Uppercase<Method>;
}[Lowercase<HttpMethod> & keyof Item];

/** `{owner}` -> `{}`: the shape of a URL, to match routes whose only typo is a parameter's name. */
type Shape<Url extends string> = Url extends `${infer Head}{${string}}${infer Tail}` ? `${Head}{}${Shape<Tail>}` : Url;

/** The URL without its last segment, and that segment. */
type SplitLast<Url extends string, Parent extends string = ""> = Url extends `/${infer Segment}/${infer Rest}`
  ? SplitLast<`/${Rest}`, `${Parent}/${Segment}`>
  : Url extends `/${infer Last}` ? [Parent, Last] : [Parent, ""];

/** Keys of `Paths` that differ from `Url` in parameter names only, else its siblings whose last segment starts alike. */
type NearestPaths<Paths, Url extends string> = {
  [Path in keyof Paths & string]: Shape<Path> extends Shape<Url> ? Path : never;
}[keyof Paths & string] extends infer Same extends string
  ? [Same] extends [never] ? Siblings<keyof Paths & string, SplitLast<Url>> : Same
  : never;

/** Paths directly under `Parent` whose last segment starts with the same two characters as `Last`. */
type Siblings<Candidate extends string, Split> = Split extends [infer Parent extends string, `${infer A}${infer B}${string}`]
  ? Candidate extends `${Parent}/${A}${B}${infer Rest}` ? (Rest extends `${string}/${string}` ? never : Candidate) : never
  : never;

/** `; did you mean "GET /a" or "GET /b"?`, or nothing. */
type Suggestion<Route extends string, Paths extends string> = [Paths] extends [never]
  ? ""
  : `; did you mean ${Join<`"${Uppercase<OpenApiMethod<Route>>} ${Paths}"`, " or ">}?`;
