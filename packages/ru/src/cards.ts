/**
 * Cards and hand values in Russian: the names of ranks, suits and cards, a blackjack hand's value
 * («17, мягкая», «Блекджек», «Перебор: 23») and a baccarat point («7 очков»), worded once for the site
 * and the trainer. The engine parses and formats the notation (`Т♠`, `10♥`); it names nothing in any
 * language.
 *
 * @module
 */
import { type Card, type Rank, type Suit, isCard, rankOf, suitOf } from '@croupier/engine/cards';
import { formatCount, type PluralForms } from './format.js';

/** Rank names (nominative) by rank index, two … ace: «двойка» … «туз». */
export const RANK_NAMES: readonly string[] = [
  'двойка',
  'тройка',
  'четвёрка',
  'пятёрка',
  'шестёрка',
  'семёрка',
  'восьмёрка',
  'девятка',
  'десятка',
  'валет',
  'дама',
  'король',
  'туз',
];

/** Suit names (nominative plural, as a suit is called: «пики», «черви») by suit index ♠ ♥ ♦ ♣. */
export const SUIT_NAMES: readonly string[] = ['пики', 'черви', 'бубны', 'трефы'];

/** Suit names in the genitive plural, as a card is called («туз пик», «дама червей») by suit index. */
export const SUIT_NAMES_GENITIVE: readonly string[] = ['пик', 'червей', 'бубен', 'треф'];

/**
 * The name of a rank.
 *
 * @param rank - Rank index 0…12 (two … ace).
 * @returns «двойка» … «туз».
 * @throws RangeError for anything else (a programming error).
 */
export function rankName(rank: Rank): string {
  const name = Number.isInteger(rank) ? RANK_NAMES[rank] : undefined;
  if (name === undefined) throw new RangeError(`Not a rank: ${String(rank)} (ranks are integers 0…12).`);
  return name;
}

/**
 * The name of a suit, as the suit itself is called.
 *
 * @param suit - Suit index 0…3 (♠ ♥ ♦ ♣).
 * @returns «пики», «черви», «бубны» or «трефы».
 * @throws RangeError for anything else (a programming error).
 */
export function suitName(suit: Suit): string {
  const name = Number.isInteger(suit) ? SUIT_NAMES[suit] : undefined;
  if (name === undefined) throw new RangeError(`Not a suit: ${String(suit)} (suits are integers 0…3).`);
  return name;
}

/**
 * The name of a card, the one wording of the site and the trainer (and of screen readers): the rank,
 * then the suit in the genitive plural.
 *
 * @param card - The engine card integer 0…51.
 * @returns «туз пик», «десятка червей», «дама бубен», «двойка треф».
 * @throws RangeError if `card` is not a card (a programming error).
 * @example
 * ```ts
 * cardName(48); // 'туз пик'
 * ```
 */
export function cardName(card: Card): string {
  if (!isCard(card)) throw new RangeError(`Not a card: ${String(card)} (cards are integers 0…51).`);
  return `${RANK_NAMES[rankOf(card)]} ${SUIT_NAMES_GENITIVE[suitOf(card)]}`;
}

/** What {@link formatBlackjackValue} reads: the engine's `blackjackValue(cards)`. */
export interface BlackjackValueLike {
  /** The best total (the hard total when bust). */
  readonly total: number;
  /** An ace counts 11 in `total`. */
  readonly soft: boolean;
  /** Two cards: an ace and a ten-value card. */
  readonly blackjack: boolean;
  /** Over 21 even with every ace at 1. */
  readonly bust: boolean;
}

/**
 * A blackjack hand's value in words, the one wording of every widget and drill.
 *
 * @param value - The engine's `blackjackValue(cards)`.
 * @returns «Блекджек», «Перебор: 23», «17, мягкая» or «16, жёсткая».
 * @example
 * ```ts
 * formatBlackjackValue(blackjackValue(parseCardsOrThrow('Т♠ 6♦'))); // '17, мягкая'
 * ```
 */
export function formatBlackjackValue(value: BlackjackValueLike): string {
  if (value.blackjack) return 'Блекджек';
  if (value.bust) return `Перебор: ${value.total}`;
  return `${value.total}, ${value.soft ? 'мягкая' : 'жёсткая'}`;
}

/** Points: очко, очка, очков. */
export const POINTS: PluralForms = ['очко', 'очка', 'очков'];

/**
 * A baccarat point with the noun in the right form (a no-break space between, as for chips).
 *
 * @param point - The point 0…9 (any whole number reads).
 * @returns «0 очков», «1 очко», «3 очка», «7 очков».
 */
export function formatBaccaratPoint(point: number): string {
  return formatCount(point, POINTS);
}
