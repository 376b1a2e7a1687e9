import { isNamedOption } from "./bound-defaults";
import { InvalidQueryValueError } from "./errors";
import { isUriComponent } from "./internal/ascii";

const NO_NAMES: ReadonlySet<string> = new Set();

/**
 * Appends parameters to a URL's query: `name=value` pairs, percent-encoded, after `?` or, when
 * the URL has a query already, after `&`. Arrays are joined with commas; `q` keeps its literal
 * `+` signs (the search syntax uses them); `null` and `undefined` are left out. An object has no
 * faithful text form and is refused. Names in `consumed` (those the URL template used) and the
 * named options (`headers`, `request`...) are left out.
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
  let separator = url.includes("?") ? "&" : "?";
  for (const name of Object.keys(parameters)) {
    const value = parameters[name];
    if (value === undefined || value === null || consumed.has(name) || isNamedOption(name)) continue;
    const text = queryText(name, value);
    url += `${separator}${encode(name, name)}=${name === "q" ? encodeSearch(text) : encode(name, text)}`;
    separator = "&";
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

function encodeSearch(text: string): string {
  if (isUriComponent(text, true)) return text;
  return text.split("+").map((part) => encode("q", part)).join("+");
}

function encode(name: string, text: string): string {
  if (isUriComponent(text, false)) return text;
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone UTF-16 surrogate has no UTF-8 form.
    throw new InvalidQueryValueError(name, text);
  }
}
