import { bodyKind } from "@scope/endpoint-assembler";
import type { OperationModel } from "./model";

// A media range, e.g. "*/*" or "application/*": no request can carry one as its content-type.
const MEDIA_RANGE_RE = /\*/;

/** The media types of a body as a request carries them: a range (`*`/`*`) is sent as JSON, each type once. */
export function requestMedia(operation: OperationModel): string[] {
  const types = (operation.body?.media ?? []).map(({ type }) => (MEDIA_RANGE_RE.test(type) ? "application/json" : type));
  return [...new Set(types)];
}

/** The request media type of an operation: its first listed one; `""` for no body, `undefined` for JSON or GET/HEAD. */
export function mediaOf(operation: OperationModel): string | undefined {
  const [first] = requestMedia(operation);
  if (first === undefined) return isQueryMethod(operation) ? undefined : "";
  return first === "application/json" ? undefined : first;
}

/** True for GET and HEAD, whose leftover keys go to the query. */
export function isQueryMethod({ route }: OperationModel): boolean {
  return route.startsWith("GET ") || route.startsWith("HEAD ");
}

/** The method of an operation, upper case, as its route writes it. */
export function methodOf({ route }: OperationModel): string {
  return route.slice(0, route.indexOf(" "));
}

/** Whether the keys a route does not place go to the query: on GET and HEAD, and beside a body given as `data` alone. */
export function leftoverToQuery(operation: OperationModel): boolean {
  const media = mediaOf(operation);
  return isQueryMethod(operation) || (media !== undefined && media !== "" && bodyKind(media) === "data");
}

/** A body given whole (text/plain...), not built from keys: its schema's property names are no query keys (32.10). */
export function bodyGivenWhole(operation: OperationModel): boolean {
  return !isQueryMethod(operation) && leftoverToQuery(operation);
}
