/**
 * The logic of the payouts island: what a stake on Банко, Пунто and ничья pays, with the 19:20 rounding
 * written out, from the engine's money rules.
 *
 * @module
 */
import { payout, type Ratio, type Rounding } from '@croupier/engine/money';
import type { BaccaratRules } from '@croupier/engine/baccarat';
import { BET_NAMES_RU, chipsRu } from './ru';

/** One bet's payout for a stake. */
export interface PayoutLine {
  /** `banker`, `player` or `tie`. */
  readonly bet: 'banker' | 'player' | 'tie';
  /** «Банко», «Пунто», «Ничья». */
  readonly name: string;
  /** The ratio, «19:20». */
  readonly ratio: string;
  /** The exact winnings as a decimal with a comma: «23,75». */
  readonly exact: string;
  /** Whole chips paid. */
  readonly win: number;
  /** The stake plus the winnings: what comes back on a win. */
  readonly back: number;
  /** The rounding in words, or empty when the payout is whole. */
  readonly rounding: string;
  /** The whole calculation: «25 × 19/20 = 23,75 → 23». */
  readonly worked: string;
}

/** The result of reading a stake. */
export type PayoutReading =
  { readonly ok: true; readonly lines: readonly PayoutLine[] } | { readonly ok: false; readonly error: string };

function decimalRu(num: number, den: number): string {
  // den divides a power of ten for the ratios here (20, 2, 1); otherwise show the fraction.
  for (const digits of [0, 1, 2, 3]) {
    const scaled = (num * 10 ** digits) / den;
    if (Number.isInteger(scaled)) {
      const s = (scaled / 10 ** digits).toFixed(digits);
      return s.replace('.', ',');
    }
  }
  return `${num}/${den}`;
}

const ROUNDING_RU: Readonly<Record<Rounding, string>> = {
  down: 'доля фишки не выплачивается и остаётся казино',
  up: 'доля фишки округляется вверх в пользу игрока',
  halfUp: 'доля округляется до ближайшей целой фишки',
  refuse: 'такая ставка не принимается',
};

/**
 * Reads a stake typed by the reader and works out every bet's payout.
 *
 * @param text - The stake as typed.
 * @param rules - The rules (payouts and rounding).
 * @returns The lines, or a Russian error naming what is wrong and what is allowed.
 * @example
 * ```ts
 * readPayouts('25', rules).lines[0].worked; // '25 × 19/20 = 23,75 → 23'
 * ```
 */
export function readPayouts(text: string, rules: BaccaratRules): PayoutReading {
  const t = text.trim();
  if (!/^\d+$/.test(t) || Number(t) <= 0 || !Number.isSafeInteger(Number(t))) {
    return { ok: false, error: `«${text}» — не ставка: ставка — целое положительное число фишек, например 25.` };
  }
  const stake = Number(t);
  const bets: [PayoutLine['bet'], Ratio][] = [
    ['banker', rules.bankerPays],
    ['player', rules.playerPays],
    ['tie', rules.tiePays],
  ];
  const lines: PayoutLine[] = [];
  for (const [bet, ratio] of bets) {
    const p = payout(stake, ratio, rules.rounding);
    if (!p.ok)
      return { ok: false, error: `Ставку ${chipsRu(stake)} на ${BET_NAMES_RU[bet]} нельзя выплатить целыми фишками.` };
    const exact = decimalRu(p.value.exact.numerator, p.value.exact.denominator);
    const whole = p.value.roundingDelta.numerator === 0;
    const ratioText = `${ratio.pays}:${ratio.per}`;
    const times = ratio.per === 1 ? `${ratio.pays}` : `${ratio.pays}/${ratio.per}`;
    lines.push({
      bet,
      name: BET_NAMES_RU[bet],
      ratio: ratioText,
      exact,
      win: p.value.win,
      back: stake + p.value.win,
      rounding: whole
        ? ''
        : `${decimalRu(Math.abs(p.value.roundingDelta.numerator), p.value.roundingDelta.denominator)} фишки: ${ROUNDING_RU[rules.rounding]}`,
      worked: `${stake} × ${times} = ${exact}${whole ? '' : ` → ${p.value.win}`}`,
    });
  }
  return { ok: true, lines };
}
