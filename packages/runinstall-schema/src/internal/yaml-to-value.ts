// Turns a parsed YAML document into plain values in one pass in document order: aliases are looked
// up in a table of the anchors seen so far (O(1) each, where `yaml`'s own toJS searches the whole
// document per alias) and duplicate keys in an object's own keys (where `yaml` compares every key
// with every other).
import { setOwn } from "@scope/kit";
import { isAlias, isMap, isScalar, isSeq } from "yaml";
import type { Alias, ParsedNode, YAMLMap } from "yaml";
import { MAX_ALIASES } from "./limits";
import type { YamlProblem } from "./yaml-error";

/** Throws the error for a problem at an offset of the text. */
export type YamlFail = (problem: YamlProblem, offset: number) => never;

/** The state of one conversion: anchors seen so far, aliases met, how to fail. */
interface Converter {
  anchors: Map<string, unknown>;
  aliases: number;
  fail: YamlFail;
}

/** The value of the last anchor of this name before the alias; at most `MAX_ALIASES` aliases. */
function resolveAlias(converter: Converter, alias: Alias.Parsed): unknown {
  const [offset] = alias.range;
  converter.aliases += 1;
  if (converter.aliases > MAX_ALIASES) {
    converter.fail({ key: "TOO_MANY_ALIASES" }, offset);
  }
  if (!converter.anchors.has(alias.source)) {
    converter.fail({ key: "UNRESOLVED_ALIAS", detail: alias.source }, offset);
  }
  return converter.anchors.get(alias.source);
}

/** A mapping as a plain object; keys are scalars, written as strings, each at most once. */
function toObject(converter: Converter, map: YAMLMap.Parsed): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const pair of map.items) {
    const key = convert(converter, pair.key);
    const offset = pair.key?.range[0] ?? map.range[0];
    if (typeof key === "object" && key !== null) {
      converter.fail({ key: "NON_SCALAR_KEY" }, offset);
    }
    const name = key === null ? "" : String(key);
    if (Object.hasOwn(object, name)) converter.fail({ key: "DUPLICATE_KEY" }, offset);
    setOwn(object, name, convert(converter, pair.value));
  }
  return object;
}

/** One node as a plain value; its anchor, if any, then names that value. */
function convert(converter: Converter, node: ParsedNode | null): unknown {
  if (node === null) return null;
  if (isAlias(node)) return resolveAlias(converter, node);
  let value: unknown = null;
  if (isScalar(node)) value = node.value;
  else if (isSeq(node)) value = node.items.map((item) => convert(converter, item));
  else if (isMap(node)) value = toObject(converter, node);
  if (node.anchor !== undefined) converter.anchors.set(node.anchor, value);
  return value;
}

/**
 * The plain value of a document's contents: `null` for an empty one. A collection key, a
 * duplicate key, an unknown alias and more than `MAX_ALIASES` aliases call `fail`. An alias gives
 * the very value of its anchor (shared, not copied), so converting stays linear; the validator's
 * copy counts a shared value at each place it appears.
 */
export function yamlToValue(contents: ParsedNode | null, fail: YamlFail): unknown {
  return convert({ anchors: new Map(), aliases: 0, fail }, contents);
}
