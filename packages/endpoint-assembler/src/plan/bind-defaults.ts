import { applyMediaType, checkMediaTypeObject, copyHeaders } from "@scope/headers";
import { BoundedCache } from "@scope/kit";
import { InvalidOptionsError } from "../errors/errors";
import { DEFAULTS_OBJECT } from "../errors/messages";
import { isPlainObject } from "../checks/plain-object";
import type { PlanInputs, PlanList } from "./plan-types";
import { NO_VALUES, ownField } from "../entry/entry";

export type { PlanList, Shape } from "./plan-types";
import { mediaTypeOption } from "./media-type-option";
import { isReservedOption } from "../checks/named-options";
import { checkBoundOptions } from "./option-checks";
import { checkBoundPrefixed } from "../checks/keys-once";
import type { BoundConfig } from "../entry/endpoint-config";
import { defaultEntries } from "./default-entry";
import type { EndpointDefaults, HeaderValue, MergedMediaType, RequestHeaders } from "../types/options";

/**
 * Bytes the request plans of one endpoint may hold, by their weight (keys, slots and the compiled
 * URL each keeps alive): 8 MiB. Every operation of GitHub's REST API, each called once with its
 * path parameters, weighs about 3.4 MiB, within the half of the budget that a round robin over the
 * whole API needs so that each route is compiled once; measured, those plans hold 3.15 MB of heap.
 */
export const PLAN_BUDGET = 8 * 1024 * 1024;

/** What `merge` needs of defaults, worked out once per endpoint (or once per call of the bare `merge`). */
export interface MergeBase {
  readonly DEFAULTS: Readonly<EndpointDefaults>;
  /** An unfrozen copy of the defaults, which V8 spreads by its layout (a frozen one key by key). */
  readonly template: Readonly<Record<string, unknown>>;
  /** The defaults' headers, checked and lower-cased: the start of every request's headers. */
  readonly headers: Readonly<RequestHeaders>;
  /**
   * Headers not checked again where a call gives the same value under the same name: the defaults'
   * headers as checked and lower-cased here, frozen (`copyHeaders` trusts only frozen objects).
   */
  readonly trusted: Readonly<Record<string, unknown>>;
  /** `mediaType` as every call without its own merges it: previews once more through `mergePreviews`. */
  readonly mediaType: Readonly<MergedMediaType>;
  /** Keys whose default is a plain object: a call's value there is merged deeply (`headers` and `mediaType` aside). */
  readonly deepKeys: ReadonlySet<string>;
}

/**
 * Defaults bound once, with what every call would otherwise work out again from them: the
 * defaults checked and copied, `accept` amended by their `mediaType`, and the caches of plans.
 */
export interface Binding extends MergeBase, PlanInputs {
  readonly vendor: string;
  /** The table's server resolved against `documentUrl`, the base URL an operation's own server replaces. */
  readonly server: string | undefined;
  /** `accept` amended by `mediaType`, for calls that set neither; `plainAccept` when it changes nothing. */
  readonly accept: HeaderValue | undefined;
  readonly plainAccept: boolean;
  /** Own `method`, `url`, `baseUrl` and `request` of the defaults (an inherited property never counts). */
  readonly method: unknown;
  readonly url: unknown;
  readonly baseUrl: unknown;
  readonly request: unknown;
  /** Plans by route string (`"GET /x"`), and by URL for calls that give `url` and `method` as options. */
  readonly routes: BoundedCache<PlanList>;
  readonly targets: BoundedCache<PlanList>;
}

/**
 * Binds frozen defaults (`DEFAULTS` of an endpoint). Every named option is checked here, once, as
 * a call would check it: a bad header, `mediaType`, `method`, `url`, `baseUrl` or `request` in the
 * defaults throws when the endpoint is made, with the error a call would give.
 */
export function bindDefaults(DEFAULTS: Readonly<EndpointDefaults>, config: Readonly<BoundConfig>): Binding {
  const base = mergeBase(DEFAULTS);
  const { mediaType } = base;
  const plainAccept = (mediaType.format ?? "") === "" && mediaType.previews.length === 0;
  const accept = base.headers.accept;
  const [method, url, baseUrl, request] = [ownField(DEFAULTS, "method"), ownField(DEFAULTS, "url"), ownField(DEFAULTS, "baseUrl"), ownField(DEFAULTS, "request")];
  checkBoundOptions(method, url, baseUrl, request);
  checkBoundPrefixed(DEFAULTS, base.headers);
  return {
    ...base,
    vendor: config.vendor,
    entryFor: config.entryFor ?? defaultEntries(config.plusKeys),
    server: config.server,
    baseGiven: config.baseGiven === true,
    accept: plainAccept || typeof accept === "number" ? accept : applyMediaType(accept, mediaType, config.vendor),
    plainAccept,
    method,
    url,
    baseUrl,
    request,
    parameters: Object.keys(DEFAULTS).filter((key) => !isReservedOption(key)),
    parsing: false,
    routes: new BoundedCache(PLAN_BUDGET),
    targets: new BoundedCache(PLAN_BUDGET),
  };
}

/**
 * The binding of `parse`: no defaults (merged options carry them), `mediaType` read from each call,
 * and header values equal to `trusted` ones (an endpoint's checked defaults) not checked again;
 * without them, no header is trusted.
 */
export function bindParser(config: Readonly<BoundConfig>, trusted?: Readonly<Record<string, unknown>>): Binding {
  return { ...bindDefaults(NO_DEFAULTS, config), trusted: trusted ?? NO_VALUES, parsing: true };
}

/** The defaults of an endpoint that has none, and of `parse`. */
const NO_DEFAULTS = NO_VALUES as Readonly<EndpointDefaults>;

/** The {@link MergeBase} of defaults: headers checked and copied, previews merged, deep keys found. */
export function mergeBase(defaults: unknown): MergeBase {
  if (defaults === null || defaults === undefined) return mergeBase(NO_DEFAULTS);
  if (!isPlainObject(defaults)) throw new InvalidOptionsError(DEFAULTS_OBJECT, defaults);
  const headers: RequestHeaders = {};
  copyHeaders(headers, ownField(defaults, "headers"));
  const deepKeys = new Set(Object.keys(defaults).filter((key) => key !== "headers" && key !== "mediaType" && isPlainObject(defaults[key])));
  const DEFAULTS = defaults as Readonly<EndpointDefaults>;
  const trusted = Object.freeze({ ...headers });
  return { DEFAULTS, template: { ...defaults }, headers, trusted, mediaType: defaultMediaType(ownField(defaults, "mediaType")), deepKeys };
}

/**
 * The defaults' `mediaType`, checked, its previews without `-preview` (no bound previews go before
 * them: merged after themselves, they would be the same list).
 */
function defaultMediaType(mediaType: unknown): MergedMediaType {
  if (mediaType === undefined) return { previews: [] };
  checkMediaTypeObject(mediaType, "defaults.mediaType");
  return mediaTypeOption("defaults.mediaType", { ...mediaType }, []);
}
