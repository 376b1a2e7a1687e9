import { withoutUserinfo } from "@scope/kit";
import { InvalidOptionsError, InvalidRouteTableError } from "../errors/errors";
import { CONFIG_OBJECT, DOCUMENT_URL } from "../errors/messages";
import { givesOwn, isPlainObject } from "../checks/plain-object";
import type { RouteTable } from "../types/route-table";
import type { TableRuntime } from "../run/table-runtime";
import type { EndpointConfig } from "../types/options";
import { canParseUrl } from "../checks/url-checks";

/** A config as an endpoint keeps it: checked, with the table runtime when `createRouteEndpoint` made it. */
export interface BoundConfig extends EndpointConfig {
  readonly tables?: TableRuntime | undefined;
  /** `baseUrl` was given (to `createRouteEndpoint` or `.defaults()`), not taken from the table: D7. */
  readonly baseGiven?: boolean | undefined;
}

/**
 * An endpoint's config, checked and copied: the vendor name, and the route table with the URL of
 * its description when the endpoint is made from one. Throws `InvalidOptionsError` for a config
 * that is not of that shape, and `InvalidRouteTableError` for a table of another format.
 */
export function configOf(config: unknown): BoundConfig {
  const vendor = vendorOf(config);
  // Own properties only: an inherited `routes` or `documentUrl` (a polluted prototype) never counts.
  const own = config as Readonly<Record<string, unknown>>;
  const [routes, documentUrl, tables, baseGiven] = (["routes", "documentUrl", "tables", "baseGiven"] as const).map((key) => (Object.hasOwn(own, key) ? own[key] : undefined));
  if (documentUrl !== undefined && (typeof documentUrl !== "string" || !canParseUrl(documentUrl))) {
    // Quoted without its userinfo: a token in the address never reaches a message (issue 26.4).
    throw new InvalidOptionsError(DOCUMENT_URL, typeof documentUrl === "string" ? withoutUserinfo(documentUrl, 0)[0] : documentUrl);
  }
  if (routes === undefined) return { vendor };
  return { vendor, routes: checkTable(routes), documentUrl: documentUrl as string | undefined, tables: tables as TableRuntime | undefined, baseGiven: baseGiven === true };
}

/** A route table of format version 1 whose `d`, `t`, `r` and `h` are objects; its codes are read when routes are planned. */
function checkTable(table: unknown): RouteTable {
  const field = (key: string): unknown => (isPlainObject(table) && Object.hasOwn(table, key) ? table[key] : undefined);
  if (field("v") !== 1) {
    throw new InvalidRouteTableError("(table)", "v", isPlainObject(table) ? field("v") : table, "a route table of format 1, as compileRoutes writes it: { v: 1, r: { ... } }");
  }
  for (const key of ["d", "t", "r", "h"] as const) {
    if (field(key) !== undefined && !isPlainObject(field(key))) throw new InvalidRouteTableError("(table)", key, field(key), "an object");
  }
  if (field("s") !== undefined && typeof field("s") !== "string") throw new InvalidRouteTableError("(table)", "s", field("s"), "a server URL");
  if (field("c") !== undefined && field("c") !== 1) throw new InvalidRouteTableError("(table)", "c", field("c"), "1 (a closed table) or nothing");
  return table as unknown as RouteTable;
}

/** The vendor name of an endpoint's config, checked: the one part of the config the engine reads. */
export function vendorOf(config: unknown): string {
  const vendor: unknown = isPlainObject(config) && Object.hasOwn(config, "vendor") ? config.vendor : undefined;
  if (typeof vendor !== "string") {
    throw new InvalidOptionsError(CONFIG_OBJECT, config);
  }
  return vendor;
}

/** Whether an endpoint made by `.defaults(options)` over one bound with `bound` has its `baseUrl` given: a baseUrl bound replaces every server of a table, whatever its spelling (D7). */
export function baseGivenBy(bound: BoundConfig, options: unknown): boolean {
  return bound.baseGiven === true || (isPlainObject(options) && givesOwn(options, "baseUrl"));
}
