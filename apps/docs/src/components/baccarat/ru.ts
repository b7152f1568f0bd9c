/**
 * Russian wording shared by the baccarat islands: plurals, points, percentages with a decimal comma.
 *
 * @module
 */

/**
 * Picks the Russian plural form for a whole number: one (1, 21), few (2–4, 22–24), many (5–20, 25…).
 *
 * @param n - The number.
 * @param forms - `[one, few, many]`, e.g. `['очко', 'очка', 'очков']`.
 */
export function plural(n: number, forms: readonly [string, string, string]): string {
  const a = Math.abs(n) % 100;
  const b = a % 10;
  if (a >= 11 && a <= 14) return forms[2];
  if (b === 1) return forms[0];
  if (b >= 2 && b <= 4) return forms[1];
  return forms[2];
}

/** «3 очка», «1 очко», «0 очков». */
export function pointsRu(n: number): string {
  return `${n} ${plural(n, ['очко', 'очка', 'очков'])}`;
}

/** «1 фишка», «23 фишки», «25 фишек». */
export function chipsRu(n: number): string {
  return `${n} ${plural(n, ['фишка', 'фишки', 'фишек'])}`;
}

/**
 * A share as a Russian percentage: `0.010579…` → «1,0579 %».
 *
 * @param x - The share.
 * @param digits - Decimals (default 4).
 */
export function percentRu(x: number, digits = 4): string {
  return `${(x * 100).toFixed(digits).replace('.', ',').replace('-', '−')} %`;
}

/** The Russian name of a bet. */
export const BET_NAMES_RU = { banker: 'Банко', player: 'Пунто', tie: 'Ничья' } as const;

/** The Russian name of a hand («рука игрока», «рука крупье»). */
export const HAND_NAMES_RU = { player: 'Игрок (Пунто)', banker: 'Крупье (Банко)' } as const;
