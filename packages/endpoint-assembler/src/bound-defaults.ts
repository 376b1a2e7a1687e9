import { applyMediaType, mergePreviews } from "@scope/headers";
import { isLowerToken, isSafeHeaderValue } from "./internal/ascii";
import { isPlainObject } from "./internal/plain-object";
import { markValidated } from "./copy-headers";
import type { EndpointConfig, EndpointDefaults, MergedMediaType } from "./types";

import { isReservedOption as isNamedOption } from "./named-options";

export { isNamedOption };

/**
 * What every call of a bound endpoint would otherwise recompute from its frozen `DEFAULTS`:
 * worked out once, when the endpoint is bound.
 */
export interface BoundDefaults {
  readonly DEFAULTS: Readonly<EndpointDefaults>;
  readonly vendor: string;
  /** The defaults have the usual shape (normal headers, a valid mediaType), so the fast paths apply. */
  readonly usual: boolean;
  /** `mediaType` as every call without its own merges it: previews once more through `mergePreviews`. */
  readonly mediaType: Readonly<MergedMediaType>;
  /** `mediaType` changes nothing (no format, no previews): `accept` stays as it is. */
  readonly plainAccept: boolean;
  /** `accept` amended by `mediaType`, for calls that set neither. */
  readonly accept: string | number | undefined;
  /** Parameters bound through `.defaults()`, in order: they go to the URL, query or body. */
  readonly parameters: readonly string[];
  /** Keys whose default is a plain object: a call's plain object there is merged deeply (`headers` and `mediaType` left out: they have rules of their own). */
  readonly deepKeys: ReadonlySet<string>;
  /**
   * Unfrozen copies of `DEFAULTS` and of its headers, for `Object.assign({}, template)`: V8 copies
   * a frozen object key by key, an unfrozen one by its layout. Absent when a key is `__proto__`,
   * which `Object.assign` would set as the prototype.
   */
  readonly template?: Readonly<Record<string, unknown>>;
  readonly headersTemplate?: Readonly<Record<string, string | number>>;
}

/**
 * Works out the {@link BoundDefaults} of frozen defaults. Defaults of an unusual shape (possible
 * through `withDefaults`) get `usual: false`, and every call takes the general path.
 */
export function bindDefaults(DEFAULTS: Readonly<EndpointDefaults>, config: Readonly<EndpointConfig>): BoundDefaults {
  const usual = isUsual(DEFAULTS);
  if (usual) markValidated(DEFAULTS.headers);
  const previews = usual ? DEFAULTS.mediaType.previews : [];
  const mediaType = { ...(usual ? DEFAULTS.mediaType : {}), previews: mergePreviews(previews, previews) };
  const plainAccept = (mediaType.format ?? "") === "" && mediaType.previews.length === 0;
  const accept = usual ? DEFAULTS.headers.accept : undefined;
  const parameters: string[] = [];
  const deepKeys = new Set<string>();
  for (const key of Object.keys(DEFAULTS)) {
    if (!isNamedOption(key)) parameters.push(key);
    if (key !== "headers" && key !== "mediaType" && isPlainObject(DEFAULTS[key])) deepKeys.add(key);
  }
  return {
    DEFAULTS,
    vendor: config.vendor,
    usual,
    mediaType,
    plainAccept,
    accept: plainAccept || typeof accept === "number" ? accept : applyMediaType(accept, mediaType, config.vendor),
    parameters,
    deepKeys,
    ...(Object.hasOwn(DEFAULTS, "__proto__") ? {} : { template: { ...DEFAULTS } }),
    ...(usual ? { headersTemplate: { ...DEFAULTS.headers } } : {}),
  };
}

function isUsual(defaults: Readonly<EndpointDefaults>): boolean {
  const { headers, mediaType } = defaults;
  if (!isPlainObject(headers) || !isPlainObject(mediaType) || !Object.isFrozen(headers)) return false;
  const { format, previews } = mediaType;
  if (format !== undefined && typeof format !== "string") return false;
  if (!Array.isArray(previews) || !previews.every((name) => typeof name === "string")) return false;
  return Object.keys(headers).every((name) => {
    const value = headers[name];
    return isLowerToken(name) && name !== "__proto__" && (typeof value === "number" || (typeof value === "string" && isSafeHeaderValue(value)));
  });
}
