// The fields of a table entry that reach a request as they are: media types (checked by the one
// header-value rule, D6) and servers, read into typed values or refused with InvalidRouteTableError.
import { copyHeaders } from "@scope/headers";
import { InvalidRouteTableError } from "../errors/errors";
import { TABLE_MEDIA_TYPE, TABLE_MEDIA_TYPES, TABLE_SERVER } from "../errors/messages";

/**
 * A media type of the table (`m`, a member of `a`, a key of `n`, a value of `y`), checked by the one
 * header-value rule of @scope/headers before it can reach a `content-type` header (D6): refused
 * with `InvalidRouteTableError` naming the route and the field. `""` (no body) and `undefined` pass.
 */
export function mediaType(value: unknown, route: string, field: string): string | undefined {
  if (value === undefined || value === "") return value;
  try {
    if (typeof value !== "string") throw new TypeError();
    copyHeaders({}, { "content-type": value });
  } catch {
    throw new InvalidRouteTableError(route, field, value, TABLE_MEDIA_TYPE);
  }
  return value;
}

/** `a`: a list of media types, each checked as {@link mediaType}. */
export function mediaTypes(value: unknown, route: string): readonly string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new InvalidRouteTableError(route, "a", value, TABLE_MEDIA_TYPES);
  return value.map((type: unknown) => mediaType(type, route, "a") as string);
}

/** `s`: a server URL, or none. */
export function serverField(value: unknown, route: string): string | undefined {
  if (value !== undefined && typeof value !== "string") throw new InvalidRouteTableError(route, "s", value, TABLE_SERVER);
  return value;
}
