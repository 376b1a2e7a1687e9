import { isPlainObject } from "./is-plain-object";
import { EXCERPT_LENGTH, quote } from "./quote";

/** A name read from the value (a class name, a `Symbol.toStringTag`), cut to the excerpt length. */
function clip(name: string): string {
  return name.length > EXCERPT_LENGTH ? `${name.slice(0, EXCERPT_LENGTH)}…` : name;
}

/**
 * The kind of `value` in one word, without looking up a class: its `typeof`, or `null`, `array`,
 * the built-in tag of any other object (`Map`, `Date`), `object` for one whose tag is `Object` (a
 * plain object or a class instance). What a short message says of a value; {@link kindOf} and
 * {@link describeValue} start from it. Never throws, even for a revoked proxy.
 * @example
 * tagOf([1]); // => "array"
 * tagOf(new Map()); // => "Map"
 * tagOf(new (class Point {})()); // => "object"
 */
export function tagOf(value: unknown): string {
  if (value === null) return "null";
  if (typeof value !== "object") return typeof value;
  try {
    if (Array.isArray(value)) return "array";
    // A built-in's tag (`Map`, `Date`, `URL`) costs one call; a `Symbol.toStringTag` of any length is clipped.
    const tag = Object.prototype.toString.call(value).slice(8, -1);
    return tag === "Object" ? "object" : clip(tag);
  } catch {
    // A revoked proxy, or a getter that throws: its kind cannot be read without running it.
    return "object";
  }
}

/**
 * The kind of `value` in one word: {@link tagOf}, with the class of an object whose tag is `Object`
 * and that is not plain (`Point`). Never throws, even for a revoked proxy.
 * @example
 * kindOf([1]); // => "array"
 * kindOf(new Map()); // => "Map"
 * kindOf({}); // => "object"
 * kindOf(new (class Point {})()); // => "Point"
 */
export function kindOf(value: unknown): string {
  const kind = tagOf(value);
  if (kind !== "object") return kind;
  try {
    if (isPlainObject(value)) return kind;
    const constructor: unknown = Object.getPrototypeOf(value)?.constructor;
    const name: unknown = typeof constructor === "function" ? constructor.name : undefined;
    return typeof name === "string" && name !== "" ? clip(name) : kind;
  } catch {
    return kind;
  }
}

/**
 * Describes any value for an error message, briefly and never as a full dump: its kind, then a
 * bounded detail (a string quoted through `quote`, a number's value, an array's length, a
 * non-plain object's built-in tag). Reads no class name (`constructor.name`): a class instance is
 * `object (not plain)`; {@link kindOf} names the class where a message needs it.
 * @example
 * describeValue("--frozen-lockfile"); // => 'string "--frozen-lockfile"'
 * describeValue(1); // => "number 1"
 * describeValue(new Array(1e6)); // => "array (length 1000000)"
 * describeValue(new Map()); // => "object (Map)"
 * describeValue(new (class Point {})()); // => "object (not plain)"
 * describeValue(Object.create(null)); // => "object"
 */
export function describeValue(value: unknown): string {
  if (typeof value === "object" && value !== null) return describeObject(value, tagOf(value));
  const type = typeof value;
  // The text a kind shows: a symbol's description, the value itself of a string, number, boolean or bigint.
  const text = typeof value === "symbol" ? value.description : value == null || type === "function" ? undefined : String(value);
  if (text === undefined) return value === null ? "null" : type;
  if (type === "string" || type === "symbol") return `${type} ${quote(text)}`;
  return type === "bigint" && text.length > EXCERPT_LENGTH ? `bigint of ${text.length} digits` : `${type} ${text}`;
}

/** An object described from its kind (`tag`, of {@link tagOf}): an array's length, a built-in's tag, plain or not. */
function describeObject(value: object, tag: string): string {
  try {
    if (tag === "array") return `array (length ${(value as unknown[]).length})`;
    if (tag !== "object") return `object (${tag})`;
    return isPlainObject(value) ? tag : "object (not plain)";
  } catch {
    // A revoked proxy, or a proxy whose `length` throws: nothing more can be read without running it.
    return tag;
  }
}
