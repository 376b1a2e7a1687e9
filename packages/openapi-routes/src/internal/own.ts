import { isPlainObject } from "@scope/kit";

/**
 * The own enumerable fields of a plain object, copied onto an object without a prototype, or
 * `undefined` for anything else: a description is read through such copies, so that a field it
 * lacks is `undefined` even when `Object.prototype` has one (a polluted prototype).
 * @example
 * ownFields({ get: {} })?.post; // => undefined, whatever Object.prototype.post holds
 */
export function ownFields(value: unknown): Readonly<Record<string, unknown>> | undefined {
  if (!isPlainObject(value)) return undefined;
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(value)) fields[key] = value[key];
  return fields;
}
