/**
 * The exact distribution of one coup's net result for every bet the table offers, from the exact coup
 * distribution: what a bet of one returns (`+19/20`, `0`, `−1`…) and with what probability. The input
 * of the variance analysis (`sessionDistribution`, `ruinCurve` in `@croupier/engine`).
 *
 * @module
 */
import { payoutDistributionOrThrow, type PayoutDistribution, type PayoutOutcome } from '../../analysis/variance.js';
import { frac, sub, ONE, type Fraction } from '../../rational/index.js';
import { ok, orThrow, type Result } from '../../result/index.js';
import { type BaccaratError } from '../errors.js';
import { type BaccaratBet, type BaccaratRules } from '../rules.js';
import { offeredBetChances, type BetChances, type ShoeComposition, type ValueCounts } from './exact.js';

/** One bet's per-coup distribution. */
export interface BaccaratBetDistribution {
  /** The bet. */
  readonly id: BaccaratBet;
  /** The net result of a bet of one per coup, exactly. */
  readonly distribution: PayoutDistribution;
}

/** Paid outcomes (probability, ratio), a push probability, and the rest lost. */
function outcomes(paid: BetChances['paid'], push: Fraction): PayoutDistribution {
  const list: PayoutOutcome[] = [];
  let rest = sub(ONE, push);
  for (const [p, r] of paid) {
    list.push({ net: r, p });
    rest = sub(rest, p);
  }
  list.push({ net: frac(0), p: push });
  list.push({ net: frac(-1), p: rest });
  return payoutDistributionOrThrow(list);
}

/**
 * The exact per-coup net distribution of every bet the rules offer (Банко, Пунто, ничья and the side
 * bets), for a shoe composition.
 *
 * @param rules - The rules (payouts, pushes, the tableau, the side bets offered).
 * @param shoe - The composition (default: a full shoe of `rules.decks` decks, by card); the pair bets
 *   need ranks, the perfect pair cards.
 * @returns One entry per offered bet, in the order of `offeredBets`, or `baccarat/bad-composition`.
 * @example
 * ```ts
 * const banker = baccaratBetDistributionsOrThrow(DEFAULT_RULES)[0]!; // nets −1, 0, 19/20
 * payoutMoments(banker.distribution).sd; // ≈ 0.93
 * ```
 */
export function baccaratBetDistributions(
  rules: BaccaratRules,
  shoe?: ShoeComposition | ValueCounts,
): Result<BaccaratBetDistribution[], BaccaratError> {
  const chances = offeredBetChances(rules, shoe);
  if (!chances.ok) return chances;
  return ok(chances.value.map(({ id, paid, push }) => ({ id, distribution: outcomes(paid, push) })));
}

/**
 * {@link baccaratBetDistributions}, throwing a `CroupierError` on a bad composition.
 *
 * @param rules - The rules.
 * @param shoe - The composition.
 */
export function baccaratBetDistributionsOrThrow(
  rules: BaccaratRules,
  shoe?: ShoeComposition | ValueCounts,
): BaccaratBetDistribution[] {
  return orThrow(baccaratBetDistributions(rules, shoe));
}
