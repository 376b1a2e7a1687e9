import type { KeyRules, OpenApiArguments, OpenApiOptionsArgument, OpenApiRequestOptionsFor, OpenApiRouteAlone } from "./types/openapi-options";
import type { CheckedOpenApiRoute, RouteToComplete } from "./types/openapi-route";
import type {
  BoundKeys,
  CheckedRoute,
  RouteAlone,
  RouteArguments,
  RouteOptionsArgument,
} from "./types/route-types";
import type { MergedOptionsFor, RequestOptionsFor } from "./types/route-results";
import type { EndpointDefaults, EndpointOptions, MergedOptions, ParseOptions, RequestOptions } from "./types/options";
import type { AccessMethods } from "./types/access-types";

export type { AccessMethods, BasicCredential, Credentials, ServerVariables } from "./types/access-types";

export type {
  HeaderValue,
  RequestHeaders,
  HeadersInput,
  MediaTypeOptions,
  RequestMeta,
  EndpointOptions,
  RouteUrlOptions,
  RouteCallOptions,
  MergedMediaType,
  MergedOptions,
  EndpointDefaults,
  RequestOptions,
  EndpointConfig,
  ParseOptions,
} from "./types/options";

/**
 * An endpoint function with its defaults bound.
 *
 * For a route literal, the compiler checks the method (a standard HTTP method in any case) and
 * requires the route's path parameters (`{owner}`, `:owner`, `{+path}`, `{/segments*}`...) except
 * those bound through `.defaults()`, listed in `Bound`; query variables (`{?page}`) are optional and
 * any other key is allowed (`unknown`). A route typed `string` is typed loosely.
 * `withTypes<paths>()` types routes by an OpenAPI description instead ({@link OpenApiEndpoint}),
 * by the rules of this endpoint (`Rules`): the default ones, or a route table's ({@link TableEndpoint}).
 * @example
 * endpoint("GET /repos/{owner}/{repo}", { owner: "o" }); // compile error: Property 'repo' is missing
 * endpoint.defaults({ owner: "o" })("GET /repos/{owner}/{repo}", { repo: "r" }); // compiles
 */
export interface Endpoint<Bound extends string = never, Rules extends KeyRules = "default"> {
  /**
   * Builds request options from a route alone (`"GET /user"`), or from options alone (then `url`
   * is required). A route that needs parameters is an error naming them.
   */
  <Route extends string | EndpointOptions>(
    route: Route extends string ? RouteAlone<Route, Bound> : Route,
  ): Route extends string ? RequestOptionsFor<Route> : RequestOptions;
  /** Builds request options from a route (`"GET /repos/{owner}/{repo}"`) and its options. */
  <Route extends string>(route: CheckedRoute<Route>, options: RouteOptionsArgument<Route, Bound>): RequestOptionsFor<Route>;
  /** The defaults bound to this endpoint (deep-frozen). */
  readonly DEFAULTS: Readonly<EndpointDefaults>;
  /**
   * A new endpoint whose defaults are these options merged over the current ones. Parameters given
   * here (not `undefined`) are no longer required by routes.
   */
  defaults<const Options extends EndpointOptions>(options: Options): Endpoint<Bound | BoundKeys<Options>, Rules>;
  /** Defaults and call merged, nothing expanded. */
  merge<Route extends string>(route: CheckedRoute<Route>, ...options: RouteArguments<Route, Bound>): MergedOptionsFor<Route>;
  merge(options: EndpointOptions): MergedOptions;
  /** The defaults, as `@octokit/endpoint` 7 returns them for `merge()`. */
  merge(): EndpointDefaults;
  /** Turns merged options into request options. */
  parse(options: ParseOptions): RequestOptions;
  /**
   * This same endpoint, typed by an OpenAPI description: `Paths` is the `paths` type that
   * `openapi-typescript` generates (`@octokit/openapi-types` exports GitHub's). Costs nothing at
   * run time. Without a type argument, the route-string typing of this interface.
   * @example
   * import type { paths } from "@octokit/openapi-types";
   * const github = endpoint.withTypes<paths>();
   * github("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", state: "open" }); // compiles
   * github("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", stat: "open" }); // error: 'stat' does not exist
   */
  withTypes<Paths extends object = never>(): [Paths] extends [never] ? Endpoint<Bound, Rules> : OpenApiEndpoint<Paths, Bound, Rules>;
}

/**
 * An endpoint typed by an OpenAPI description (`Paths`, in the shape `openapi-typescript`
 * generates), made by `endpoint.withTypes<Paths>()`; the same function at run time.
 *
 * For a route literal: the route must be in `Paths` with its method (an editor completes it from
 * them); path parameters are required with their schema types, query parameters typed (required
 * ones required), body fields typed (required ones required) or the whole body given as `data`;
 * any other key is an error naming it. Each key is typed where `Rules` send it: by the default
 * rules, a query parameter of a method other than GET and HEAD only when the route names it
 * (`{?key}`), since they would send it in the body; by a route table's (`"table"`), header and
 * cookie parameters too, location-prefixed keys (`"query.url"`), and `FormData` or
 * `URLSearchParams` as `data` for multipart and form bodies. Parameters bound through
 * `.defaults()` (`Bound`) become optional, types kept. A route typed `string` is typed loosely;
 * `withTypes()` with no type argument gives the route-string typing.
 */
