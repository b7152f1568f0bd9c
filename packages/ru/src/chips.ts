/**
 * A pile of chips and the time an answer took, in Russian: «2 фишки по 25, 1 фишка по 5: всего 55
 * фишек», «3,2 с». The trainer's payout drills show and announce what the trainee built with these.
 *
 * @module
 */
import { CHIPS, formatChips, formatCount, formatNumber } from './format.js';

/**
 * A pile of chips in words, the largest denomination first, with its total: «2 фишки по 25, 1 фишка по
 * 5: всего 55 фишек»; an empty pile is «Фишек нет: 0».
 *
 * @param chips - The chips' values, in any order (whole chips, each positive).
 * @example
 * ```ts
 * chipPileRu([25, 5, 25]); // '2 фишки по 25, 1 фишка по 5: всего 55 фишек'
 * chipPileRu([]);          // 'Фишек нет: 0'
 * ```
 */
export function chipPileRu(chips: readonly number[]): string {
  if (chips.length === 0) return 'Фишек нет: 0';
  const counts = new Map<number, number>();
  for (const c of chips) counts.set(c, (counts.get(c) ?? 0) + 1);
  const parts = [...counts.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([value, count]) => `${formatCount(count, CHIPS)} по ${formatNumber(value)}`);
  const total = chips.reduce((s, c) => s + c, 0);
  return `${parts.join(', ')}: всего ${formatChips(total)}`;
}

/**
 * How long an answer took, as the trainer shows it: tenths of a second below a minute («3,2 с»), then
 * minutes and whole seconds («1 мин 05 с»).
 *
 * @param ms - The time in milliseconds (not negative).
 * @example
 * ```ts
 * formatAnswerTime(3240);  // '3,2 с'
 * formatAnswerTime(65_000); // '1 мин 05 с'
 * ```
 */
export function formatAnswerTime(ms: number): string {
  const tenths = Math.round(Math.max(0, ms) / 100);
  if (tenths < 600) return `${formatNumber(tenths / 10, 1)}\u00a0с`;
  const seconds = Math.round(tenths / 10);
  return `${Math.floor(seconds / 60)}\u00a0мин ${String(seconds % 60).padStart(2, '0')}\u00a0с`;
}
