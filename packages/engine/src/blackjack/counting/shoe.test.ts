import { describe, expect, it } from 'vitest';
import { expectedUnseen } from './shoe.js';
import { COUNTING_SYSTEMS, tagsByValue, tagsPerDeck, type CountingSystemId } from './systems.js';

describe('the shoe at a true count', () => {
  it('Hi-Lo, six decks, three left, +2, nothing known: worked by hand', () => {
    // 156 cards seen with a running count of 2 × 3 = +6. The regression slope of each value on the count
    // is share × tag / variance, variance = 10/13 a card: 6 / (10/13) = 7.8 surplus "tag units", so each
    // small value loses 7.8/13 = 0.6 more than its 12, a ten-value card gains 4 × 0.6 = 2.4, an ace 0.6.
    const u = expectedUnseen({ decks: 6, system: COUNTING_SYSTEMS.hilo, trueCount: 2, cardsRemaining: 156 })!;
    const want = [12.6, 11.4, 11.4, 11.4, 11.4, 11.4, 12, 12, 12, 50.4];
    u.forEach((x, i) => expect(x).toBeCloseTo(want[i]!, 10));
  });

  it('at a true count of 0 with nothing known the shoe is the full shoe in proportion', () => {
    const u = expectedUnseen({ decks: 2, system: COUNTING_SYSTEMS.zen, trueCount: 0, cardsRemaining: 52 })!;
    expect(Array.from(u)).toEqual([4, 4, 4, 4, 4, 4, 4, 4, 4, 16]);
  });

  it.each([
    { system: 'hilo', decks: 6, tc: 3, remaining: 150, known: [10, 6, 10] },
    { system: 'ko', decks: 6, tc: -2, remaining: 200, known: [1] },
    { system: 'omega2', decks: 2, tc: 4.5, remaining: 60, known: [9, 9, 5] },
    { system: 'zen', decks: 1, tc: -6, remaining: 26, known: [2, 3, 1] },
  ] as { system: CountingSystemId; decks: number; tc: number; remaining: number; known: number[] }[])(
    '$system, $decks deck(s), true count $tc with $known known: the cards seen count exactly that',
    ({ system, decks, tc, remaining, known }) => {
      const s = COUNTING_SYSTEMS[system];
      const u = expectedUnseen({ decks, system: s, trueCount: tc, cardsRemaining: remaining, known })!;
      const t = tagsByValue(s);
      const full = [4, 4, 4, 4, 4, 4, 4, 4, 4, 16].map((x) => x * decks);
      expect(u.reduce((a, b) => a + b, 0)).toBeCloseTo(remaining, 9);
      // Running count of everything seen (the known cards included), less its average, per deck left.
      const seen = full.map((f, v) => f - u[v]!);
      const count = seen.reduce((a, n, v) => a + n * t[v]!, 0) - (tagsPerDeck(s) / 52) * (52 * decks - remaining);
      expect((count * 52) / remaining).toBeCloseTo(tc, 9);
      // The known cards are out of the shoe.
      for (const v of known) expect(u[v - 1]!).toBeLessThanOrEqual(full[v - 1]! - 1);
    },
  );

  it('a count the shoe cannot reach is null, not negative cards', () => {
    // 39 cards seen can count at most +13 (all twenty small cards, seven high ones): 60 × ¼ = +15 is out of reach.
    expect(expectedUnseen({ decks: 1, system: COUNTING_SYSTEMS.hilo, trueCount: 60, cardsRemaining: 13 })).toBeNull();
  });
});
