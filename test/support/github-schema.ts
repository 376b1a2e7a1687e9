// The part of GitHub's OpenAPI description the all-operations test reads, and one sample value per
// schema: the same input always gives the same value, so a failure replays.
import type { Resolve } from "./json-pointer.mjs";

export { resolver, type Resolve } from "./json-pointer.mjs";

/** An OpenAPI schema, as far as sample values need it. */
export interface Schema {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly format?: string;
  readonly enum?: readonly unknown[];
  readonly items?: Schema;
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly required?: readonly string[];
  readonly oneOf?: readonly Schema[];
  readonly anyOf?: readonly Schema[];
  readonly allOf?: readonly Schema[];
}

/** A date-time, so that query values carry ":" to encode. */
const DATE_TIME = "2011-04-14T16:00:49Z";
/** Nested objects deeper than this are left out: GitHub's schemas nest a few levels at most. */
const MAX_DEPTH = 4;

/**
 * A simple valid value for `schema`: an enum's first value, 42 for an integer, 4.5 for a number,
 * `true`, `octo-<name>` for a string (no "." or "/", so never a dot-segment), one item for an
 * array, the required properties of an object (or its first one, when none is required), the
 * first alternative of `oneOf`/`anyOf`, and the properties of every `allOf` part.
 * @example
 * sampleValue({ type: "array", items: { type: "integer" } }, "ids", resolve); // [42]
 */
export function sampleValue(schema: Schema | undefined, name: string, resolve: Resolve, depth = 0): unknown {
  const node = resolve(schema) ?? {};
  if (node.enum !== undefined && node.enum.length > 0) return node.enum[0];
  // An object whose anyOf/oneOf parts only say which of its properties are required
  // ({ properties, anyOf: [{ required: ["source"] }, ...] }) is sampled as that object.
  const alternative = node.properties === undefined ? (node.oneOf?.[0] ?? node.anyOf?.[0]) : undefined;
  if (alternative !== undefined) return sampleValue(alternative, name, resolve, depth);
  if (node.allOf !== undefined) return sampleObject(mergeParts(node.allOf, resolve), resolve, depth);
  const type = Array.isArray(node.type) ? (node.type as readonly string[]).find((t) => t !== "null") : (node.type as string | undefined);
  switch (type ?? (node.properties === undefined ? "string" : "object")) {
    case "integer":
      return 42;
    case "number":
      return 4.5;
    case "boolean":
      return true;
    case "array":
      return [sampleValue(node.items, name, resolve, depth + 1)];
    case "object":
      return sampleObject(node, resolve, depth);
    default:
      return node.format === "date-time" ? DATE_TIME : `octo-${name}`;
  }
}

/** The object schema of `allOf` parts: their properties and required names together. */
function mergeParts(parts: readonly Schema[], resolve: Resolve): Schema {
  const resolved = parts.map((part) => resolve(part));
  return {
    properties: Object.assign({}, ...resolved.map((part) => part.properties)) as Record<string, Schema>,
    required: resolved.flatMap((part) => part.required ?? []),
  };
}

/** The required properties of an object schema, or its first property when none is required. */
function sampleObject(node: Schema, resolve: Resolve, depth: number): Record<string, unknown> {
  if (depth >= MAX_DEPTH) return {};
  const properties = node.properties ?? {};
  const required = node.required?.filter((key) => key in properties) ?? [];
  const keys = required.length > 0 ? required : Object.keys(properties).slice(0, 1);
  return Object.fromEntries(keys.map((key) => [key, sampleValue(properties[key], key, resolve, depth + 1)]));
}
