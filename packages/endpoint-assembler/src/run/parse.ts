import { BoundedCache } from "@scope/kit";
import { vendorOf } from "../entry/endpoint-config";
import { bindParser, type Binding } from "../plan/bind-defaults";
import { parseWith } from "./build-request";
import type { EndpointConfig, MergedOptions, RequestOptions } from "../types/options";

/**
 * The parser of each vendor, with its plans: a handful of vendors, a few hundred bytes each (64 KiB
 * in all). The budget is a literal: esbuild keeps a pure-marked `new` whose argument is `64 * 1024`.
 */
const parsers = /* @__PURE__ */ new BoundedCache<Binding>(65_536);

/**
 * Turns merged options into the options of one HTTP request.
 *
 * The method is upper-cased; the URL template is expanded with the parameters it names and a
 * path gets `baseUrl` in front; the other parameters go to the query (GET, HEAD) or form the
 * JSON body (other methods), unless `data` gives the body as is; `mediaType` amends `accept`.
 *
 * @example
 * parse({ method: "get", baseUrl: "https://api.example.com", url: "/orgs/{org}/repos", org: "o",
 *   type: "public", headers: {}, mediaType: { previews: [] } }, { vendor: "example" });
 * // => { method: "GET", url: "https://api.example.com/orgs/o/repos?type=public", headers: {} }
 */
export function parse(options: Readonly<MergedOptions>, config: Readonly<EndpointConfig>): RequestOptions {
  const vendor = vendorOf(config);
  const parser = parsers.get(vendor) ?? parsers.set(vendor, bindParser({ vendor }), 512);
  return parseWith(parser, options);
}
