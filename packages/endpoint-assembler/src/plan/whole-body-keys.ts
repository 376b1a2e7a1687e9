// Issue 32.10: a body field never lands in the URL. An operation whose body is given whole (a media
// type not built from properties: text/plain, application/octet-stream, XML...) sends its leftover
// keys to the query; a key naming a property of that body's schema (a table lists it as a body field,
// `b`, or the caller prefixes it, `"body.x"`) would be sent there as a query parameter with an empty
// body (`PATCH .../releases/5?release_notes=fix`). It is refused instead, naming `data`.
import { HINT_WHOLE_BODY } from "../errors/messages";
import type { BodyKind } from "../encode/body-encoders";
import type { Location } from "../encode/style-facts";

/**
 * The hint of a refused key that names a field of a body given whole, or `undefined` when the key
 * may be placed: a body field (`in: "b"`) of an operation whose body kind is `data`.
 * @example
 * wholeBodyField("data", "b", "text/plain"); // => "a field of the text/plain body, ...; give the whole body as data"
 */
export function wholeBodyField(kind: BodyKind | "none", where: Location | undefined, media: string | undefined): string | undefined {
  if (kind !== "data" || where !== "b") return undefined;
  return HINT_WHOLE_BODY(media);
}
