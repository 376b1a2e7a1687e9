import { findAcceptPreviews } from "./find-accept-previews";
import { quote } from "./internal/quote";
import { InvalidHeaderError } from "./invalid-header-error";
import { rewriteAcceptFormat } from "./rewrite-accept-format";
import type { MediaType } from "./types";

/** An accept header asking for raw bytes, in any case: `Application/Octet-Stream`. A plain literal. */
const OCTET_STREAM_RE = /application\/octet-stream/i;

/**
 * Computes the `accept` header value for a `mediaType`, for API `vendor` (for example `"github"`).
 *
 * 1. An accept naming `application/octet-stream` (in any case) is returned unchanged.
 * 2. A non-empty `format` rewrites each comma-separated entry ending in
 *    `application/vnd.<w>[.v3][.<w>][+json]` to `application/vnd.<w>[.v3].<format>`.
 * 3. Non-empty `previews` replace the header with one `application/vnd.<vendor>.<name>-preview` entry,
 *    ending in `.<format>` or `+json`, per preview already in the header and then per given preview.
 *
 * `undefined` stays `undefined` unless previews are given. Pure, linear in the length of the input.
 *
 * @throws {InvalidHeaderError} `INVALID_HEADER_VALUE` when `format` or a preview holds CR, LF or NUL:
 * it is written into the `accept` header (header injection).
 *
 * @example
 * applyMediaType("application/vnd.github.v3+json", { format: "diff" }, "github");
 * // => "application/vnd.github.v3.diff"
 * applyMediaType("application/vnd.github.v3+json", { previews: ["mercy"] }, "github");
 * // => "application/vnd.github.mercy-preview+json"
 */
export function applyMediaType(
  accept: string | undefined,
  mediaType: Readonly<MediaType>,
  vendor: string,
): string | undefined {
  const { format = "", previews = [] } = mediaType;
  checkPart("mediaType.format", format);
  for (const name of previews) checkPart("mediaType.previews", name);
  if (accept === undefined && previews.length === 0) return undefined;
  let value = accept ?? "";
  if (OCTET_STREAM_RE.test(value)) return value;
  if (format !== "") value = rewriteAcceptFormat(value, format);
  if (previews.length === 0) return value;
  const suffix = format === "" ? "+json" : `.${format}`;
  return [...findAcceptPreviews(value), ...previews]
    .map((name) => `application/vnd.${vendor}.${name}-preview${suffix}`)
    .join(",");
}

/** Throws unless `text`, which goes into the accept header, is free of CR, LF and NUL. */
function checkPart(option: string, text: string): void {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code !== 0x0d && code !== 0x0a && code !== 0x00) continue;
    throw new InvalidHeaderError(
      "INVALID_HEADER_VALUE",
      `Invalid ${option} ${quote(text, index)}: ${JSON.stringify(text[index])} at position ${index} would go into ` +
        'the accept header (header injection). Expected a single-line name such as "raw" or "squirrel-girl".',
      "accept",
    );
  }
}
