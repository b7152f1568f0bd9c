/**
 * The blackjack rule-cost page's words: the chart's cells and actions in the text's notation (Т for the
 * ace), and the figures through `@croupier/ru`.
 *
 * @module
 */
import { CHART_ACTION_RU, formatFraction, formatNumber, formatPercent } from '@croupier/ru';
import type { Fraction } from '@croupier/engine';
import type { RowKind } from './summary';

/** The chart's cells: a short code and what it means, as `@croupier/ru` words them for every chart. */
export const ACTION_RU = CHART_ACTION_RU;

/**
 * A card value as the chart labels it: 2 … 10, Т for the ace.
 *
 * @param value - 1 (ace) … 10.
 */
export function valueRu(value: number): string {
  return value === 1 ? 'Т' : String(value);
}

/**
 * A row's label: `11`, `Т+7`, `8–8`.
 *
 * @param kind - Hard, soft or pair.
 * @param row - The total, or the pair card's value.
 */
export function rowRu(kind: RowKind, row: number): string {
  if (kind === 'hard') return String(row);
  if (kind === 'soft') return `Т+${row - 11}`;
  const v = valueRu(row);
  return `${v}–${v}`;
}

/**
 * A cell in words: «жёсткие 11 против 10», «Т+7 против 6», «пара 8–8 против Т».
 *
 * @param kind - Hard, soft or pair.
 * @param row - The row.
 * @param up - The dealer's card.
 */
export function cellRu(kind: RowKind, row: number, up: number): string {
  const hand =
    kind === 'hard' ? `жёсткие ${row}` : kind === 'soft' ? `мягкие ${rowRu(kind, row)}` : `пара ${rowRu(kind, row)}`;
  return `${hand} против ${valueRu(up)}`;
}

/**
 * An EV per unit bet with its sign: `+0,1234`, `−0,0456`.
 *
 * @param ev - The EV (null: not allowed).
 * @param digits - Decimals (default 4).
 */
export function evRu(ev: number | null, digits = 4): string {
  if (ev === null) return '—';
  const body = formatNumber(ev, digits);
  return ev > 0 && !/^0(,0+)?$/u.test(body) ? `+${body}` : body;
}

/**
 * A house edge: `0,8279 %`.
 *
 * @param edge - Per initial bet.
 * @param digits - Decimals of the percentage (default 4: a millionth of a bet).
 */
export function edgeRu(edge: number, digits = 4): string {
  return formatPercent(edge, digits);
}

/**
 * A change of the house edge with its sign: `+0,1234 %`, `−0,4220 %`, `0,0000 %`.
 *
 * @param change - Per initial bet.
 * @param digits - Decimals (default 4).
 */
export function changeRu(change: number, digits = 4): string {
  return formatPercent(change, digits, true);
}

/**
 * An exact fraction: `−3864/285610`.
 *
 * @param f - The fraction.
 */
export function fractionRu(f: Fraction): string {
  return formatFraction(f.num, f.den);
}
