import { OpenApiError, type OpenApiErrorPlace } from "./errors";
import { ownFields } from "./internal/own";
import { withoutUserinfo } from "@scope/kit";
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
 * The URL's userinfo (`user:TOKEN@`), from the description or from `documentUrl`, is never kept.
 * @see https://spec.openapis.org/oas/v3.1.0#server-object
 */
export function pickServer(
  lists: readonly unknown[],
  documentUrl: string | undefined,
  { resolve, place }: { resolve: Resolve; place: OpenApiErrorPlace },
): ServerModel {
  // An absent or empty list gives way to the next; the document's default server is "/".
  const list = lists.find((servers) => Array.isArray(servers) && servers.length > 0) as unknown[] | undefined;
  const server = ownFields(resolve(list?.[0] ?? { url: "/" }, place));
  if (server === undefined || typeof server.url !== "string") throw new OpenApiError("SERVER_URL", place);
  const url = substitute(server.url, server.variables, place);
  if (ABSOLUTE_URL_RE.test(url)) return { url: withoutUserinfo(url, 0, false)[0], relative: false };
  if (documentUrl === undefined) return { url: withoutUserinfo(url, 0, false)[0], relative: true };
  let resolved: URL | undefined;
  try {
    resolved = new URL(url, documentUrl);
  } catch {
    // A base that takes no relative URL ("data:,x"), or a URL no base can complete.
  }
  if (resolved === undefined) throw new OpenApiError("SERVER_RESOLVE", { ...place, text: url, other: documentUrl });
  return { url: withoutUserinfo(resolved.href, 0, false)[0], relative: false };
}

function substitute(url: string, variables: unknown, place: OpenApiErrorPlace): string {
  const known = ownFields(variables);
  return url.replace(VARIABLE_RE, (_, name: string) => {
    const value = ownFields(known?.[name])?.default;
    if (typeof value !== "string") throw new OpenApiError("SERVER_VARIABLE", { ...place, text: url, other: name });
    return value;
  });
}
