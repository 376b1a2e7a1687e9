// The text of one value or member, as the route tables' encoders write it: a scalar as its text,
// JSON text for a `content: application/json` value and, where the specification leaves a shape
// undefined (an object inside a list, a list inside an object), for that member, as swagger-client
// writes it; and RFC 3986 percent-encoding, the expander's, with its one lone-surrogate policy (refused).
import { setOwn } from "@scope/kit";
import { encodeUnreserved, UriTemplateValueError } from "@scope/url-expander";
import { InvalidParameterValueError } from "../errors/errors";
import { BINARY_VALUE, VALUE_JSON, VALUE_SCALAR } from "../errors/messages";
import { scalarText } from "./scalar-text";
import { entered, MAX_LIST_LENGTH, refuseList, within, type ListBudget } from "./list-bound";

/** The text of a primitive; an object, a function or a symbol has none in these styles. */
export function primitiveText(value: unknown, wire: string, route: string): string {
  const text = scalarText(value);
  if (text !== undefined) return text;
  throw new InvalidParameterValueError(route, wire, value, VALUE_SCALAR);
}

/**
 * The text of a member of a list or an object: a scalar's text, else JSON text. Where OpenAPI
 * leaves a nested value undefined (an object in a form list, an object member in a simple path
 * segment or header), swagger-client writes it as JSON, and so do we.
 * @example
 * memberText({ a: 1 }, "x", "GET /y"); // => '{"a":1}'
 */
export function memberText(value: unknown, wire: string, route: string, budget?: ListBudget): string {
  return scalarText(value) ?? jsonText(value, wire, route, budget);
}

/**
 * The text of a JSON body given as a string (`data`): JSON text as it is (a body already written),
 * else that string as JSON text, as it is always where the schema is a scalar (`scalar`, the table's
 * `j`). A body sent as JSON is JSON text (RFC 8259 section 2): `"fix"` rather than `fix`, which no
 * server can parse.
 * @example
 * jsonBodyText("fix", false, "POST /y"); // => '"fix"'
 * jsonBodyText('{"a":1}', false, "POST /y"); // => '{"a":1}'
 */
export function jsonBodyText(data: string, scalar: boolean, route: string): string {
  if (!scalar) {
    try {
      JSON.parse(data);
      return data;
    } catch {
      // No JSON text: the string is the value.
    }
  }
  return jsonText(data, "data", route);
}

/**
 * `JSON.stringify(value)`, for a parameter described by `content: application/json` (bigints as
 * their digits). A Blob, File or bytes at any depth is refused ({@link refuseBinary}): JSON writes
 * them as `{}` (a Node `Buffer` as its `toJSON`), never as their content. JSON walks the value
 * itself: the list bound's walk goes first, only here where JSON is written, within `budget` when
 * the value is a member of one a writer counts.
 */
export function jsonText(value: unknown, wire: string, route: string, budget?: ListBudget): string {
  if (!within(value, budget ?? { left: MAX_LIST_LENGTH, depth: 0 })) refuseList(route, wire, value);
  try {
    const text = JSON.stringify(value, function (this: Readonly<Record<string, unknown>>, key, member: unknown) {
      // An object's own value too, before its `toJSON` ran: a Buffer's gives an object. A scalar
      // member is not read again.
      if (typeof member === "object" && (isBinary(member) || isBinary(this[key]))) refuseBinary(route, wire, value);
      return typeof member === "bigint" ? member.toString() : member;
    });
    if (typeof text === "string") return text;
  } catch (error) {
    // A cycle is refused below; a binary value as it was.
    if (error instanceof InvalidParameterValueError) throw error;
  }
  throw new InvalidParameterValueError(route, wire, value, VALUE_JSON);
}

/**
 * True for a `Blob` (a `File` too), an `ArrayBuffer` and a view of one (a typed array, a Node
 * `Buffer`, a `DataView`): bytes that only a multipart part or a binary body can carry (issue 32.11).
 */
export function isBinary(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  return ArrayBuffer.isView(value) || value instanceof ArrayBuffer || (typeof Blob === "function" && value instanceof Blob);
}

/** A binary value, or a list holding one: what the form style's expander refuses as `UNSUPPORTED_TYPE`, said as {@link refuseBinary} says it. */
export function holdsBinary(value: unknown): boolean {
  return isBinary(value) || (Array.isArray(value) && value.some(isBinary));
}

/**
 * Refuses a Blob, File or bytes given where JSON or form-urlencoded text would write them as `{}`,
 * naming the operation, the field and the media types that carry bytes.
 */
export function refuseBinary(route: string, wire: string, value: unknown): never {
  throw new InvalidParameterValueError(route, wire, value, BINARY_VALUE);
}

/**
 * A list or object whose members that are themselves lists or objects are JSON text: what RFC 6570
 * cannot expand (NESTED_COMPOSITE), written as swagger-client writes it. Other values as they are.
 * Each list and object is counted within the list bound as it is written: the value itself in a new
 * budget, or in `counted` where the caller has counted it.
 * @example
 * jsonMembers([{ a: 1 }, "b"], "x", "GET /y"); // => ['{"a":1}', "b"]
 */
export function jsonMembers(value: unknown, wire: string, route: string, counted?: ListBudget): unknown {
  if (typeof value !== "object" || value === null) return value;
  const budget = counted ?? entered(value, route, wire);
  const text = (member: unknown): unknown => (typeof member === "object" && member !== null ? jsonText(member, wire, route, budget) : member);
  if (Array.isArray(value)) return value.map(text);
  const members: Record<string, unknown> = {};
  for (const key of Object.keys(value)) setOwn(members, key, text((value as Record<string, unknown>)[key]));
  return members;
}

/**
 * RFC 3986 percent-encoding of all but the unreserved characters: the expander's `encodeUnreserved`,
 * with its one lone-surrogate policy. A lone surrogate (no UTF-8 form) is refused as the form
 * style's expansion refuses it, `UriTemplateValueError` `LONE_SURROGATE` of `variable`, which
 * `encodePart` (plan/table-writers.ts) turns into the one typed error of every style:
 * `InvalidParameterValueError` naming the operation, the parameter and the value.
 * @example
 * encodeText("a b!"); // => "a%20b%21"
 */
export function encodeText(text: string, variable = ""): string {
  return encodeUnreserved(text, {
    onLoneSurrogate(index) {
      throw new UriTemplateValueError("LONE_SURROGATE", variable, "", { index });
    },
  });
}

/** `encodeText(wire)`, or `undefined` for a name with no UTF-8 form (a lone surrogate): refused once it is given a value. */
export function encodedName(wire: string): string | undefined {
  try {
    return encodeText(wire, wire);
  } catch {
    return undefined;
  }
}
