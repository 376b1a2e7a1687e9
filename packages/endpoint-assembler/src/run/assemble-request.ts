import { isPlainObject } from "../checks/plain-object";
import { requestOption } from "../plan/option-checks";
import type { RequestHeaders, RequestOptions } from "../types/options";

const JSON_CONTENT_TYPE = "application/json; charset=utf-8";
/** What fetch sends with a URLSearchParams body (Fetch standard, "extract a body"). */
const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded;charset=UTF-8";
/**
 * Bodies the client encodes itself, by their `Object.prototype.toString` tag (which holds across
 * realms): FormData, Blob, File, ArrayBuffer, SharedArrayBuffer, ReadableStream.
 */
const CLIENT_ENCODED_TAG_RE = /^\[object (?:FormData|Blob|File|(?:Shared)?ArrayBuffer|ReadableStream)\]$/;

/**
 * The request options from their parts. The one rule for the content type of a body: a
 * `content-type` given wins, and an empty one means none (the header is left out); otherwise a
 * body the client sends as JSON gets `application/json; charset=utf-8`, `URLSearchParams` gets the
 * type fetch gives it, and a body the client encodes itself (FormData, Blob, bytes, a stream) gets
 * none, so that the client sets the right one (the multipart boundary above all). PUT and PATCH
 * without a body get an empty one; `body` and `request` are present only when given.
 */
export function assembleRequest(
  method: string,
  url: string,
  headers: RequestHeaders,
  body: unknown,
  request: unknown,
): RequestOptions {
  const given = headers["content-type"];
  if (given === "") delete headers["content-type"];
  else if (given === undefined && body !== undefined) {
    const type = contentTypeOf(body);
    if (type !== undefined) headers["content-type"] = type;
  }
  // PUT and PATCH without a body get an empty one: the API expects content-length 0, which fetch
  // only sends for a body it knows.
  if (body === undefined && (method === "PATCH" || method === "PUT")) body = "";
  const result: RequestOptions = { method, url, headers };
  if (body !== undefined) result.body = body;
  const meta = requestOption(request);
  if (meta) result.request = meta as NonNullable<RequestOptions["request"]>;
  return result;
}

/** The content type a body gets when none is given; `undefined` for a body the client encodes itself. */
function contentTypeOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || isPlainObject(body) || Array.isArray(body)) return JSON_CONTENT_TYPE;
  const tag = Object.prototype.toString.call(body);
  if (tag === "[object URLSearchParams]") return FORM_CONTENT_TYPE;
  // A Node stream, or any async iterable, is sent as the bytes it yields.
  if (CLIENT_ENCODED_TAG_RE.test(tag) || ArrayBuffer.isView(body) || Symbol.asyncIterator in body) return undefined;
  return JSON_CONTENT_TYPE;
}
