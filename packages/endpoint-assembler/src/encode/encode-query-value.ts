import { InvalidQueryValueError } from "../errors/errors";
import { encodeQuery } from "./encode-query";
import { scalarText } from "./scalar-text";

/**
 * A query value as `name=` is followed by it: percent-encoded as `encodeURIComponent` does, arrays
 * joined with commas, keeping literal `+` signs when `plus` (a route table's `~`: GitHub's `q`). An object, a
 * function or a symbol has no faithful text form and is refused, naming the parameter. A list is
 * within the one list bound already (`bounded`, encode/list-bound.ts: its writer checks it, naming
 * the route): a sparse `new Array(1e7)` would write ten million commas, a deep one overflow the stack.
 *
 * @example
 * encodeQueryValue("labels", ["bug", "ui"]); // => "bug%2Cui"
 * encodeQueryValue("q", "bug+label:ui", true); // => "bug+label%3Aui"
 */
export function encodeQueryValue(name: string, value: unknown, plus = false): string {
  return encodeQuery(name, queryText(name, value), plus);
}

function queryText(name: string, value: unknown): string {
  const text = scalarText(value);
  if (text !== undefined) return text;
  if (Array.isArray(value) && isList(value)) return value.join(",");
  throw new InvalidQueryValueError(name, value);
}

/** True when every member of `list` has a text form: a scalar, nothing, or such a list (bounded already). */
function isList(list: readonly unknown[]): boolean {
  return list.every((member) => member == null || scalarText(member) !== undefined || (Array.isArray(member) && isList(member)));
}
