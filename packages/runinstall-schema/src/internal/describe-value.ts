// Short descriptions of offending values for error messages ("number 1", `string "--frozen-lockfile"`).

/** Longest quoted string before it is cut, so that a huge input gives a short message. */
const MAX_QUOTED = 40;

/** Quotes a string as JSON, cut to `MAX_QUOTED` characters with an ellipsis. */
export function quote(text: string): string {
  const cut = text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED)}…` : text;
  return JSON.stringify(cut);
}

/** Describes a value by its JSON type, quoting scalars: `number 1`, `array`, `null`. */
export function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  switch (typeof value) {
    case "string":
      return `string ${quote(value)}`;
    case "number":
    case "boolean":
    case "bigint":
      return `${typeof value} ${String(value)}`;
    default:
      return typeof value;
  }
}

/** Decodes one JSON Pointer segment (RFC 6901: `~1` is `/`, `~0` is `~`). */
function decodeSegment(segment: string): string {
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
