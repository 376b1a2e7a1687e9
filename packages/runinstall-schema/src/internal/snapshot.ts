// Reads an input value exactly once into a copy made of plain arrays and objects. Every check and
// every result then uses the copy, so a getter or Proxy that answers one way when checked and
// another way when read again cannot slip a value past validation.
import { setOwn } from "@scope/kit";
import type { RunInstallIssue } from "../types";
import { encodeSegment } from "./describe-value";
import { MAX_DEPTH, MAX_VALUES } from "./limits";
import { issue } from "./to-issues";

/** The copy of an input, or the one problem that stopped reading it. */
export type Snapshot = { ok: true; value: unknown } | { ok: false; issue: RunInstallIssue };

/** An object already copied: its copy, how many levels it nests and how many values it holds. */
interface Copied {
  copy: unknown;
  height: number;
  size: number;
}

/** The state of one reading: objects copied or being copied, where it is, and values counted. */
interface Reader {
  copied: Map<object, Copied>;
  open: Set<object>;
  path: string[];
  count: number;
}

/** Carries the problem that stops a reading out of the recursion; never escapes `snapshot`. */
class Stop {
  constructor(readonly issue: RunInstallIssue) {}
}

/** Stops the reading with a problem at the current path. */
function stop(reader: Reader, keyword: string, rule: string): never {
  const path = reader.path.map((segment) => `/${encodeSegment(segment)}`).join("");
  throw new Stop(issue(path, keyword, rule));
}

/** Counts `values` more values, stopping once there are more than `MAX_VALUES`. */
function count(reader: Reader, values: number): void {
  reader.count += values;
  if (reader.count > MAX_VALUES) stop(reader, "maxValues", `more than ${MAX_VALUES} values in all (a shared value counts at each place)`);
}

/** Stops before reading `values` more values (an array's items, an object's keys) that would pass the bound. */
function reserve(reader: Reader, values: number): void {
  if (reader.count + values > MAX_VALUES) count(reader, values);
}

/** Runs one read of the input (a getter, a Proxy trap); what it throws becomes a problem. */
function attempt<T>(reader: Reader, read: () => T): T {
  try {
    return read();
  } catch {
    return stop(reader, "unreadable", "could not be read (a getter or Proxy threw)");
  }
}

/** Copies the items of an array, reading `length` once and each index once. */
function readArray(reader: Reader, array: readonly unknown[], depth: number): Copied {
  const length = attempt(reader, () => array.length);
  if (!Number.isSafeInteger(length) || length < 0) stop(reader, "unreadable", "has an invalid length");
  reserve(reader, length);
  const copy: unknown[] = [];
  let height = 0;
  for (let index = 0; index < length; index++) {
    reader.path.push(String(index));
    const item = read(reader, attempt(reader, () => array[index]), depth);
    reader.path.pop();
    copy.push(item.copy);
    height = Math.max(height, item.height);
  }
  return { copy, height, size: 0 };
}

/** Copies the own enumerable string-keyed properties of an object, reading each once. */
function readObject(reader: Reader, object: object, depth: number): Copied {
  const keys = attempt(reader, () => Object.keys(object));
  reserve(reader, keys.length);
  const copy: Record<string, unknown> = {};
  let height = 0;
  for (const key of keys) {
    reader.path.push(key);
    const item = read(reader, attempt(reader, () => (object as Record<string, unknown>)[key]), depth);
    reader.path.pop();
    setOwn(copy, key, item.copy);
    height = Math.max(height, item.height);
  }
  return { copy, height, size: 0 };
}

/** Copies one value found `depth` arrays and objects deep; an object seen before is copied once. */
function read(reader: Reader, value: unknown, depth: number): Copied {
  if (typeof value !== "object" || value === null) {
    count(reader, 1);
    return { copy: value, height: 0, size: 1 };
  }
  const known = reader.copied.get(value);
  if (known === undefined && reader.open.has(value)) stop(reader, "cycle", "contains itself (a cycle)");
  if (depth + (known?.height ?? 1) > MAX_DEPTH) stop(reader, "maxDepth", `nests more than ${MAX_DEPTH} levels deep`);
  if (known !== undefined) {
    count(reader, known.size);
    return known;
  }
  reader.open.add(value);
  const before = reader.count;
  count(reader, 1);
  const isArray = attempt(reader, () => Array.isArray(value));
  const inner = isArray ? readArray(reader, value as unknown[], depth + 1) : readObject(reader, value, depth + 1);
  reader.open.delete(value);
  const copied: Copied = { copy: inner.copy, height: inner.height + 1, size: reader.count - before };
  reader.copied.set(value, copied);
  return copied;
}

/**
 * Reads `value` once into a copy: arrays stay arrays, every other object becomes a plain object
 * of its own enumerable string-keyed properties, and other values are kept. An object met twice
 * is read once and copied once. Refuses, as a problem with its path, an input that nests more
 * than `MAX_DEPTH` levels, contains itself, holds more than `MAX_VALUES` values or throws when read.
 */
export function snapshot(value: unknown): Snapshot {
  const reader: Reader = { copied: new Map(), open: new Set(), path: [], count: 0 };
  try {
    return { ok: true, value: read(reader, value, 0).copy };
  } catch (error) {
    if (error instanceof Stop) return { ok: false, issue: error.issue };
    throw error;
  }
}
