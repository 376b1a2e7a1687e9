import { getUserAgent } from "universal-user-agent";
import { checkToken, checkValueText } from "./check-header";
import { InvalidHeaderError } from "./invalid-header-error";

/**
 * Builds a `user-agent` header value: `<product>/<version> <runtime>`, where `<runtime>` is the
 * runtime's own user agent as `universal-user-agent` reports it.
 *
 * `product` and `version` must be HTTP tokens (RFC 9110's `product = token ["/" product-version]`), and
 * the whole value must be a valid header value (Node's `http` rule).
 *
 * @throws {InvalidHeaderError} `INVALID_HEADER_VALUE` (naming the header `user-agent`) when `product`
 * or `version` is not a non-empty string of token characters, or the runtime part is not a valid
 * header value.
 * @example
 * userAgent("my-app", "1.2.3");
 * // => "my-app/1.2.3 Node.js/20.20.2 (linux; x64)" (on Node 20.20.2, Linux, x64)
 * @see https://www.rfc-editor.org/rfc/rfc9110#section-10.1.5
 */
export function userAgent(product: string, version: string): string {
  checkProductToken(product, "user-agent product");
  checkProductToken(version, "user-agent version");
  const value = ownUserAgent(product, version);
  checkValueText(value, { header: "user-agent" });
  return value;
}

/**
 * `<product>/<version> <runtime>` from a product and a version that are the caller's own constants,
 * known to be tokens (its tests say so), so not checked again at run time: the header rule checks
 * the whole value where it is bound as a header (`copyHeaders`).
 * @example
 * ownUserAgent("my-app", "1.2.3"); // => "my-app/1.2.3 Node.js/20.20.2 (linux; x64)"
 */
export function ownUserAgent(product: string, version: string): string {
  // Strings only, never a raw TypeError; their characters are the header rule's to check.
  checkString(product, "user-agent product");
  checkString(version, "user-agent version");
  return `${product}/${version} ${getUserAgent()}`;
}

/** Throws unless `text` is a string and an HTTP token; `option` names it for the message. */
function checkProductToken(text: unknown, option: string): void {
  checkString(text, option);
  checkToken(text, "INVALID_HEADER_VALUE", { option, header: "user-agent" });
}

/** Throws unless `text` is a string; `option` names it for the message. */
function checkString(text: unknown, option: string): asserts text is string {
  if (typeof text !== "string") throw new InvalidHeaderError("INVALID_HEADER_VALUE", { reason: "WRONG_TYPE", option, header: "user-agent", value: text });
}
