// Walks the collections of the parser's token tree (CST) before the document is built, with a stack
// of its own (any depth, no recursion, linear in the tokens): to find YAML nested too deep (the
// `yaml` composer recurses once per level, and thousands of `[` would overflow the call stack), and
// the `[` or `{` that an "end with a ]" error is about.
import type { CST } from "yaml";
import { MAX_DEPTH } from "./limits";

/** A sequence or mapping of the token tree, block or flow. */
type CollectionToken = CST.BlockMap | CST.BlockSequence | CST.FlowCollection;

/** Every collection token with its depth (0 at the top), in no particular order. */
function* collections(tokens: readonly CST.Token[]): Generator<[CollectionToken, number]> {
  const stack: [CST.Token | null | undefined, number][] = tokens.map((token) => [token, 0]);
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [token, depth] = next;
    if (token?.type === "document") stack.push([token.value, depth]);
    if (token === null || token === undefined || !("items" in token)) continue;
    yield [token, depth];
    for (const item of token.items) stack.push(["key" in item ? item.key : undefined, depth + 1], [item.value, depth + 1]);
  }
}

/**
 * The offset of a sequence or mapping nested deeper than `MAX_DEPTH` levels, or `undefined` when
 * there is none.
 */
export function tooDeepAt(tokens: readonly CST.Token[]): number | undefined {
  for (const [token, depth] of collections(tokens)) if (depth >= MAX_DEPTH) return token.offset;
  return undefined;
}

/**
 * The offset of the last `opener` (`[` or `{`) before `offset` whose flow collection is not closed:
 * where a "Flow sequence must end with a ]" error really is, while `yaml` reports the place it
 * looked for the `]` (the start of the next line, often an empty one). `undefined` when none.
 */
export function unclosedFlowAt(tokens: readonly CST.Token[], opener: "[" | "{", offset: number): number | undefined {
  const closer = opener === "[" ? "]" : "}";
  let found: number | undefined;
  for (const [token] of collections(tokens)) {
    if (token.type !== "flow-collection" || token.start.source !== opener || token.end[0]?.source === closer) continue;
    if (token.start.offset < offset && (found === undefined || token.start.offset > found)) found = token.start.offset;
  }
  return found;
}
