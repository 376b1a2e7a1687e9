// The writers a route table's plan chooses for its slots: each value read once, through the one
// list bound (encode/list-bound.ts), and each encoder's refusal naming the parameter and its value.
import { UriTemplateValueError } from "@scope/url-expander";
import { InvalidParameterValueError } from "../errors/errors";
import { bounded, flatBounded } from "../encode/list-bound";
import { setOwn } from "../checks/plain-object";
import { unreservedSet, type PartEncoder } from "../encode/style-encoders";
import { encodeQuery } from "../encode/encode-query";
import { scalarText } from "../encode/scalar-text";
import { headerValue } from "../encode/header-encoders";
import type { ParameterSpec } from "../encode/style-facts";
import { encodedName, holdsBinary, jsonMembers, refuseBinary } from "../encode/value-text";
import type { Values, Writer } from "../entry/entry";

/** The writer of a query or cookie slot: its encoder's part of a value within the list bound. */
export function partWriter(route: string, wire: string, encode: PartEncoder): Writer {
  return (value) => encodePart(route, wire, bounded(route, wire, value), encode);
}

/** The writer of a header slot: its value in the simple style, within the list bound; `undefined` for nothing. */
export function headerWriter(route: string, wire: string, spec: ParameterSpec): Writer {
  return (value) => headerValue(spec, wire, bounded(route, wire, value), route);
}

/**
 * The writer of a form-style query slot (exploded or not, without `+` or `J`): a scalar whose text
 * is ASCII written at once, `name=` (what the slot's encoder writes before a value) and the text
 * encoded as the form style's expansion encodes it; anything else (nothing, a list, an object, other
 * text) by the slot's encoder, as {@link partWriter} writes it. The same bytes and refusals, without a
 * template expanded per value, and each value read once: the form style refuses a member that is
 * itself a list or an object (which its encoder then bounds whole, to write it as JSON text), so the
 * bound of a list or object it writes is its own members, counted before any is read.
 * @example
 * formWriter(r, "state", queryEncoder(parseCode("q", r, "state"), "state", r))("open"); // => "state=open"
 */
export function formWriter(route: string, wire: string, encode: PartEncoder): Writer {
  const write: Writer = (value) => encodePart(route, wire, flatBounded(route, wire, value), encode);
  // A name with no UTF-8 form is refused by the encoder once it has a value.
  if (encodedName(wire) === undefined) return write;
  const prefix = encode("");
  const kept = unreservedSet();
  return (value) => {
    const text = scalarText(value);
    const encoded = text === undefined ? undefined : encodeQuery(route, wire, text, false, kept);
    return encoded === undefined ? write(value) : prefix + encoded;
  };
}

/**
 * `encode(value)`; a value the form style's expander refuses (a function, a class instance, a lone
 * surrogate) is refused naming the operation, the parameter and the value, after the list bound (a
 * value past it is refused as such, whatever else is wrong with it).
 */
export function encodePart(route: string, name: string, value: unknown, encode: PartEncoder): string {
  try {
    return encode(value);
  } catch (error) {
    if (!(error instanceof UriTemplateValueError)) throw error;
    bounded(route, name, value);
    if (holdsBinary(value)) refuseBinary(route, name, value);
    throw new InvalidParameterValueError(route, name, value, `a value the form style can write (${error.code})`);
  }
}

/**
 * The values of a URL's variables with each member that is itself a list or an object written as
 * JSON text (within the list bound): where OpenAPI leaves the shape undefined (an object inside a
 * simple path segment's object or list), what swagger-client writes. A route table endpoint's URL
 * expands them when RFC 6570 refuses the values as given (`NESTED_COMPOSITE`).
 * @example
 * nestedPathValues({ id: { a: { b: 1 } } }, new Set(["id"]), "/p/{id}"); // => { id: { a: '{"b":1}' } }
 */
export function nestedPathValues(values: Values, variables: ReadonlySet<string>, template: string): Record<string, unknown> {
  const written: Record<string, unknown> = {};
  for (const name of variables) {
    if (Object.hasOwn(values, name)) setOwn(written, name, jsonMembers(bounded(template, name, values[name]), name, template));
  }
  return written;
}
