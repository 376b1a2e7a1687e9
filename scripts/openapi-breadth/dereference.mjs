// A description with its local `$ref`s replaced by what they point at, as swagger-client's resolver
// hands a description to its buildRequest. Shared targets stay shared and cycles stay cycles (the
// copy of a target is registered before its children are visited), so the result may be cyclic.
// Also the OpenAPI benchmark's (packages/openapi-routes/bench/calls.mjs).
import { pointed } from "../../test/support/json-pointer.mjs";

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
