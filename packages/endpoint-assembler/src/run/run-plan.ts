import { applyMediaType, copyHeaders, type MediaType } from "@scope/headers";
import { assembleRequest } from "./assemble-request";
import type { Binding } from "../plan/bind-defaults";
import { copyOwn, setOwn } from "../checks/plain-object";
import { slotValue, type Slot, type Values } from "../entry/entry";
import { relativeServer } from "../entry/servers";
import { MissingParameterError } from "../errors/errors";
import type { RequestPlan } from "../plan/request-plan";
import type { RequestHeaders, RequestOptions } from "../types/options";
import { buildUrl } from "../plan/url-plan";
import { assertPlaced, writeHeaders, writeQuery } from "./write-stages";

/**
 * Runs a plan on the values of one call: the one function that builds every request, whatever the
 * entry that placed its keys. Each value is read from the call when the plan says the call has it
 * (an own key), else from the defaults; an inherited property never counts. The stages: headers,
 * the URL (expanded and checked), the query, header and cookie parameters, the body, the request
 * assembled; a stage the plan gives nothing to write is skipped.
 */
export function runPlan(plan: RequestPlan, binding: Binding, call: Values, callBase = false): RequestOptions {
  const defaults = binding.DEFAULTS as Values;
  const headers = copyOwn(binding.headers) as RequestHeaders;
  if (plan.headersGiven) copyHeaders(headers, call.headers, binding.trusted);
  amendAccept(headers, plan.mediaType ? call.mediaType : undefined, binding);
  const baseUrl = serverOf(plan, binding, plan.baseUrl ? call.baseUrl : undefined, callBase);
  // Keys with no place are refused before the URL is built, so the error names the key.
  const placed = plan.placed;
  if (placed.refused.length > 0 || plan.required.length > 0) assertPlaced(plan, call, defaults);
  const built = buildUrl(plan.url, plan.urlFromCall ? call : pick(placed.path, call, defaults), baseUrl);
  placed.check?.(headers);
  let url = built.url;
  if (placed.query.length > 0) url = writeQuery(placed, url, call, defaults);
  if (placed.headers.length > 0 || placed.cookies.length > 0) writeHeaders(placed, call, defaults, headers, plan.route);
  if (placed.requiredHeaders.length > 0) assertHeaders(plan, headers);
  const body = placed.body?.(call, defaults, headers);
  const request = orDefault(plan.request ? call.request : undefined, binding.request);
  // The query goes before the fragment, so that it is sent.
  return assembleRequest(plan.verb, url + built.fragment, headers, body, request);
}

/** A named option's value as read once from the call, or the default's where it is `undefined` ("not given"). */
function orDefault(value: unknown, fallback: unknown): unknown {
  return value === undefined ? fallback : value;
}

/**
 * The base URL: a `baseUrl` the call gives, or the defaults' when `.defaults()` or the caller gave
 * it, replaces every server of a table, whatever its spelling (D7); otherwise the operation's own
 * server replaces the table's. Merged options being parsed carry the defaults' `baseUrl`: there, one
 * equal to the table's server is the table's, unless the call merged first gave it (`callBase`).
 */
function serverOf(plan: RequestPlan, binding: Binding, given: unknown, callBase: boolean): unknown {
  if (given !== undefined && (callBase || !(binding.parsing && !binding.baseGiven && given === binding.server))) return given;
  const server = plan.entryServer;
  if (server === undefined || binding.baseGiven) return orDefault(given, binding.baseUrl);
  return server ?? relativeServer(plan.route);
}

/** The values of `slots` as a new object, for a URL that reads the defaults too. */
function pick(slots: readonly Slot[], call: Values, defaults: Values): Values {
  const values: Record<string, unknown> = {};
  for (const slot of slots) {
    const value = slotValue(slot, call, defaults);
    if (value !== undefined) setOwn(values, slot.wire, value);
  }
  return values;
}

/** Required header parameters: given as a key or in `headers`. */
function assertHeaders(plan: RequestPlan, headers: RequestHeaders): void {
  for (const [key, name] of plan.placed.requiredHeaders) if (headers[name] === undefined) throw new MissingParameterError(plan.route, key);
}

/**
 * `accept` amended by `mediaType`: the call's own (merged options being parsed) or the
 * binding's, whose result for the defaults' own `accept` was worked out when it was bound. A call's
 * `mediaType` that is not a plain object is refused by `applyMediaType`'s one reader, before it reads it.
 */
function amendAccept(headers: RequestHeaders, mediaType: unknown, binding: Binding): void {
  const accept = headers.accept;
  if (typeof accept === "number" || (mediaType === undefined && binding.plainAccept)) return;
  const amended =
    mediaType === undefined && accept === binding.headers.accept
      ? (binding.accept as string | undefined)
      : applyMediaType(accept, (mediaType === undefined ? binding.mediaType : mediaType) as Readonly<MediaType>, binding.vendor);
  if (amended !== undefined) headers.accept = amended;
}
