// A description with its local `$ref`s replaced by what they point at, as swagger-client's resolver
// hands a description to its buildRequest. Shared targets stay shared and cycles stay cycles (the
// copy of a target is registered before its children are visited), so the result may be cyclic.

/** The node a local JSON pointer (`#/components/schemas/Pet`, RFC 6901 escapes) names, or undefined. */
function pointed(document, ref) {
  let at = document;
  for (const raw of ref.slice(2).split("/")) {
    if (raw === "" && ref === "#/") break;
    const key = decodeURIComponent(raw).replaceAll("~1", "/").replaceAll("~0", "~");
    if (typeof at !== "object" || at === null || !Object.hasOwn(at, key)) return undefined;
    at = at[key];
  }
  return at;
}

/** `document` with every resolvable local `$ref` replaced; unresolvable ones are left as they are. */
export function dereference(document) {
  const copies = new Map();
  const resolving = new Set();
  function visit(node) {
    if (typeof node !== "object" || node === null) return node;
    if (typeof node.$ref === "string" && node.$ref.startsWith("#")) {
      const target = pointed(document, node.$ref);
      if (target === undefined || resolving.has(node.$ref)) return node;
      resolving.add(node.$ref);
      const copy = visit(target);
      resolving.delete(node.$ref);
      return copy;
    }
    if (copies.has(node)) return copies.get(node);
    const copy = Array.isArray(node) ? [] : {};
    copies.set(node, copy);
    for (const [key, value] of Object.entries(node)) copy[key] = visit(value);
    return copy;
  }
  return visit(document);
}
