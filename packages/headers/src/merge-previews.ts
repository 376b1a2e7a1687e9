/**
 * Merges the `mediaType.previews` of `.defaults()` with per-call previews, as the reference does.
 *
 * When `defaults` is not empty, the defaults not named again in `previews` come first, then `previews`;
 * otherwise `previews` alone. Then the first `-preview` in each name is removed. The comparison happens
 * before that removal, so `["foo-preview"]` and `["foo"]` give `["foo", "foo"]`. Returns a new array.
 *
 * @example
 * mergePreviews(["jean-grey", "symmetra"], ["symmetra", "ant-man-preview"]);
 * // => ["jean-grey", "symmetra", "ant-man"]
 */
export function mergePreviews(defaults: readonly string[], previews: readonly string[]): string[] {
  const named = new Set(previews);
  const merged = defaults.length > 0 ? defaults.filter((name) => !named.has(name)).concat(previews) : previews;
  // A string pattern replaces its first occurrence only, as the reference's non-global /-preview/ does.
  return merged.map((name) => name.replace("-preview", ""));
}
