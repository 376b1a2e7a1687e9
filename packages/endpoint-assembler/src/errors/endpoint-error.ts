import { ScopeError } from "@scope/kit";
import type { EndpointErrorCode } from "./codes";

/**
 * Base class of the errors of this package; `code` is stable, the message is for people and
 * quotes at most a few dozen characters of any input. `instanceof` holds for an error from any
 * copy of this package (ESM or CJS build, a bundle, another realm).
 */
export class EndpointError extends ScopeError<EndpointErrorCode> {
  static override readonly brand: string = "EndpointError";
}
