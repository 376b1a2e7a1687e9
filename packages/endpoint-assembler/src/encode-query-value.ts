import { InvalidQueryValueError } from "./errors";
import { encodeQuery } from "./internal/encode-query";
import { scalarText } from "./internal/scalar-text";

/**
 * The most members a query list may have, holes and the members of nested lists counted: a
 * sparse `new Array(1e7)` holds nothing yet would write ten million commas into the URL.
 */
export const MAX_QUERY_LIST_LENGTH = 10_000;
/** The deepest a query list may nest (`[["a"]]` is 2): deeper, joining it would overflow the stack. */
export const MAX_QUERY_LIST_DEPTH = 32;

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
  if (Array.isArray(value) && isList(value, { name, value, left: MAX_QUERY_LIST_LENGTH, depth: 0 })) return value.join(",");
  throw new InvalidQueryValueError(name, value);
}

/** What is left of a list's members, and the parameter and value an error names. */
interface Budget {
  readonly name: string;
  readonly value: unknown;
  left: number;
  depth: number;
}

/**
 * True when every member of `list` has a text form. The length is counted before any member is
 * read, so that a sparse list costs nothing to refuse.
 */
function isList(list: readonly unknown[], budget: Budget): boolean {
  budget.left -= list.length;
  budget.depth += 1;
  if (budget.left < 0 || budget.depth > MAX_QUERY_LIST_DEPTH) {
    throw new InvalidQueryValueError(budget.name, budget.value, { members: MAX_QUERY_LIST_LENGTH, depth: MAX_QUERY_LIST_DEPTH });
  }
  const valid = list.every((member) => isListMember(member, budget));
  budget.depth -= 1;
  return valid;
}

function isListMember(value: unknown, budget: Budget): boolean {
  const type = typeof value;
  return value == null || type === "string" || type === "number" || type === "boolean" || type === "bigint"
    || (Array.isArray(value) && isList(value, budget));
}
