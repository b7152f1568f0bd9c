/**
 * The enumeration both of the stud tables are built from (the evaluator's class table, the rank-count
 * shapes): every multiset of five ranks with at most four of a rank, the 6,175 rank shapes of a hand.
 *
 * @internal
 */

/**
 * Calls `visit` with each multiset of five ranks (at most four of a rank), as counts per rank 0…12, in
 * lexicographic order of the ranks chosen. The array is reused between calls: copy it to keep it.
 *
 * @param visit - Called once per multiset with the count of each rank.
 */
export function forEachRankMultiset(visit: (counts: readonly number[]) => void): void {
  const counts = new Array<number>(13).fill(0);
  const rec = (from: number, left: number): void => {
    if (left === 0) {
      visit(counts);
      return;
    }
    for (let r = from; r < 13; r++) {
      if (counts[r]! >= 4) continue;
      counts[r]!++;
      rec(r, left - 1);
      counts[r]!--;
    }
  };
  rec(0, 5);
}
