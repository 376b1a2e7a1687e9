import { applyMediaType } from "@scope/headers";
import { appendQuery } from "./append-query";
import { assembleRequest, requestBody } from "./assemble-request";
import { isNamedOption } from "./bound-defaults";
import { copyHeaders } from "./copy-headers";
import { InvalidMethodError, InvalidOptionsError } from "./errors";
import { isToken } from "./internal/ascii";
import { isPlainObject, setOwn } from "./internal/plain-object";
import type { EndpointConfig, MergedOptions, RequestHeaders, RequestOptions } from "./types";
import { buildUrl, planUrl, type UrlPlan } from "./url-plan";


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
  return parseOptions(options, config);
}

/** {@link parse}, where headers equal to those of `known` (already checked, frozen) are not checked again. */
export function parseOptions(
  options: Readonly<MergedOptions>,
  config: Readonly<EndpointConfig>,
  known?: Readonly<Record<string, unknown>>,
): RequestOptions {
  if (!isPlainObject(options)) throw new InvalidOptionsError("options", options, "a plain object");
  const method = upperCaseMethod(options.method);
  const plan = planUrl(options.url);
  let url = buildUrl(plan, valuesForUrl(options, plan), options.baseUrl);
  const headers: RequestHeaders = {};
  copyHeaders(headers, options.headers, known);
  amendAccept(headers, options.mediaType, config.vendor);
  let body: unknown;
  if (method === "GET" || method === "HEAD") url = appendQuery(url, options, plan.variables);
  else body = requestBody(options, plan);
  return assembleRequest(method, url, headers, body, options.request);
}

function upperCaseMethod(method: unknown): string {
  if (typeof method !== "string" || !isToken(method)) throw new InvalidMethodError(method);
  return method.toUpperCase();
}

/** The options themselves, unless the template names a named option (`{url}`), which it may not read. */
function valuesForUrl(options: Readonly<MergedOptions>, plan: UrlPlan): Readonly<Record<string, unknown>> {
  if (!plan.namesOption) return options;
  const values: Record<string, unknown> = {};
  for (const key of Object.keys(options)) if (!isNamedOption(key)) setOwn(values, key, options[key]);
  return values;
}

function amendAccept(headers: Record<string, string | number>, mediaType: unknown, vendor: string): void {
  if (!isPlainObject(mediaType)) return;
  const accept = headers.accept;
  if (typeof accept === "number") return;
  const amended = applyMediaType(accept, mediaType, vendor);
  if (amended !== undefined) headers.accept = amended;
}
