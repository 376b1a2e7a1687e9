// An independent model of what endpoint() builds from input it accepts: DESIGN.md's rules written
// out plainly, with no plan, cache, binding or fast path, to compare the engine with. The URL
// template is expanded by @scope/url-expander and `accept` amended by @scope/headers'
// applyMediaType and mergePreviews, each tested on its own against the RFC suite and the reference.
import { applyMediaType, mergePreviews } from "@scope/headers";
import { parseTemplate } from "@scope/url-expander";

type Options = Record<string, unknown>;
const RESERVED = new Set(["method", "url", "baseUrl", "headers", "mediaType", "request"]);

const isPlain = (value: unknown): value is Options =>
  typeof value === "object" && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value));

function define(target: Options, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function mergeObjects(base: Options, over: Options): Options {
  const result: Options = {};
  for (const [key, value] of Object.entries(base)) define(result, key, value);
  for (const [key, value] of Object.entries(over)) {
    define(result, key, isPlain(value) && isPlain(result[key]) ? mergeObjects(result[key] as Options, value) : value);
  }
  return result;
}

/** `merge(defaults, route, options)`: the call over the defaults, headers lower-cased, previews merged. */
export function modelMerge(defaults: Options, route: string | undefined, options: Options | undefined): Options {
  const call: Options = {};
  if (route !== undefined) {
    const space = route.indexOf(" ");
    if (space !== -1) call.method = route.slice(0, space);
    call.url = route.slice(space + 1);
  }
  for (const [key, value] of Object.entries(options ?? {})) if (value !== undefined) define(call, key, value);
  const headers: Options = {};
  for (const [name, value] of Object.entries(isPlain(defaults.headers) ? defaults.headers : {})) define(headers, name, value);
  for (const [name, value] of Object.entries(isPlain(call.headers) ? call.headers : {})) {
    if (value !== undefined) define(headers, name.toLowerCase(), value);
  }
  const rest: Options = {};
  for (const [key, value] of Object.entries(call)) if (key !== "headers") define(rest, key, value);
  const merged = mergeObjects(defaults, rest);
  merged.headers = headers;
  const mediaType = (merged.mediaType ?? {}) as { previews?: string[] };
  const previews = ((defaults.mediaType ?? {}) as { previews?: string[] }).previews ?? [];
  merged.mediaType = { ...mediaType, previews: mergePreviews(previews, mediaType.previews ?? []) };
  return merged;
}

/**
 * The URL expanded, cut at its fragment: the template split at each literal "#" and `{#x}`, the
 * first of them that adds something starts the fragment; a "#" a value puts before it is encoded.
 */
function expandUrl(template: string, parameters: Options): [string, string] {
  let before = "";
  let fragment: string | undefined;
  template.split(/(\{#[^}]*\}|#(?![^{}]*\}))/).forEach((piece, i) => {
    const text = piece === "" ? "" : parseTemplate(piece, { hyphenatedNames: true }).expand(parameters as never);
    if (fragment === undefined && i % 2 === 1 && text !== "") fragment = "";
    if (fragment === undefined) before += text.replaceAll("#", "%23");
    else fragment += text;
  });
  return [before, fragment ?? ""];
}

/** `parse(merged)`: the method, the URL expanded and joined, the query (before the fragment) or the body, accept amended. */
export function modelParse(merged: Options, vendor: string): Options {
  const method = String(merged.method).toUpperCase();
  const template = String(merged.url).replace(/:([a-z]\w+)/g, "{$1}");
  const parameters: Options = {};
  for (const [key, value] of Object.entries(merged)) if (!RESERVED.has(key)) define(parameters, key, value);
  const compiled = parseTemplate(template, { hyphenatedNames: true });
  const consumed = new Set<string>(compiled.variables);
  const [path, fragment] = expandUrl(template, parameters);
  let url = path;
  const base = typeof merged.baseUrl === "string" ? merged.baseUrl : "";
  if (!url.startsWith("http")) url = base.endsWith("/") && url.startsWith("/") ? base + url.slice(1) : base + url;
  const remaining = Object.entries(parameters).filter(([key, value]) => !consumed.has(key) && value !== undefined);
  const headers = { ...(merged.headers as Options) };
  const result: Options = { method, url, headers };
  if (method === "GET" || method === "HEAD") {
    for (const [key, value] of remaining) {
      if (value === null) continue;
      const text = encodeURIComponent(Array.isArray(value) ? value.join(",") : String(value));
      result.url += `${String(result.url).includes("?") ? "&" : "?"}${encodeURIComponent(key)}=${key === "q" ? text.replace(/%2B/gi, "+") : text}`;
    }
  } else if (!consumed.has("data") && merged.data !== undefined) {
    result.body = merged.data;
  } else if (remaining.length > 0) {
    result.body = {};
    for (const [key, value] of remaining) define(result.body as Options, key, value);
  }
  result.url += fragment;
  if (result.body !== undefined && !headers["content-type"]) headers["content-type"] = "application/json; charset=utf-8";
  if (result.body === undefined && (method === "PUT" || method === "PATCH")) result.body = "";
  if (typeof headers.accept !== "number" && isPlain(merged.mediaType)) {
    const accept = applyMediaType(headers.accept as string | undefined, merged.mediaType, vendor);
    if (accept !== undefined) headers.accept = accept;
  }
  if (merged.request) result.request = merged.request;
  return result;
}
