import { type Card, rankOf, RANK } from '../cards/encoding.js';

/** The value of a blackjack hand. */
export interface BlackjackHandValue {
  /** The best total not over 21 if there is one (an ace counts 11 where it can), else the hard total. */
  readonly total: number;
  /** True when an ace counts 11 in `total` («мягкая» hand). */
  readonly soft: boolean;
  /** True when the hand is exactly two cards: an ace and a ten-value card. */
  readonly blackjack: boolean;
  /** True when even the hard total is over 21. */
  readonly bust: boolean;
}

/**
 * The blackjack value of one card: 2–10 face value, J/Q/K 10, ace 1 (its 11 is decided by the hand).
 *
 * @param card - The card.
 */
export function blackjackCardValue(card: Card): number {
  const r = rankOf(card);
  if (r === RANK.ACE) return 1;
  if (r >= RANK.TEN) return 10;
  return r + 2;
}

/**
 * Whether a hand counts an ace as 11 («мягкая» hand), written once for the round and every analysis: it
 * holds an ace and its hard total (every ace as one) plus ten stays within 21.
 *
 * @param hard - The total with every ace counted as one.
 * @param hasAce - Whether the hand holds an ace.
 * @example
 * ```ts
 * isSoftTotal(7, true);  // A+6: true, a soft 17
 * isSoftTotal(17, true); // A+6+10: false, a hard 17
 * ```
 */
export function isSoftTotal(hard: number, hasAce: boolean): boolean {
  return hasAce && hard + 10 <= 21;
}

/**
 * The best total of a hand: its hard total, plus ten when an ace counts 11 ({@link isSoftTotal}).
 *
 * @param hard - The total with every ace counted as one.
 * @param hasAce - Whether the hand holds an ace.
 * @example
 * ```ts
 * bestTotal(7, true);  // 17
 * bestTotal(17, true); // 17
 * bestTotal(12, false); // 12
 * ```
 */
export function bestTotal(hard: number, hasAce: boolean): number {
  return isSoftTotal(hard, hasAce) ? hard + 10 : hard;
}

/**
 * Values a blackjack hand: total, soft or hard, blackjack, bust.
 *
 * @param cards - The hand's cards in the order dealt.
 * @returns Its value; a two-card ace + ten-value hand is a blackjack (callers decide whether a hand
 *   after a split counts as one).
 * @example
 * ```ts
 * blackjackValue(parseCardsOrThrow('Ah 6d')); // { total: 17, soft: true, blackjack: false, bust: false }
 * ```
 */
export function blackjackValue(cards: readonly Card[]): BlackjackHandValue {
  let hard = 0;
  let aces = 0;
  for (const c of cards) {
    const v = blackjackCardValue(c);
    hard += v;
    if (v === 1) aces++;
  }
  const soft = isSoftTotal(hard, aces > 0);
  const total = soft ? hard + 10 : hard;
  return { total, soft, blackjack: cards.length === 2 && total === 21, bust: hard > 21 };
}
