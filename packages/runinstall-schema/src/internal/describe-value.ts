// JSON Pointer paths of offending values, for error messages.
// Shim, to be removed: import `quote` and `describeValue` from "@scope/kit" directly.
export { describeValue, quote } from "@scope/kit";

/** Decodes one JSON Pointer segment (RFC 6901: `~1` is `/`, `~0` is `~`). */
export function decodeSegment(segment: string): string {
  return segment.replace(/~1/g, "/").replace(/~0/g, "~");
}

/** Encodes one JSON Pointer segment (RFC 6901). */
export function encodeSegment(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** The value a JSON Pointer names inside `root`, or `undefined` when there is none. */
export function valueAt(root: unknown, pointer: string): unknown {
  if (pointer === "") return root;
  let current: unknown = root;
  for (const segment of pointer.slice(1).split("/")) {
    if (current === null || typeof current !== "object") return undefined;
    const key = decodeSegment(segment);
    if (!Object.prototype.hasOwnProperty.call(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
