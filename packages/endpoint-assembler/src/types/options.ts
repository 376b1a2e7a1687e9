// The option types every stage reads (headers, endpoint options, merged and request options, the
// endpoint config): apart from types.ts, whose endpoint types combine them with the route types, so
// that the run time and the route types import these without importing each other.
import type { RouteDecides } from "./named-option-messages";

/** A header value as results carry it: `content-length` may be a number. */
export type HeaderValue = string | number;

/** Request headers; names are lower-cased in every result. */
export type RequestHeaders = Record<string, HeaderValue>;

/** Headers as a caller may pass them: any case, `undefined` meaning "not given". */
export type HeadersInput = Readonly<Record<string, HeaderValue | undefined>>;

/** How the `accept` header is amended. */
export interface MediaTypeOptions {
  /** Media type parameter, e.g. `raw`, `diff`, `text+json`. @default "" */
  format?: string | undefined;
  /** API preview names; merged with previews set through `.defaults()`. @default [] */
  previews?: readonly string[] | undefined;
}

/** Custom meta information for the HTTP client: returned unchanged as `request`. */
export type RequestMeta = Record<string, unknown>;

/** Options of one call (or of `.defaults()`): the named options plus any parameter. */
export interface EndpointOptions {
  /** HTTP method, any case; upper-cased in the result. */
  method?: string | undefined;
  /** Path or full URL: an RFC 6570 template, where `:name` stands for `{name}`. */
  url?: string | undefined;
  /** Prefix of a path `url`; a full `url` ignores it. */
  baseUrl?: string | undefined;
  /** Headers merged over the defaults; per-call values win. */
  headers?: HeadersInput | undefined;
  /** Amends the `accept` header. */
  mediaType?: MediaTypeOptions | undefined;
  /** The request body as is, instead of a JSON body built from parameters. */
  data?: unknown;
  /** Returned unchanged as `request`. */
  request?: RequestMeta | undefined;
  /** Any other key is a parameter: it fills the URL template, or goes to the query or the body. */
  [parameter: string]: unknown;
}

/**
 * Options of a call with a route of a URL alone (`"/user"`): the route decides the URL, so a `url`
 * key may only be `undefined` ("not given"); its type is the message the compiler shows, which says
 * how to send a field named `url` (`"body.url"`, `"query.url"`).
 */
export interface RouteUrlOptions extends EndpointOptions {
  /** The route decides the URL. */
  url?: RouteDecides<"url"> | undefined;
}

/**
 * Options of a call whose route names the method (`"POST /x"`): the route decides the method and
 * the URL, so `method` and `url` keys may only be `undefined` ("not given"); their types are the
 * messages the compiler shows (`"body.method"`, `"query.url"`... send fields of those names).
 */
export interface RouteCallOptions extends RouteUrlOptions {
  /** The route decides the method. */
  method?: RouteDecides<"method"> | undefined;
}

/** `mediaType` once merged: previews always present, without their `-preview` suffix. */
export interface MergedMediaType {
  format?: string;
  previews: string[];
}

/** Merged options: defaults and call combined, before the URL is expanded. */
export interface MergedOptions extends EndpointOptions {
  method: string;
  headers: RequestHeaders;
  mediaType: MergedMediaType;
}

/** Defaults as `.DEFAULTS` holds them: merged options whose `url` may still be absent. */
export interface EndpointDefaults extends EndpointOptions {
  method: string;
  headers: RequestHeaders;
  mediaType: MergedMediaType;
}

/** The options of one HTTP request, ready for any client. */
export interface RequestOptions {
  /** Upper-case HTTP method. */
  method: string;
  /** Full URL, template expanded, query appended. */
  url: string;
  /** Lower-cased header names. */
  headers: RequestHeaders;
  /** Present only when the request has a body. */
  body?: unknown;
  /** The `request` option as passed, present only when passed. */
  request?: RequestMeta;
}

/** What the engine needs to know of the target API beyond its defaults. */
export interface EndpointConfig {
  /** Vendor name used in preview media types: `application/vnd.<vendor>.<name>-preview`. */
  vendor: string;
  /**
   * Query keys whose value keeps its literal `+` signs (GitHub's `q`: `"bug+label:ui"`), under the
   * default rules. A route table (`createRouteEndpoint`) says it per key with the code `"~"`.
   */
  plusKeys?: readonly string[] | undefined;
  /** The URL the description was read from: relative server URLs of a route table resolve against it. */
  documentUrl?: string | undefined;
}

/**
 * Options `parse` accepts: merged options, or `EndpointDefaults` from `@octokit/types`, whose
 * header values may be `undefined` (such a header is left out).
 */
export interface ParseOptions extends EndpointOptions {
  method: string;
  headers: HeadersInput;
  mediaType: MergedMediaType;
}
