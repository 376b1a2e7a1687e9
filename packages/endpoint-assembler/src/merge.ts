import { mergePreviews, normalizeHeaders } from "@scope/headers";
import { InvalidOptionsError } from "./errors";
import { isPlainObject, mergeDeep, setOwn } from "./internal/plain-object";
import { parseRoute } from "./parse-route";
import type { EndpointDefaults, EndpointOptions, MergedOptions } from "./types";

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
  route: string | Readonly<EndpointOptions>,
  options?: Readonly<EndpointOptions>,
): MergedOptions {
  const call = typeof route === "string" ? withoutUndefined({ ...parseRoute(route) }, options) : withoutUndefined({}, route);
  call.headers = normalizeHeaders(call.headers);
  const merged = mergeDeep(defaults ?? {}, call);
  merged.mediaType = mergeMediaType(defaultPreviews(defaults), merged.mediaType);
  return merged as MergedOptions;
}

/** The previews of the defaults, checked: defaults given to `merge` directly have not been through it. */
function defaultPreviews(defaults: Readonly<EndpointDefaults> | null): readonly string[] {
  const mediaType: unknown = defaults?.mediaType;
  const previews: unknown = isPlainObject(mediaType) ? mediaType.previews : undefined;
  if (previews === undefined) return [];
  if (!Array.isArray(previews) || !previews.every((name) => typeof name === "string")) {
    throw new InvalidOptionsError("defaults.mediaType.previews", previews, 'an array of strings such as ["squirrel-girl"]');
  }
  return previews;
}

/** Copies `options` over `base`, leaving out undefined values; `options` must be a plain object. */
function withoutUndefined(base: Record<string, unknown>, options: unknown): Record<string, unknown> {
  if (options === undefined || options === null) return base;
  if (!isPlainObject(options)) throw new InvalidOptionsError("options", options, "a plain object");
  for (const key of Object.keys(options)) {
    if (options[key] !== undefined) setOwn(base, key, options[key]);
  }
  return base;
}

/** A new mediaType object (never written into one the defaults share) with merged previews. */
export function mergeMediaType(defaultPreviews: readonly string[], mediaType: unknown): MergedOptions["mediaType"] {
  if (mediaType === undefined) return { previews: [...defaultPreviews] };
  if (!isPlainObject(mediaType)) {
    throw new InvalidOptionsError("mediaType", mediaType, 'an object such as { format: "raw", previews: [] }');
  }
  const { format, previews = [] } = mediaType;
  if (format !== undefined && typeof format !== "string") {
    throw new InvalidOptionsError("mediaType.format", format, 'a string such as "raw" or "diff"');
  }
  if (!Array.isArray(previews) || !previews.every((name) => typeof name === "string")) {
    throw new InvalidOptionsError("mediaType.previews", previews, 'an array of strings such as ["squirrel-girl"]');
  }
  return { ...mediaType, previews: mergePreviews(defaultPreviews, previews) };
}
