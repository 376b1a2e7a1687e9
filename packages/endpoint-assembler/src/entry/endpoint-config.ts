import { urlForMessage } from "@scope/kit";
import { InvalidOptionsError, InvalidRouteTableError } from "../errors/errors";
import { CONFIG_OBJECT, DOCUMENT_URL, TABLE_NO_ROUTES } from "../errors/messages";
import { isPlainObject } from "../checks/plain-object";
import { ownField, type EntryFor, type Values } from "./entry";
import type { EndpointConfig } from "../types/options";
import { canParseUrl } from "../checks/url-checks";

/** A config as an endpoint keeps it: checked, with the entry reader when `createRouteEndpoint` made it. */
export interface BoundConfig {
  readonly vendor: string;
  readonly documentUrl?: string | undefined;
  /** The keys whose query value keeps its `+` signs under the default rules. */
  readonly plusKeys?: ReadonlySet<string> | undefined;
  /** The route table's entry reader (`createRouteEndpoint`); absent: the default entry. */
  readonly entryFor?: EntryFor | undefined;
  /** The table's server, resolved against `documentUrl`: the base URL an operation's own server replaces. */
  readonly server?: string | undefined;
  /** `baseUrl` was given (to `createRouteEndpoint` or `.defaults()`), not taken from the table: D7. */
  readonly baseGiven?: boolean | undefined;
}

/** The fields a bound config keeps, read as own properties. */
const FIELDS = ["documentUrl", "plusKeys", "entryFor", "server", "baseGiven", "routes"] as const;

/**
 * An endpoint's config, checked and copied: the vendor name, the keys that keep `+` signs, and the
 * URL of a table's description. Throws `InvalidOptionsError` for a config that is not of that shape,
 * and `InvalidRouteTableError` for a route table (`routes`), which `createRouteEndpoint` binds.
 */
export function configOf(config: EndpointConfig | BoundConfig): BoundConfig {
  const vendor = vendorOf(config);
  // Own properties only: an inherited `plusKeys` or `documentUrl` (a polluted prototype) never counts.
  const [documentUrl, plusKeys, entryFor, server, baseGiven, routes] = FIELDS.map((key) => ownField(config as unknown as Values, key));
  if (documentUrl !== undefined && (typeof documentUrl !== "string" || !canParseUrl(documentUrl))) {
    // Quoted without its userinfo: a token in the address never reaches a message (issue 26.4).
    throw new InvalidOptionsError(DOCUMENT_URL, typeof documentUrl === "string" ? urlForMessage(documentUrl, 0)[0] : documentUrl);
  }
  if (routes !== undefined) throw new InvalidRouteTableError("(table)", "routes", routes, TABLE_NO_ROUTES);
  const plus = plusKeys instanceof Set ? plusKeys : plusKeySet(plusKeys, config);
  return { vendor, documentUrl: documentUrl as string | undefined, plusKeys: plus, entryFor: entryFor as EntryFor | undefined, server: server as string | undefined, baseGiven: baseGiven === true };
}

/** `plusKeys`: a list of key names, or none. */
function plusKeySet(keys: unknown, config: unknown): ReadonlySet<string> | undefined {
  if (keys === undefined) return undefined;
  if (!Array.isArray(keys) || !keys.every((key) => typeof key === "string")) throw new InvalidOptionsError(CONFIG_OBJECT, config);
  return new Set(keys as string[]);
}

/** The vendor name of an endpoint's config, checked: the one part of the config the engine reads. */
export function vendorOf(config: unknown): string {
  const vendor = isPlainObject(config) ? ownField(config, "vendor") : undefined;
  if (typeof vendor !== "string") {
    throw new InvalidOptionsError(CONFIG_OBJECT, config);
  }
  return vendor;
}
