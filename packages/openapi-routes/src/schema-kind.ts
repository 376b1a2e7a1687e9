import { isPlainObject } from "@scope/kit";
import type { OpenApiErrorPlace } from "./errors";
import type { Resolve } from "./resolve-ref";

/** What a schema says of its values' shape, as far as serialization cares. */
export type SchemaKind = "primitive" | "structured";

const PRIMITIVE_TYPES = new Set(["string", "number", "integer", "boolean", "null"]);
/** Nesting of `allOf`/`anyOf`/`oneOf` followed before calling a schema structured: real ones nest two or three. */
const MAX_DEPTH = 8;

/**
 * Whether every value a schema allows is a primitive (string, number, integer, boolean, null),
 * which every style serializes alike as `name=value`; anything else (an array, an object, a schema
 * that does not say) is structured, and its style matters.
 * @example
 * schemaKind({ type: "string" }, resolve, {}); // => "primitive"
 * schemaKind({ anyOf: [{ type: "integer" }, { type: "object" }] }, resolve, {}); // => "structured"
 */
export function schemaKind(schema: unknown, resolve: Resolve, place: OpenApiErrorPlace, depth = 0): SchemaKind {
  const value = resolve(schema, place);
  if (!isPlainObject(value) || depth > MAX_DEPTH) return "structured";
  if (Array.isArray(value.enum) && value.enum.every((item) => item === null || typeof item !== "object")) return "primitive";
  const types = Array.isArray(value.type) ? value.type : [value.type];
  if (value.type !== undefined) return types.every((type) => PRIMITIVE_TYPES.has(type as string)) ? "primitive" : "structured";
  const parts = [value.allOf, value.anyOf, value.oneOf].filter(Array.isArray).flat() as unknown[];
  if (parts.length === 0) return "structured";
  const kinds = parts.map((part) => schemaKind(part, resolve, place, depth + 1));
  return kinds.every((kind) => kind === "primitive") ? "primitive" : "structured";
}

/**
 * The top-level properties of an object schema (`allOf` parts merged), by name: their kind each.
 * Empty for a schema that is not an object or names no properties.
 */
export function propertyKinds(schema: unknown, resolve: Resolve, place: OpenApiErrorPlace, depth = 0): Map<string, SchemaKind> {
  const kinds = new Map<string, SchemaKind>();
  const value = resolve(schema, place);
  if (!isPlainObject(value) || depth > MAX_DEPTH) return kinds;
  if (isPlainObject(value.properties)) {
    for (const [name, property] of Object.entries(value.properties)) kinds.set(name, schemaKind(property, resolve, place));
  }
  for (const part of Array.isArray(value.allOf) ? (value.allOf as unknown[]) : []) {
    for (const [name, kind] of propertyKinds(part, resolve, place, depth + 1)) kinds.set(name, kind);
  }
  return kinds;
}
