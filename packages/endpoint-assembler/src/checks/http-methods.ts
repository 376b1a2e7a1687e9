/**
 * The standard HTTP methods, upper case: the methods a route literal may name (in any case) for the
 * compiler to accept it. At run time any HTTP token is a method; this table is for types and tools.
 * @example
 * HTTP_METHODS.includes("PATCH"); // => true
 * @see https://www.rfc-editor.org/rfc/rfc9110#section-9
 */
export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "CONNECT"] as const satisfies readonly Uppercase<string>[];

/** A standard HTTP method, upper case. Derived from {@link HTTP_METHODS}, so the two cannot disagree. */
export type HttpMethod = (typeof HTTP_METHODS)[number];
