/**
 * What a decision cost, in Russian, said one way everywhere the trainer shows a cost (the verdict, the
 * heatmap, the statistics, the mistakes, the play mode and the session's counter): a positive amount with
 * a word for its direction — «потеряно 0,72 АНТЕ» for value lost against the best play, «сэкономлено
 * 0,15 ставки» for value kept that a habit would have lost, «без потерь» for none — in the stake the
 * trainee bets (одна ставка in blackjack and craps, АНТЕ in stud), with the exact fraction apart («точно
 * 4513893/6244546») for the one disclosure that shows it.
 *
 * @module
 */
import { formatFraction, formatNumber, plural, type PluralForms } from './format.js';

/** What a cost is counted in: one bet (blackjack, craps) or one ante (stud). */
export type CostUnit = 'bet' | 'ante';

/** A cost as the trainer keeps it: a number, and `num/den` where exact (the shape of its `AnswerCost`). */
export interface CostLike {
  /** The value lost, in stakes (positive when value was lost, negative when it was saved). */
  readonly value: number;
  /** The exact value `num/den` (decimal integers), when known. */
  readonly exact?: string;
}

/** A cost in words, in parts: the direction, the amount with its unit, and the exact fraction. */
export interface CostWords {
  /** Which way the value went: lost, saved, or nothing. */
  readonly direction: 'lost' | 'saved' | 'none';
  /** The whole phrase: «потеряно 0,72 АНТЕ», «сэкономлено 0,15 ставки», «без потерь». */
  readonly text: string;
  /** The exact amount, unsigned as the phrase is: «точно 4513893/6244546» (absent when not exact). */
  readonly exact?: string;
}

const BETS: PluralForms = ['ставка', 'ставки', 'ставок'];

/** The words of the two directions and of none. */
const VERB_RU = { lost: 'потеряно', saved: 'сэкономлено', none: 'без потерь' } as const;

/**
 * The decimals an amount is written with: two significant digits, at least two decimals (0,72; 0,092;
 * 0,0071), none for a whole amount; at most twelve.
 */
function decimalsFor(a: number): number {
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
  const digits = decimalsFor(a);
  const body = formatNumber(a, digits);
  const noun = unit === 'ante' ? 'АНТЕ' : digits > 0 ? BETS[1] : plural(a, BETS);
  return `${body}\u00a0${noun}`;
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
  const text = direction === 'none' ? VERB_RU.none : `${VERB_RU[direction]} ${formatStakesRu(cost.value, unit)}`;
  const exact = exactRu(cost.exact);
  return exact === undefined || direction === 'none'
    ? { direction, text }
    : { direction, text, exact: `точно ${exact}` };
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
export function formatCostRu(cost: CostLike, unit: CostUnit): string {
  return costWordsRu(cost, unit).text;
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
  const digits = decimalsFor(chips);
  const chipsRu = `${formatNumber(chips, digits)}\u00a0${digits > 0 ? 'фишки' : plural(chips, ['фишка', 'фишки', 'фишек'])}`;
  return `${words} — ${chipsRu} при ${unit === 'ante' ? 'АНТЕ' : 'ставке'} ${formatNumber(stake)}`;
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
