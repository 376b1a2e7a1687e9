/**
 * `toFetch`: the two arguments of `fetch` for a result of `endpoint()`. A subpath of its own, so
 * that an app which sends requests another way ships none of it.
 *
 * @packageDocumentation
 * @module @scope/endpoint/fetch
 */
export { toFetch } from "./to-fetch";
export type { FetchBody, FetchInit } from "./to-fetch";
