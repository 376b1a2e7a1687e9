// Quoting of user input inside error messages.

/** Longest excerpt of user input an error message shows. */
const MAX_QUOTE = 40;

/**
 * Quotes `text` as a JSON string (so control characters stay visible), cut to an excerpt around
 * `position` when it is long.
 */
export function quote(text: string, position = 0): string {
  if (text.length <= MAX_QUOTE) return JSON.stringify(text);
  const start = Math.max(0, Math.min(position - MAX_QUOTE / 2, text.length - MAX_QUOTE));
  const excerpt = text.slice(start, start + MAX_QUOTE);
  const before = start > 0 ? "…" : "";
  const after = start + MAX_QUOTE < text.length ? "…" : "";
  return `${before}${JSON.stringify(excerpt)}${after}`;
}

/** Names the kind of a value for an error message: `null`, `an array`, `an instance of Map`, `a boolean`... */
export function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") return `a string ${quote(value)}`;
  if (typeof value !== "object") return `a ${typeof value}`;
  const prototype = Object.getPrototypeOf(value) as { constructor?: { name?: unknown } } | null;
  const name = prototype === Object.prototype ? undefined : prototype?.constructor?.name;
  return typeof name === "string" && name !== "" ? `an instance of ${name}` : "an object";
}
