import type { ParameterSpec } from "./style-facts";
import { entered } from "./list-bound";
import { formEncoder, type PartEncoder } from "./style-encoders";
import { jsonText, memberText, primitiveText } from "./value-text";

/**
 * The value of a header parameter in the simple style (RFC 6570 section 3.2.2 without its
 * percent-encoding, which header values do not use): members joined by commas, an object's keys
 * and values alternating, or `key=value` pairs when exploded; a member that is itself a list or an
 * object as JSON text, as swagger-client writes it (OpenAPI leaves it undefined). `undefined` for a
 * value that writes nothing. The header's checks (no CR, LF or NUL) are @scope/headers', applied after.
 * Each list and object is counted as it is reached (encode/list-bound.ts `entered`), each member read once.
 *
 * @example
 * headerValue(parseCode("h", r, "x"), "x", ["blue", "black"], r);   // => "blue,black"
 * headerValue(parseCode("h*", r, "x"), "x", { R: 100, G: 200 }, r); // => "R=100,G=200"
 */
export function headerValue(spec: ParameterSpec, wire: string, value: unknown, route: string): string | undefined {
  if (value == null) return undefined;
  if (spec.json) return jsonText(value, wire, route);
  if (typeof value !== "object") return primitiveText(value, wire, route);
  const keys = Array.isArray(value) ? undefined : Object.keys(value);
  const budget = entered(value, route, wire, undefined, keys);
  if (keys === undefined) return (value as unknown[]).filter((member) => member != null).map((member) => memberText(member, wire, route, budget)).join(",");
  const pairs: string[] = [];
  for (const key of keys) {
    const member = (value as Record<string, unknown>)[key];
    if (member == null) continue;
    const text = memberText(member, wire, route, budget);
    pairs.push(spec.explode ? `${key}=${text}` : `${key},${text}`);
  }
  return pairs.join(",");
}

/**
 * The encoder of a cookie parameter: the form style (RFC 6570 section 3.2.8, as in the query),
 * its pairs joined by `; ` as a `cookie` header joins cookies (RFC 6265 section 4.2.1).
 *
 * @example
 * cookieEncoder(parseCode("c", r, "color"), "color", r)(["blue", "black"]); // => "color=blue; color=black"
 * cookieEncoder(parseCode("c-", r, "color"), "color", r)(["blue", "black"]); // => "color=blue,black"
 */
export function cookieEncoder(spec: ParameterSpec, wire: string, route: string): PartEncoder {
  const form = formEncoder(wire, spec.explode, false, route);
  // Percent-encoded by the form style, a value holds no "&": every "&" joins two pairs.
  return (value) => form(spec.json && value != null ? jsonText(value, wire, route) : value).replaceAll("&", "; ");
}
