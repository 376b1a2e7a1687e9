import { requestOption } from "./option-checks";
import type { RequestHeaders, RequestOptions } from "./types";

const DEFAULT_CONTENT_TYPE = "application/json; charset=utf-8";

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
  const meta = requestOption(request);
  if (meta) result.request = meta as NonNullable<RequestOptions["request"]>;
  return result;
}
