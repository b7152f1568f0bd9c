/**
 * The logic of the point-counting example: the point of up to three cards, worked the way the text
 * does it (7 + 8 + 8 = 23, 23 − 10 − 10 = 3).
 *
 * @module
 */
import type { Card } from '@croupier/engine/cards';
import { baccaratCardValue, baccaratPoint, isNatural } from '@croupier/engine/baccarat';

/** The worked point of a hand. */
export interface WorkedPoint {
  /** The card values, in order. */
  readonly values: readonly number[];
  /** Their sum. */
  readonly sum: number;
  /** The point 0…9 (from the engine). */
  readonly point: number;
  /** The sum written out: «7 + 8 + 8 = 23». */
  readonly sumText: string;
  /** The tens taken away, as the text does it: «23 − 10 − 10 = 3»; empty when the sum is below 10. */
  readonly tensText: string;
  /** Whether two cards make a natural (8 or 9). */
  readonly natural: boolean;
}

/**
 * Works out a hand's point.
 *
 * @param cards - One to three cards.
 * @example
 * ```ts
 * workPoint(parseCardsOrThrow('7♠ 8♥ 8♦')).tensText; // '23 − 10 − 10 = 3'
 * ```
 */
export function workPoint(cards: readonly Card[]): WorkedPoint {
  const values = cards.map(baccaratCardValue);
  const sum = values.reduce((a, b) => a + b, 0);
  const point = baccaratPoint(cards);
  const tens = Math.floor(sum / 10);
  const tensText = tens > 0 ? `${sum} ${'− 10 '.repeat(tens)}= ${point}` : '';
  return {
    values,
    sum,
    point,
    sumText: `${values.join(' + ')} = ${sum}`,
    tensText,
    natural: cards.length === 2 && isNatural(point),
  };
}
