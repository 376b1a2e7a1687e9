import { isPlainObject } from "./is-plain-object";
import { EXCERPT_LENGTH, quote } from "./quote";

/** A name read from the value (a class name, a `Symbol.toStringTag`), cut to the excerpt length. */
function clip(name: string): string {
  return name.length > EXCERPT_LENGTH ? `${name.slice(0, EXCERPT_LENGTH)}…` : name;
}

/** The class of a non-plain object (`Map`, `Date`, `Point`), or `undefined` when none shows. */
function className(value: object): string | undefined {
  const tag = Object.prototype.toString.call(value).slice(8, -1);
  if (tag !== "Object") return tag;
  if (isPlainObject(value)) return undefined;
  const constructor: unknown = Object.getPrototypeOf(value)?.constructor;
  const name: unknown = typeof constructor === "function" ? constructor.name : undefined;
  return typeof name === "string" && name !== "" ? name : undefined;
}

/**
 * The kind of `value` in one word: its `typeof`, or `null`, `array`, `object` for a plain object,
 * or the class of any other object (`Map`, `Date`, `Point`). Never throws, even for a revoked proxy.
 * @example
 * kindOf([1]); // => "array"
 * kindOf(new Map()); // => "Map"
 * kindOf({}); // => "object"
 */
export function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (typeof value !== "object") return typeof value;
  try {
    if (Array.isArray(value)) return "array";
    const name = className(value);
    return name === undefined ? "object" : clip(name);
  } catch {
    // A revoked proxy, or a getter that throws: its kind cannot be read without running it.
    return "object";
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
  if (value === null) return "null";
  if (typeof value === "object") return describeObject(value);
  const type = typeof value;
  // The text a kind shows: a symbol's description, the value itself of a string, number, boolean or bigint.
  const text = typeof value === "symbol" ? value.description : type === "undefined" || type === "function" ? undefined : String(value);
  if (text === undefined) return type;
  if (type === "string" || type === "symbol") return `${type} ${quote(text)}`;
  return type === "bigint" && text.length > EXCERPT_LENGTH ? `bigint of ${text.length} digits` : `${type} ${text}`;
}

function describeObject(value: object): string {
  let array = false;
  try {
    array = Array.isArray(value);
    if (array) return `array (length ${(value as unknown[]).length})`;
    if (isPlainObject(value)) return "object";
    // A built-in's tag (`Map`, `Date`, `URL`) costs one call; a class's own name is not looked up.
    const tag = Object.prototype.toString.call(value).slice(8, -1);
    return `object (${tag === "Object" ? "not plain" : clip(tag)})`;
  } catch {
    // A revoked proxy, or a proxy whose `length` throws: nothing more can be read without running it.
    return array ? "array" : "object";
  }
}
