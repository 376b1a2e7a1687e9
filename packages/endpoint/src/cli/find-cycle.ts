/** Where a value holds itself: the member that refers back, and the value it refers to (JSON Pointers). */
export interface Cycle {
  /** The member whose value is one of its own containers, e.g. "/openapi/0". */
  at: string;
  /** That container, e.g. "/openapi" ("" is the whole value). */
  to: string;
}

interface Frame {
  value: object;
  pointer: string;
  keys: string[];
  next: number;
}

// RFC 6901: "~" is written "~0" and "/" is written "~1" in a reference token.
function token(key: string): string {
  return key.replaceAll("~", "~0").replaceAll("/", "~1");
}

/**
 * The first place where `value` (parsed JSON or YAML) holds one of its own containers, or
 * `undefined` when it is a tree or a graph without a cycle (a YAML alias may share a value). Each
 * object is walked once, without recursion: linear in the value's size, whatever its depth.
 *
 * @example
 * const a: unknown[] = []; a.push(a);
 * findCycle({ openapi: a }); // => { at: "/openapi/0", to: "/openapi" }
 * findCycle({ a: [1], b: [1] }); // => undefined
 */
export function findCycle(value: unknown): Cycle | undefined {
  if (value === null || typeof value !== "object") return undefined;
  const open = new Map<object, string>([[value, ""]]);
  const done = new Set<object>();
  const stack: Frame[] = [{ value, pointer: "", keys: Object.keys(value), next: 0 }];
  for (let frame = stack.at(-1); frame !== undefined; frame = stack.at(-1)) {
    const key = frame.keys[frame.next++];
    if (key === undefined) {
      stack.pop();
      open.delete(frame.value);
      done.add(frame.value);
      continue;
    }
    const member: unknown = (frame.value as Record<string, unknown>)[key];
    if (member === null || typeof member !== "object" || done.has(member)) continue;
    const pointer = `${frame.pointer}/${token(key)}`;
    const ancestor = open.get(member);
    if (ancestor !== undefined) return { at: pointer, to: ancestor };
    open.set(member, pointer);
    stack.push({ value: member, pointer, keys: Object.keys(member), next: 0 });
  }
  return undefined;
}
