/**
 * What a decision cost, in Russian, said one way everywhere the trainer shows a cost (the verdict, the
 * heatmap, the statistics, the mistakes, the play mode and the session's counter): a positive amount with
 * a word for its direction — «потеряно 0,72 АНТЕ» for value lost against the best play, «сэкономлено
 * 0,15 ставки» for value kept that a habit would have lost, «без потерь» for none — in the stake the
 * trainee bets (одна ставка in blackjack and craps, АНТЕ in stud). The exact fraction for the disclosure
 * that shows it («точно 4513893/6244546») and the play mode's chips are in `cost-exact.ts`, apart, so the
 * trainer's first screen (the list's ledger) loads neither.
 *
 * @module
 */
import { formatNumber, plural, type PluralForms } from './format.js';

/** What a cost is counted in: one bet (blackjack, craps) or one ante (stud). */
export type CostUnit = 'bet' | 'ante';

/** A cost as the trainer keeps it: a number, and `num/den` where exact (the shape of its `AnswerCost`). */
export interface CostLike {
  /** The value lost, in stakes (positive when value was lost, negative when it was saved). */
  readonly value: number;
  /** The exact value `num/den` (decimal integers), when known. */
  readonly exact?: string;
}

const BETS: PluralForms = ['ставка', 'ставки', 'ставок'];

/** The words of a cost's two directions and of none: «потеряно», «сэкономлено», «без потерь». */
export const COST_VERB_RU = { lost: 'потеряно', saved: 'сэкономлено', none: 'без потерь' } as const;

/**
 * The decimals an amount is written with: two significant digits, at least two decimals (0,72; 0,092;
 * 0,0071), none for a whole amount; at most twelve.
 *
 * @param a - The amount, not negative.
 */
export function costDecimals(a: number): number {
  if (Number.isInteger(a)) return 0;
  return Math.min(12, Math.max(2, 1 - Math.floor(Math.log10(a))));
}

/**
 * An amount of stakes in Russian, unsigned, with the unit agreeing with the number as written: «0,72
 * АНТЕ», «1 ставка», «5 ставок», «0,092 ставки» (a fraction takes «ставки»).
 *
 * @param amount - The amount (its sign is dropped).
 * @param unit - `bet` (ставка) or `ante` (АНТЕ, indeclinable).
 * @example
 * ```ts
 * formatStakesRu(0.0921, 'bet'); // '0,092 ставки'
 * formatStakesRu(2, 'ante'); // '2 АНТЕ'
 * ```
 */
export function formatStakesRu(amount: number, unit: CostUnit): string {
  const a = Math.abs(amount);
  const digits = costDecimals(a);
  const body = formatNumber(a, digits);
  const noun = unit === 'ante' ? 'АНТЕ' : digits > 0 ? BETS[1] : plural(a, BETS);
  return `${body}\u00a0${noun}`;
}

/**
 * A cost as one phrase, for a place with no room for a disclosure (a cell's label, a spoken verdict):
 * «потеряно 0,72 АНТЕ», «сэкономлено 0,15 ставки», «без потерь».
 *
 * @param cost - The cost (`value` > 0 lost, < 0 saved).
 * @param unit - `bet` (ставки) or `ante` (АНТЕ).
 * @example
 * ```ts
 * formatCostRu({ value: 0.0231, exact: '231/10000' }, 'bet'); // 'потеряно 0,023 ставки'
 * ```
 */
export function formatCostRu(cost: Pick<CostLike, 'value'>, unit: CostUnit): string {
  const v = cost.value;
  return v === 0 ? COST_VERB_RU.none : `${v > 0 ? COST_VERB_RU.lost : COST_VERB_RU.saved} ${formatStakesRu(v, unit)}`;
}

/**
 * The ledger's rate: the value lost per hundred decisions, «потеряно 2,31 ставки на 100 решений».
 *
 * @param totalCost - The value lost over the decisions (stakes).
 * @param decisions - How many valued decisions (more than zero).
 * @param unit - `bet` or `ante`.
 * @example
 * ```ts
 * formatCostPer100Ru(0.462, 20, 'bet'); // 'потеряно 2,31 ставки на 100 решений'
 * ```
 */
export function formatCostPer100Ru(totalCost: number, decisions: number, unit: CostUnit): string {
  return `${formatCostRu({ value: (totalCost * 100) / decisions }, unit)} на 100 решений`;
}
