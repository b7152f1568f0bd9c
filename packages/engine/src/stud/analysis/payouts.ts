/**
 * The exact distribution of one stud round's net result, in antes, under optimal raise-or-fold play
 * without an exchange: −1 for a fold, +1 when the dealer does not qualify, 1 + raise × the paytable when
 * the player beats a qualifying dealer, 0 for a tie, −(1 + raise) for a loss. The input of the variance
 * analysis.
 *
 * Every one of the 134,459 classes of player hands (up to suits) is weighed: its raise is counted over
 * the 1,533,939 dealer hands by inclusion–exclusion on the counting tables (`countDealerHands`), split
 * into the four outcomes, and kept when the raise's EV beats the fold's. The game with the exchange is
 * not covered here: its optimal play needs the full exchange enumeration of `stud-odds.ts`.
 *
 * @module
 */
import { payoutDistributionOrThrow, type PayoutDistribution, type PayoutOutcome } from '../../analysis/variance.js';
import { frac } from '../../rational/index.js';
import { err, ok, type Result, type RuleError } from '../../result/index.js';
import { categoryOf, evaluate5 } from '../evaluator.js';
import type { StudRules } from '../rules.js';
import { qualifyingLimit } from '../settle.js';
import { cardsOfKey, handClasses } from './classes.js';
import { choose, countDealerHands } from './counts.js';

/** The error of {@link studRoundDistribution}: rules it does not cover (an exchange, or a dealer card shown). */
export type StudDistributionError = RuleError<'stud/payouts-not-computed'>;

let classesCache: { keys: Float64Array; weights: Uint8Array } | null = null;

/**
 * The exact per-round distribution of the ante's net result under optimal raise-or-fold play, for
 * rules without an exchange and with no dealer card shown (the text's game without its exchange, any
 * paytable, fees irrelevant). Takes a few seconds (the counting tables and the hand classes are built
 * on the first call).
 *
 * @param rules - The rules: `maxExchange` 0 and `upCards` 0.
 * @returns The distribution in antes, or `stud/payouts-not-computed` for other rules.
 * @example
 * ```ts
 * const d = studRoundDistribution({ ...resolveRulesOrThrow(), maxExchange: 0 }); // −3, −1, 0, +1, +3, +5 … +201
 * ```
 */
export function studRoundDistribution(rules: StudRules): Result<PayoutDistribution, StudDistributionError> {
  if (rules.maxExchange !== 0 || rules.upCards !== 0) {
    return err(
      'stud/payouts-not-computed',
      'The per-round distribution is computed for the game without an exchange and with no dealer card shown.',
      { maxExchange: rules.maxExchange, upCards: rules.upCards },
    );
  }
  classesCache ??= handClasses();
  const { keys, weights } = classesCache;
  const q1 = qualifyingLimit(rules) + 1;
  const n = choose(47, 5);
  const ante = frac(rules.antePays.pays, rules.antePays.per);
  // Whole units of 1/scale ante, so the raise-or-fold comparison is exact (ties fold, as `advise` does).
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let scale = rules.antePays.per;
  for (const r of Object.values(rules.paytable)) scale = (scale * r.per) / gcd(scale, r.per);
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
