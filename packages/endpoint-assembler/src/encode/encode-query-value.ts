import { InvalidQueryValueError } from "../errors/errors";
import { encodeQuery } from "./encode-query";
import { bounded, enter, leave, listBudget, refuseBound, type ListBudget } from "./list-bound";
import { scalarText } from "./scalar-text";

/**
 * A query value as `name=` is followed by it: percent-encoded as `encodeURIComponent` does, arrays
 * joined with commas (nested ones too, as `Array#join` joins them), keeping literal `+` signs when
 * `plus` (a route table's `~`: GitHub's `q`). An object, a function or a symbol has no faithful text
 * form and is refused, naming the parameter. A list is written as it is walked, its members counted
 * within the one list bound (encode/list-bound.ts), refused naming `route`: a sparse `new Array(1e7)`
 * would write ten million commas, a deep one overflow the stack. A value past the bound is refused
 * as such, whatever else is wrong with it.
 *
 * @example
 * encodeQueryValue("GET /x", "labels", ["bug", "ui"]); // => "bug%2Cui"
 * encodeQueryValue("GET /x", "q", "bug+label:ui", true); // => "bug+label%3Aui"
 */
export function encodeQueryValue(route: string, name: string, value: unknown, plus = false): string {
  return encodeQuery(name, queryText(route, name, value), plus);
}

function queryText(route: string, name: string, value: unknown): string {
  const text = scalarText(value);
  if (text !== undefined) return text;
  const joined = Array.isArray(value) ? listText(route, name, value, value, listBudget()) : undefined;
  if (joined !== undefined) return joined;
  bounded(route, name, value);
  throw new InvalidQueryValueError(name, value);
}

/**
 * The members of `list` joined by commas, each a scalar's text, `""` for nothing or a hole, a nested
 * list joined the same way; counted as they are read, `top` refused past the bound. `undefined` for a
 * member with no text form (an object, a function, a symbol).
 */
function listText(route: string, name: string, top: unknown, list: readonly unknown[], budget: ListBudget): string | undefined {
  const length = list.length;
  if (!enter(budget, length)) refuseBound(route, name, top);
  let text = "";
  for (let index = 0; index < length; index++) {
    const member = list[index];
    const part = member == null ? "" : (scalarText(member) ?? (Array.isArray(member) ? listText(route, name, top, member, budget) : undefined));
    if (part === undefined) return undefined;
    text = index === 0 ? part : `${text},${part}`;
  }
  leave(budget);
  return text;
}
