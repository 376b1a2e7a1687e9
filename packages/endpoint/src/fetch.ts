/**
 * `toFetch`: the two arguments of `fetch` for a result of `endpoint()`; `fetcher`: a `send` that
 * builds a request, sends it with `fetch` and reads the response, typed by the description of a
 * `withTypes<paths>()` endpoint. A subpath of its own, so that an app which sends requests another
 * way ships none of it.
 *
 * @packageDocumentation
 * @module @scope/endpoint/fetch
 */
export { toFetch } from "./to-fetch";
export type { FetchBody, FetchInit } from "./to-fetch";
export { fetcher } from "./fetcher";
export type { AnyEndpoint, FetcherOptions, FetchFunction, OpenApiSend, RouteSend, Send, SendFunction, SendResult } from "./fetcher";
