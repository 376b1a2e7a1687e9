// The one bound on the lists a value holds, for every encoder (the engine's query, each style of a
// route table, header lists, cookies, multipart parts, JSON values): a sparse `new Array(2 ** 26)`
// holds nothing, yet would write 67 million members, or nulls, or take seconds to walk.
import { isPlainObject } from "@scope/kit";

/** The most members the lists of one value may have, holes and the members of nested lists counted. */
export const MAX_LIST_LENGTH = 10_000;
/** The deepest lists and objects in one value may nest (`[["a"]]` is 2): deeper, or cyclic, it is refused. */
export const MAX_LIST_DEPTH = 32;

/** What is left of the members, and how deep the walk is. */
interface Budget {
  left: number;
  depth: number;
}

/**
 * True when the lists in `value` (itself, and those in its lists and plain objects, any depth) have
 * at most {@link MAX_LIST_LENGTH} members in all, holes counted, nested at most {@link MAX_LIST_DEPTH}
 * deep. A list's length is counted before any member is read, so a sparse list costs nothing to
 * refuse; anything but a list or a plain object (a string, a `Blob`, bytes) is not walked.
 * @example
 * withinListBound(["bug", "ui"]); // => true
 * withinListBound(new Array(2 ** 26)); // => false
 */
export function withinListBound(value: unknown): boolean {
  return typeof value !== "object" || value === null || walk(value, { left: MAX_LIST_LENGTH, depth: 0 });
}

function walk(value: object, budget: Budget): boolean {
  const list = Array.isArray(value);
  if (!list && !isPlainObject(value)) return true;
  if (list) budget.left -= value.length;
  if (budget.left < 0 || budget.depth === MAX_LIST_DEPTH) return false;
  budget.depth += 1;
  const members: readonly unknown[] = list ? value : Object.values(value);
  for (let index = 0; index < members.length; index++) {
    const member = members[index];
    if (typeof member === "object" && member !== null && !walk(member, budget)) return false;
  }
  budget.depth -= 1;
  return true;
}
