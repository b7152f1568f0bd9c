import { describe, expect, it } from 'vitest';
import { rational } from '@croupier/engine';
import { naturalProbability } from '@croupier/engine/blackjack';
import { comboCounts } from './odds';
import { FIVE_CARD_COUNTS } from '@croupier/testkit/oracles/stud';

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
  // The published counts, the text's «Туз-Король» split out of high card by hand (see FIVE_CARD_COUNTS).
  it('matches the published counts of every combination', () => {
    expect(comboCounts()).toEqual(FIVE_CARD_COUNTS);
  });
});
