import { isPlainObject, quote } from "@scope/kit";
import { OpenApiError } from "./errors";
import type { OperationModel } from "./model";
import { pickServer } from "./pick-server";
import { readBody } from "./read-body";
import { readParameters } from "./read-parameters";
import { createResolver } from "./resolve-ref";

/** The operation fields of a Path Item Object, in the specification's order. */
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
// The versions this package reads, e.g. "3.0.3" or "3.1.0".
const VERSION_RE = /^3\.[01]\.\d+/;

/**
 * Every operation of an OpenAPI 3.0 or 3.1 document, in the document's order, references resolved
 * and defaults applied; throws {@link OpenApiError} for what does not follow the specification.
 */
export function readOperations(document: unknown, documentUrl: string | undefined): OperationModel[] {
  if (!isPlainObject(document)) {
    throw new OpenApiError("INVALID_DOCUMENT", {}, "the document is not an object: parse the JSON or YAML first");
  }
  if (typeof document.openapi !== "string" || !VERSION_RE.test(document.openapi)) {
    const found = typeof document.swagger === "string" ? `swagger ${quote(document.swagger)}` : `openapi ${JSON.stringify(document.openapi) ?? "missing"}`;
    throw new OpenApiError("INVALID_DOCUMENT", {}, `${found}: expected an OpenAPI 3.0 or 3.1 document, as in { openapi: "3.1.0", paths: {...} }`);
  }
  const paths = document.paths ?? {};
  if (!isPlainObject(paths)) throw new OpenApiError("INVALID_DOCUMENT", {}, "paths is not an object");
  const resolve = createResolver(document);
  const operations: OperationModel[] = [];
  for (const [path, pathValue] of Object.entries(paths)) {
    if (!path.startsWith("/")) throw new OpenApiError("INVALID_DOCUMENT", {}, `the path ${quote(path)} does not start with "/"`);
    const item = resolve(pathValue, { parameter: `paths ${path}` });
    if (!isPlainObject(item)) throw new OpenApiError("INVALID_DOCUMENT", {}, `the path item of ${quote(path)} is not an object`);
    for (const method of METHODS) {
      const operation = item[method];
      if (operation === undefined) continue;
      const route = `${method.toUpperCase()} ${path}`;
      if (!isPlainObject(operation)) throw new OpenApiError("INVALID_DOCUMENT", { route }, "the operation is not an object");
      const context = { resolve, route, path };
      const body = readBody(operation.requestBody, resolve, route);
      operations.push({
        route,
        ...(typeof operation.operationId === "string" ? { operationId: operation.operationId } : {}),
        // Own `servers` only: an inherited one (a polluted prototype) never moves a request (issue 26.3).
        server: pickServer([operation, item, document].map((object) => (Object.hasOwn(object, "servers") ? object.servers : undefined)), documentUrl, { resolve, place: { route } }),
        parameters: readParameters(item.parameters, operation.parameters, context),
        ...(body === undefined ? {} : { body }),
      });
    }
  }
  return operations;
}
