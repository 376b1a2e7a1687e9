// The writers a route table's plan chooses for its slots: each value read once, through the one
// list bound (encode/list-bound.ts), and each encoder's refusal naming the parameter and its value.
import { setOwn } from "../checks/plain-object";
import { encodePart, type PartEncoder } from "../encode/style-encoders";
import { headerValue } from "../encode/header-encoders";
import type { ParameterSpec } from "../encode/style-facts";
import { jsonMembers } from "../encode/value-text";
import type { Values, Writer } from "../entry/entry";

/** The writer of a query or cookie slot: its encoder's part of a value, bounded as the encoder walks it. */
export function partWriter(route: string, wire: string, encode: PartEncoder): Writer {
  return (value) => encodePart(route, wire, value, encode);
}

/** The writer of a header slot: its value in the simple style, bounded as it is walked; `undefined` for nothing. */
export function headerWriter(route: string, wire: string, spec: ParameterSpec): Writer {
  return (value) => encodePart(route, wire, value, (value) => headerValue(spec, wire, value, route));
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
    if (Object.hasOwn(values, name)) setOwn(written, name, encodePart(template, name, values[name], (value) => jsonMembers(value, name, template)));
  }
  return written;
}
