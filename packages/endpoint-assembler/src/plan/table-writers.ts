// The writers a route table's plan chooses for its slots: each value read once, through the one
// list bound (encode/list-bound.ts), and each encoder's refusal naming the parameter and its value.
import { UriTemplateValueError, type UriTemplate } from "@scope/url-expander";
import { InvalidParameterValueError } from "../errors/errors";
import { bounded } from "../encode/list-bound";
import { setOwn } from "../checks/plain-object";
import type { PartEncoder } from "../encode/style-encoders";
import { headerValue } from "../encode/header-encoders";
import type { ParameterSpec } from "../encode/style-facts";
import { encodedName, holdsBinary, jsonMembers, refuseBinary } from "../encode/value-text";
import type { Slot, Values, Writer } from "../entry/entry";

/** The writer of a query or cookie slot: its encoder's part of a value within the list bound. */
export function partWriter(route: string, wire: string, encode: PartEncoder): Writer {
  return (value) => encodePart(route, wire, bounded(route, wire, value), encode);
}

/** The writer of a header slot: its value in the simple style, within the list bound; `undefined` for nothing. */
export function headerWriter(route: string, wire: string, spec: ParameterSpec): Writer {
  return (value) => headerValue(spec, wire, bounded(route, wire, value), route);
}

/**
 * The writer of a whole query from one template that expands the call's own values, as the URL
 * does (`undefined` for no template): each value within the bound first, read as the expander reads
 * it (`Object.hasOwn` first, which also keeps the read fast on calls of many shapes). It gives
 * `undefined` for a call with a nested value, which each key's encoder writes (as JSON text, where
 * OpenAPI leaves it undefined); any other value the expander refuses is refused naming the
 * operation, the parameter and the value.
 */
export function templateWriter(route: string, template: UriTemplate | undefined, slots: readonly Slot[]): ((call: Values) => string | undefined) | undefined {
  if (template === undefined) return undefined;
  return (call) => {
    for (let index = 0; index < slots.length; index++) {
      const slot = slots[index] as Slot;
      const name = slot.name;
      if (!Object.hasOwn(call, name)) continue;
      const value = call[name];
      if (typeof value === "object" && value !== null) bounded(route, slot.wire, value);
    }
    try {
      return template.expand(call);
    } catch (error) {
      if (!(error instanceof UriTemplateValueError)) throw error;
      if (error.code === "NESTED_COMPOSITE") return undefined;
      const slot = slots.find(({ wire }) => wire === error.variable || encodedName(wire) === error.variable);
      throw new InvalidParameterValueError(route, slot?.wire ?? error.variable, slot && call[slot.name], `a value the form style can write (${error.code})`);
    }
  };
}

/**
 * `encode(value)`; a value the form style's expander refuses (a function, a class instance, a lone
 * surrogate) is refused naming the operation, the parameter and the value.
 */
export function encodePart(route: string, name: string, value: unknown, encode: PartEncoder): string {
  try {
    return encode(value);
  } catch (error) {
    if (!(error instanceof UriTemplateValueError)) throw error;
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
