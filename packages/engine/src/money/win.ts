/**
 * The whole-chip rounding of a payout, alone: {@link payout}'s figure without the exact amount and the
 * rounding it reports. Internal to the engine (not exported from the money module): `payout` rounds
 * with it, and a round settling every box of every round calls it to skip the fractions it never reads.
 *
 * @module
 */
import type { Rounding } from './index.js';

/**
 * The winnings of `num / per` chips rounded as the table rounds, or `null` under `refuse` when the
 * amount is not whole.
 *
 * @param num - The stake times the ratio's `pays` (a safe integer).
 * @param per - The ratio's `per`.
 * @param rounding - The table's rounding.
 */
export function wholeWin(num: number, per: number, rounding: Rounding): number | null {
  const whole = Math.floor(num / per);
  const rem = num - whole * per;
  if (rem === 0) return whole;
  if (rounding === 'refuse') return null;
  if (rounding === 'up') return whole + 1;
  if (rounding === 'halfUp') return 2 * rem >= per ? whole + 1 : whole;
  return whole;
}
