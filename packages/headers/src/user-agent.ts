import { getUserAgent } from "universal-user-agent";

/**
 * Builds the `user-agent` header value: `<product>-endpoint.js/<version> <runtime>`, where `<runtime>`
 * is the runtime's own user agent as `universal-user-agent` reports it.
 *
 * @example
 * userAgent("scope", "1.2.3");
 * // => "scope-endpoint.js/1.2.3 Node.js/20.20.2 (linux; x64)" (on Node 20.20.2, Linux, x64)
 */
export function userAgent(product: string, version: string): string {
  return `${product}-endpoint.js/${version} ${getUserAgent()}`;
}
