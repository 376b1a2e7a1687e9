import { bodyKind, InvalidOptionsError } from "@scope/endpoint-assembler";
import { isPlainObject } from "@scope/kit";
import type { Send, SendFunction } from "./fetcher-types";
import { FETCHER_API, FETCHER_FETCH, FETCHER_OPTIONS } from "./internal/messages";
import { toFetch, type FetchInit } from "./to-fetch";

export type { OpenApiSend, RouteSend, Send, SendFunction } from "./fetcher-types";
export type { SendResult } from "@scope/endpoint-assembler";

/** A text media type, parameters aside: `text/plain; charset=utf-8`. */
const TEXT_MEDIA_RE = /^\s*text\//i;

/** The `fetch` that `send` calls: the global one, or any function of its shape. */
export type FetchFunction = (url: string, init: FetchInit) => Promise<Response>;

/** Options of {@link fetcher}. */
export interface FetcherOptions {
  /**
   * The function that sends each request, with the two arguments `toFetch` gives and nothing else.
   * @default globalThis.fetch, read when a request is sent
   */
  fetch?: FetchFunction | undefined;
}

/** An endpoint of this package: `endpoint`, `fromOpenApi(...)`, `fromRoutes(...)`, each `.defaults()` and `.withTypes()` of them. */
export interface AnyEndpoint {
  readonly DEFAULTS: unknown;
  parse(options: never): unknown;
}

/**
 * A function that builds a request with `api` and sends it: `send(route, params)` resolves to
 * `{ data, error, response }`, the body of a 2xx response in `data`, of any other in `error`. A
 * body is read by the response's content-type: JSON (`application/json`, any `+json` type) parsed,
 * `text/*` as a string, anything else as a `Blob`; an empty body is `undefined`. For an endpoint
 * typed by `withTypes<paths>()`, `data` and `error` are the operation's response bodies as the
 * description types them; `unknown` otherwise. `send` calls `fetch` with exactly what `toFetch`
 * gives, and nothing else.
 *
 * @throws what `api` throws for the call (synchronously refused calls reject the promise), and
 * `InvalidOptionsError` when `api` is not an endpoint or `options.fetch` not a function. The promise
 * rejects as `fetch` does (a network failure), and as `response.json()` does for a JSON body that
 * does not parse.
 * @example
 * const github = endpoint.withTypes<paths>();
 * const send = fetcher(github);
 * const { data, error } = await send("GET /repos/{owner}/{repo}", { owner: "octokit", repo: "endpoint.js" });
 * // data: components["schemas"]["full-repository"] | undefined; error: components["schemas"]["basic-error"] | undefined
 */
export function fetcher<Api extends AnyEndpoint>(api: Api, options?: FetcherOptions): Send<Api> {
  if (typeof api !== "function") throw new InvalidOptionsError(FETCHER_API, api);
  const send = fetchOf(options);
  const build = api as unknown as (route: unknown, params?: unknown) => Parameters<typeof toFetch>[0];
  return (async (route: unknown, params?: unknown) => {
    const [url, init] = toFetch(params === undefined ? build(route) : build(route, params));
    const response = await (send ?? globalThis.fetch)(url, init);
    const body = await readBody(response);
    return response.ok ? { data: body, error: undefined, response } : { data: undefined, error: body, response };
  }) as SendFunction as Send<Api>;
}

/** The `fetch` option, read once (own property only); `undefined` for the global one. */
function fetchOf(options: FetcherOptions | undefined): FetchFunction | undefined {
  if (options === undefined) return undefined;
  if (!isPlainObject(options)) throw new InvalidOptionsError(FETCHER_OPTIONS, options);
  const fetch: unknown = Object.hasOwn(options, "fetch") ? options.fetch : undefined;
  if (fetch !== undefined && typeof fetch !== "function") throw new InvalidOptionsError(FETCHER_FETCH, fetch);
  return fetch as FetchFunction | undefined;
}

/**
 * A response's body by its content-type, as the types of `OpenApiSend` say: JSON parsed,
 * text as a string, anything else a `Blob`; `undefined` when it is empty (a 204, a HEAD).
 */
async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get("content-type") ?? "";
  const json = bodyKind(type) === "json";
  if (json || TEXT_MEDIA_RE.test(type)) {
    const text = await response.text();
    if (text === "") return undefined;
    return json ? (JSON.parse(text) as unknown) : text;
  }
  const blob = await response.blob();
  return blob.size === 0 ? undefined : blob;
}
