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
export type InvalidHeaderErrorCode = "HEADERS_NOT_OBJECT" | "INVALID_HEADER_NAME" | "INVALID_HEADER_VALUE" | "INVALID_MEDIA_TYPE";

/** What an {@link InvalidHeaderError} knows of its cause: its message is made from these. */
export interface InvalidHeaderFacts {
  /**
   * What was wrong: not a plain object, a frozen object where one is filled, a value of the wrong
   * type, an empty token, a character outside a token, a character a header value may not hold.
   */
  readonly reason: "NOT_OBJECT" | "NOT_EXTENSIBLE" | "WRONG_TYPE" | "EMPTY" | "NOT_TOKEN" | "BAD_CHARACTER";
  /** The header concerned, as given (for a `mediaType` option: `accept`). */
  readonly header?: string | undefined;
  /** The option refused, when it is not a header's name or value: `headers`, `mediaType.previews[1]`, `vendor`. */
  readonly option?: string | undefined;
  /** The text refused; never quoted when it is a header's value (whatever the header's name). */
  readonly text?: string | undefined;
  /** Index in `text` of the offending character. */
  readonly position?: number | undefined;
  /** The value of the wrong type. */
  readonly value?: unknown;
}
