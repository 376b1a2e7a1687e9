// Finds where a path of keys and indexes points in a parsed YAML document, for messages that give
// the line and column of an offending value. Each mapping gets an index of its keys the first time
// it is searched, so locating many paths stays linear in the document.
import { isMap, isScalar, isSeq } from "yaml";
import type { Node, Pair, ParsedNode, YAMLMap } from "yaml";

/** How far a path was followed: the offset of the last part found, and whether all of it was. */
export interface Located {
  offset: number;
  found: boolean;
}

/** A mapping's entries by key, written as strings as yamlToValue writes them (null is ""). */
const KEY_INDEXES = new WeakMap<YAMLMap, Map<string, Pair>>();

function entries(map: YAMLMap): Map<string, Pair> {
  let index = KEY_INDEXES.get(map);
  if (index === undefined) {
    index = new Map();
    for (const pair of map.items) {
      const key = isScalar(pair.key) ? pair.key.value : undefined;
      // The first of duplicate keys wins, as the document is refused at the second one anyway.
      if (key !== undefined && !index.has(String(key ?? ""))) index.set(String(key ?? ""), pair);
    }
    KEY_INDEXES.set(map, index);
  }
  return index;
}

/** The offset of a node or key, which every parsed node has. */
const start = (node: unknown, fallback: number): number => (node as Node | null)?.range?.[0] ?? fallback;

/**
 * Follows `segments` (keys and indexes) from `root`: the offset of the value each names, or of
 * its key in a mapping when it is the last one (the line a reader looks for). Stops at an alias, a
 * scalar or a missing key, at the offset of the last part found.
 */
export function locate(root: ParsedNode | null, segments: readonly string[]): Located {
  let node: unknown = root;
  let offset = start(root, 0);
  for (const [index, segment] of segments.entries()) {
    let next: Pair | unknown;
    if (isSeq(node) && /^(0|[1-9]\d*)$/.test(segment)) next = node.items[Number(segment)];
    else if (isMap(node)) next = entries(node).get(segment);
    if (next === undefined || next === null) return { offset, found: false };
    const pair = isMap(node) ? (next as Pair) : undefined;
    node = pair === undefined ? next : pair.value;
    offset = index === segments.length - 1 && pair !== undefined ? start(pair.key, offset) : start(node, offset);
  }
  return { offset, found: true };
}
