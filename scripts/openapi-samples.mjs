// Sample values for the typing benchmarks: source text of a value that satisfies a schema of an
// OpenAPI description, and the parameters of its operations. Used by openapi-types-bench.mjs
// (GitHub) and openapi-stripe-types-bench.mjs (Stripe).

/** The sampling functions of one parsed description. */
export function createSampler(description) {
  /** A `$ref` followed to what it names. */
  function resolve(node) {
    return node?.$ref ? node.$ref.slice(2).split("/").reduce((at, key) => at[key], description) : node;
  }

  /** Source text of a value that satisfies `schema`: the first enum member or alternative, required properties only. */
  function sample(schema, depth = 0) {
    const node = resolve(schema) ?? {};
    if (node.enum) return JSON.stringify(node.enum.find((v) => v !== null) ?? null);
    if (node.properties || node.allOf || node.type === "object") return sampleObject(node, depth);
    const alternatives = node.oneOf ?? node.anyOf;
    if (alternatives) return sample(alternatives[0], depth);
    const type = Array.isArray(node.type) ? node.type.find((t) => t !== "null") : node.type;
    if (type === "integer" || type === "number") return "1";
    if (type === "boolean") return "true";
    if (type === "array") return "[]";
    return `"x"`;
  }

  /** The properties and the required names of an object schema, its `allOf` parts and its first alternative. */
  function objectShape(node) {
    const alternative = node.oneOf ?? node.anyOf;
    const parts = [node, ...(node.allOf ?? []), ...(alternative ? [alternative[0]] : [])].map(resolve);
    const properties = Object.assign({}, ...parts.map((part) => part.properties));
    const required = [...new Set(parts.flatMap((part) => part.required ?? []))];
    return { properties, required };
  }

  /** An object with the required properties of the schema. */
  function sampleObject(node, depth) {
    if (depth > 6) return "{}";
    const { properties, required } = objectShape(node);
    return `{ ${required.map((name) => `${JSON.stringify(name)}: ${sample(properties[name], depth + 1)}`).join(", ")} }`;
  }

  /** The parameters of an operation, path-level ones included, references resolved. */
  function parametersOf(item, operation) {
    return [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(resolve);
  }

  return { resolve, sample, objectShape, parametersOf };
}
