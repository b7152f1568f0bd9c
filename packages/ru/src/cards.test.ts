import { describe, expect, it } from 'vitest';
import { blackjackValue } from '@croupier/engine/blackjack';
import { parseCardOrThrow, parseCardsOrThrow, type Rank, type Suit } from '@croupier/engine/cards';
import { cardName, formatBaccaratPoint, formatBlackjackValue, rankName, suitName } from './cards.js';

// Hand-written expectations: the names a Russian speaker gives the cards, and the one wording of a
// hand's value on the site and in the trainer (issue 10).
const NBSP = '\u00a0';

describe('card names', () => {
  it.each([
    ['As', 'туз пик'],
    ['Qd', 'дама бубен'],
    ['Th', 'десятка червей'],
    ['2c', 'двойка треф'],
    ['Jh', 'валет червей'],
    ['Ks', 'король пик'],
    ['4d', 'четвёрка бубен'],
  ])('%s is «%s»', (token, name) => {
    expect(cardName(parseCardOrThrow(token))).toBe(name);
  });

  it('names 52 different cards', () => {
    expect(new Set(Array.from({ length: 52 }, (_, c) => cardName(c))).size).toBe(52);
  });

  it.each([
    [0, 'двойка'],
    [5, 'семёрка'],
    [12, 'туз'],
  ] as const)('rank %i is «%s»', (rank, name) => {
    expect(rankName(rank as Rank)).toBe(name);
  });

  it.each([
    [0, 'пики'],
    [1, 'черви'],
    [2, 'бубны'],
    [3, 'трефы'],
  ] as const)('suit %i is «%s»', (suit, name) => {
    expect(suitName(suit as Suit)).toBe(name);
  });

  it.each([52, -1, 1.5, NaN])('refuses %s as a programming error', (bad) => {
    expect(() => cardName(bad)).toThrow(RangeError);
    expect(() => rankName(bad as Rank)).toThrow(RangeError);
    expect(() => suitName(bad as Suit)).toThrow(RangeError);
  });
});

describe('a blackjack hand value, one wording everywhere', () => {
  it.each([
    ['Т♠ 6♦', '17, мягкая'],
    ['Т♠ 6♦ К♣', '17, жёсткая'],
    ['10♠ 6♥', '16, жёсткая'],
    ['Т♠ К♥', 'Блекджек'],
    ['Т♠ 5♦ 5♣', '21, мягкая'],
    ['К♠ 6♥ 7♦', 'Перебор: 23'],
  ])('%s reads «%s»', (hand, text) => {
    expect(formatBlackjackValue(blackjackValue(parseCardsOrThrow(hand)))).toBe(text);
  });
});

describe('a baccarat point', () => {
  it.each([
    [0, `0${NBSP}очков`],
    [1, `1${NBSP}очко`],
    [2, `2${NBSP}очка`],
    [4, `4${NBSP}очка`],
    [5, `5${NBSP}очков`],
    [7, `7${NBSP}очков`],
    [9, `9${NBSP}очков`],
    [11, `11${NBSP}очков`],
    [21, `21${NBSP}очко`],
    [23, `23${NBSP}очка`],
  ])('%i reads «%s»', (point, text) => {
    expect(formatBaccaratPoint(point)).toBe(text);
  });
});
