import { mergePreviews } from "@scope/headers";
import { InvalidOptionsError } from "./errors";
import { isPlainObject } from "./internal/plain-object";
import type { MergedMediaType } from "./types";

/**
 * The `mediaType` option (`option` names where it was given) checked for its shape, with its
 * previews merged after `bound` ones (without `-preview`, without duplicates): a plain object, a
 * string `format`, an array of string `previews`. Read from a copy the caller owns. What the
 * format and previews may hold, as parts of the `accept` header, is @scope/headers' rule.
 */
export function mediaTypeOption(option: string, mediaType: Readonly<Record<string, unknown>>, bound: readonly string[]): MergedMediaType {
  const { format, previews = [] } = mediaType;
  if (format !== undefined && typeof format !== "string") {
    throw new InvalidOptionsError(`${option}.format`, format, 'a string such as "raw" or "diff"');
  }
  if (!Array.isArray(previews) || !previews.every((name) => typeof name === "string")) {
    throw new InvalidOptionsError(`${option}.previews`, previews, 'an array of strings such as ["squirrel-girl"]');
  }
  return { ...mediaType, previews: mergePreviews(bound, previews as string[]) };
}

/** Refuses a `mediaType` option that is not a plain object. */
export function assertMediaTypeObject(option: string, mediaType: unknown): asserts mediaType is Record<string, unknown> {
  if (!isPlainObject(mediaType)) {
    throw new InvalidOptionsError(option, mediaType, 'an object such as { format: "raw", previews: [] }');
  }
}
