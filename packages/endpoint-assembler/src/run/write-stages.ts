// The stages of the one runner that write a call's values with the writers the plan chose: the
// query, header and cookie parameters, and the refusals and required keys decided at plan time.
import { copyHeaders } from "@scope/headers";
import { setOwn } from "../checks/plain-object";
import { assertHeaderOnce } from "../checks/keys-once";
import { slotValue, type Placement, type Values } from "../entry/entry";
import { MissingParameterError, UnknownParameterError } from "../errors/errors";
import type { RequestPlan } from "../plan/request-plan";
import type { RequestHeaders } from "../types/options";

/**
 * Refuses a key given that has no place (`UnknownParameterError`, with what to give instead) and a
 * required one left out (`MissingParameterError`), naming the operation: run before the URL is
 * built, so that a plain key refused as ambiguous (Kubernetes' `path`, both in the path and the
 * query) is named rather than the empty `{path}` it leaves. Only plans that refuse or require keys run it.
 */
export function assertPlaced(plan: RequestPlan, call: Values, defaults: Values): void {
  for (const [slot, hint] of plan.placed.refused) {
    if (slotValue(slot, call, defaults) !== undefined) throw new UnknownParameterError(plan.route, slot.name, hint);
  }
  for (const slot of plan.required) {
    if (slotValue(slot, call, defaults) === undefined) throw new MissingParameterError(plan.route, slot.name);
  }
}

/**
 * The query parts in the plan's order, each by its slot's writer, after `?` or, when the URL has a
 * query already, after `&`; a part that writes nothing is left out.
 */
export function writeQuery(plan: Placement, url: string, call: Values, defaults: Values): string {
  let after = url.includes("?");
  const slots = plan.query;
  for (let index = 0; index < slots.length; index++) {
    const slot = slots[index] as Placement["query"][number];
    const part = slot.write(slotValue(slot, call, defaults)) as string;
    if (part === "") continue;
    url += (after ? "&" : "?") + part;
    after = true;
  }
  return url;
}

/**
 * Header parameters by their names, and cookie parameters as one `cookie` header after any the
 * caller gives. A `"header.x"` whose header `headers` holds already is refused (32.2): the names of
 * a `headers` object are values, the one check a plan cannot make. `route`: which errors name.
 */
export function writeHeaders(plan: Placement, call: Values, defaults: Values, headers: RequestHeaders, route: string): void {
  const written: Record<string, unknown> = {};
  for (const slot of plan.headers) {
    const text = slot.write(slotValue(slot, call, defaults));
    if (text === undefined) continue;
    assertHeaderOnce(headers, slot.wire, slot.name, route);
    setOwn(written, slot.wire, text);
  }
  let cookies = "";
  for (const slot of plan.cookies) {
    const part = slot.write(slotValue(slot, call, defaults)) as string;
    if (part !== "") cookies += cookies === "" ? part : `; ${part}`;
  }
  if (cookies !== "") {
    const given = headers.cookie;
    written.cookie = (given === undefined || given === "" ? "" : `${String(given)}; `) + cookies;
  }
  // The one header validator checks names and values (no CR, LF or NUL) and lower-cases names.
  copyHeaders(headers, written);
}
