/** A did-you-mean: the nearest of `names` to `name`, or `undefined` (`nearestName`, bound by the strict wrapper). */
export type Nearest = (name: string, names: readonly string[]) => string | undefined;

/** No did-you-mean: what an endpoint bound without the strict wrapper names (nothing). */
export const NO_NEAREST: Nearest = () => undefined;

/** The most candidates a did-you-mean hint compares: beyond, no hint (bounded work on any table). */
const MAX_CANDIDATES = 5000;
/** The longest name compared: beyond, no hint. */
const MAX_LENGTH = 256;

/**
 * The candidate nearest to `name` by edit distance (insertions, deletions, substitutions), when it
 * is at most 2 edits away (1 for names of three characters or fewer); `undefined` otherwise. Bounded
 * work: a banded comparison (O(length) per candidate), at most {@link MAX_CANDIDATES} candidates,
 * names of at most {@link MAX_LENGTH} characters.
 * @example
 * nearestName("opt_feilds", ["opt_fields", "limit"]); // => "opt_fields"
 */
export function nearestName(name: string, candidates: Iterable<string>): string | undefined {
  if (name.length > MAX_LENGTH) return undefined;
  let best: string | undefined;
  let bound = name.length <= 3 ? 1 : 2;
  let seen = 0;
  for (const candidate of candidates) {
    if (++seen > MAX_CANDIDATES) break;
    if (candidate === name || candidate.length > MAX_LENGTH || Math.abs(candidate.length - name.length) > bound) continue;
    const distance = editDistance(name, candidate, bound);
    if (distance <= bound && (best === undefined || distance < bound)) {
      best = candidate;
      bound = distance;
    }
  }
  return best;
}

/**
 * Levenshtein distance of `a` and `b` within a band of `limit` (`limit + 1` when farther): two rows
 * reused, only the band computed, a sentinel on each side of it, so O(length x limit) per pair.
 */
function editDistance(a: string, b: string, limit: number): number {
  const big = limit + 1;
  let previous = new Array<number>(b.length + 2).fill(big);
  let current = new Array<number>(b.length + 2).fill(big);
  for (let j = 0; j <= Math.min(b.length, limit); j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const low = Math.max(1, i - limit);
    const high = Math.min(b.length, i + limit);
    current[low - 1] = low === 1 ? i : big;
    let smallest = current[low - 1] as number;
    for (let j = low; j <= high; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const cell = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      current[j] = cell;
      if (cell < smallest) smallest = cell;
    }
    current[high + 1] = big;
    if (smallest > limit) return big;
    [previous, current] = [current, previous];
  }
  return Math.min(previous[b.length] as number, big);
}
