// JSON pointers of one description (RFC 6901 in a URI fragment, RFC 3986): `#/paths/~1v2~1apps/get`.
// Plain JavaScript, so that the benchmarks import it on Node without a TypeScript step; typed by
// json-pointer.d.mts.

/**
 * The node `ref` points to in `document`, through own properties only: each token percent-decoded
 * (a fragment is a URI part), then `~1` read as "/" and `~0` as "~", in that order, so that `~01`
 * stays `~1`. `"#"` and `"#/"` point to the document.
 * @param {unknown} document
 * @param {string} ref `"#/components/schemas/customer"`
 * @returns {unknown} undefined where a token names nothing
 */
export function pointed(document, ref) {
  let node = document;
  for (const token of ref === "#" || ref === "#/" ? [] : ref.replace(/^#\//, "").split("/")) {
    const key = decodeURIComponent(token).replaceAll("~1", "/").replaceAll("~0", "~");
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return node;
}

/**
 * A `$ref` follower over one description: a node with a `$ref` gives the node it points to, until
 * a node without one (20 hops at most, so that a loop of references ends).
 * @param {unknown} document
 * @returns {<T>(node: T) => T}
 */
export function resolver(document) {
  return (node) => {
    let current = node;
    for (let hops = 0; hops < 20 && typeof current === "object" && current !== null && "$ref" in current; hops++) {
      current = pointed(document, String(current.$ref));
    }
    return current;
  };
}
