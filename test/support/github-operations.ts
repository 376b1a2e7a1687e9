// Every operation of GitHub's REST description (@octokit/openapi, pinned), as one call each:
// "<METHOD> <path>" and the parameters a client would pass, with values from the schemas.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolver, sampleValue, type Resolve, type Schema } from "./github-schema";

/** One operation, ready to call: `endpoint(route, options)`. */
export interface GithubCall {
  readonly operationId: string;
  readonly route: string;
  /** The path parameters' values, each once in the URL. */
  readonly path: Readonly<Record<string, unknown>>;
  readonly options: Readonly<Record<string, unknown>>;
  /** How the body, if any, is passed: its fields as parameters, or whole as `data`. */
  readonly body: "none" | "fields" | "data";
}

interface Parameter {
  readonly name: string;
  readonly in: string;
  readonly schema?: Schema;
}
interface Operation {
  readonly operationId: string;
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: { readonly content: Readonly<Record<string, { readonly schema?: Schema }>> };
}
/** A path item: its operations by method, and parameters shared by all of them. */
type PathItem = Readonly<Record<string, unknown>> & { readonly parameters?: readonly Parameter[] };
interface Description {
  readonly paths: Readonly<Record<string, PathItem>>;
}

const HTTP_METHODS = new Set(["get", "put", "post", "delete", "patch", "head", "options", "trace"]);
/** The named options of `endpoint()`: a body field of one of these names must travel as `data`. */
const NAMED_OPTIONS = new Set(["method", "url", "baseUrl", "headers", "mediaType", "data", "request"]);
const JSON_TYPE = "application/json";

/** The description, resolved through the package, never by a path outside the repository. */
function loadDescription(): Description {
  const file = createRequire(import.meta.url).resolve("@octokit/openapi/generated/api.github.com.json");
  return JSON.parse(readFileSync(file, "utf8")) as Description;
}

/** One call per operation, in the description's order. */
export function githubCalls(): GithubCall[] {
  const description = loadDescription();
  const resolve = resolver(description);
  return Object.entries(description.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, operation]) => toCall({ path, method, operation: operation as Operation, shared: item.parameters ?? [] }, resolve)),
  );
}

/** Where an operation stands in the description. */
interface Located {
  readonly path: string;
  readonly method: string;
  readonly operation: Operation;
  /** The path item's parameters, shared by its operations. */
  readonly shared: readonly Parameter[];
}

function toCall({ path, method, operation, shared }: Located, resolve: Resolve): GithubCall {
  const values = { path: {} as Record<string, unknown>, query: {} as Record<string, unknown> };
  for (const parameter of [...shared, ...(operation.parameters ?? [])].map((p) => resolve(p))) {
    if (parameter.in === "path" || parameter.in === "query") {
      values[parameter.in][parameter.name] = sampleValue(parameter.schema, parameter.name, resolve);
    }
  }
  const { body, kind } = sampleBody(operation, resolve);
  return {
    operationId: operation.operationId,
    route: `${method.toUpperCase()} ${path}`,
    path: values.path,
    options: { ...values.path, ...values.query, ...body },
    body: kind,
  };
}

/**
 * The body as options: a JSON object's fields as parameters (as clients pass them), unless one is
 * named like a named option (`url`), then the whole object as `data`; any other content type as
 * `data` with its `content-type` header.
 */
function sampleBody(operation: Operation, resolve: Resolve): { body: Record<string, unknown>; kind: GithubCall["body"] } {
  const content = operation.requestBody === undefined ? undefined : resolve(operation.requestBody).content;
  if (content === undefined) return { body: {}, kind: "none" };
  const json = content[JSON_TYPE];
  if (json === undefined) {
    const type = Object.keys(content)[0]!;
    const data = type === "application/octet-stream" ? new Uint8Array([0x89, 0x50, 0x4e, 0x47]) : "Hello **world**";
    return { body: { data, headers: { "content-type": type } }, kind: "data" };
  }
  const fields = sampleValue(json.schema, "body", resolve) as Record<string, unknown>;
  if (Object.keys(fields).some((key) => NAMED_OPTIONS.has(key))) return { body: { data: fields }, kind: "data" };
  return { body: fields, kind: "fields" };
}
