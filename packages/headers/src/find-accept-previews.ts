const PREVIEW_SUFFIX = "-preview";

/** A run of `[\w-]` characters, the alphabet of preview names. */
const PREVIEW_RUN_RE = /[\w-]+/g;

/**
 * Lists the preview names an accept header already asks for, in order.
 *
 * Gives the result of the reference's `accept.match(/[\w-]+(?=-preview)/g) || []` in linear time (that
 * regex backtracks quadratically, CVE-2025-25285). Each maximal run of `[\w-]` characters yields the
 * part before its last `-preview`, when that part is not empty.
 *
 * @example
 * findAcceptPreviews("application/vnd.github.squirrel-girl-preview+json,text/html");
 * // => ["squirrel-girl"]
 */
export function findAcceptPreviews(accept: string): string[] {
  const names: string[] = [];
  // Each match is a maximal run and the next search starts after it: one pass, nothing to backtrack.
  for (const [run] of accept.matchAll(PREVIEW_RUN_RE)) {
    const suffixAt = run.lastIndexOf(PREVIEW_SUFFIX);
    if (suffixAt > 0) names.push(run.slice(0, suffixAt));
  }
  return names;
}
