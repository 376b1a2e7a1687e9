import { copyHeaders } from "@scope/headers";
import { UriTemplateValueError } from "@scope/url-expander";
import { InvalidParameterValueError, MissingParameterError, UnknownParameterError } from "../errors/errors";
import { headerValue } from "../encode/header-encoders";
import { setOwn } from "../checks/plain-object";
import { slotValue, type Values } from "../plan/slot-values";
import { tableBody } from "./table-body";
import type { TablePlan } from "../plan/table-plan";
import { bounded, encodePart, valueOf } from "./table-values";
import type { RequestHeaders } from "../types/options";
import { encodedName } from "../encode/value-text";
import { assertHeaderOnce } from "../checks/keys-once";

/**
 * The parts of a request that a route table places, for `runPlan` once `assertPlaced` has passed
 * and the URL is built: header and cookie parameters written into `headers`,
 * query parameters appended to `url`, and the body built for its media type. Every value is read
 * once, within the one list bound of every encoder.
 */
export function runTable(table: TablePlan, call: Values, defaults: Values, headers: RequestHeaders, url: string): { url: string; body: unknown } {
  writeHeaders(table, call, defaults, headers);
  for (const [key, name] of table.requiredHeaders) if (headers[name] === undefined) throw new MissingParameterError(table.route, key);
  return { url: appendQuery(url, table, call, defaults), body: tableBody(table, call, defaults, headers) };
}

/**
 * Refuses a key given that has no place (`UnknownParameterError`, with what to give instead) and a
 * required one left out (`MissingParameterError`), naming the operation: run before the URL is
 * built, so that a plain key refused as ambiguous (Kubernetes' `path`, both in the path and the
 * query) is named rather than the empty `{path}` it leaves.
 */
export function assertPlaced(table: TablePlan, call: Values, defaults: Values): void {
  for (const [slot, hint] of table.refused) {
    if (slotValue(slot, call, defaults) !== undefined) throw new UnknownParameterError(table.route, slot.name, hint);
  }
  for (const slot of table.required) {
    if (slotValue(slot, call, defaults) === undefined) throw new MissingParameterError(table.route, slot.name);
  }
}

/** Header parameters by their names, and cookie parameters as one `cookie` header after any the caller gives. */
function writeHeaders(table: TablePlan, call: Values, defaults: Values, headers: RequestHeaders): void {
  if (table.headers.length === 0 && table.cookies.length === 0) return;
  const { route } = table;
  const written: Record<string, string> = {};
  for (const slot of table.headers) {
    const text = headerValue(slot.spec, slot.wire, valueOf(route, slot, call, defaults), route);
    if (text !== undefined) assertHeaderOnce(headers, slot.wire, slot.name, route);
    if (text !== undefined) setOwn(written, slot.wire, text);
  }
  const cookies = table.cookies.map((slot) => encodePart(route, slot.wire, valueOf(route, slot, call, defaults), slot.encode)).filter((text) => text !== "");
  if (cookies.length > 0) {
    const given = headers.cookie;
    written.cookie = (given === undefined || given === "" ? "" : `${given}; `) + cookies.join("; ");
  }
  // The one header validator checks names and values (no CR, LF or NUL) and lower-cases names.
  copyHeaders(headers, written);
}

/** Query parts in the plan's order (its one template, or each key's encoder), after `?` or, when the URL has a query already, after `&`. */
function appendQuery(url: string, table: TablePlan, call: Values, defaults: Values): string {
  let after = url.includes("?");
  const template = table.queryTemplate;
  if (template !== undefined) {
    // The template reads the call's own values itself: each within the bound first, read as the
    // expander reads it (`Object.hasOwn` first, which also keeps the read fast on calls of many shapes).
    // Each slot's fields read only as needed: slots come in many shapes, and on Kubernetes' round
    // robin reading them all here cost a third of the call.
    const slots = table.query;
    for (let index = 0; index < slots.length; index++) {
      const slot = slots[index] as TablePlan["query"][number];
      const name = slot.name;
      if (!Object.hasOwn(call, name)) continue;
      const value = call[name];
      if (typeof value === "object" && value !== null) bounded(table.route, slot.wire, value);
    }
    const query = expandQuery(table, template, call);
    if (query !== undefined) return query === "" ? url : url + (after ? `&${query.slice(1)}` : query);
  }
  for (const slot of table.query) {
    const part = encodePart(table.route, slot.wire, valueOf(table.route, slot, call, defaults), slot.encode);
    if (part === "") continue;
    url += (after ? "&" : "?") + part;
    after = true;
  }
  return url;
}

/**
 * The query of the plan's one template; `undefined` for a call with a nested value, which each
 * key's encoder writes (as JSON text, where OpenAPI leaves it undefined). Any other value the
 * expander refuses is refused naming the operation, the parameter and the value.
 */
function expandQuery(table: TablePlan, template: NonNullable<TablePlan["queryTemplate"]>, call: Values): string | undefined {
  try {
    return template.expand(call);
  } catch (error) {
    if (!(error instanceof UriTemplateValueError)) throw error;
    if (error.code === "NESTED_COMPOSITE") return undefined;
    const slot = table.query.find(({ wire }) => wire === error.variable || encodedName(wire) === error.variable);
    throw new InvalidParameterValueError(table.route, slot?.wire ?? error.variable, slot && call[slot.name], `a value the form style can write (${error.code})`);
  }
}
