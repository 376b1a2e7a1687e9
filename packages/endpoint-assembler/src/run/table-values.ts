// The values of a route table's call as its encoders receive them: each read once, through the one
// list bound (internal/list-bound.ts), and each encoder's refusal naming the parameter and its value.
import { UriTemplateValueError } from "@scope/url-expander";
import { InvalidParameterValueError } from "../errors/errors";
import { MAX_LIST_DEPTH, MAX_LIST_LENGTH, withinListBound } from "../encode/list-bound";
import type { Slot } from "../plan/slot-values";
import { slotValue, type Values } from "../plan/slot-values";
import { setOwn } from "../checks/plain-object";
import type { PartEncoder } from "../encode/style-encoders";
import { holdsBinary, jsonMembers, refuseBinary } from "../encode/value-text";

/** What a list beyond the bound was expected to be, as every table encoder's refusal says it. */
const LIST_BOUND = `lists of at most ${MAX_LIST_LENGTH} members in all (holes and the members of nested lists counted), ` +
  `nested at most ${MAX_LIST_DEPTH} deep (a cycle never ends)`;

/**
 * Refuses a value whose lists go beyond the one bound of every encoder, naming the operation and
 * the parameter; returns it otherwise.
 */
export function bounded(route: string, name: string, value: unknown): unknown {
  if (withinListBound(value)) return value;
  throw new InvalidParameterValueError(route, name, value, LIST_BOUND);
}

/** The value of a placed key that an encoder writes, read once (the call's, else the defaults'), within the list bound. */
export function valueOf(route: string, slot: Slot & { readonly wire: string }, call: Values, defaults: Values): unknown {
  return bounded(route, slot.wire, slotValue(slot, call, defaults));
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
export function nestedPathValues(values: Readonly<Record<string, unknown>>, variables: ReadonlySet<string>, template: string): Record<string, unknown> {
  const written: Record<string, unknown> = {};
  for (const name of variables) {
    if (Object.hasOwn(values, name)) setOwn(written, name, jsonMembers(bounded(template, name, values[name]), name, template));
  }
  return written;
}
