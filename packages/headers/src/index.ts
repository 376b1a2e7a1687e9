/**
 * HTTP header rules for request options: lower-cased names, merging, `mediaType` to `accept`, user-agent.
 *
 * @packageDocumentation
 * @document ../README.md
 * @module @scope/headers
 */
// @scope/headers: HTTP header rules for request options.
export { applyMediaType } from "./apply-media-type";
export { copyHeaders } from "./copy-headers";
export { isToken } from "./is-token";
export { INVALID_HEADER_ERROR_CODES, InvalidHeaderError } from "./invalid-header-error";
export { isCredentialHeader } from "./is-credential-header";
export { mergeHeaders } from "./merge-headers";
export { mergePreviews } from "./merge-previews";
export { normalizeHeaders } from "./normalize-headers";
export { checkMediaTypeObject, readMediaType } from "./read-media-type";
export type { MediaTypeParts } from "./read-media-type";
export { ownUserAgent, userAgent } from "./user-agent";
export type { HeaderValue, Headers, InvalidHeaderErrorCode, InvalidHeaderFacts, MediaType } from "./types";
