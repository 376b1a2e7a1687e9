// The types of `fetcher`'s `send`: the calls of the endpoint it was given, each resolving to the
// response bodies that endpoint's description types (`unknown` for an endpoint without one).
import type {
  CheckedOpenApiRoute,
  CheckedRoute,
  Endpoint,
  KeyRules,
  OpenApiEndpoint,
  OpenApiOptionsArgument,
  OpenApiRouteAlone,
  OpenApiSendResult,
  RouteAlone,
  RouteOptionsArgument,
  RouteToComplete,
  SendResult,
  TableOpenApiEndpoint,
} from "@scope/endpoint-assembler";

/**
 * `send` for an endpoint typed by `withTypes<Paths>()`: the routes and parameters that endpoint
 * takes, each call resolving to the operation's 2xx body in `data` and its other responses' bodies
 * in `error` ({@link OpenApiSendResult}).
 */
export interface OpenApiSend<Paths extends object, Bound extends string = never, Rules extends KeyRules = "default"> {
  /** Builds and sends a request of a route that needs no options (`"GET /user"`). */
  <Route extends string = RouteToComplete<Paths>>(route: OpenApiRouteAlone<Paths, Route, Bound, Rules>): Promise<OpenApiSendResult<Paths, Route>>;
  /** Builds and sends a request of a route of `Paths` with the operation's parameters. */
  <Route extends string = RouteToComplete<Paths>>(
    route: CheckedOpenApiRoute<Paths, Route>,
    options: NoInfer<OpenApiOptionsArgument<Paths, Route, Bound, Rules>>,
  ): Promise<OpenApiSendResult<Paths, Route>>;
}

/** `send` for an endpoint typed by route strings only: the calls it takes, bodies `unknown`. */
export interface RouteSend<Bound extends string = never> {
  /** Builds and sends a request of a route that needs no options (`"GET /user"`). */
  <Route extends string>(route: RouteAlone<Route, Bound>): Promise<SendResult<unknown, unknown>>;
  /** Builds and sends a request of a route with its options. */
  <Route extends string>(route: CheckedRoute<Route>, options: RouteOptionsArgument<Route, Bound>): Promise<SendResult<unknown, unknown>>;
}

/** `send` as the run time has it, whatever the endpoint: a route, maybe options, and a result. */
export type SendFunction = (route: string, options?: unknown) => Promise<SendResult<unknown, unknown>>;

/**
 * The `send` of an endpoint `Api`: {@link OpenApiSend} for one typed by a description, else
 * {@link RouteSend}, with the keys bound by `.defaults()` optional as on the endpoint.
 */
export type Send<Api> =
  // A table's typed endpoint first: its paths are inferred from its own type's arguments.
  Api extends TableOpenApiEndpoint<infer Paths, infer Bound>
    ? object extends Paths
      ? RouteSend<Bound>
      : OpenApiSend<Paths, Bound, "table">
    : Api extends OpenApiEndpoint<infer Paths, infer Bound, infer Rules>
    ? object extends Paths // an endpoint typed by route strings matches too, with no paths to infer
      ? RouteSend<Bound>
      : OpenApiSend<Paths, Bound, Rules>
    : Api extends Endpoint<infer Bound, KeyRules>
      ? RouteSend<Bound>
      : SendFunction;
