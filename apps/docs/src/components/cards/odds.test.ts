import { describe, expect, it } from 'vitest';
import { rational } from '@croupier/engine';
import { naturalProbability } from '@croupier/engine/blackjack';
import { comboCounts } from './odds';

describe('the chance of a blackjack is the engine’s naturalProbability', () => {
  // Hand-worked: an ace (4n of them) and a ten-value card (16n), in either order, over (52n)(52n − 1)
  // ordered pairs: 2·4n·16n / (52n·(52n − 1)); one deck is 32/663, the figure every table quotes.
  const byHand = (n: number) => rational.frac(2 * 4 * n * 16 * n, 52 * n * (52 * n - 1));
  it.each([1, 2, 6, 8])('%i deck(s)', (decks) => {
    expect(naturalProbability(decks)).toEqual(byHand(decks));
  });
  it('one deck: 32/663', () => {
    expect(rational.toFractionString(naturalProbability(1))).toBe('32/663');
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
