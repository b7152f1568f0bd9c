/**
 * Cards and hand values in Russian: the names of ranks, suits and cards, a blackjack hand's value
 * («17, мягкая», «Блекджек», «Перебор: 23») and a baccarat point («7 очков»), worded once for the site
 * and the trainer. The engine parses and formats the notation (`Т♠`, `10♥`); it names nothing in any
 * language.
 *
 * @module
 */
import { type Card, type CardsError, type Rank, type Suit, isCard, rankOf, suitOf } from '@croupier/engine/cards';
import { formatCount, formatNumber, type PluralForms } from './format.js';

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

const ALLOWED_RANKS_RU =
  '2–10, В или J (валет), Д или Q (дама), К или K (король), Т или A (туз); латинская T — десятка';
const ALLOWED_SUITS_RU = '♠ ♥ ♦ ♣, s h d c или п ч б т (пики, черви, бубны, трефы)';
const RANK_ONLY = /^(10|[2-9tjqkaвдкт])$/iu;

/**
 * A Russian sentence for an error of the engine's card parser (`parseCard`, `parseCards`, `parseRanks`,
 * `parseHand`): which token was wrong and what is allowed.
 *
 * @param error - A `cards/…` rule error.
 * @example
 * ```ts
 * cardsErrorRu(parseCards('Т').error);
 * // 'У «Т» нет масти. Допустимые масти: ♠ ♥ ♦ ♣, s h d c или п ч б т (пики, черви, бубны, трефы).'
 * ```
 */
export function cardsErrorRu(error: CardsError): string {
  const d = error.details as Readonly<Record<string, unknown>>;
  const token = typeof d['token'] === 'string' ? d['token'] : '';
  switch (error.code) {
    case 'cards/bad-rank': {
      let hint = '';
      if (/^b/iu.test(token)) hint = ' Латинская B — не валет: пишите кириллическую В или J.';
      else if (/^1(?!0)/u.test(token)) hint = ' Одной «1» нет: десятка — 10 или T, туз — Т или A.';
      return `«${token}» — не карта: не распознано достоинство. Допустимые достоинства: ${ALLOWED_RANKS_RU}.${hint}`;
    }
    case 'cards/bad-suit':
      return RANK_ONLY.test(token)
        ? `У «${token}» нет масти. Допустимые масти: ${ALLOWED_SUITS_RU}.`
        : `«${token}» — не карта: не распознана масть. Допустимые масти: ${ALLOWED_SUITS_RU}.`;
    case 'cards/duplicate':
      return `«${token}» указана дважды, а все карты сдаются из одной колоды: уберите повтор.`;
    case 'cards/wrong-count': {
      const expected = typeof d['expected'] === 'number' ? formatNumber(d['expected']) : String(d['expected'] ?? '');
      const got = typeof d['got'] === 'number' ? formatNumber(d['got']) : String(d['got'] ?? '');
      return `Нужно карт: ${expected}, а указано: ${got}.`;
    }
    case 'cards/not-a-card':
      return 'Это не карта: карты — целые числа от 0 до 51.';
    case 'cards/bad-token':
      return token === ''
        ? 'Пустая запись — не карта. Пишите достоинство и масть: Т♠ 6♦, 10ч, As Kd.'
        : `«${token}» не читается как карты. Пишите достоинство и масть через пробел: Т♠ 6♦, 10ч, As Kd; ранги — через дефис: Т-К-В-3-2.`;
  }
  return 'Не удалось прочитать карты. Пишите достоинство и масть через пробел: Т♠ 6♦, 10ч, As Kd.';
}
