// The fields of a route table and of its entries as they are read: each own field checked for its
// shape by one rule (`tableField`) and refused with InvalidRouteTableError naming the route and the
// field; media types checked by the one header-value rule (D6).
import { copyHeaders } from "@scope/headers";
import { InvalidRouteTableError } from "../errors/errors";
import { TABLE_CLOSED, TABLE_FORMAT, TABLE_MEDIA_TYPE, TABLE_MEDIA_TYPES, TABLE_OBJECT, TABLE_SERVER } from "../errors/messages";
import { isPlainObject } from "../checks/plain-object";
import type { RouteTable } from "../types/route-table";
import { ownField } from "./entry";

/**
 * The own field `key` of a table or an entry (`object`), `undefined` when it is absent; refused
 * with `InvalidRouteTableError` naming `route`, the field and the value (`expected`: what it should
 * have been) when `valid` says it is not of its shape. The one check of a field's shape.
 * @example
 * tableField({ k: "q" }, "k", (value) => value === "q", TABLE_LEFTOVER, "GET /x"); // => "q"
 */
export function tableField<T = unknown>(object: object, key: string, valid: (value: unknown) => boolean, expected: string, route = "(table)"): T | undefined {
  const value = ownField(object as Readonly<Record<string, unknown>>, key);
  if (value !== undefined && !valid(value)) throw new InvalidRouteTableError(route, key, value, expected);
  return value as T | undefined;
}

/** Whether `value` is a string: the shape of a table's `s` and `z`. */
export const isString = (value: unknown): value is string => typeof value === "string";

/**
 * A media type of the table (`m`, a member of `a`, a key of `n`, a value of `y`), checked by the one
 * header-value rule of @scope/headers before it can reach a `content-type` header (D6): refused
 * with `InvalidRouteTableError` naming the route and the field. `""` (no body) and `undefined` pass.
 */
export function mediaType(value: unknown, route: string, field: string): string | undefined {
  if (value === undefined || value === "") return value;
  if (typeof value === "string") {
    try {
      copyHeaders({}, { "content-type": value });
      return value;
    } catch {
      // Refused below, as the table's error (the header error would name no field).
    }
  }
  throw new InvalidRouteTableError(route, field, value, TABLE_MEDIA_TYPE);
}

/** `a` of `entry`: a list of media types, each checked as {@link mediaType}. */
export function mediaTypes(entry: object, route: string): readonly string[] {
  const types = tableField<unknown[]>(entry, "a", Array.isArray, TABLE_MEDIA_TYPES, route) ?? [];
  return types.map((type) => mediaType(type, route, "a") as string);
}

/** A route table of format version 1 whose `d`, `t`, `r`, `h` and `l` are objects; its codes are read when routes are planned. */
export function checkTable(table: unknown): RouteTable {
  if (!isPlainObject(table) || ownField(table, "v") !== 1) throw new InvalidRouteTableError("(table)", "v", isPlainObject(table) ? ownField(table, "v") : table, TABLE_FORMAT);
  for (const key of "dtrhl") tableField(table, key, isPlainObject, TABLE_OBJECT);
  tableField(table, "s", isString, TABLE_SERVER);
  tableField(table, "c", (closed) => closed === 1, TABLE_CLOSED);
  return table as unknown as RouteTable;
}
