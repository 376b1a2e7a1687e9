import { isNamedOption } from "./bound-defaults";
import { setOwn } from "./internal/plain-object";
import type { RequestHeaders, RequestOptions } from "./types";
import type { UrlPlan } from "./url-plan";

const DEFAULT_CONTENT_TYPE = "application/json; charset=utf-8";

/**
 * The body of a request that is not GET or HEAD: `data` as is, or else the parameters the URL did
 * not consume (named options and `undefined` values left out) as a new object, or else nothing.
 */
export function requestBody(values: Readonly<Record<string, unknown>>, url: UrlPlan): unknown {
  if (!url.variables.has("data") && values.data !== undefined && Object.hasOwn(values, "data")) return values.data;
  let body: Record<string, unknown> | undefined;
  for (const key of Object.keys(values)) {
    const value = values[key];
    if (value === undefined || isNamedOption(key) || url.variables.has(key)) continue;
    body ??= {};
    setOwn(body, key, value);
  }
  return body;
}

/**
 * The request options from their parts: a body gets a JSON content type unless one is set; PUT
 * and PATCH without a body get an empty one; `body` and `request` are present only when given.
 */
export function assembleRequest(
  method: string,
  url: string,
  headers: RequestHeaders,
  body: unknown,
  request: unknown,
): RequestOptions {
  if (body !== undefined && !headers["content-type"]) headers["content-type"] = DEFAULT_CONTENT_TYPE;
  // PUT and PATCH without a body get an empty one: the API expects content-length 0, which fetch
  // only sends for a body it knows.
  if (body === undefined && (method === "PATCH" || method === "PUT")) body = "";
  const result: RequestOptions = { method, url, headers };
  if (body !== undefined) result.body = body;
  if (request) result.request = request as NonNullable<RequestOptions["request"]>;
  return result;
}
