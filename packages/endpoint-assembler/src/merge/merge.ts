import { checkMediaTypeObject, copyHeaders } from "@scope/headers";
import { mergeBase, type MergeBase } from "../plan/bind-defaults";
import { ownField } from "../entry/entry";
import { InvalidOptionsError } from "../errors/errors";
import { OPTIONS_OBJECT } from "../errors/messages";
import { copyOwn, isPlainObject, mergeDeep, setOwn } from "../checks/plain-object";
import { mediaTypeOption } from "../plan/media-type-option";
import { assertRouteDecides } from "../plan/option-checks";
import { parseRoute } from "../checks/parse-route";
import type { EndpointDefaults, EndpointOptions, MergedMediaType, MergedOptions, RequestHeaders } from "../types/options";

/**
 * Merges defaults, a route and per-call options, without expanding anything.
 *
 * The call wins over the defaults key by key; plain objects (such as `headers`) merge deeply;
 * header names are lower-cased; an `undefined` value means "not given"; previews set through
 * `.defaults()` are kept ahead of the call's, without duplicates and without the `-preview`
 * suffix. The inputs are never changed.
 *
 * @example
 * merge({ method: "GET", headers: { accept: "a" }, mediaType: { format: "", previews: [] } },
 *   "POST /repos/{owner}/{repo}/issues", { owner: "o", headers: { "X-Id": "1" } });
 * // => { method: "POST", url: "/repos/{owner}/{repo}/issues", owner: "o",
 * //      headers: { accept: "a", "x-id": "1" }, mediaType: { format: "", previews: [] } }
 */
export function merge(
  defaults: Readonly<EndpointDefaults> | null,
  route?: string | Readonly<EndpointOptions>,
  options?: Readonly<EndpointOptions>,
): MergedOptions {
  return mergeWith(mergeBase(defaults), route, options);
}

/**
 * {@link merge} over defaults worked out once ({@link MergeBase}): the one merge of every path,
 * `endpoint.merge`, `.defaults()` and the calls that a plan cannot describe.
 */
export function mergeWith(
  base: MergeBase,
  route?: string | Readonly<EndpointOptions>,
  options?: Readonly<EndpointOptions>,
): MergedOptions {
  const parts = typeof route === "string" ? parseRoute(route) : undefined;
  const call: unknown = typeof route === "string" ? options : route;
  if (call !== undefined && call !== null && !isPlainObject(call)) {
    throw new InvalidOptionsError(OPTIONS_OBJECT, call);
  }
  if (parts !== undefined && call) assertRouteDecides(parts, route as string, call as Readonly<Record<string, unknown>>);
  const merged = copyOwn(base.template) as Record<string, unknown>;
  // The route's method (when it names one) and URL: parseRoute gives no key it does not fill.
  if (parts !== undefined) Object.assign(merged, parts);
  let headers: unknown;
  let mediaType: unknown;
  for (const key of call ? Object.keys(call) : []) {
    const value = (call as Readonly<Record<string, unknown>>)[key];
    if (value === undefined) continue;
    if (key === "headers") headers = value;
    else if (key === "mediaType") mediaType = value;
    else {
      const deep = base.deepKeys.has(key) && isPlainObject(value);
      setOwn(merged, key, deep ? mergeDeep(base.DEFAULTS[key] as Readonly<Record<string, unknown>>, value) : value);
      continue;
    }
    // `headers` and `mediaType` where the call names them, unless the defaults do: the order `parse` reads keys in.
    if (!Object.hasOwn(merged, key)) merged[key] = undefined;
  }
  const mergedHeaders = copyOwn(base.headers) as RequestHeaders;
  copyHeaders(mergedHeaders, headers, base.trusted);
  merged.headers = mergedHeaders;
  merged.mediaType = mediaType === undefined ? copyMediaType(base.mediaType) : mergeMediaType(base, mediaType);
  return merged as MergedOptions;
}

function copyMediaType(mediaType: Readonly<MergedMediaType>): MergedMediaType {
  return { ...mediaType, previews: mediaType.previews.slice() };
}

/** A call's `mediaType` merged over the defaults', read once into a copy that is checked and used. */
function mergeMediaType(base: MergeBase, mediaType: unknown): MergedMediaType {
  checkMediaTypeObject(mediaType, "mediaType");
  const defaults = ownField(base.DEFAULTS, "mediaType");
  return mediaTypeOption("mediaType", mergeDeep(isPlainObject(defaults) ? defaults : {}, mediaType), base.mediaType.previews);
}
