// Near-miss hints for unknown keys: `recusive` -> `recursive`.

/** Largest edit distance that still counts as a near miss. */
const MAX_DISTANCE = 2;

/**
 * Damerau-Levenshtein distance (optimal string alignment): insertions, deletions, substitutions and
 * transpositions of adjacent characters each cost 1. O(a.length * b.length) time, two-row memory.
 */
export function editDistance(a: string, b: string): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(cell(previous, j) + 1, cell(current, j - 1) + 1, cell(previous, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, cell(before, j - 2) + 1);
      }
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return cell(previous, b.length);
}

/** A cell of a row of the distance table; every read is in range, `0` only satisfies the compiler. */
function cell(row: readonly number[], index: number): number {
  return row[index] ?? 0;
}

/**
 * The known key closest to `key` (ignoring case) within `MAX_DISTANCE` edits, if any. A key whose
 * length differs by more than `MAX_DISTANCE` is skipped without computing, so huge keys stay cheap.
 */
export function nearestKey(key: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = MAX_DISTANCE + 1;
  for (const candidate of known) {
    if (Math.abs(candidate.length - key.length) > MAX_DISTANCE) continue;
    const distance = editDistance(key.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance && distance < candidate.length) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
