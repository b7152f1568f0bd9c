import { describe, expect, it } from 'vitest';
import { FIVE_CARD_COUNTS, STUD_ORDER, naiveStudKey } from '@croupier/testkit/oracles/stud';
import { categoryOf, evaluate5, type Category } from './evaluator.js';

// The naive evaluator lives in @croupier/testkit (oracles/stud): it counts ranks and reads the
// combination off the counts, apart from the engine's tables.

const HAND = [0, 0, 0, 0, 0];

describe('stud evaluator, all 2,598,960 hands', () => {
  it('agrees with the naive evaluator on category and order, and the category counts are the published ones', () => {
    const keyByClass = new Map<number, number>();
    const counts = new Map<Category, number>();
    let mismatched = 0;
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++)
            for (let e = d + 1; e < 52; e++) {
              HAND[0] = a;
              HAND[1] = b;
              HAND[2] = c;
              HAND[3] = d;
              HAND[4] = e;
              const hand = HAND;
              const cls = evaluate5(a, b, c, d, e);
              const key = naiveStudKey(hand);
              const prev = keyByClass.get(cls);
              if (prev === undefined) keyByClass.set(cls, key);
              else if (prev !== key) mismatched++;
              const cat = categoryOf(cls);
              if (cat !== STUD_ORDER[Math.floor(key / 14 ** 5)]) mismatched++;
              counts.set(cat, (counts.get(cat) ?? 0) + 1);
            }
    expect(mismatched).toBe(0);
    expect(keyByClass.size).toBe(7462);
    // Class 1 is the best; every next class is strictly worse by the naive order.
    const classes = [...keyByClass.keys()].sort((x, y) => x - y);
    expect(classes[0]).toBe(1);
    expect(classes.at(-1)).toBe(7462);
    let inversions = 0;
    for (let i = 1; i < classes.length; i++) {
      if (!(keyByClass.get(classes[i - 1]!)! > keyByClass.get(classes[i]!)!)) inversions++;
    }
    expect(inversions).toBe(0);
    // The published counts, ace-king worked by hand (testkit's FIVE_CARD_COUNTS).
    expect(Object.fromEntries(counts)).toEqual(FIVE_CARD_COUNTS);
    // Ace-king, nothing better: 164 rank sets (3 kickers of 11 ranks, minus A-K-Q-J-10) × (4^5 − 4) suitings.
    expect(counts.get('aceKing')).toBe(164 * (1024 - 4));
  });
});
