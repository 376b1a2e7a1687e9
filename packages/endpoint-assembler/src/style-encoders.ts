import { parseTemplate, type UriTemplate } from "@scope/url-expander";
import { InvalidParameterValueError } from "./errors";
import type { ParameterSpec } from "./route-entry";
import { scalarText } from "./internal/scalar-text";

/** Writes one value of a parameter: `name=value` parts without a leading separator, `""` for nothing. */
export type PartEncoder = (value: unknown) => string;

/**
 * The encoder of one query parameter (or form body property) in its style, compiled once per plan.
 * Form compiles to an RFC 6570 template (`{?x*}`) run by @scope/url-expander; deepObject and the
 * delimited styles, which RFC 6570 lacks, are written here.
 *
 * @example
 * queryEncoder(parseCode("qD", r, "color"), "color", r)({ R: 100, G: 200 }); // => "color%5BR%5D=100&color%5BG%5D=200"
 * queryEncoder(parseCode("qP", r, "color"), "color", r)(["blue", "black"]); // => "color=blue%7Cblack"
 * @see https://spec.openapis.org/oas/v3.1.1.html#style-examples
 * @see https://spec.openapis.org/oas/v3.1.1.html#percent-encoding-and-illegal-or-reserved-delimiters
 */
export function queryEncoder(spec: ParameterSpec, wire: string, route: string): PartEncoder {
  if (spec.json) {
    const form = formEncoder(wire, false, spec.reserved);
    return (value) => (value == null ? "" : form(jsonText(value, wire, route)));
  }
  const name = encodeText(wire);
  switch (spec.style) {
    case "D":
      return (value) => deepObject(name, value, wire, route);
    case "W":
      return delimitedEncoder(wire, "%20", route);
    case "P":
      // `[`, `]`, `|` and space, the delimiters of deepObject and the delimited styles, MUST be
      // percent-encoded to comply with RFC 3986 (OpenAPI 3.1.1, Appendix E).
      return delimitedEncoder(wire, "%7C", route);
    default:
      return formEncoder(wire, spec.explode, spec.reserved);
  }
}

/** `{?name}` or `{?name*}` compiled once, expanded without its `?`: the form style of RFC 6570, section 3.2.8. */
export function formEncoder(wire: string, explode: boolean, reserved: boolean): PartEncoder {
  const name = variableName(wire);
  const template = parseTemplate(`{?${name}${explode ? "*" : ""}}`, { hyphenatedNames: true });
  return (value) => {
    const part = template.expand({ [name]: value }).slice(1);
    // allowReserved: the reserved characters of values stay as they are (OpenAPI, Parameter Object),
    // but those a query may not hold (`[`, `]`, `#`) or that form decoding reads (`&`, `=`, `+`).
    return reserved ? part.replace(RESERVED_ESCAPE_RE, (escape) => decodeURIComponent(escape)) : part;
  };
}

/**
 * The query of form-style keys as one RFC 6570 template (`{?labels,per_page,color*}`) that expands
 * the call's own values, as the URL does: for keys that are the call's (not the defaults'), named
 * on the wire as in the call and valid as variable names. `undefined` when any key is not so.
 */
export function formTemplate(slots: readonly { readonly name: string; readonly wire: string; readonly inDefaults: boolean; readonly spec: ParameterSpec }[]): UriTemplate | undefined {
  if (slots.length === 0) return undefined;
  const names: string[] = [];
  for (const { name, wire, inDefaults, spec } of slots) {
    if (inDefaults || wire !== name || spec.style !== "F" || spec.reserved || spec.json || variableName(wire) !== wire) return undefined;
    names.push(spec.explode ? `${wire}*` : wire);
  }
  return parseTemplate(`{?${names.join(",")}}`, { hyphenatedNames: true });
}

/** A wire name as an RFC 6570 varname: what is not a varchar percent-encoded, which the expansion writes as is. */
function variableName(wire: string): string {
  const name = encodeText(wire).replace(/~/g, "%7E");
  return name.startsWith(".") || name.endsWith(".") || name.includes("..") ? name.replace(/\./g, "%2E") : name;
}

