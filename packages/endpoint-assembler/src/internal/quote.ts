const MAX_QUOTE = 60;

/**
 * Quotes untrusted input for an error message: JSON-escaped (so CR, LF and NUL show as escapes),
 * truncated around `position` to at most ~60 characters.
 */
export function quote(input: string, position = 0): string {
  if (input.length <= MAX_QUOTE) return JSON.stringify(input);
  const start = Math.max(0, Math.min(position - MAX_QUOTE / 2, input.length - MAX_QUOTE));
  const head = start > 0 ? "…" : "";
  const tail = start + MAX_QUOTE < input.length ? "…" : "";
  return `${head}${JSON.stringify(input.slice(start, start + MAX_QUOTE))}${tail} (${input.length} characters)`;
}

/** Describes any value briefly for an error message. */
export function describe(value: unknown): string {
  if (typeof value === "string") return quote(value);
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return `an object (${Object.prototype.toString.call(value)})`;
  return `${typeof value} ${String(value)}`;
}
