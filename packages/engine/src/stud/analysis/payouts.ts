/**
 * The exact distribution of one stud round's net result, in antes, under optimal play: −1 for a fold,
 * +1 when the dealer does not qualify, 1 + raise × the paytable when the player beats a qualifying
 * dealer, 0 for a tie, −(1 + raise) for a loss, each less the fee when cards were exchanged first. The
 * input of the variance analysis.
 *
 * Without the exchange every one of the 134,459 classes of player hands (up to suits) is weighed here,
 * in seconds: its raise is counted over the 1,533,939 dealer hands by inclusion–exclusion on the
 * counting tables (`countDealerHands`), split into the four outcomes, and kept when the raise's EV beats
 * the fold's. With the exchange the distribution takes minutes (`exchange-distribution.ts`, under the
 * shipped optimal strategy): the text's game and the one-card game are shipped, computed by
 * `scripts/stud-distribution.ts`.
 *
 * @module
 */
import { payoutDistributionOrThrow, type PayoutDistribution, type PayoutOutcome } from '../../analysis/variance.js';
import { commonDenominator } from '../../money/index.js';
import { frac, parseFraction } from '../../rational/index.js';
import { err, ok, type Result, type RuleError } from '../../result/index.js';
import { sameRules } from '../../rules-key.js';
import { categoryOf, evaluate5 } from '../evaluator.js';
import { checkRules, type StudRules } from '../rules.js';
import { qualifyingLimit } from '../settle.js';
import { STUD_ODDS } from '@croupier/paytables/stud';
import { cardsOfKey, handClasses } from './classes.js';
import { choose, countDealerHands } from './counts.js';
import { STUD_EXCHANGE_DISTRIBUTIONS } from './distribution-data.js';

/** The error of {@link studRoundDistribution}: rules it does not cover (an exchange, or a dealer card shown). */
export type StudDistributionError = RuleError<'stud/bad-rules' | 'stud/payouts-not-computed'>;

let classesCache: { keys: Float64Array; weights: Uint8Array } | null = null;

/** Whether the rules pay as the shipped figures were computed (the text's paytable and fees). */
function shippedPayouts(rules: StudRules): boolean {
  const w = STUD_ODDS.computedWith;
  return (
    sameRules(w.paytable, rules.paytable) &&
    sameRules(w.antePays, rules.antePays) &&
    w.raiseMultiple === rules.raiseMultiple &&
    w.qualifier === rules.qualifier &&
    sameRules(w.feeOneCard, rules.feeOneCard) &&
    (rules.maxExchange < 2 || sameRules(w.feeTwoCards, rules.feeTwoCards))
  );
}

/**
 * The exact per-round distribution of the ante's net result under optimal play, with no dealer card
 * shown. Without the exchange it is computed for any paytable in a few seconds (the counting tables and
 * the hand classes are built on the first call); with the exchange of one or two cards it is the
 * shipped distribution, for the text's paytable and fees.
 *
 * @param rules - The rules: `upCards` 0; with an exchange, the text's payouts and fees.
 * @returns The distribution in antes, or `stud/payouts-not-computed` for other rules.
 * @example
 * ```ts
 * const d = studRoundDistribution({ ...resolveRulesOrThrow(), maxExchange: 0 }); // −3, −1, 0, +1, +3, +5 … +201
 * studRoundDistribution(resolveRulesOrThrow()); // the text's game: also −2, −2.5 (a fold after an exchange) …
 * ```
 */
export function studRoundDistribution(rules: StudRules): Result<PayoutDistribution, StudDistributionError> {
  const checked = checkRules(rules);
  if (!checked.ok) return checked;
  if (rules.upCards !== 0 || (rules.maxExchange !== 0 && !shippedPayouts(rules))) {
    return err(
      'stud/payouts-not-computed',
      "The per-round distribution is computed with no dealer card shown: for any paytable without an exchange, and with the text's payouts and fees with one (run packages/engine/scripts/stud-distribution.ts for others).",
      { maxExchange: rules.maxExchange, upCards: rules.upCards },
    );
  }
  if (rules.maxExchange !== 0) {
    const shipped = STUD_EXCHANGE_DISTRIBUTIONS[rules.maxExchange === 2 ? 'seed' : 'casino'];
    return ok(payoutDistributionOrThrow(shipped.map(([net, p]) => ({ net: parseFraction(net), p: parseFraction(p) }))));
  }
  classesCache ??= handClasses();
  const { keys, weights } = classesCache;
  const q1 = qualifyingLimit(rules) + 1;
  const n = choose(47, 5);
  const ante = frac(rules.antePays.pays, rules.antePays.per);
  // Whole units of 1/scale ante, so the raise-or-fold comparison is exact (ties fold, as `advise` does).
  const scale = commonDenominator([rules.antePays, ...Object.values(rules.paytable)]);
  const anteU = (rules.antePays.pays * scale) / rules.antePays.per;
  const lossU = (1 + rules.raiseMultiple) * scale;
  // Counts (player hands × dealer hands) by outcome; every sum stays below 2.6e6 × 1.6e6 < 2^53.
  let fold = 0;
  let noGame = 0;
  let tie = 0;
  let lose = 0;
  const wins = new Map<string, number>(); // paytable category → count
  for (let i = 0; i < keys.length; i++) {
    const hand = cardsOfKey(keys[i]!);
    const w = weights[i]!;
    const p = evaluate5(hand[0]!, hand[1]!, hand[2]!, hand[3]!, hand[4]!);
    const [q, l, le] = countDealerHands([], hand, [q1, Math.min(p, q1), Math.min(p + 1, q1)]) as [
      number,
      number,
      number,
    ];
    const category = categoryOf(p);
    const payU =
      category === 'noGame'
        ? 0
        : (rules.raiseMultiple * rules.paytable[category].pays * scale) / rules.paytable[category].per;
    // The raise's total over the n dealer hands against the fold's, in units.
    const raise = (n - q) * anteU + (q - le) * (anteU + payU) - l * lossU;
    if (!(raise > -n * scale)) {
      fold += w * n;
      continue;
    }
    noGame += w * (n - q);
    tie += w * (le - l);
    lose += w * l;
    if (q - le > 0) wins.set(category, (wins.get(category) ?? 0) + w * (q - le));
  }
  const den = BigInt(choose(52, 5)) * BigInt(n);
  const pr = (x: number) => frac(BigInt(x), den);
  const outcomes: PayoutOutcome[] = [
    { net: frac(-1), p: pr(fold) },
    { net: ante, p: pr(noGame) },
    { net: frac(0), p: pr(tie) },
    { net: frac(-(1 + rules.raiseMultiple)), p: pr(lose) },
  ];
  for (const [category, count] of wins) {
    const r = rules.paytable[category as keyof StudRules['paytable']];
    const raiseWin = frac(BigInt(rules.raiseMultiple * r.pays), BigInt(r.per));
    outcomes.push({
      net: frac(ante.num * raiseWin.den + raiseWin.num * ante.den, ante.den * raiseWin.den),
      p: pr(count),
    });
  }
  return ok(payoutDistributionOrThrow(outcomes));
}
