import { strictEntries, type TableEndpoint } from "@scope/endpoint-assembler";
import { compileRoutes } from "@scope/openapi-routes";
import { routesEndpoint, type FromRoutesOptions } from "./from-routes";

/**
 * An endpoint for the API a parsed OpenAPI 3.0 or 3.1 description describes (local `$ref`s
 * resolved): `fromRoutes(compileRoutes(document, { strict: true }))`, a closed table, so that a
 * route, a key or a content type the description rules out is refused, naming the nearest route or
 * key the description has (`strictEntries`). Routes are `"METHOD /path/{x}"`, the path as
 * the document writes it; parameters are flat, by name, location-prefixed (`"query.url"`) where a
 * name is used twice or is named like an option. In a browser, ship the table that `compileRoutes`
 * (or `scope-endpoint routes openapi.yaml`) writes and call `fromRoutes` instead.
 *
 * @example
 * const stripe = fromOpenApi(stripeDescription);
 * stripe("POST /v1/customers", { email: "a@b.c", metadata: { plan: "pro" } }).body;
 * // => "email=a%40b.c&metadata%5Bplan%5D=pro"
 */
export function fromOpenApi(document: unknown, options: Readonly<FromRoutesOptions> = {}): TableEndpoint {
  // Own property only: an inherited documentUrl (a polluted prototype) never resolves a server (issue 26.3).
  const documentUrl = options !== null && typeof options === "object" && Object.hasOwn(options, "documentUrl") ? options.documentUrl : undefined;
  return routesEndpoint(compileRoutes(document, { documentUrl, strict: true }), options, strictEntries);
}
