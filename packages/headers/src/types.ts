// The public types of @scope/headers.

/** A header value as the result carries it: numbers are kept as numbers (`content-length: 0`). */
export type HeaderValue = string | number;

/** Request headers: lower-case names to values. */
export type Headers = Record<string, HeaderValue>;

/** How the response should be formatted, expressed through the `accept` header. */
export interface MediaType {
  /**
   * The media type format, for example `"raw"`, `"diff"` or `"html"`: rewrites
   * `application/vnd.<vendor>[.v3][.x][+json]` accept entries to `application/vnd.<vendor>[.v3].<format>`.
   * An empty string changes nothing.
   * @default ""
   */
  format?: string | undefined;
  /**
   * API previews to enable, without the `-preview` suffix (for example `"squirrel-girl"`): each becomes
   * an `application/vnd.<vendor>.<name>-preview` accept entry.
   * @default []
   */
  previews?: readonly string[] | undefined;
}

/** The stable codes of {@link InvalidHeaderError}. */
export type InvalidHeaderErrorCode = "HEADERS_NOT_OBJECT" | "INVALID_HEADER_NAME" | "INVALID_HEADER_VALUE";
