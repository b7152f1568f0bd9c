/**
 * A cost's parts for the screens that show it in full: the phrase with the exact fraction apart, for the
 * disclosure that shows it («потеряно 0,72 АНТЕ» / «точно 4513893/6244546»), and the play mode's phrase
 * with the chips at the stake played. Apart from `cost.ts`, whose phrases the trainer's first screen uses.
 *
 * @module
 */
import { costDecimals, formatCostRu, type CostLike, type CostUnit } from './cost.js';
import { formatFraction, formatNumber, plural } from './format.js';

/** A cost in words, in parts: the direction, the amount with its unit, and the exact fraction. */
export interface CostWords {
  /** Which way the value went: lost, saved, or nothing. */
  readonly direction: 'lost' | 'saved' | 'none';
  /** The whole phrase: «потеряно 0,72 АНТЕ», «сэкономлено 0,15 ставки», «без потерь». */
  readonly text: string;
  /** The exact amount, unsigned as the phrase is: «точно 4513893/6244546» (absent when not exact). */
  readonly exact?: string;
}

/**
 * The exact fraction of a cost, unsigned (the phrase carries the direction), or `undefined`.
 *
 * @param exact - `num/den`.
 */
function exactRu(exact: string | undefined): string | undefined {
  const m = exact === undefined ? null : /^-?(\d+)\/(\d+)$/u.exec(exact);
  return m ? formatFraction(BigInt(m[1]!), BigInt(m[2]!)) : undefined;
}

/**
 * A cost in words, in parts (for a view that puts the exact fraction behind a disclosure).
 *
 * @param cost - The cost (`value` > 0 lost, < 0 saved).
 * @param unit - `bet` or `ante`.
 * @example
 * ```ts
 * costWordsRu({ value: 0.7229, exact: '4513893/6244546' }, 'ante');
 * // { direction: 'lost', text: 'потеряно 0,72 АНТЕ', exact: 'точно 4513893/6244546' }
 * ```
 */
export function costWordsRu(cost: CostLike, unit: CostUnit): CostWords {
  const direction = cost.value > 0 ? 'lost' : cost.value < 0 ? 'saved' : 'none';
  const text = formatCostRu(cost, unit);
  const exact = exactRu(cost.exact);
  return exact === undefined || direction === 'none'
    ? { direction, text }
    : { direction, text, exact: `точно ${exact}` };
}

/**
 * A cost with what it is in chips at the stake played (the play mode): «потеряно 0,092 ставки — 0,92
 * фишки при ставке 10».
 *
 * @param cost - The cost per stake.
 * @param unit - `bet` or `ante`.
 * @param stake - The chips staked (the bet, or the АНТЕ).
 * @example
 * ```ts
 * formatCostAtStakeRu({ value: 0.148 }, 'ante', 10); // 'потеряно 0,15 АНТЕ — 1,48 фишки при АНТЕ 10'
 * ```
 */
export function formatCostAtStakeRu(cost: CostLike, unit: CostUnit, stake: number): string {
  const words = formatCostRu(cost, unit);
  if (cost.value === 0) return words;
  const chips = Math.abs(cost.value * stake);
  const digits = costDecimals(chips);
  const chipsRu = `${formatNumber(chips, digits)}\u00a0${digits > 0 ? 'фишки' : plural(chips, ['фишка', 'фишки', 'фишек'])}`;
  return `${words} — ${chipsRu} при ${unit === 'ante' ? 'АНТЕ' : 'ставке'} ${formatNumber(stake)}`;
}
