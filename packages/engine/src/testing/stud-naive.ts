/**
 * Naive references for the stud analysis tests: the dealer's hands enumerated one by one and scored
 * straight from the rules, with none of the analysis's counting. Test-only.
 *
 * @internal
 * @module
 */
import { categoryOf, evaluate5 } from '../stud/evaluator.js';
import { resolveRulesOrThrow, type StudRules } from '../stud/rules.js';

/** A table unlike the text's: other payouts, a fraction (so units are halves), a pair qualifier, raise × 3. */
export const ODD_RULES: StudRules = resolveRulesOrThrow({
  sets: ['paytable=250,50,25,9,6,4,3,2,1,1', 'qualifier=pair', 'raiseMultiple=3', 'feeOneCard=1', 'feeTwoCards=2'],
  overrides: {
    paytable: {
      ...resolveRulesOrThrow({ sets: ['paytable=250,50,25,9,6,4,3,2,1,1'] }).paytable,
      pair: { pays: 3, per: 2 },
    },
  },
});

/**
 * A naive reference written for the tests: the total in units of `1 / scale` ante of raising with
 * `player` against every dealer hand from `free`, scoring each hand by the rules directly.
 */
export function naiveRaiseTotals(
  players: readonly number[],
  free: readonly number[],
  rules: StudRules,
  scale: number,
): number[] {
  const q = firstNonQualifying(rules.qualifier);
  const units = (r: { pays: number; per: number }): number => (r.pays * scale) / r.per;
  const anteWin = units(rules.antePays);
  const lose = (1 + rules.raiseMultiple) * scale;
  const win = players.map((p) => {
    const cat = categoryOf(p);
    return anteWin + (cat === 'noGame' ? 0 : rules.raiseMultiple * units(rules.paytable[cat]));
  });
  const out = players.map(() => 0);
  const m = free.length;
  for (let a = 0; a < m; a++)
    for (let b = a + 1; b < m; b++)
      for (let c = b + 1; c < m; c++)
        for (let d = c + 1; d < m; d++)
          for (let e = d + 1; e < m; e++) {
            const dealer = evaluate5(free[a]!, free[b]!, free[c]!, free[d]!, free[e]!);
            for (let i = 0; i < players.length; i++) {
              const p = players[i]!;
              if (dealer >= q) out[i]! += anteWin;
              else if (p < dealer) out[i]! += win[i]!;
              else if (p > dealer) out[i]! -= lose;
            }
          }
  return out;
}

/**
 * The same totals as {@link naiveRaiseTotals}, from a count of the dealer's hands by their rank
 * (`byRank[r]` hands of rank `r`) instead of the hands themselves: for tests that score many player
 * hands against the same dealer cards, where counting the hands once and scoring each rank is the
 * same sum reordered.
 */
export function naiveRaiseTotalsByRank(
  players: readonly number[],
  byRank: ArrayLike<number>,
  rules: StudRules,
  scale: number,
): number[] {
  const q = firstNonQualifying(rules.qualifier);
  const units = (r: { pays: number; per: number }): number => (r.pays * scale) / r.per;
  const anteWin = units(rules.antePays);
  const lose = (1 + rules.raiseMultiple) * scale;
  return players.map((p) => {
    const cat = categoryOf(p);
    const win = anteWin + (cat === 'noGame' ? 0 : rules.raiseMultiple * units(rules.paytable[cat]));
    let total = 0;
    for (let dealer = 0; dealer < byRank.length; dealer++) {
      const n = byRank[dealer]!;
      if (n === 0) continue;
      if (dealer >= q) total += n * anteWin;
      else if (p < dealer) total += n * win;
      else if (p > dealer) total -= n * lose;
    }
    return total;
  });
}

/** The first class that does not qualify the dealer. */
function firstNonQualifying(q: 'aceKing' | 'pair'): number {
  return q === 'pair' ? 6186 : 6350;
}