/** Percent-escapes of the RFC 3986 reserved characters allowReserved keeps, e.g. `%2F` and `%3A`: not `[]#&=+`. */
const RESERVED_ESCAPE_RE = /%(?:3A|2F|3F|40|21|24|27|28|29|2A|2C|3B)/g;

/** The deepest a deepObject value may nest: deeper, writing it would overflow the stack. */
const MAX_DEPTH = 32;

/** `name%5Bkey%5D=value` (`name[key]=value` encoded) for every leaf, nested brackets for nested objects, indexes for arrays; a primitive is `name=value`. */
function deepObject(prefix: string, value: unknown, wire: string, route: string, depth = 0): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "object") return `${prefix}=${encodeText(primitiveText(value, wire, route))}`;
  if (depth === MAX_DEPTH) throw new InvalidParameterValueError(route, wire, value, `an object nested at most ${MAX_DEPTH} deep`);
  let text = "";
  for (const key of Object.keys(value)) {
    text = joinFormPart(text, deepObject(`${prefix}%5B${encodeText(key)}%5D`, (value as Record<string, unknown>)[key], wire, route, depth + 1));
  }
  return text;
}

/** Query or form text with one more encoded part: one that writes nothing is left out, the others joined by `&`. */
export function joinFormPart(text: string, part: string): string {
  return part === "" ? text : text === "" ? part : `${text}&${part}`;
}

/** `name=a<sep>b<sep>c` for an array, `name=k<sep>v<sep>...` for an object (OpenAPI spaceDelimited, pipeDelimited). */
function delimitedEncoder(wire: string, separator: string, route: string): PartEncoder {
  const name = encodeText(wire);
  return (value) => {
    if (value === null || value === undefined) return "";
    const members = typeof value !== "object" ? [value] : Array.isArray(value) ? value : Object.entries(value).flat();
    const texts = members.filter((member) => member != null).map((member) => encodeText(primitiveText(member, wire, route)));
    return `${name}=${texts.join(separator)}`;
  };
}

/** The text of a primitive; an object, a function or a symbol has none in these styles. */
export function primitiveText(value: unknown, wire: string, route: string): string {
  const text = scalarText(value);
  if (text !== undefined) return text;
  throw new InvalidParameterValueError(route, wire, value, "a string, number, boolean or bigint at this depth of its style");
}

/** `JSON.stringify(value)`, for a parameter described by `content: application/json`. */
export function jsonText(value: unknown, wire: string, route: string): string {
  try {
    const text = JSON.stringify(value, (_key, member: unknown) => (typeof member === "bigint" ? member.toString() : member));
    if (typeof text === "string") return text;
  } catch {
    // A cycle: refused below.
  }
  throw new InvalidParameterValueError(route, wire, value, "a value JSON can write (no cycle, function or symbol)");
}

/** RFC 3986 percent-encoding of all but the unreserved characters; a lone surrogate is written as U+FFFD, as `fetch` writes it. */
export function encodeText(text: string): string {
  if (UNRESERVED_RE.test(text)) return text;
  let encoded: string;
  try {
    encoded = encodeURIComponent(text);
  } catch {
    // URIError: a lone surrogate, which is rare enough to be looked for only now.
    encoded = encodeURIComponent(text.replace(LONE_SURROGATE_RE, "\uFFFD"));
  }
  return encoded.replace(SUB_DELIM_RE, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Text that percent-encoding leaves as it is: RFC 3986 unreserved characters only, e.g. "per_page" or "2024-01-31". */
const UNRESERVED_RE = /^[\w.~-]*$/;

/** A UTF-16 surrogate without its pair, e.g. "\uD800" alone: it has no UTF-8 form. */
const LONE_SURROGATE_RE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** What `encodeURIComponent` keeps that RFC 3986's unreserved set does not: `!'()*`. */
const SUB_DELIM_RE = /[!'()*]/g;
