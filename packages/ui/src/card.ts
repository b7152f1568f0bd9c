/**
 * What a playing card shows: its rank and suit symbols in either notation, its colour and its spoken
 * name. Pure logic behind {@link PlayingCard}.
 *
 * @module
 */
import { type Card, EN_RANKS, RU_RANKS, SUIT_SYMBOLS, isCard, rankOf, suitOf } from '@croupier/engine/cards';
import { cardName } from '@croupier/ru';
import { CARD_RU } from '@croupier/ru/ui/card';

/** Which rank letters a card shows: Russian (Т К Д В 10) or English (A K Q J 10). */
export type CardNotation = 'ru' | 'en';

const EN_RANK_NAMES = [
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'jack',
  'queen',
  'king',
  'ace',
] as const;
const EN_SUIT_NAMES = ['spades', 'hearts', 'diamonds', 'clubs'] as const;

/** Everything a card face needs to draw itself. */
export interface CardFace {
  /** The rank as printed in the corner: `Т`, `10`, `В` (ru) or `A`, `10`, `J` (en). */
  readonly rank: string;
  /** The suit symbol: ♠ ♥ ♦ ♣. */
  readonly suit: string;
  /** Hearts and diamonds are red, spades and clubs black. */
  readonly color: 'red' | 'black';
  /** The card's spoken name for screen readers: «туз пик» or "ace of spades". */
  readonly label: string;
}

/**
 * Describes the face of a card in the given notation.
 *
 * @param card - The engine card integer `0…51` (`rank * 4 + suit`).
 * @param notation - `ru` (default, the rule texts' Т К Д В) or `en` (A K Q J).
 * @returns The rank and suit symbols, the colour and the accessible name.
 * @throws RangeError if `card` is not an integer 0…51 (a programming error).
 * @example
 * ```ts
 * cardFace(48);        // { rank: 'Т', suit: '♠', color: 'black', label: 'туз пик' }
 * cardFace(33, 'en');  // { rank: '10', suit: '♥', color: 'red', label: 'ten of hearts' }
 * ```
 */
export function cardFace(card: Card, notation: CardNotation = 'ru'): CardFace {
  if (!isCard(card)) throw new RangeError(`Not a card: ${String(card)} (cards are integers 0…51).`);
  const r = rankOf(card);
  const s = suitOf(card);
  const rank = notation === 'ru' ? RU_RANKS[r] : r === 8 ? '10' : EN_RANKS[r];
  const label = notation === 'ru' ? cardName(card) : `${EN_RANK_NAMES[r]} of ${EN_SUIT_NAMES[s]}`;
  return { rank, suit: SUIT_SYMBOLS[s], color: s === 1 || s === 2 ? 'red' : 'black', label };
}

/** The accessible name of a face-down card in each notation's language. */
export const FACE_DOWN_LABEL: Readonly<Record<CardNotation, string>> = {
  ru: CARD_RU.faceDown,
  en: 'face-down card',
};
