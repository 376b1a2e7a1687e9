import { isPlainObject } from "@scope/kit";
import { OpenApiError, type OpenApiErrorPlace } from "./errors";

/** Follows `$ref`s within one document: the object a reference names, checked at every step. */
export type Resolve = (value: unknown, place: OpenApiErrorPlace) => unknown;

/** The longest chain of references to references followed before giving up: far past any real description. */
const MAX_CHAIN = 64;

/**
 * A resolver of the local references (`"#/components/parameters/per-page"`) of `document`: it
 * returns the value itself when it is no reference, else the value at the end of the chain of
 * references. Only what is read is resolved, so a recursive schema elsewhere costs nothing.
 * Throws `UNRESOLVED_REF` for a reference into another document or to nothing, `CYCLIC_REF` for a
 * chain that comes back to itself.
 * @see https://spec.openapis.org/oas/v3.1.0#reference-object
 * @see https://www.rfc-editor.org/rfc/rfc6901 JSON Pointer
 * @example
 * const resolve = createResolver({ components: { parameters: { id: { name: "id", in: "path" } } } });
 * resolve({ $ref: "#/components/parameters/id" }, {}); // => { name: "id", in: "path" }
 */
export function createResolver(document: Readonly<Record<string, unknown>>): Resolve {
  // A description names the same few hundred components thousands of times: each pointer is walked once.
  const targets = new Map<string, unknown>();
  const target = (ref: string, place: OpenApiErrorPlace): unknown => {
    if (!targets.has(ref)) targets.set(ref, pointAt(document, ref, place));
    return targets.get(ref);
  };
  return (value, place) => {
    const seen: string[] = [];
    let current = value;
    while (isPlainObject(current) && Object.hasOwn(current, "$ref")) {
      const ref = current.$ref;
      if (typeof ref !== "string") {
        throw new OpenApiError("REF_STRING", { ...place, value: ref });
      }
      if (seen.includes(ref) || seen.length === MAX_CHAIN) {
        throw new OpenApiError("REF_CYCLE", { ...place, text: ref, value: seen.length });
      }
      seen.push(ref);
      current = target(ref, place);
    }
    return current;
  };
}

/** The value at the JSON pointer of a local reference, `#/a/b~1c` (`~1` is `/`, `~0` is `~`). */
function pointAt(document: Readonly<Record<string, unknown>>, ref: string, place: OpenApiErrorPlace): unknown {
  if (!ref.startsWith("#")) {
    throw new OpenApiError("REF_EXTERNAL", { ...place, text: ref });
  }
  let pointer: string;
  try {
    pointer = decodeURIComponent(ref.slice(1));
  } catch {
    throw new OpenApiError("REF_FRAGMENT", { ...place, text: ref });
  }
  if (pointer !== "" && !pointer.startsWith("/")) {
    throw new OpenApiError("REF_POINTER", { ...place, text: ref });
  }
  let current: unknown = document;
  for (const token of pointer === "" ? [] : pointer.slice(1).split("/")) {
    const key = token.replaceAll("~1", "/").replaceAll("~0", "~");
    const container = current as Record<string, unknown>;
    const found = (isPlainObject(current) || Array.isArray(current)) && Object.hasOwn(container, key);
    if (!found) throw new OpenApiError("REF_NOWHERE", { ...place, text: ref, other: key });
    current = container[key];
  }
  return current;
}