export interface OpenApiEndpoint<Paths extends object, Bound extends string = never, Rules extends KeyRules = "default"> {
  /** Builds request options from a route alone, or from options alone (then `url` is required). */
  <Route extends string | EndpointOptions = RouteToComplete<Paths>>(
    route: Route extends string ? OpenApiRouteAlone<Paths, Route, Bound, Rules> : Route,
  ): Route extends string ? OpenApiRequestOptionsFor<Paths, Route> : RequestOptions;
  /** Builds request options from a route of `Paths` and the operation's parameters. */
  <Route extends string = RouteToComplete<Paths>>(
    route: CheckedOpenApiRoute<Paths, Route>,
    options: NoInfer<OpenApiOptionsArgument<Paths, Route, Bound, Rules>>,
  ): OpenApiRequestOptionsFor<Paths, Route>;
  /** The defaults bound to this endpoint (deep-frozen). */
  readonly DEFAULTS: Readonly<EndpointDefaults>;
  /** A new endpoint with these defaults merged in; parameters given here are optional in later calls. */
  defaults<const Options extends EndpointOptions>(options: Options): OpenApiEndpoint<Paths, Bound | BoundKeys<Options>, Rules>;
  /** Defaults and call merged, nothing expanded; the route is checked as for a call. */
  merge<Route extends string = RouteToComplete<Paths>>(
    route: CheckedOpenApiRoute<Paths, Route>,
    ...options: NoInfer<OpenApiArguments<Paths, Route, Bound, Rules>>
  ): MergedOptionsFor<Route>;
  merge(options: EndpointOptions): MergedOptions;
  /** The defaults, as `@octokit/endpoint` 7 returns them for `merge()`. */
  merge(): EndpointDefaults;
  /** Turns merged options into request options. */
  parse(options: ParseOptions): RequestOptions;
  /** This same endpoint typed by another description, or (no type argument) by route strings. */
  withTypes<Other extends object = never>(): [Other] extends [never] ? Endpoint<Bound, Rules> : OpenApiEndpoint<Other, Bound, Rules>;
}

/**
 * An endpoint of a route table, as `fromOpenApi(document)` and `fromRoutes(table)` make: every
 * operation's keys go where its description says. `withTypes<paths>()` types its calls by those
 * rules ({@link OpenApiEndpoint} with `"table"`).
 * @example
 * const stripe = fromOpenApi(document).withTypes<paths>();
 * stripe("POST /v1/customers", { email: "ada@example.com", metadata: { plan: "pro" } }); // compiles
 */
export interface TableEndpoint<Bound extends string = never> extends Endpoint<Bound, "table">, AccessMethods<TableEndpoint<Bound>> {
  /** A new endpoint with these defaults merged in, keeping `withAuth` and `withServer` and what they bound. */
  defaults<const Options extends EndpointOptions>(options: Options): TableEndpoint<Bound | BoundKeys<Options>>;
  /** This same endpoint, typed by an OpenAPI description's paths with the table's rules. */
  withTypes<Paths extends object = never>(): [Paths] extends [never] ? TableEndpoint<Bound> : TableOpenApiEndpoint<Paths, Bound>;
}

/** A route table's endpoint typed by a description (`withTypes<paths>()`): it keeps `withAuth` and `withServer` ({@link AccessMethods}). */
export interface TableOpenApiEndpoint<Paths extends object, Bound extends string = never> extends OpenApiEndpoint<Paths, Bound, "table">, AccessMethods<TableOpenApiEndpoint<Paths, Bound>> {
  defaults<const Options extends EndpointOptions>(options: Options): TableOpenApiEndpoint<Paths, Bound | BoundKeys<Options>>;
  withTypes<Other extends object = never>(): [Other] extends [never] ? TableEndpoint<Bound> : TableOpenApiEndpoint<Other, Bound>;
}

/** The endpoint `.defaults()` and `withTypes()` return: a table's keeps `withAuth` and `withServer`. */
export type EndpointOf<Bound extends string, Rules extends KeyRules> = Rules extends "table" ? TableEndpoint<Bound> : Endpoint<Bound, Rules>;

/** The typed endpoint of a table keeps `withAuth` and `withServer` ({@link AccessMethods}). */
export type OpenApiEndpointOf<Paths extends object, Bound extends string, Rules extends KeyRules> = Rules extends "table" ? TableOpenApiEndpoint<Paths, Bound> : OpenApiEndpoint<Paths, Bound, Rules>;
