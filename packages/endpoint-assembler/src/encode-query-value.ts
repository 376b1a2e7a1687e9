import { InvalidQueryValueError } from "./errors";
import { encodeQuery } from "./internal/encode-query";

/**
 * A query value as `name=` is followed by it: percent-encoded as `encodeURIComponent` does, arrays
 * joined with commas, `q` keeping its literal `+` signs (the search syntax uses them). An object, a
 * function or a symbol has no faithful text form and is refused, naming the parameter.
 *
 * @example
 * encodeQueryValue("labels", ["bug", "ui"]); // => "bug%2Cui"
 * encodeQueryValue("q", "bug+label:ui");     // => "bug+label%3Aui"
 */
export function encodeQueryValue(name: string, value: unknown): string {
  return encodeQuery(name, queryText(name, value), name === "q");
}

function queryText(name: string, value: unknown): string {
  switch (typeof value) {
    case "string":
      return value;
    case "number":
    case "boolean":
    case "bigint":
      return String(value);
    case "object":
      if (Array.isArray(value) && value.every(isListMember)) return value.join(",");
  }
  throw new InvalidQueryValueError(name, value);
}

function isListMember(value: unknown): boolean {
  const type = typeof value;
  return value == null || type === "string" || type === "number" || type === "boolean" || type === "bigint"
    || (Array.isArray(value) && value.every(isListMember));
}
