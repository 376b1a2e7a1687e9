import { applyMediaType, normalizeHeaders } from "@scope/headers";
import { appendQuery } from "./append-query";
import { InvalidMethodError, InvalidOptionsError } from "./errors";
import { isPlainObject, setOwn } from "./internal/plain-object";
import type { EndpointConfig, MergedOptions, RequestOptions } from "./types";
import { buildUrl, planUrl, type UrlPlan } from "./url-plan";

/** The named options: never parameters. */
const NAMED_OPTIONS = new Set(["method", "baseUrl", "url", "headers", "request", "mediaType"]);
/** An HTTP method is a token (RFC 9110 section 9.1), e.g. `GET`, `PATCH`, `PROPFIND`. */
const METHOD_TOKEN_RE = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const DEFAULT_CONTENT_TYPE = "application/json; charset=utf-8";

/**
 * Turns merged options into the options of one HTTP request.
 *
 * The method is upper-cased; the URL template is expanded with the parameters it names and a
 * path gets `baseUrl` in front; the other parameters go to the query (GET, HEAD) or form the
 * JSON body (other methods), unless `data` gives the body as is; `mediaType` amends `accept`.
 *
 * @example
 * parse({ method: "get", baseUrl: "https://api.example.com", url: "/orgs/{org}/repos", org: "o",
 *   type: "public", headers: {}, mediaType: { previews: [] } }, { vendor: "example" });
 * // => { method: "GET", url: "https://api.example.com/orgs/o/repos?type=public", headers: {} }
 */
export function parse(options: Readonly<MergedOptions>, config: Readonly<EndpointConfig>): RequestOptions {
  if (!isPlainObject(options)) throw new InvalidOptionsError("options", options, "a plain object");
  const method = upperCaseMethod(options.method);
  const plan = planUrl(options.url);
  const parameters = collectParameters(options, plan);
  let url = buildUrl(plan, parameters.forUrl, options.baseUrl);
  const headers = normalizeHeaders(options.headers);
  amendAccept(headers, options.mediaType, config.vendor);

  let body: unknown;
  if (method === "GET" || method === "HEAD") {
    url = appendQuery(url, parameters.rest);
  } else if (Object.hasOwn(parameters.rest, "data")) {
    body = parameters.rest.data;
  } else if (parameters.restCount > 0) {
    body = parameters.rest;
  }
  if (!headers["content-type"] && body !== undefined) headers["content-type"] = DEFAULT_CONTENT_TYPE;
  // PUT and PATCH without a body get an empty one: the API expects content-length 0, which fetch
  // only sends for a body it knows.
  if ((method === "PATCH" || method === "PUT") && body === undefined) body = "";

  const result: RequestOptions = { method, url, headers };
  if (body !== undefined) result.body = body;
  if (options.request) result.request = options.request;
  return result;
}

function upperCaseMethod(method: unknown): string {
  if (typeof method !== "string" || !METHOD_TOKEN_RE.test(method)) throw new InvalidMethodError(method);
  return method.toUpperCase();
}

interface Parameters {
  /** Values the URL template reads: every parameter, named options left out. */
  forUrl: Readonly<Record<string, unknown>>;
  /** Parameters the URL does not consume, bound for the query or the body. */
  rest: Record<string, unknown>;
  restCount: number;
}

function collectParameters(options: Readonly<MergedOptions>, plan: UrlPlan): Parameters {
  const rest: Record<string, unknown> = {};
  let restCount = 0;
  let namedInUrl = false;
  for (const key of Object.keys(options)) {
    if (NAMED_OPTIONS.has(key)) {
      namedInUrl ||= plan.variables.has(key);
    } else if (!plan.variables.has(key) && options[key] !== undefined) {
      setOwn(rest, key, options[key]);
      restCount++;
    }
  }
  // A template variable named like an option (`{url}`) is not filled by that option.
  const forUrl = namedInUrl ? withoutNamedOptions(options) : options;
  return { forUrl, rest, restCount };
}

function withoutNamedOptions(options: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of Object.keys(options)) if (!NAMED_OPTIONS.has(key)) setOwn(values, key, options[key]);
  return values;
}

function amendAccept(headers: Record<string, string | number>, mediaType: unknown, vendor: string): void {
  if (!isPlainObject(mediaType)) return;
  const accept = headers.accept;
  if (typeof accept === "number") return;
  const amended = applyMediaType(accept, mediaType, vendor);
  if (amended !== undefined) headers.accept = amended;
}
