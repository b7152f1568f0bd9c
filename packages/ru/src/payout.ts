/**
 * The one sentence that explains a worked payout, with its rounding: «Ставка 10, блекджек 3:2: выигрыш
 * 15, вместе со ставкой 25.» When the ratio leaves a fraction of a chip, the sentence says the exact
 * amount and who keeps the fraction (the house, under the texts' whole-chip tables) or who pays it up.
 * The numbers come from the engine's settlement (`payout`, `settleHand`, `settleBet`, `winningPayout`);
 * this module only words them.
 *
 * @module
 */
import { CHIPS, formatExact, formatNumber, formatRatio, plural } from './format.js';

/** A fraction of chips as the engine gives it (`{ numerator, denominator }`). */
export interface ChipFractionLike {
  readonly numerator: number;
  readonly denominator: number;
}

/** What the engine's `payout` returns: the whole chips paid, the exact amount, and the rounding. */
export interface PayoutLike {
  /** Whole chips paid as winnings. */
  readonly win: number;
  /** The exact winnings before rounding. */
  readonly exact: ChipFractionLike;
  /** `win` minus the exact winnings: negative when the house kept a fraction, positive when it paid up. */
  readonly roundingDelta: ChipFractionLike;
}

/**
 * What the table's rounding did to a payout, in words, or `null` when the payout came out whole.
 *
 * @param payout - The engine's payout.
 * @returns «0,5 фишки остаётся казино» or «казино доплачивает 0,25 фишки до целой».
 * @example
 * ```ts
 * roundingRu({ win: 7, exact: { numerator: 15, denominator: 2 }, roundingDelta: { numerator: -1, denominator: 2 } });
 * // '0,5 фишки остаётся казино'
 * ```
 */
export function roundingRu(payout: PayoutLike): string | null {
  const d = payout.roundingDelta;
  if (d.numerator === 0) return null;
  const shown = `${formatExact(Math.abs(d.numerator), d.denominator)}\u00a0${plural(Math.abs(d.numerator) / d.denominator, CHIPS)}`;
  return d.numerator < 0 ? `${shown} остаётся казино` : `казино доплачивает ${shown} до целой`;
}

/** What {@link payoutSentenceRu} words. */
export interface WorkedPayout {
  /** The stake (whole chips). */
  readonly stake: number;
  /** What is paid, as it follows the stake: «блекджек», «выигравшая рука», «Банко», ««На номер» 6». */
  readonly what: string;
  /** The ratio paid. */
  readonly ratio: { readonly pays: number; readonly per: number };
  /** The engine's payout of the winnings. */
  readonly payout: PayoutLike;
  /** The chips handed back with the winnings (default: the stake; less when a commission is taken). */
  readonly handed?: number;
}

/**
 * The one sentence for a worked payout: the stake, what is paid and at what, the winnings, and what
 * comes back with the stake — with the exact amount and its rounding when the ratio leaves a fraction.
 *
 * @param p - See {@link WorkedPayout}.
 * @returns «Ставка 10, блекджек 3:2: выигрыш 15, вместе со ставкой 25.» or «Ставка 5, блекджек 3:2:
 *   выигрыш 7 (ровно 7,5; 0,5 фишки остаётся казино), вместе со ставкой 12.»
 * @example
 * ```ts
 * const p = payoutOrThrow(10, { pays: 3, per: 2 });
 * payoutSentenceRu({ stake: 10, what: 'блекджек', ratio: { pays: 3, per: 2 }, payout: p });
 * // 'Ставка 10, блекджек 3:2: выигрыш 15, вместе со ставкой 25.'
 * ```
 */
export function payoutSentenceRu(p: WorkedPayout): string {
  const rounding = roundingRu(p.payout);
  const exact = rounding
    ? ` (ровно ${formatExact(p.payout.exact.numerator, p.payout.exact.denominator)}; ${rounding})`
    : '';
  const handed = p.handed ?? p.stake + p.payout.win;
  return `Ставка ${formatNumber(p.stake)}, ${p.what} ${formatRatio(p.ratio)}: выигрыш ${formatNumber(p.payout.win)}${exact}, вместе со ставкой ${formatNumber(handed)}.`;
}
