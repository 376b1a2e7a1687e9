import { OpenApiError } from "./errors";
import { ownFields } from "./internal/own";
import type { OperationModel } from "./model";
import { pickServer } from "./pick-server";
import { readBody } from "./read-body";
import { readParameters } from "./read-parameters";
import { createResolver, type Resolve } from "./resolve-ref";
import { createSchemaReader, type SchemaReader } from "./schema-reader";

/** The operation fields of a Path Item Object, in the specification's order. */
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
// The versions this package reads, e.g. "3.0.3" or "3.1.0".
const VERSION_RE = /^3\.[01]\.\d+/;

/** How to read a description: where it came from, and what to do with an operation that cannot be built. */
export interface ReadOptions {
  readonly documentUrl: string | undefined;
  /** `"entry"`: the operation's model says why (`unbuildable`); `"throw"`: its error refuses the description. */
  readonly unbuildable: "entry" | "throw";
}

interface DocumentContext extends ReadOptions {
  readonly document: Readonly<Record<string, unknown>>;
  readonly resolve: Resolve;
  readonly schemas: SchemaReader;
}

/**
 * Every operation of an OpenAPI 3.0 or 3.1 document, in the document's order, references resolved
 * and defaults applied. Throws {@link OpenApiError} for what makes the whole description unusable
 * (not an OpenAPI 3 document, `paths` or a path item of the wrong shape, a media type no header may
 * carry); an operation that cannot be built is returned with why (`unbuildable`). Only own fields are
 * read: a field `Object.prototype` holds is no field of the description. `x-` keys of `paths` are
 * extensions, skipped.
 */
export function readOperations(given: unknown, options: ReadOptions): OperationModel[] {
  const document = ownFields(given);
  if (document === undefined) throw new OpenApiError("DOCUMENT_OBJECT", { value: given });
  if (typeof document.openapi !== "string" || !VERSION_RE.test(document.openapi)) {
    const swagger = typeof document.swagger === "string";
    throw new OpenApiError("VERSION", { value: swagger ? document.swagger : document.openapi, other: swagger ? "swagger" : "openapi" });
  }
  const paths = document.paths === undefined ? {} : ownFields(document.paths);
  if (paths === undefined) throw new OpenApiError("PATHS_OBJECT", { value: document.paths });
  const resolve = createResolver(given as Record<string, unknown>);
  const context: DocumentContext = { ...options, document, resolve, schemas: createSchemaReader(resolve) };
  const operations: OperationModel[] = [];
  for (const path of Object.keys(paths)) {
    if (path.startsWith("x-")) continue;
    if (!path.startsWith("/")) throw new OpenApiError("PATH_SLASH", { text: path });
    const resolved = resolve(paths[path], { parameter: `paths ${path}` });
    const item = ownFields(resolved);
    if (item === undefined) throw new OpenApiError("PATH_ITEM", { text: path, value: resolved });
    for (const method of METHODS) {
      if (item[method] !== undefined) operations.push(readOperation(`${method.toUpperCase()} ${path}`, item, context));
    }
  }
  return operations;
}

function readOperation(route: string, item: Readonly<Record<string, unknown>>, context: DocumentContext): OperationModel {
  const path = route.slice(route.indexOf(" ") + 1);
  const given = item[route.slice(0, route.indexOf(" ")).toLowerCase()];
  const operation = ownFields(given);
  let server: OperationModel["server"];
  try {
    if (operation === undefined) throw new OpenApiError("OPERATION", { route, value: given });
    const { resolve, schemas } = context;
    server = pickServer([operation.servers, item.servers, context.document.servers], context.documentUrl, { resolve, place: { route } });
    const body = readBody(operation.requestBody, { resolve, schemas, route });
    return {
      route,
      ...(typeof operation.operationId === "string" ? { operationId: operation.operationId } : {}),
      server,
      parameters: readParameters(item.parameters, operation.parameters, { resolve, schemas, route, path }),
      ...(body === undefined ? {} : { body }),
      ...(operation.security === undefined ? {} : { security: operation.security }),
    };
  } catch (error) {
    // A media type that would reach a header refuses the description: a table must never carry it.
    if (!(error instanceof OpenApiError) || error.reason === "MEDIA_CHARACTER" || context.unbuildable === "throw") throw error;
    return { route, ...(server === undefined ? {} : { server }), parameters: [], unbuildable: error.message };
  }
}
