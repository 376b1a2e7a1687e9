// What the specification's text asks a request to carry, written independently of both builders:
// the listed differences (openapi-listed.ts) rewrite swagger-client's request with these.
import type { StyledValue } from "./openapi-calls.mjs";
import { normalisePercent, type ComparableRequest } from "./openapi-request";

/** Form pairs (`a=1`), not multipart entries (`["a", "1"]`). */
export function isPairs(body: unknown): body is string[] {
  return Array.isArray(body) && body.every((pair) => typeof pair === "string");
}

/** Multipart entries, `[name, value]` each. */
export function isEntries(body: unknown): body is [string, string][] {
  return Array.isArray(body) && body.every(Array.isArray);
}

export function withoutContentType(request: ComparableRequest): ComparableRequest {
  return { ...request, headers: Object.fromEntries(Object.entries(request.headers).filter(([name]) => name !== "content-type")) };
}

/** The name a pair or a bracketed key starts with: `expand` of `expand%5B0%5D=a` or `expand[0]=a`. */
const baseName = (pair: string): string => pair.split(/%5B|[[=]/, 1)[0] ?? "";

/** `value` as deepObject pairs: `name%5Bkey%5D=v` (brackets percent-encoded: OpenAPI 3.1.1, Appendix E), nested objects nested, arrays by index. */
function deepPairs(name: string, value: unknown): string[] {
  if (typeof value !== "object" || value === null) return [`${name}=${normalisePercent(encodeURIComponent(String(value)))}`];
  return Object.entries(value).flatMap(([key, item]) => deepPairs(`${name}%5B${key}%5D`, item));
}

/** The pairs named after a deepObject parameter replaced by the deep pairs of its value, sorted as pairsOf sorts. */
export function deepened(pairs: readonly string[], deep: ReadonlyMap<string, unknown>): string[] {
  const kept = pairs.filter((pair) => !deep.has(baseName(pair)));
  const added = [...deep].filter(([name]) => pairs.some((pair) => baseName(pair) === name)).flatMap(([name, value]) => deepPairs(name, value));
  return [...kept, ...added].sort((a, b) => (baseName(a) < baseName(b) ? -1 : baseName(a) > baseName(b) ? 1 : 0));
}

/** A deepObject value written other than by brackets alone: an array repeated, a nested object as JSON. */
export function flatDeep(pairs: unknown, deep: ReadonlyMap<string, unknown>): boolean {
  return isPairs(pairs) && pairs.some((pair) => deep.has(baseName(pair)) && (Array.isArray(deep.get(baseName(pair))) || /=(?:%7B|%5B)/.test(pair)));
}

// Reserved characters encodeURIComponent leaves, e.g. "*" in "enabled_events[0]=*".
export const SUB_DELIMS_RE = /[!'()*]/;

/** A pair with the reserved characters of its value percent-encoded. */
export function encodeSubDelims(pair: string): string {
  const equals = pair.indexOf("=");
  const value = pair.slice(equals + 1).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${pair.slice(0, equals + 1)}${value}`;
}

/** The parts of a multipart body: a primitive as text, an array as one part per item, an object as JSON. */
export function multipartEntries(body: unknown): [string, string][] {
  return Object.entries(body as Record<string, unknown>).flatMap(([name, value]): [string, string][] => {
    if (Array.isArray(value)) return value.map((item) => [name, typeof item === "object" ? JSON.stringify(item) : String(item)]);
    return [[name, typeof value === "object" && value !== null ? JSON.stringify(value) : String(value)]];
  });
}

/** A value percent-encoded as RFC 6570 expands it (every character but the unreserved), normalised. */
const pct = (value: unknown): string => normalisePercent(encodeURIComponent(String(value)));

/** An array's items, or an object's keys and values in turn, percent-encoded. */
const flat = (value: unknown): string[] => (Array.isArray(value) ? value : Object.entries(value as object).flat()).map(pct);

/** A label path segment, not exploded: `.` then the values joined by commas (RFC 6570 section 3.2.5). */
export function labelled(path: string, styled: readonly StyledValue[]): string {
  let result = path;
  for (const { value } of styled.filter((p) => p.in === "path" && p.style === "label" && !p.explode && typeof p.value === "object")) {
    result = result.replace(`/.${flat(value).join(".")}`, `/.${flat(value).join(",")}`);
  }
  return result;
}

/** The query pairs of space- and pipe-delimited objects: keys and values joined by the style's delimiter. */
export function delimitedObjects(pairs: readonly string[], styled: readonly StyledValue[]): string[] {
  const delimiters: Record<string, string> = { spaceDelimited: "%20", pipeDelimited: "%7C" };
  return pairs.map((pair) => {
    const parameter = styled.find((p) => p.in === "query" && `${p.name}=${flat(p.value ?? []).join(",")}` === pair && delimiters[p.style] !== undefined);
    return parameter === undefined || Array.isArray(parameter.value) ? pair : `${parameter.name}=${flat(parameter.value).join(delimiters[parameter.style])}`;
  });
}

/** The query pairs of pipeDelimited parameters with each literal `|` percent-encoded. */
export function pipesEncoded(pairs: readonly string[], styled: readonly StyledValue[]): string[] {
  const piped = new Set(styled.filter((p) => p.in === "query" && p.style === "pipeDelimited").map((p) => p.name));
  return pairs.map((pair) => (piped.has(pair.split("=", 1)[0] ?? "") ? pair.replaceAll("|", "%7C") : pair));
}

/**
 * One cookie header for every cookie parameter: name=value pairs delimited by "; " (RFC 6265 section
 * 4.2.1), values percent-encoded as form style (RFC 6570) writes them, which also keeps them within
 * RFC 6265's cookie-octet.
 */
export function cookieHeader(styled: readonly StyledValue[]): string {
  return styled
    .filter((p) => p.in === "cookie")
    .flatMap(({ name, value, explode }) => {
      if (typeof value !== "object" || value === null) return [`${name}=${pct(value)}`];
      if (!explode) return [`${name}=${flat(value).join(",")}`];
      return Array.isArray(value) ? value.map((item) => `${name}=${pct(item)}`) : Object.entries(value).map(([key, item]) => `${pct(key)}=${pct(item)}`);
    })
    .join("; ");
}
