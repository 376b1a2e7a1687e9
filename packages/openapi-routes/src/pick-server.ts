import { OpenApiError, type OpenApiErrorPlace } from "./errors";
import { ownFields } from "./internal/own";
import { setOwn, withoutUserinfo } from "@scope/kit";
import type { ServerModel } from "./model";
import type { Resolve } from "./resolve-ref";

// A URL with a scheme, e.g. "https://api.stripe.com/"; anything else is relative, "//kubernetes.local" too.
const ABSOLUTE_URL_RE = /^[A-Za-z][A-Za-z\d+.-]*:/;
// A server variable, e.g. "{region}" in "https://{region}.example.com".
const VARIABLE_RE = /\{([^{}]*)\}/g;
// A variable's placeholder while its template is resolved, e.g. "zqv0vqz".
const PLACEHOLDER_RE = /zqv(\d+)vqz/g;

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
  const model = resolveUrl(url, documentUrl, place);
  const variables = serverVariables(server.url, server.variables);
  // The template resolved as its URL is, its variables kept: `withServer` substitutes into it (issue 33.2).
  return variables === undefined ? model : { ...model, variables: [templateOf(server.url, url, documentUrl, place), variables] };
}

function resolveUrl(url: string, documentUrl: string | undefined, place: OpenApiErrorPlace): ServerModel {
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

/** Each variable the URL uses, as `[default, ...enum]` (enum members that are strings); `undefined` for a URL without variables. */
function serverVariables(url: string, variables: unknown): Record<string, string[]> | undefined {
  const known = ownFields(variables);
  const values: Record<string, string[]> = {};
  for (const [, name = ""] of url.matchAll(VARIABLE_RE)) {
    const variable = ownFields(known?.[name]);
    const list = Array.isArray(variable?.enum) ? variable.enum.filter((value): value is string => typeof value === "string") : [];
    // `substitute` has checked the default.
    setOwn(values, name, [variable?.default as string, ...list]);
  }
  return Object.keys(values).length === 0 ? undefined : values;
}

/**
 * The URL template resolved as the URL was: each variable stood for by a placeholder that URL
 * parsers keep as it is (lower-case letters and digits), then put back; userinfo dropped.
 */
function templateOf(template: string, url: string, documentUrl: string | undefined, place: OpenApiErrorPlace): string {
  const names: string[] = [];
  const marked = template.replace(VARIABLE_RE, (_, name: string) => `zqv${names.push(name) - 1}vqz`);
  // Resolved only where the URL was, and the template is as relative: "{server}" may default to an absolute URL.
  const relative = !ABSOLUTE_URL_RE.test(url) && !ABSOLUTE_URL_RE.test(marked);
  const resolved = resolveUrl(marked, relative ? documentUrl : undefined, place).url;
  return resolved.replace(PLACEHOLDER_RE, (_, index: string) => `{${names[Number(index)] ?? ""}}`);
}

/** The table's `o`: the template and variables of each server with variables, by its URL (as `s` writes it). */
export function serverTemplates(servers: readonly (ServerModel | undefined)[]): Record<string, NonNullable<ServerModel["variables"]>> {
  const templates: Record<string, NonNullable<ServerModel["variables"]>> = {};
  for (const server of servers) {
    // The model's own field: a polluted Object.prototype's `variables` is no server's.
    if (server !== undefined && Object.hasOwn(server, "variables") && server.variables !== undefined) setOwn(templates, server.url, server.variables);
  }
  return templates;
}
