/**
 * The exact distribution of one coup's net result for every bet the table offers, from the exact coup
 * distribution: what a bet of one returns (`+19/20`, `0`, `−1`…) and with what probability. The input
 * of the variance analysis (`sessionDistribution`, `ruinCurve` in `@croupier/engine`).
 *
 * @module
 */
import { payoutDistributionOrThrow, type PayoutDistribution, type PayoutOutcome } from '../../analysis/variance.js';
import { add, frac, sub, ONE, type Fraction } from '../../rational/index.js';
import { ok, orThrow, type Result } from '../../result/index.js';
import { baccaratError, type BaccaratError } from '../errors.js';
import { betTerms, checkRules, offeredBets, type BaccaratBet, type BaccaratRules } from '../rules.js';
import { coupDistribution, pairChances, shoeOfDecks, type ShoeComposition, type ValueCounts } from './exact.js';

/** One bet's per-coup distribution. */
export interface BaccaratBetDistribution {
  /** The bet. */
  readonly id: BaccaratBet;
  /** The net result of a bet of one per coup, exactly. */
  readonly distribution: PayoutDistribution;
}

const ratio = (r: { pays: number; per: number }) => frac(r.pays, r.per);

/** Paid outcomes (probability, ratio), a push probability, and the rest lost. */
function outcomes(paid: readonly [Fraction, Fraction][], push: Fraction): PayoutDistribution {
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
  const checked = checkRules(rules);
  if (!checked.ok) return checked;
  const composition = shoe ?? shoeOfDecks(rules.decks);
  const dist = coupDistribution(rules, composition);
  if (!dist.ok) return dist;
  const d = dist.value;
  const f = (x: bigint) => frac(x, d.sequences);
  const bets = offeredBets(rules);
  const needsPairs = bets.some((b) => b.endsWith('Pair'));
  let pairs = null;
  if (needsPairs) {
    const kind = (composition as { kind?: unknown }).kind ?? 'values';
    if (kind === 'values') {
      return baccaratError('baccarat/bad-composition', {
        reason: 'needs-ranks',
        bet: bets.find((b) => b.endsWith('Pair'))!,
      });
    }
    const p = pairChances(composition as ShoeComposition);
    if (!p.ok) return p;
    pairs = p.value;
  }
  const none = frac(0);
  const out: BaccaratBetDistribution[] = [];
  for (const bet of bets) {
    const pays = betTerms(rules, bet).payouts;
    const r = (when: string) => ratio(pays.find((p) => p.when === when)!.ratio);
    let distribution: PayoutDistribution | undefined;
    switch (bet) {
      case 'banker': {
        const tie = rules.tiePushes ? f(d.tie) : none;
        const six = rules.bankerSixPays ? d.bankerWinsOnSix : 0n;
        const dragon = rules.bankerThreeCardSevenPushes ? d.bankerThreeCardSeven : 0n;
        const paid: [Fraction, Fraction][] = [[f(d.banker - six - dragon), r('win')]];
        if (rules.bankerSixPays) paid.push([f(six), r('bankerSix')]);
        distribution = outcomes(paid, add(tie, f(dragon)));
        break;
      }
      case 'player':
        distribution = outcomes([[f(d.player), r('win')]], rules.tiePushes ? f(d.tie) : none);
        break;
      case 'tie':
        distribution = outcomes([[f(d.tie), r('win')]], none);
        break;
      case 'playerPair':
      case 'bankerPair':
        distribution = outcomes([[pairs!.pair, r('win')]], none);
        break;
      case 'eitherPair':
        distribution = outcomes([[sub(add(pairs!.pair, pairs!.pair), pairs!.bothPairs), r('win')]], none);
        break;
      case 'perfectPair': {
        if (pairs!.perfectPair === null || pairs!.bothPerfectPairs === null) {
          return baccaratError('baccarat/bad-composition', { reason: 'needs-cards', bet: 'perfectPair' });
        }
        const one = pairs!.perfectPair;
        const both = pairs!.bothPerfectPairs;
        const exactlyOne = sub(add(one, one), add(both, both));
        const bothRatio = pays.some((p) => p.when === 'bothPerfectPairs') ? r('bothPerfectPairs') : r('win');
        distribution = outcomes(
          [
            [exactlyOne, r('win')],
            [both, bothRatio],
          ],
          none,
        );
        break;
      }
      case 'dragon7':
        distribution = outcomes([[f(d.bankerThreeCardSeven), r('win')]], none);
        break;
      case 'panda8':
        distribution = outcomes([[f(d.playerThreeCardEight), r('win')]], none);
        break;
    }
    if (distribution) out.push({ id: bet, distribution });
  }
  return ok(out);
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
