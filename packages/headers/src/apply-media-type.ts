import { checkText, type Subject } from "./check-header";
import { findAcceptPreviews } from "./find-accept-previews";
import { readMediaType } from "./read-media-type";
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
 * `undefined` stays `undefined` unless previews are given. Pure, linear in the length of the input
 * (the reference's preview regex is quadratic, CVE-2025-25285). `format` and `previews` are read once.
 *
 * @throws {InvalidHeaderError} `INVALID_HEADER_VALUE` (naming the header `accept`) when `accept` is
 * neither a string nor `undefined`, `mediaType` is not a plain object, `format` is not a string,
 * `previews` is not an array of strings, `vendor` is not a string, or any of them holds a character
 * Node's `http` refuses in a header value (CR and LF would allow header injection).
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
  const { format, previews } = readMediaType(mediaType);
  if (accept !== undefined) checkText(accept, ACCEPT);
  checkText(vendor, VENDOR);
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

/** The subjects of the two texts checked on every call, built once: no allocation per call. */
const ACCEPT: Subject = { header: "accept" };
const VENDOR: Subject = { option: "vendor", header: "accept" };

