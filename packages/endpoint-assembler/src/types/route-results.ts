// What a call of a route literal returns, by its method: the request options of `endpoint(route)`
// and the merged options of `endpoint.merge(route)`. Types only.
import type { MergedOptions, RequestOptions } from "./options";
import type { ParseRoute } from "./route-types";

/** Request options of a method known to send no body (GET, HEAD). */
export interface RequestOptionsWithoutBody<Method extends string> extends RequestOptions {
  method: Method;
  body?: never;
}

/** Request options of a method that always sends a body (PUT, PATCH: an empty one at least). */
export interface RequestOptionsWithBody<Method extends string> extends RequestOptions {
  method: Method;
  body: unknown;
}

/** Request options of a method that sends a body when there are parameters or `data` for it. */
export interface RequestOptionsOf<Method extends string> extends RequestOptions {
  method: Method;
  body?: unknown;
}

/** The result for an upper-case method: no body for GET and HEAD, always one for PUT and PATCH. */
export type RequestOptionsForMethod<Method extends string> = Method extends "GET" | "HEAD"
  ? RequestOptionsWithoutBody<Method>
  : Method extends "PUT" | "PATCH"
    ? RequestOptionsWithBody<Method>
    : RequestOptionsOf<Method>;

/**
 * What a call with route `Route` returns: `method` as the upper-case literal, and `body` only
 * for methods that carry one. A route without a method (or typed `string`) gives {@link RequestOptions}.
 * @example
 * type R = RequestOptionsFor<"get /user">; // RequestOptionsWithoutBody<"GET">
 */
export type RequestOptionsFor<Route extends string> = string extends Route
  ? RequestOptions
  : ParseRoute<Route>["method"] extends infer Method extends string
    ? string extends Method
      ? RequestOptions
      : RequestOptionsForMethod<Uppercase<Method>>
    : RequestOptions;

/** Merged options of a route literal: `method` as given and `url` as written, both still unparsed. */
export interface MergedOptionsOf<Method extends string, Url extends string> extends MergedOptions {
  method: Method;
  url: Url;
}

/** What `endpoint.merge` returns for route `Route`. */
export type MergedOptionsFor<Route extends string> = string extends Route
  ? MergedOptions
  : ParseRoute<Route> extends { method: infer Method; url: infer Url extends string }
    ? Method extends string
      ? MergedOptionsOf<Method, Url>
      : MergedOptions & { url: Url }
    : MergedOptions;
