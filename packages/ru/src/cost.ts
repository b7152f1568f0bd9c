/**
 * What a decision cost, in Russian: the value lost against the best play in stakes (ставки, or АНТЕ in
 * stud), with the exact fraction where the analysis behind it is exact — «−0,0231 ставки (точно −231/10000)»
 * — or marked as rounded where it is a floating-point figure («≈ −0,0071 ставки»); and the ledger's rate,
 * the cost per hundred decisions.
 *
 * @module
 */
import { formatFraction, formatNumber } from './format.js';

/** What a cost is counted in: one bet (blackjack, craps) or one ante (stud). */
export type CostUnit = 'bet' | 'ante';

/** A cost as the trainer keeps it: a number, and `num/den` where exact (the shape of its `AnswerCost`). */
export interface CostLike {
  /** The value lost, in stakes (positive when value was lost). */
  readonly value: number;
  /** The exact value `num/den` (decimal integers), when known. */
  readonly exact?: string;
}

const UNIT_RU: Readonly<Record<CostUnit, string>> = { bet: 'ставки', ante: 'АНТЕ' };

/** The number of decimals a cost is written with: four; three significant digits for a cost below 0,0001. */
function digitsFor(value: number): number {
  const a = Math.abs(value);
  if (a === 0 || a >= 0.0001) return 4;
  return Math.min(12, Math.ceil(-Math.log10(a)) + 2);
}

/**
 * The exact fraction of a cost, signed as the cost is shown (a loss is negative), or `undefined`.
 *
 * @param exact - `num/den`.
 */
function exactRu(exact: string | undefined): string | undefined {
  const m = exact === undefined ? null : /^(-?\d+)\/(\d+)$/u.exec(exact);
  return m ? formatFraction(-BigInt(m[1]!), BigInt(m[2]!)) : undefined;
}

/**
 * A cost as the verdict shows it: negative (value lost), four decimals, the unit, and the exact fraction in
 * brackets when there is one; a figure without one is marked «≈» (rounded to the last digit shown).
 *
 * @param cost - The cost (`value` ≥ 0 when value was lost).
 * @param unit - `bet` (ставки) or `ante` (АНТЕ).
 * @example
 * ```ts
 * formatCostRu({ value: 0.0231, exact: '231/10000' }, 'bet'); // '−0,0231 ставки (точно −231/10000)'
 * formatCostRu({ value: 0.25, exact: '1/4' }, 'ante'); // '−0,2500 АНТЕ (точно −1/4)'
 * formatCostRu({ value: 0.00712 }, 'bet'); // '≈ −0,0071 ставки'
 * ```
 */
export function formatCostRu(cost: CostLike, unit: CostUnit): string {
  const shown = `${formatNumber(-cost.value, digitsFor(cost.value))}\u00a0${UNIT_RU[unit]}`;
  const exact = exactRu(cost.exact);
  if (exact === undefined) return cost.value === 0 ? shown : `≈ ${shown}`;
  return `${shown} (точно ${exact})`;
}

/**
 * The ledger's rate: the value lost per hundred decisions, «−2,31 ставки на 100 решений».
 *
 * @param totalCost - The value lost over the decisions (stakes).
 * @param decisions - How many valued decisions (more than zero).
 * @param unit - `bet` or `ante`.
 * @example
 * ```ts
 * formatCostPer100Ru(0.462, 20, 'bet'); // '−2,31 ставки на 100 решений'
 * ```
 */
export function formatCostPer100Ru(totalCost: number, decisions: number, unit: CostUnit): string {
  return `${formatNumber((-totalCost * 100) / decisions, 2)}\u00a0${UNIT_RU[unit]} на 100 решений`;
}
