import { InvalidQueryValueError } from "../errors/errors";
import { encodeQuery } from "./encode-query";
import { bounded, MAX_LIST_LENGTH, pastBound, type ListBudget } from "./list-bound";
import { scalarText } from "./scalar-text";

/**
 * A query value as `name=` is followed by it: percent-encoded as `encodeURIComponent` does, arrays
 * joined with commas (nested ones too, as `Array#join` joins them), keeping literal `+` signs when
 * `plus` (a route table's `~`: GitHub's `q`). An object, a function or a symbol has no faithful text
 * form and is refused, naming the parameter. A list's members are counted as they are written,
 * within the one list bound (encode/list-bound.ts): a sparse `new Array(1e7)` would write ten
 * million commas, a deep one overflow the stack. A value past the bound is refused as such, naming
 * `route`, whatever else is wrong with it: `bounded` decides between the two refusals.
 *
 * @example
 * encodeQueryValue("GET /x", "labels", ["bug", "ui"], false); // => "bug%2Cui"
 * encodeQueryValue("GET /x", "q", "bug+label:ui", true); // => "bug+label%3Aui"
 */
export function encodeQueryValue(route: string, name: string, value: unknown, plus: boolean): string {
  const text = Array.isArray(value) ? listText(value, { left: MAX_LIST_LENGTH, depth: 0 }) : scalarText(value);
  if (text !== undefined) return encodeQuery(route, name, text, plus);
  bounded(route, name, value);
  throw new InvalidQueryValueError(route, name, value);
}

/**
 * The members of `list` joined by commas, each a scalar's text, `""` for nothing or a hole, a nested
 * list joined the same way, each counted before it is read; `undefined` past the bound or for a
 * member with no text form (an object, a function, a symbol).
 */
function listText(list: readonly unknown[], budget: ListBudget): string | undefined {
  const length = list.length;
  if (pastBound(budget, length)) return undefined;
  let text = "";
  for (let index = 0; index < length; index++) {
    const member = list[index];
    const part = Array.isArray(member) ? listText(member, budget) : member == null ? "" : scalarText(member);
    if (part === undefined) return undefined;
    text += `,${part}`;
  }
  budget.depth -= 1;
  // Each member after a comma: the first comma is not the list's.
  return text.slice(1);
}
