import { applyMediaType } from "@scope/headers";
import { assembleRequest } from "./assemble-request";
import type { Binding } from "../plan/bind-defaults";
import { copyHeaders } from "@scope/headers";
import { encodeQueryValue } from "../encode/encode-query-value";
import { isBinary, refuseBinary } from "../encode/value-text";
import { copyOwn, setOwn } from "../checks/plain-object";
import { assertMediaTypeObject } from "../plan/media-type-option";
import type { RequestPlan, Slot } from "../plan/request-plan";
import { runPrefixed } from "../plan/prefixed-keys";
import { slotValue, type Values } from "../plan/slot-values";
import type { RequestHeaders, RequestOptions } from "../types/options";
import { buildUrl } from "../plan/url-plan";


/**
 * Runs a plan on the values of one call: the one function that builds every request. Each value
 * is read once, from the call when the plan says the call has it (an own key), else from the
 * defaults; an inherited property never counts. Headers are checked first, then the URL is
 * expanded and checked, then the query or the body is built.
 */
export function runPlan(plan: RequestPlan, binding: Binding, call: Values, callBase = false): RequestOptions {
  const defaults = binding.DEFAULTS as Values;
  const headers = copyOwn(binding.headers) as RequestHeaders;
  if (plan.headers) copyHeaders(headers, call.headers, binding.trusted);
  amendAccept(headers, plan.mediaType ? call.mediaType : undefined, binding);
  const baseUrl = plan.server ?? serverOf(plan, binding, plan.baseUrl ? call.baseUrl : undefined, callBase);
  // A table refuses keys with no place before the URL is built, so the error names the key.
  if (plan.table !== undefined) binding.tables?.assertPlaced(plan.table, call, defaults);
  if (plan.pathRequired !== undefined) binding.tables?.assertGiven(plan.pathRequired, plan.route as string, call, defaults);
  const built = buildUrl(plan.url, plan.urlFromCall ? call : pick(plan.urlSlots, call, defaults), baseUrl);
  let url = built.url;
  let body: unknown;
  // A plan with a table comes from a binding with the table runtime (createRouteEndpoint).
  if (plan.table !== undefined && binding.tables) {
    if (plan.table.closed) binding.tables.assertListedType(plan.table.route, headers["content-type"], plan.table.media, plan.table.accepts);
    ({ url, body } = binding.tables.runTable(plan.table, call, defaults, headers, url));
  } else if (plan.query) url = appendQuery(url, plan.params, call, defaults);
  else body = requestBody(plan, call, defaults);
  if (plan.prefixed !== undefined) ({ url, body } = runPrefixed(plan.prefixed, call, defaults, headers, url, body));
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
  const server = plan.table?.server;
  if (server === undefined || binding.baseGiven) return orDefault(given, binding.baseUrl);
  return server ?? binding.tables?.relativeServer(plan.table?.route);
}


/** The values of `slots` as a new object, for a URL that reads the defaults too. */
function pick(slots: readonly Slot[], call: Values, defaults: Values): Values {
  const values: Record<string, unknown> = {};
  for (const slot of slots) {
    const value = slotValue(slot, call, defaults);
    if (value !== undefined) setOwn(values, slot.wire ?? slot.name, value);
  }
  return values;
}

/**
 * `accept` amended by `mediaType`: the call's own (merged options being parsed) or the
 * binding's, whose result for the defaults' own `accept` was worked out when it was bound.
 */
function amendAccept(headers: RequestHeaders, mediaType: unknown, binding: Binding): void {
  const accept = headers.accept;
  if (typeof accept === "number") return;
  let amended: string | undefined;
  if (mediaType !== undefined) {
    assertMediaTypeObject("mediaType", mediaType);
    amended = applyMediaType(accept, mediaType, binding.vendor);
  } else {
    if (binding.plainAccept) return;
    amended = accept === binding.headers.accept ? (binding.accept as string | undefined) : applyMediaType(accept, binding.mediaType, binding.vendor);
  }
  if (amended !== undefined) headers.accept = amended;
}

/** `name=value` pairs after `?` or, when the URL has a query already, after `&`; `null` and `undefined` left out. */
function appendQuery(url: string, slots: readonly Slot[], call: Values, defaults: Values): string {
  let after = url.includes("?");
  for (const slot of slots) {
    const value = slotValue(slot, call, defaults);
    if (value === undefined || value === null) continue;
    const text = encodeQueryValue(slot.name, value, slot.plus);
    // A `null` prefix: a name with no UTF-8 form, refused now that it has a value.
    url += (after ? slot.next : slot.first) ?? `&${encodeQueryValue(slot.name, slot.name)}=`;
    url += text;
    after = true;
  }
  return url;
}

/** `data` as is when given, or else the other parameters' defined values as a JSON body, or else none. */
function requestBody(plan: RequestPlan, call: Values, defaults: Values): unknown {
  if (plan.data !== undefined) {
    const data = slotValue(plan.data, call, defaults);
    if (data !== undefined) return data;
  }
  let body: Record<string, unknown> | undefined;
  for (const slot of plan.params) {
    const value = slotValue(slot, call, defaults);
    // A Blob or bytes in a JSON field would be sent as {} (32.11).
    if (isBinary(value)) refuseBinary(`${plan.verb} ${plan.url.template.template}`, slot.name, value);
    if (value !== undefined) setOwn((body ??= {}), slot.name, value);
  }
  return body;
}
