// How a table endpoint reads a route's spelling (D4): `:name`, `{name}` and a trailing `{?...}` find
// the same entry, and a `:` inside a segment is literal (`/v1beta1/text:synthesize`, `/{name}:cancel`).
// The default endpoint keeps the reference's `:name` rule (url-plan.ts): it has no description.
import { entryLayers } from "./route-hash";
import type { RouteTable } from "../types/route-table";

/** `:name` forming a whole path segment: after "/", up to "/", "?", "#", "{" or the end (`/pods/:namespace`). */
const SEGMENT_COLON_RE = /\/:([A-Za-z_][\w.-]*)(?=[/?#{]|$)/g;

/**
 * A route's URL as a table endpoint's template: each whole-segment `:name` written `{name}`, every
 * other `:` left as it is (literal). A value that is not a string is returned as is. Where `table`
 * has an entry for the route spelled as given (`verb url`), its `:name` segments are literal: the
 * description's path says so (OpenAPI templates only `{name}`: `DELETE /:id` is the path `/:id`).
 * @example
 * tableTemplate("/api/v1/namespaces/:namespace/pods"); // => "/api/v1/namespaces/{namespace}/pods"
 * tableTemplate("/v1beta1/text:synthesize");          // => "/v1beta1/text:synthesize"
 * tableTemplate("/:id", { v: 1, r: { "DELETE /:id": {} } }, "DELETE"); // => "/:id"
 */
export function tableTemplate(url: unknown, table?: RouteTable, verb?: string): unknown {
  if (typeof url !== "string" || !url.includes(":")) return url;
  return table && entryLayers(table, `${verb} ${url}`)[3] ? url : url.replace(SEGMENT_COLON_RE, "/{$1}");
}

/**
 * The key a route's entry is looked up by: its table template (see {@link tableTemplate}) without
 * a trailing run of `{?...}`/`{&...}` expressions, which the template still expands.
 * @example
 * lookupRoute("DELETE", "/pods/{namespace}{?propagationPolicy}"); // => "DELETE /pods/{namespace}"
 */
export function lookupRoute(verb: string, template: string): string {
  let end = template.length;
  // Backwards, one expression at a time: linear, whatever the route holds.
  while (end > 0 && template.charCodeAt(end - 1) === 125) {
    const open = template.lastIndexOf("{", end - 1);
    const operator = template[open + 1];
    if (open === -1 || (operator !== "?" && operator !== "&")) break;
    end = open;
  }
  return `${verb} ${template.slice(0, end)}`;
}
