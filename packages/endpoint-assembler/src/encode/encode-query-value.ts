import { InvalidQueryValueError } from "../errors/errors";
import { encodeQuery } from "./encode-query";
import { MAX_LIST_DEPTH, MAX_LIST_LENGTH, withinListBound } from "./list-bound";
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
    if (!withinListBound(value)) throw new InvalidQueryValueError(name, value, { members: MAX_LIST_LENGTH, depth: MAX_LIST_DEPTH });
    if (isList(value)) return value.join(",");
  }
  throw new InvalidQueryValueError(name, value);
}

/** True when every member of `list` has a text form: a scalar, nothing, or such a list (bounded already). */
function isList(list: readonly unknown[]): boolean {
  return list.every((member) => {
    const type = typeof member;
    return member == null || type === "string" || type === "number" || type === "boolean" || type === "bigint" || (Array.isArray(member) && isList(member));
  });
}
