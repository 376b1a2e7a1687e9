import { InvalidOptionsError } from "../errors/errors";
import { RELATIVE_SERVER } from "../errors/messages";

/** A relative server that no `documentUrl` resolves, for a request that would use it. */
export function relativeServer(route: string | undefined): never {
  throw new InvalidOptionsError(RELATIVE_SERVER, undefined, { route });
}
