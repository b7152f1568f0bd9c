import { type Card, rankOf, RANK } from '../cards/encoding.js';

/**
 * The baccarat value of one card: ace 1, 2–9 face value, 10/J/Q/K 0.
 *
 * @param card - The card.
 */
export function baccaratCardValue(card: Card): number {
  const r = rankOf(card);
  if (r === RANK.ACE) return 1;
  if (r >= RANK.TEN) return 0;
  return r + 2;
}

/**
 * The baccarat point of a hand: the sum of card values with the tens dropped (7+8+8 = 23 → 3).
 *
 * @param cards - The hand.
 * @returns 0…9.
 */
export function baccaratPoint(cards: readonly Card[]): number {
  let sum = 0;
  for (const c of cards) sum += baccaratCardValue(c);
  return sum % 10;
}
