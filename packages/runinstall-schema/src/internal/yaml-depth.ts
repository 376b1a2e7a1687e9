// Finds YAML nested too deep in the parser's token tree (CST) before the document is built: the
// `yaml` composer recurses once per level, and thousands of `[` would overflow the call stack.
import type { CST } from "yaml";
import { MAX_DEPTH } from "./limits";

/**
 * The offset of a sequence or mapping nested deeper than `MAX_DEPTH` levels, or `undefined` when
 * there is none. Walks the tokens with its own stack, so any depth is measured without recursion,
 * in time linear in the number of tokens.
 */
export function tooDeepAt(tokens: readonly CST.Token[]): number | undefined {
  const stack: [CST.Token | null | undefined, number][] = tokens.map((token) => [token, 0]);
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [token, depth] = next;
    if (token?.type === "document") stack.push([token.value, depth]);
    if (token === null || token === undefined || !("items" in token)) continue;
    if (depth >= MAX_DEPTH) return token.offset;
    for (const item of token.items) stack.push(["key" in item ? item.key : undefined, depth + 1], [item.value, depth + 1]);
  }
  return undefined;
}
