import { describe, expect, it } from 'vitest';
import { rational } from '@croupier/engine';
import { blackjackChance, comboCounts, oneInRu, percentRu } from './odds';

describe('blackjackChance', () => {
  // Hand-worked: an ace (4n of them) and a ten-value card (16n), in either order, over (52n)(52n − 1)
  // ordered pairs: 2·4n·16n / (52n·(52n − 1)).
  const byHand = (n: number) => rational.frac(2 * 4 * n * 16 * n, 52 * n * (52 * n - 1));

  it.each([1, 2, 6, 8])('%i deck(s): 2·4n·16n / (52n·(52n−1))', (decks) => {
    expect(blackjackChance(decks)).toEqual(byHand(decks));
  });

  it('one deck is 32/663 ≈ 4.83 %, the figure every blackjack table quotes', () => {
    expect(rational.toFractionString(blackjackChance(1))).toBe('32/663');
    expect(percentRu(blackjackChance(1))).toBe('4,83 %');
  });

  it.each([0, -1, 1.5])('refuses %s decks', (decks) => {
    expect(() => blackjackChance(decks)).toThrow(RangeError);
  });
});

describe('comboCounts', () => {
  // Published counts of the 2,598,960 five-card hands (e.g. Wikipedia, «Poker probability»); the
  // text's ace-king is split out of high card by hand: ranks A, K and three of the other eleven
  // (C(11,3) = 165) minus the one straight A-K-Q-J-10, times 4^5 − 4 non-flush suitings:
  // 164 · 1020 = 167,280; no game is the rest of high card, 1,302,540 − 167,280 = 1,135,260.
  it('matches the published counts of every combination', () => {
    expect(comboCounts()).toEqual({
      royalFlush: 4,
      straightFlush: 36,
      fourOfAKind: 624,
      fullHouse: 3744,
      flush: 5108,
      straight: 10200,
      threeOfAKind: 54912,
      twoPair: 123552,
      pair: 1098240,
      aceKing: 167280,
      noGame: 1135260,
    });
  });
});

describe('formatting', () => {
  it.each([
    [rational.frac(1, 4), '25 %'],
    [rational.frac(32, 663), '4,83 %'],
    [rational.frac(4, 2598960), '0,000154 %'],
  ])('percentRu(%o) → %s', (f, s) => {
    expect(percentRu(f)).toBe(s);
  });

  it.each([
    [rational.frac(32, 663), '1 из 21'],
    [rational.frac(4, 2598960), `1 из 649${'\u00a0'}740`],
  ])('oneInRu(%o) → %s', (f, s) => {
    expect(oneInRu(f)).toBe(s);
  });
});
