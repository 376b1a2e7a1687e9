import { encodeUnreserved, parseTemplate, UriTemplateValueError, type LoneSurrogateHandler } from "@scope/url-expander";
import { InvalidParameterValueError } from "../errors/errors";
import { asciiSet, encodeQuery } from "./encode-query";
import { scalarText } from "./scalar-text";
import type { ParameterSpec } from "./style-facts";
import { bounded, entered, type ListBudget } from "./list-bound";
import { encodedName, encodeText, holdsBinary, jsonMembers, jsonText, memberText, primitiveText, refuseBinary } from "./value-text";

/**
 * A set of `encodeQuery` with 1 for RFC 3986's unreserved characters, A-Z a-z 0-9 - . _ ~: what the
 * form style's expansion (@scope/url-expander's `encodeUnreserved`) leaves as they are. Made when a
 * writer is compiled, not at load: the minified engine loses the pure mark of a call at load, which
 * then stays in every app's bundle.
 * @example
 * encodeQuery("GET /x", "x", "it's 50%!", false, unreservedSet()); // => "it%27s%2050%25%21"
 */
export function unreservedSet(): Uint8Array {
  return asciiSet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~");
}

/**
 * Writes one value of a parameter: `name=value` parts without a leading separator, `""` for nothing.
 * Each list and object it walks is counted as it is reached ({@link entered}), in `budget` when the
 * value is part of one bounded whole (a form body's `data`), else in a new one.
 */
export type PartEncoder = (value: unknown, budget?: ListBudget) => string;

/**
 * `encode(value)`; whatever it refuses, a value past the list bound is refused as such (the one
 * walk of `bounded`, on a refusal only: the encoder counted as it wrote), and a value the form
 * style's expander refuses (a function, a class instance, a lone surrogate) is refused naming the
 * operation, the parameter and the value.
 */
export function encodePart<T>(route: string, name: string, value: unknown, encode: (value: unknown) => T): T {
  try {
    return encode(value);
  } catch (error) {
    bounded(route, name, value);
    if (!(error instanceof UriTemplateValueError)) throw error;
    if (holdsBinary(value)) refuseBinary(route, name, value);
    throw new InvalidParameterValueError(route, name, value, `a value the form style can write (${error.code})`);
  }
}

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
    const form = formEncoder(wire, false, spec.reserved, route);
    return (value, budget) => (value == null ? "" : form(jsonText(value, wire, route, budget)));
  }
  if (spec.style === undefined) return valueEncoder(wire, spec.reserved, route);
  const name = encodedName(wire);
  if (name === undefined) return refusedName(wire);
  switch (spec.style) {
    case "D":
      return (value, budget) => deepObject(name, value, wire, route, budget);
    case "W":
      return delimitedEncoder(name, wire, "%20", route);
    case "P":
      // `[`, `]`, `|` and space, the delimiters of deepObject and the delimited styles, MUST be
      // percent-encoded to comply with RFC 3986 (OpenAPI 3.1.1, Appendix E).
      return delimitedEncoder(name, wire, "%7C", route);
    default:
      return formEncoder(wire, spec.explode, spec.reserved, route);
  }
}

/**
 * A form body property with no explicit style, written by its value (OAS 3.0.4 4.7.15.2.1, 3.1.1
 * 4.8.15.4): an object as JSON text, an array item by item (an object item as JSON text, as
 * swagger-client writes it), a scalar as its text.
 * @example
 * valueEncoder("recipient", false, r)({ clientId: "c1" }); // => "recipient=%7B%22clientId%22%3A%22c1%22%7D"
 */
function valueEncoder(wire: string, reserved: boolean, route: string): PartEncoder {
  const form = formEncoder(wire, true, reserved, route);
  return (value, budget) => form(typeof value === "object" && value !== null && !Array.isArray(value) ? jsonText(value, wire, route, budget) : value, budget);
}

/**
 * `{?name}` or `{?name*}` compiled once, expanded without its `?`: the form style of RFC 6570,
 * section 3.2.8. A member that is itself a list or an object, which RFC 6570 cannot expand and
 * OpenAPI leaves undefined, is written as JSON text, as swagger-client writes it. A scalar, what
 * most query parameters and form fields hold, is written at once as the expansion writes it, without
 * a template expanded on an object made for the value: `name=` and its text, ASCII text by the
 * unreserved set in one pass (a call into the runtime costs more for short text), other text by the
 * expansion's own encoder.
 */
