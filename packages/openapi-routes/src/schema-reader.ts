import { isPlainObject } from "@scope/kit";
import type { OpenApiErrorPlace } from "./errors";
import { ownFields } from "./internal/own";
import type { Resolve } from "./resolve-ref";

/** What a schema says of its values' shape, as far as serialization cares. */
export type SchemaKind = "primitive" | "structured";

/** The top-level properties of an object schema, as a body's keys meet them. */
export interface ObjectShape {
  /** Each property's schema, by name: `properties` of the schema and of its `allOf` parts (a later part wins). */
  readonly properties: ReadonlyMap<string, unknown>;
  /** Every name a body may hold by the schema: the above and those of its `anyOf` and `oneOf` parts. */
  readonly names: ReadonlySet<string>;
  /** `names` as a list, one for the schema: every operation naming the schema shares it. */
  readonly list: readonly string[];
  /**
   * True when the schema allows other properties: `additionalProperties` given and not `false`, here
   * or in a part, or a bare `{ type: "object" }` (no properties, no parts, no `additionalProperties`),
   * whose properties JSON Schema leaves open (33.4: flat keys taken, as additional properties).
   */
  readonly open: boolean;
}

/** Reads schemas, each one once: what a schema says is remembered, so a schema named a thousand times costs one reading. */
export interface SchemaReader {
  /** Whether every value `schema` allows is a primitive (string, number, integer, boolean, null). */
  kind(schema: unknown, place: OpenApiErrorPlace): SchemaKind;
  /** The top-level properties of an object schema; none for a schema that names none. */
  shape(schema: unknown, place: OpenApiErrorPlace): ObjectShape;
  /** The properties of `shape(schema)` that are not primitive, one list for the schema (shared, like `list`). */
  structured(schema: unknown, place: OpenApiErrorPlace): readonly string[];
}

const PRIMITIVE_TYPES = new Set(["string", "number", "integer", "boolean", "null"]);
/** Nesting of `allOf`/`anyOf`/`oneOf` followed before calling a schema structured: real ones nest two or three; the stack stays short. */
const MAX_DEPTH = 64;
const NO_SHAPE: ObjectShape = { properties: new Map(), names: new Set(), list: [], open: false };
/** Marks a schema whose shape is being read: met again inside itself (a recursive `allOf`), it adds nothing. */
const READING: ObjectShape = { properties: new Map(), names: new Set(), list: [], open: false };

/**
 * A reader of the schemas of one document. `kind`, `shape` and `structured` remember their answer for
 * each schema object (after `$ref`s are followed), so that the whole compile is linear in the
 * description's size however often, and however deeply, schemas name each other (`anyOf` of `$ref`s
 * of `anyOf`...), and however many operations share a schema of many properties (32.5: the lists
 * are shared, never rebuilt per operation).
 * A schema met again while it is being read (a recursive schema) counts as structured.
 * @example
 * const reader = createSchemaReader(createResolver(document));
 * reader.kind({ anyOf: [{ type: "integer" }, { type: "object" }] }, {}); // => "structured"
 */
export function createSchemaReader(resolve: Resolve): SchemaReader {
  const kinds = new Map<object, SchemaKind | "reading">();
  const shapes = new Map<object, ObjectShape>();
  const structured = new Map<object, readonly string[]>();
  const kind = (schema: unknown, place: OpenApiErrorPlace, depth: number): SchemaKind => {
    const target = resolve(schema, place);
    if (!isPlainObject(target) || depth > MAX_DEPTH) return "structured";
    const known = kinds.get(target);
    if (known !== undefined) return known === "reading" ? "structured" : known;
    kinds.set(target, "reading");
    const found = kindOf(ownFields(target) ?? {}, (part) => kind(part, place, depth + 1));
    kinds.set(target, found);
    return found;
  };
  const shape = (schema: unknown, place: OpenApiErrorPlace, depth: number): ObjectShape => {
    const target = resolve(schema, place);
    if (!isPlainObject(target) || depth > MAX_DEPTH) return NO_SHAPE;
    const known = shapes.get(target);
    if (known !== undefined) return known === READING ? NO_SHAPE : known;
    shapes.set(target, READING);
    const read = readShape(ownFields(target) ?? {}, (part) => shape(part, place, depth + 1), (part) => resolve(part, place));
    shapes.set(target, read);
    return read;
  };
  return {
    kind: (schema, place) => kind(schema, place, 0),
    shape: (schema, place) => shape(schema, place, 0),
    structured(schema, place) {
      const target = resolve(schema, place);
      if (!isPlainObject(target)) return [];
      const known = structured.get(target);
      if (known !== undefined) return known;
      const names = [...shape(target, place, 0).properties].flatMap(([name, property]) => (kind(property, place, 0) === "structured" ? [name] : []));
      structured.set(target, names);
      return names;
    },
  };
}

