import { ScopeError } from "@scope/kit";
import type { OpenApiErrorCode } from "./error-codes";
import { codeOf, openApiMessage, type OpenApiFacts, type OpenApiReason } from "./internal/messages";

export { OPENAPI_ERROR_CODES, type OpenApiErrorCode } from "./error-codes";

/** Where in the description an error was found: the operation's route and, when one is at fault, the parameter. */
export interface OpenApiErrorPlace {
  /** The route of the operation, `"GET /pets/{id}"`, or `undefined` for the document as a whole. */
  readonly route?: string | undefined;
  /** The parameter's name, or the JSON pointer of the part at fault. */
  readonly parameter?: string | undefined;
}

export type { OpenApiFacts, OpenApiReason };

/**
 * A description `compileRoutes` cannot compile: invalid, a `$ref` that points nowhere or in a circle,
 * a style its location does not allow, a relative server URL with no `documentUrl` to resolve it, a
 * media type no header may carry. `route` and `parameter` name where; the message quotes at most a
 * few dozen characters of input, and never a URL's userinfo. An operation that cannot be built
 * refuses only itself: its entry says why (`u`), unless `compileRoutes` is told to throw.
 * `instanceof` holds for an error from any copy of this package (ESM or CJS build, a bundle).
 * @example
 * try {
 *   compileRoutes(document, { unbuildable: "throw" });
 * } catch (error) {
 *   if (error instanceof OpenApiError) error.code; // => "STYLE_NOT_ALLOWED"
 * }
 */
export class OpenApiError extends ScopeError<OpenApiErrorCode> {
  static override readonly brand: string = "OpenApiError";

  declare readonly name: "OpenApiError";
  /** The route of the operation at fault (`"GET /pets/{id}"`), when the fault is in one. */
  readonly route: string | undefined;
  /** The parameter (or JSON pointer) at fault, when one is. */
  readonly parameter: string | undefined;
  /** The reason, finer than the code: a key of the package's message table (`"PATH_VARIABLE"`). */
  readonly reason: OpenApiReason;

  /**
   * @param reason - why, a key of the message table; it gives the code.
   * @param facts - the operation and parameter at fault, and the text or value refused.
   */
  constructor(reason: OpenApiReason, facts: OpenApiFacts = {}) {
    super(codeOf(reason), openApiMessage(reason, facts));
    this.route = facts.route;
    this.parameter = facts.parameter;
    this.reason = reason;
  }
}
