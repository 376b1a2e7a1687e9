import { normalizeHeaders } from "@scope/headers";
import { OpenApiError, type OpenApiErrorPlace } from "./errors";

/** True when the one header-value rule of `@scope/headers` lets `text` be a `content-type`. */
function fitsHeader(text: string): boolean {
  try {
    normalizeHeaders({ "content-type": text });
    return true;
  } catch {
    return false;
  }
}

/**
 * Throws `INVALID_DOCUMENT` (reason `MEDIA_CHARACTER`) unless `type` may be a header value, by the one rule of
 * `@scope/headers` (tab and visible characters up to U+00FF: no CR, LF or NUL): a media type of a
 * description becomes a request's `content-type`. The error names the route, where the type came
 * from, and the position and code point of the first character refused, never the text itself.
 * @example
 * checkMediaType("text/plain\r\nx-injected: 1", { route: "POST /a", parameter: "requestBody" });
 * // throws OpenApiError INVALID_DOCUMENT: "... has U+000D at position 10 ..."
 */
export function checkMediaType(type: string, place: OpenApiErrorPlace): void {
  if (fitsHeader(type)) return;
  // The rule answers for the whole text; asked character by character (each after a letter, since
  // a value is trimmed), it finds the first one it refuses.
  let position = 0;
  while (position < type.length && fitsHeader(`a${type.charAt(position)}`)) position++;
  throw new OpenApiError("MEDIA_CHARACTER", { ...place, text: type, position });
}