function kindOf(value: Readonly<Record<string, unknown>>, partKind: (part: unknown) => SchemaKind): SchemaKind {
  if (Array.isArray(value.enum) && value.enum.every((item) => item === null || typeof item !== "object")) return "primitive";
  if (value.type !== undefined) {
    const types: unknown[] = Array.isArray(value.type) ? value.type : [value.type];
    return types.every((type) => typeof type === "string" && PRIMITIVE_TYPES.has(type)) ? "primitive" : "structured";
  }
  const parts = partsOf(value, ["allOf", "anyOf", "oneOf"]);
  if (parts.length === 0) return "structured";
  return parts.every((part) => partKind(part) === "primitive") ? "primitive" : "structured";
}

/** True for a `type` that allows an object: none given, `"object"`, or a list holding it. */
function allowsObject(type: unknown): boolean {
  return type === undefined || type === "object" || (Array.isArray(type) && type.includes("object"));
}

function partsOf(value: Readonly<Record<string, unknown>>, fields: readonly string[]): unknown[] {
  return fields.flatMap((field) => (Array.isArray(value[field]) ? (value[field] as unknown[]) : []));
}

/**
 * The shape of one schema from its own fields and the shapes of its parts (each read once, by
 * `partShape`): its `properties`, then those of its `allOf` parts (a later part wins); the names of
 * every part; open when it or a part allows other properties. A schema of one distinct part and no
 * properties of its own shares that part's shape, so a chain of schemas naming the next costs one
 * shape, not one per link.
 */
function readShape(value: Readonly<Record<string, unknown>>, partShape: (part: unknown) => ObjectShape, target: (part: unknown) => unknown): ObjectShape {
  // `properties` apply to objects only (JSON Schema): a schema of another type (an array whose
  // description also lists properties, formapi's batch) names no key by its own; its parts may.
  const object = allowsObject(value.type);
  const own = Object.entries((object && ownFields(value.properties)) || {});
  const parts: { shape: ObjectShape; merged: boolean; bare: boolean }[] = [];
  const seen = new Set<unknown>();
  for (const [field, merged] of [["allOf", true], ["anyOf", false], ["oneOf", false]] as const) {
    for (const part of partsOf(value, [field])) {
      const found = target(part);
      if (seen.has(found)) continue;
      seen.add(found);
      // The part already resolved: its `$ref` chain is followed once.
      parts.push({ shape: partShape(found), merged, bare: isPlainObject(found) && isBareObject(ownFields(found) ?? {}) });
    }
  }
  // A part's own bare `{ type: "object" }` opens that part alone, not the schema naming it.
  const partOpen = parts.some((part) => part.shape.open && !part.bare);
  const open = (object && value.additionalProperties !== undefined && value.additionalProperties !== false) || isBareObject(value) || partOpen;
  const only = parts[0];
  if (own.length === 0 && parts.length === 1 && only !== undefined && only.merged && !only.bare && only.shape.open === open) return only.shape;
  const properties = new Map<string, unknown>(own);
  const names = new Set<string>(properties.keys());
  for (const part of parts) {
    for (const name of part.shape.list) names.add(name);
    if (part.merged) for (const [name, property] of part.shape.properties) properties.set(name, property);
  }
  return { properties, names, list: [...names], open };
}

/** `{ type: "object" }` and nothing that names or closes its properties (`properties: {}` names none). */
function isBareObject(value: Readonly<Record<string, unknown>>): boolean {
  const types: unknown[] = Array.isArray(value.type) ? value.type : [value.type];
  if (!types.includes("object") || value.additionalProperties !== undefined) return false;
  if (partsOf(value, ["allOf", "anyOf", "oneOf"]).length > 0) return false;
  return Object.keys(ownFields(value.properties) ?? {}).length === 0;
}
