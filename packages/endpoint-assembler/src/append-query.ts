import { InvalidQueryValueError } from "./errors";
import { encodeQuery } from "./internal/encode-query";
import { queryShape, type QueryShape } from "./internal/query-shape";

const NO_NAMES: ReadonlySet<string> = new Set();

/**
 * Appends parameters to a URL's query: `name=value` pairs, percent-encoded, after `?` or, when
 * the URL has a query already, after `&`. Arrays are joined with commas; `q` keeps its literal
 * `+` signs (the search syntax uses them); `null` and `undefined` are left out. An object has no
 * faithful text form and is refused. Names in `consumed` (those the URL template used) and the
 * named options (`headers`, `request`...) are left out.
 *
 * Which names are parameters, and their encoded `name=`, are worked out once per object shape
 * (the same keys in the same order) and URL: a call encodes its values alone.
 *
 * @example
 * appendQuery("https://api.github.com/search/issues", { q: "bug+label:ui", per_page: 2 });
 * // => "https://api.github.com/search/issues?q=bug+label%3Aui&per_page=2"
 */
export function appendQuery(
  url: string,
  parameters: Readonly<Record<string, unknown>>,
  consumed: ReadonlySet<string> = NO_NAMES,
): string {
  return appendShapedQuery(url, parameters, queryShape(Object.keys(parameters), consumed));
}

/** {@link appendQuery} with the shape of `parameters` known: `shape.keys` are its keys. */
export function appendShapedQuery(
  url: string,
  parameters: Readonly<Record<string, unknown>>,
  shape: QueryShape,
): string {
  const { keys, next } = shape;
  let prefixes = url.includes("?") ? next : shape.first;
  for (let i = 0; i < keys.length; i++) {
    const prefix = prefixes[i];
    if (prefix === undefined) continue;
    const name = keys[i] as string; // i < keys.length
    const value = parameters[name];
    if (value === undefined || value === null) continue;
    const text = queryText(name, value);
    // `null`: a name that cannot be encoded; encoding it again throws the error it threw before.
    url += (prefix ?? `&${encodeQuery(name, name, false)}`) + encodeQuery(name, text, name === "q");
    prefixes = next;
  }
  return url;
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
