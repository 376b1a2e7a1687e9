import { InvalidQueryValueError } from "../errors/errors";
import { encodeQuery } from "./encode-query";
import { MAX_LIST_DEPTH, MAX_LIST_LENGTH } from "./list-bound";
import { scalarText } from "./scalar-text";

/**
 * The most members a query list may have, holes and the members of nested lists counted: a
 * sparse `new Array(1e7)` holds nothing yet would write ten million commas into the URL. The one
 * bound of every encoder (route tables' styles, headers, multipart parts, JSON values too).
 */
export const MAX_QUERY_LIST_LENGTH = MAX_LIST_LENGTH;
/** The deepest a query list may nest (`[["a"]]` is 2): deeper, joining it would overflow the stack. */
export const MAX_QUERY_LIST_DEPTH = MAX_LIST_DEPTH;

/**
 * A query value as `name=` is followed by it: percent-encoded as `encodeURIComponent` does, arrays
 * joined with commas, keeping literal `+` signs when `plus` (a route table's `~`: GitHub's `q`). An object, a
 * function or a symbol has no faithful text form and is refused, naming the parameter; so is a list
 * of more than {@link MAX_QUERY_LIST_LENGTH} members or nested deeper than {@link MAX_QUERY_LIST_DEPTH}.
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
  if (Array.isArray(value)) {
    const budget = { left: MAX_LIST_LENGTH, over: false };
    const joined = listText(value, budget, 0);
    if (budget.over) throw new InvalidQueryValueError(name, value, { members: MAX_LIST_LENGTH, depth: MAX_LIST_DEPTH });
    if (joined !== undefined) return joined;
  }
  throw new InvalidQueryValueError(name, value);
}

/**
 * A list's members joined by commas as `join` does (nested lists too, `null`, `undefined` and holes
 * as nothing), counted against the one list bound as it walks, in one pass (issue 31.3): a list's
 * length is counted before any member is read, so a sparse list costs nothing to refuse.
 * `undefined` for a member with no text form, or beyond the bound (`budget.over`).
 */
function listText(list: readonly unknown[], budget: { left: number; over: boolean }, depth: number): string | undefined {
  budget.left -= list.length;
  if (budget.left < 0 || depth === MAX_LIST_DEPTH) {
    budget.over = true;
    return undefined;
  }
  let text = "";
  for (let index = 0; index < list.length; index++) {
    const member = list[index];
    if (index > 0) text += ",";
    if (member === undefined || member === null) continue;
    const scalar = scalarText(member) ?? (Array.isArray(member) ? listText(member, budget, depth + 1) : undefined);
    if (scalar === undefined) return undefined;
    text += scalar;
  }
  return text;
}
