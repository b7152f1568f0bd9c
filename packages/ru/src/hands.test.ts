import { describe, expect, it } from 'vitest';
import { againstUpCardRu, blackjackCellRu, blackjackPairRu, blackjackTotalRu } from './hands.js';

// Hand-written: the names the rule text and a dealer give these hands.
describe('blackjack hands in words', () => {
  it.each([
    [17, true, 'мягкая 17'],
    [17, false, 'жёсткая 17'],
    [12, false, 'жёсткая 12'],
  ])('%i, soft %s → %s', (total, soft, name) => {
    expect(blackjackTotalRu(total, soft)).toBe(name);
  });

  it.each([
    [1, 'пара тузов'],
    [2, 'пара двоек'],
    [4, 'пара четвёрок'],
    [8, 'пара восьмёрок'],
    [10, 'пара десяток'],
  ])('pair of %i → %s', (value, name) => {
    expect(blackjackPairRu(value)).toBe(name);
  });

  it.each([
    [1, 'против туза'],
    [10, 'против 10'],
    [6, 'против 6'],
  ])('up-card %i → %s', (up, text) => {
    expect(againstUpCardRu(up)).toBe(text);
  });

  it.each([
    ['soft', 18, 9, 'мягкая 18 против 9'],
    ['hard', 16, 10, 'жёсткая 16 против 10'],
    ['pair', 1, 1, 'пара тузов против туза'],
  ] as const)('cell %s %i vs %i → %s', (kind, row, up, text) => {
    expect(blackjackCellRu(kind, row, up)).toBe(text);
  });
});
