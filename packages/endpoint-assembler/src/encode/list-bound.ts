// The one bound on the lists a value holds, for every encoder (the engine's query, each style of a
// route table, header lists, cookies, multipart parts, JSON values): a sparse `new Array(2 ** 26)`
// holds nothing, yet would write 67 million members, or nulls, or take seconds to walk.
import { isPlainObject } from "@scope/kit";
import { InvalidParameterValueError } from "../errors/errors";
import { LIST_BOUND } from "../errors/messages";

/** The most members and keys the lists and plain objects of one value may have, holes and nested ones counted. */
export const MAX_LIST_LENGTH = 10_000;
/** The deepest lists and objects in one value may nest (`[["a"]]` is 2): deeper, or cyclic, it is refused. */
export const MAX_LIST_DEPTH = 32;

/** What is left of the members, and how deep the walk is: what a writer counts as it walks a value. */
export interface ListBudget {
  left: number;
  depth: number;
}

/**
 * Counts a list or plain object of `length` members (holes counted), before any of them is read, and
 * goes one level down: true when the value is past the bound there (too many members in all, or a
 * list or object at depth {@link MAX_LIST_DEPTH}). A writer that walks a value counts each list and
 * object it reaches with it, each time it reaches it, and goes back up (`depth -= 1`) after its members.
 */
export function pastBound(budget: ListBudget, length: number): boolean {
  budget.left -= length;
  return budget.left < 0 || budget.depth++ === MAX_LIST_DEPTH;
}

/**
 * `value` when the lists and plain objects in it (itself, and those in its lists and plain objects,
 * any depth) have at most {@link MAX_LIST_LENGTH} members and keys in all, holes counted, nested at
 * most {@link MAX_LIST_DEPTH} deep; else an `InvalidParameterValueError` naming the operation and the
 * parameter, on every path and in every location (31.2). A list's length and an object's keys are
 * counted before any member is read, so a sparse list costs nothing to refuse; an object reached twice
 * is counted each time, as every encoder writes it each time, so `o = { a: o, b: o }` nested 26 deep
 * (2^26 paths through 27 objects) is refused after about 10,000 keys read (issue 32.6). Anything but
 * a list or a plain object (a string, a `Blob`, bytes) is not walked. A writer that walks the value
 * itself counts with {@link entered} instead: this walk is for a value about to be refused otherwise,
 * so that one past the bound is refused as such, naming the whole value.
 * @example
 * bounded("GET /x", "labels", ["bug", "ui"]); // => ["bug", "ui"]
 * bounded("GET /x", "labels", new Array(2 ** 26)); // throws InvalidParameterValueError
 */
export function bounded(route: string, name: string, value: unknown): unknown {
  if (typeof value !== "object" || value === null || within(value, { left: MAX_LIST_LENGTH, depth: 0 })) return value;
  throw new InvalidParameterValueError(route, name, value, LIST_BOUND(MAX_LIST_LENGTH, MAX_LIST_DEPTH));
}

/**
 * `budget` (a new one, the whole bound, by default) with the members of `value` counted by
 * {@link pastBound} before any is read, as {@link bounded} counts them (a list's length, holes too;
 * a plain object's keys; none for anything else), one level down: the writer walks the members and
 * goes back up (`depth -= 1`). Past the bound, `value` is refused as {@link bounded} refuses it: the
 * writer that walks it and calls `bounded` on a refusal only reads each value once. `keys`: the
 * object's own keys, when the writer has listed them (listing a large object twice costs).
 */
export function entered(value: unknown, route: string, name: string, budget: ListBudget = { left: MAX_LIST_LENGTH, depth: 0 }, keys?: readonly string[]): ListBudget {
  const length = Array.isArray(value) ? value.length : isPlainObject(value) ? (keys ?? Object.keys(value)).length : 0;
  if (pastBound(budget, length)) refuseList(route, name, value);
  return budget;
}

/** The refusal of a value past the bound, naming the operation and the parameter. */
export function refuseList(route: string, name: string, value: unknown): never {
  throw new InvalidParameterValueError(route, name, value, LIST_BOUND(MAX_LIST_LENGTH, MAX_LIST_DEPTH));
}

/**
 * True when the lists and plain objects of `value` (anything else is not walked) are within
 * `budget`, each counted before its members are read: the walk of {@link bounded}, and of JSON text
 * before `JSON.stringify` walks it (value-text.ts `jsonText`); `budget` is left at the depth it was.
 */
export function within(value: unknown, budget: ListBudget): boolean {
  // A list's members by index, a plain object's by its keys; anything else is not walked.
  const keys = Array.isArray(value) ? undefined : isPlainObject(value) ? Object.keys(value) : null;
  if (keys === null) return true;
  const length = keys === undefined ? (value as unknown[]).length : keys.length;
  if (pastBound(budget, length)) return false;
  for (let index = 0; index < length; index++) {
    const member: unknown = keys === undefined ? (value as unknown[])[index] : (value as Record<string, unknown>)[keys[index] as string];
    if (typeof member === "object" && member !== null && !within(member, budget)) return false;
  }
  budget.depth -= 1;
  return true;
}
