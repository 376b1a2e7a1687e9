import { isPreviewChar } from "./internal/ascii";

const PREVIEW_SUFFIX = "-preview";

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
  let start = 0;
  while (start < accept.length) {
    if (!isPreviewChar(accept.charCodeAt(start))) {
      start++;
      continue;
    }
    let end = start + 1;
    while (end < accept.length && isPreviewChar(accept.charCodeAt(end))) end++;
    const run = accept.slice(start, end);
    const suffixAt = run.lastIndexOf(PREVIEW_SUFFIX);
    if (suffixAt > 0) names.push(run.slice(0, suffixAt));
    start = end;
  }
  return names;
}
