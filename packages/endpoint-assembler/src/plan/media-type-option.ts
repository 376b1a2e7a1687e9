import { mergePreviews, readMediaType } from "@scope/headers";
import type { MergedMediaType } from "../types/options";

/**
 * The `mediaType` option (`option` names where it was given) read by @scope/headers' one reader,
 * with its previews merged after `bound` ones (without `-preview`, without duplicates). Read from a
 * copy the caller owns; any problem is `InvalidHeaderError` `INVALID_MEDIA_TYPE`, on every path.
 */
export function mediaTypeOption(option: string, mediaType: Readonly<Record<string, unknown>>, bound: readonly string[]): MergedMediaType {
  const { previews } = readMediaType(mediaType, option);
  return { ...mediaType, previews: mergePreviews(bound, previews) };
}
