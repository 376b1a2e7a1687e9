import { readPreviews } from "./read-media-type";

/**
 * Merges the `mediaType.previews` of `.defaults()` with per-call previews, as the reference does.
 *
 * When `defaults` is not empty, the defaults not named again in `previews` come first, then `previews`;
 * otherwise `previews` alone. Then the first `-preview` in each name is removed. The comparison happens
 * before that removal, so `["foo-preview"]` and `["foo"]` give `["foo", "foo"]`. Returns a new array;
 * each element of the inputs is read once.
 *
 * `undefined` counts as `[]`, as a `mediaType` without previews does.
 *
 * @throws {InvalidHeaderError} `INVALID_MEDIA_TYPE` (naming the header `accept`, where previews end
 * up) when an input is neither `undefined` nor an array of strings, or a name holds a character a
 * header value may not (CR and LF allow header injection), as `readMediaType` refuses it.
 * @example
 * mergePreviews(["jean-grey", "symmetra"], ["symmetra", "ant-man-preview"]);
 * // => ["jean-grey", "symmetra", "ant-man"]
 */
export function mergePreviews(defaults: readonly string[], previews: readonly string[]): string[] {
  const bound = readPreviews(defaults, "default previews");
  const given = readPreviews(previews, "previews");
  const named = new Set(given);
  const merged = bound.length > 0 ? bound.filter((name) => !named.has(name)).concat(given) : given;
  // A string pattern replaces its first occurrence only, as the reference's non-global /-preview/ does.
  return merged.map((name) => name.replace("-preview", ""));
}
