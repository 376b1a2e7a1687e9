import { isPlainObject, quote } from "@scope/kit";
import { OpenApiError, type OpenApiErrorPlace } from "./errors";
import type { ServerModel } from "./model";
import type { Resolve } from "./resolve-ref";

// A URL with a scheme, e.g. "https://api.stripe.com/"; anything else is relative, "//kubernetes.local" too.
const ABSOLUTE_URL_RE = /^[A-Za-z][A-Za-z\d+.-]*:/;
// A server variable, e.g. "{region}" in "https://{region}.example.com".
const VARIABLE_RE = /\{([^{}]*)\}/g;

/**
 * The server of an operation as the specification orders them: the operation's `servers`, else its
 * path item's, else the document's, else `"/"`; the first of the list, its variables at their
 * defaults. A relative URL is resolved against `documentUrl` when given, else kept and marked relative.
 * @see https://spec.openapis.org/oas/v3.1.0#server-object
 */
export function pickServer(
  lists: readonly unknown[],
  documentUrl: string | undefined,
  { resolve, place }: { resolve: Resolve; place: OpenApiErrorPlace },
): ServerModel {
  // An absent or empty list gives way to the next; the document's default server is "/".
  const list = lists.find((servers) => Array.isArray(servers) && servers.length > 0) as unknown[] | undefined;
  const server = resolve(list?.[0] ?? { url: "/" }, place);
  if (!isPlainObject(server) || typeof server.url !== "string") {
    throw new OpenApiError("INVALID_DOCUMENT", place, "a server has no url: expected { url: \"https://api.example.com\" }");
  }
  const url = substitute(server.url, server.variables, place);
  if (ABSOLUTE_URL_RE.test(url)) return { url, relative: false };
  if (documentUrl === undefined) return { url, relative: true };
  try {
    return { url: new URL(url, documentUrl).href, relative: false };
  } catch {
    throw new OpenApiError("RELATIVE_SERVER_URL", place, `the server ${quote(url)} cannot be resolved against the documentUrl ${quote(documentUrl)}: give an absolute documentUrl`);
  }
}

function substitute(url: string, variables: unknown, place: OpenApiErrorPlace): string {
  return url.replace(VARIABLE_RE, (_, name: string) => {
    const variable = isPlainObject(variables) && Object.hasOwn(variables, name) ? variables[name] : undefined;
    const value = isPlainObject(variable) ? variable.default : undefined;
    if (typeof value !== "string") {
      throw new OpenApiError("INVALID_DOCUMENT", place, `the server ${quote(url)} has no default for its variable ${quote(name)}: expected variables: { ${JSON.stringify(name)}: { default: "..." } }`);
    }
    return value;
  });
}
