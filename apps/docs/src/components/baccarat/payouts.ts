/**
 * The logic of the payouts island: what a stake on each bet the table offers pays (`offeredBets`,
 * `betTerms`), worked by the engine's money rule (`payout`, with the table's rounding) and worded by
 * `@croupier/ru` — the sentence of a worked payout and its rounding.
 *
 * @module
 */
import { payout } from '@croupier/engine/money';
import { betTerms, offeredBets, type BaccaratBet, type BaccaratRules } from '@croupier/engine/baccarat';
import { BACCARAT_BET_NAMES, formatExact, formatNumber, formatRatio, payoutSentenceRu, roundingRu } from '@croupier/ru';

/** One bet's payout for a stake. */
export interface PayoutLine {
  /** The bet. */
  readonly bet: BaccaratBet;
  /** «Банко», «Пунто», «Ничья». */
  readonly name: string;
  /** The ratio, «19:20». */
  readonly ratio: string;
  /** Whole chips paid. */
  readonly win: number;
  /** The stake plus the winnings: what comes back on a win. */
  readonly back: number;
  /** What the rounding did, or empty when the payout is whole. */
  readonly rounding: string;
  /** The calculation: «25 × 19/20 = 23,75 → 23». */
  readonly worked: string;
  /** The one sentence of a worked payout. */
  readonly sentence: string;
}

/** The result of reading a stake. */
export type PayoutReading =
  { readonly ok: true; readonly lines: readonly PayoutLine[] } | { readonly ok: false; readonly error: string };

/**
 * Reads a stake typed by the reader and works out the payout of every bet the table offers, at its
 * usual ratio (a commission-free table's Банко on a six is in `betTerms`).
 *
 * @param text - The stake as typed.
 * @param rules - The rules (the bets offered, their payouts and the rounding).
 * @returns The lines, or a Russian error naming what is wrong and what is allowed.
 * @example
 * ```ts
 * readPayouts('25', rules).lines[0].worked; // '25 × 19/20 = 23,75 → 23'
 * ```
 */
export function readPayouts(text: string, rules: BaccaratRules): PayoutReading {
  const t = text.trim();
  if (!/^\d+$/u.test(t) || Number(t) <= 0 || !Number.isSafeInteger(Number(t))) {
    return { ok: false, error: `«${text}» — не ставка: ставка — целое положительное число фишек, например 25.` };
  }
  const stake = Number(t);
  const lines: PayoutLine[] = [];
  for (const bet of offeredBets(rules)) {
    const terms = betTerms(rules, bet);
    const ratio = terms.payouts[0]!.ratio;
    const p = payout(stake, ratio, rules.rounding);
    if (!p.ok) {
      return {
        ok: false,
        error: `Ставку ${formatNumber(stake)} на ${BACCARAT_BET_NAMES[bet]} этот стол не принимает: он платит только целыми фишками, ставка должна быть кратна ${formatNumber(terms.stakeUnit)}.`,
      };
    }
    const whole = p.value.roundingDelta.numerator === 0;
    const exact = formatExact(p.value.exact.numerator, p.value.exact.denominator);
    const times = ratio.per === 1 ? formatNumber(ratio.pays) : `${ratio.pays}/${ratio.per}`;
    lines.push({
      bet,
      name: BACCARAT_BET_NAMES[bet],
      ratio: formatRatio(ratio),
      win: p.value.win,
      back: stake + p.value.win,
      rounding: roundingRu(p.value) ?? '',
      worked: `${formatNumber(stake)} × ${times} = ${exact}${whole ? '' : ` → ${formatNumber(p.value.win)}`}`,
      sentence: payoutSentenceRu({ stake, what: BACCARAT_BET_NAMES[bet], ratio, payout: p.value }),
    });
  }
  return { ok: true, lines };
}
