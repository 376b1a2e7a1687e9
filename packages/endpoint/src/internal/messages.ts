// The table of the facade's own options, for the InvalidOptionsError its functions throw: which
// option, and what it should have been, with an example (see OptionRule in @scope/endpoint-assembler).
import type { OptionRule } from "@scope/endpoint-assembler";
import { quote } from "@scope/kit";

const RESULT = 'request options { method, url, headers, body? } as endpoint() returns them, e.g. toFetch(endpoint("GET /user"))';

/** `fromRoutes(table, options)`: options that are not a plain object. */
export const ROUTES_OPTIONS: OptionRule = () => ["options", 'a plain object of defaults, such as { baseUrl: "https://api.example.com" }'];
/** `toFetch(result)`: a result that is not an object. */
export const FETCH_ARGUMENT: OptionRule = () => ["toFetch() argument", RESULT];
/** `toFetch(result)`: a method that is not a string. */
export const FETCH_METHOD: OptionRule = () => ["method", `a string in ${RESULT}`];
/** `toFetch(result)`: a URL that is not a string. */
export const FETCH_URL: OptionRule = () => ["url", `a string in ${RESULT}`];
/** `toFetch(result)`: headers that are not a plain object. */
export const FETCH_HEADERS: OptionRule = () => ["headers", `a plain object in ${RESULT}`];
/** `toFetch(result)`: a header value (`name`) that is neither a string nor a number. */
export const FETCH_HEADER_VALUE: OptionRule = ({ name = "" }) => [`headers[${quote(name)}]`, 'a string or a number, such as "text/plain" or 0'];
/** `toFetch(result)`: a JSON body that `JSON.stringify` cannot write. */
export const FETCH_BODY: OptionRule = () => ["body", 'a value JSON.stringify can write (no cycle, no bigint), such as { text: "Hi" }'];
/** `fetcher(api)`: an `api` that is not an endpoint. */
export const FETCHER_API: OptionRule = () => ["fetcher() argument", 'an endpoint, such as fetcher(endpoint) or fetcher(fromOpenApi(document))'];
/** `fetcher(api, options)`: options that are not a plain object. */
export const FETCHER_OPTIONS: OptionRule = () => ["options", "a plain object, such as { fetch }"];
/** `fetcher(api, { fetch })`: a `fetch` that is not a function. */
export const FETCHER_FETCH: OptionRule = () => ["fetch", "a function of fetch's shape, such as globalThis.fetch"];