export function formEncoder(wire: string, explode: boolean, reserved: boolean, route: string): PartEncoder {
  if (encodedName(wire) === undefined) return refusedName(wire);
  const name = variableName(wire);
  const template = parseTemplate(`{?${name}${explode ? "*" : ""}}`, { hyphenatedNames: true });
  // A lone surrogate, which UTF-8 cannot write, is refused as the expansion refuses it.
  const refuse: LoneSurrogateHandler = {
    onLoneSurrogate: (index) => {
      throw new UriTemplateValueError("LONE_SURROGATE", name, template.template, { index });
    },
  };
  // allowReserved keeps reserved characters the unreserved set would escape: the expansion writes those.
  const kept = reserved ? undefined : unreservedSet();
  return (value, given) => {
    const text = kept && scalarText(value);
    if (kept && text !== undefined) return `${name}=${encodeQuery(route, wire, text, false, kept) ?? encodeUnreserved(text, refuse)}`;
    const budget = entered(value, route, wire, given);
    let part: string;
    try {
      part = template.expand({ [name]: value }).slice(1);
    } catch (error) {
      if (!(error instanceof UriTemplateValueError) || error.code !== "NESTED_COMPOSITE") throw error;
      part = template.expand({ [name]: jsonMembers(value, wire, route, budget) }).slice(1);
    }
    budget.depth -= 1;
    // allowReserved: the reserved characters of values stay as they are (OpenAPI, Parameter Object),
    // but those a query may not hold (`[`, `]`, `#`) or that form decoding reads (`&`, `=`, `+`).
    return reserved ? part.replace(RESERVED_ESCAPE_RE, (escape) => decodeURIComponent(escape)) : part;
  };
}

/** The encoder of a name with no UTF-8 form (a lone surrogate): nothing for no value, else the one lone-surrogate error. */
function refusedName(wire: string): PartEncoder {
  return (value) => (value == null ? "" : encodeText(wire, wire));
}

/** A wire name as an RFC 6570 varname: what is not a varchar percent-encoded, which the expansion writes as is. */
function variableName(wire: string): string {
  // A name with no UTF-8 form keeps its lone surrogate (its encoder refuses it once it has a value).
  const name = (encodedName(wire) ?? wire).replace(/~/g, "%7E");
  return name.startsWith(".") || name.endsWith(".") || name.includes("..") ? name.replace(/\./g, "%2E") : name;
}

/** Percent-escapes of the RFC 3986 reserved characters allowReserved keeps, e.g. `%2F` and `%3A`: not `[]#&=+`. */
const RESERVED_ESCAPE_RE = /%(?:3A|2F|3F|40|21|24|27|28|29|2A|2C|3B)/g;

/**
 * `name%5Bkey%5D=value` (`name[key]=value` encoded) for every leaf, nested brackets for nested
 * objects, indexes for arrays; a primitive is `name=value`. Each list and object is counted as it is
 * reached: within the list bound, no deeper than it allows, so no stack overflow either.
 */
function deepObject(prefix: string, value: unknown, wire: string, route: string, budget?: ListBudget): string {
  if (value == null) return "";
  if (typeof value !== "object") return `${prefix}=${encodeText(primitiveText(value, wire, route), wire)}`;
  const keys = Object.keys(value);
  const inner = entered(value, route, wire, budget, keys);
  let text = "";
  for (const key of keys) {
    text = joinFormPart(text, deepObject(`${prefix}%5B${encodeText(key, wire)}%5D`, (value as Record<string, unknown>)[key], wire, route, inner));
  }
  inner.depth -= 1;
  return text;
}

/** Query or form text with one more encoded part: one that writes nothing is left out, the others joined by `&`. */
export function joinFormPart(text: string, part: string): string {
  return part === "" ? text : text === "" ? part : `${text}&${part}`;
}

/** `name=a<sep>b<sep>c` for an array, `name=k<sep>v<sep>...` for an object (OpenAPI spaceDelimited, pipeDelimited); a nested member as JSON text. */
function delimitedEncoder(name: string, wire: string, separator: string, route: string): PartEncoder {
  return (value, given) => {
    if (value == null) return "";
    const budget = entered(value, route, wire, given);
    const members = typeof value !== "object" ? [value] : Array.isArray(value) ? value : Object.entries(value).flat();
    const texts = members.filter((member) => member != null).map((member) => encodeText(memberText(member, wire, route, budget), wire));
    budget.depth -= 1;
    return `${name}=${texts.join(separator)}`;
  };
}
