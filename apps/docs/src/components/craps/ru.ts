/**
 * Russian wording shared by the craps islands: bet names, outcomes, percentages with a decimal comma,
 * and the engine's rule errors in Russian.
 *
 * @module
 */
import type { BetId, CrapsError } from '@croupier/engine/craps';
import { betNameRu, crapsErrorRu } from '@croupier/ru';

export { betNameRu };

/**
 * Picks the Russian plural form: one (1, 21), few (2–4), many (5–20, 25…).
 *
 * @param n - The number.
 * @param forms - `[one, few, many]`.
 */
export function plural(n: number, forms: readonly [string, string, string]): string {
  const a = Math.abs(n) % 100;
  const b = a % 10;
  if (a >= 11 && a <= 14) return forms[2];
  if (b === 1) return forms[0];
  if (b >= 2 && b <= 4) return forms[1];
  return forms[2];
}

/** «1 фишка», «3 фишки», «10 фишек». */
export function chipsRu(n: number): string {
  return `${n} ${plural(n, ['фишка', 'фишки', 'фишек'])}`;
}

/**
 * A share as a Russian percentage: `0.014141` → «1,414 %».
 *
 * @param x - The share.
 * @param digits - Decimals (default 3).
 */
export function percentRu(x: number, digits = 3): string {
  return `${(x * 100).toFixed(digits).replace('.', ',').replace('-', '−')} %`;
}

/** A fraction string `7/495` with a proper minus. */
export function fractionRu(f: string): string {
  return f.replace('-', '−').replace('/1', '') === '0' ? '0' : f.replace('-', '−');
}

/** A bet's Russian name for the layout (a bet id, or one of the analysis' plays). */
export function rowNameRu(id: string): string {
  if (id === 'passWithOdds') return '«Проходит» + полные шансы';
  if (id === 'dontPassWithOdds') return '«Не проходит» + полные шансы';
  if (id === 'passTakenDownAtPoint') return '«Проходит», снятая при установке пункта';
  const odds = /^(pass|dontPass)Odds(\d+)$/.exec(id);
  if (odds) return `${odds[1] === 'pass' ? 'Шансы к «Проходит»' : 'Шансы к «Не проходит»'} на ${odds[2]}`;
  return betNameRu(id as BetId);
}

/**
 * A rule error in Russian, worded by `@croupier/ru` from the error's code and details.
 *
 * @param error - The engine's rule error.
 */
export function errorRu(error: CrapsError): string {
  return crapsErrorRu(error);
}
