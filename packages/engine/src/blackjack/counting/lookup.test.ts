import { BLACKJACK_INDEX_TABLES } from '@croupier/paytables/blackjack-indices';
import { describe, expect, it } from 'vitest';
import { insuranceAdvice, lookupIndex } from './lookup.js';

const casino = BLACKJACK_INDEX_TABLES.casino.hilo;
const seed = BLACKJACK_INDEX_TABLES.seed.hilo;

describe('reading an index table at the table', () => {
  // 16 v T: stand at a Hi-Lo true count of 0 or more (crossover +0.42; floored counts: nearest whole).
  it.each([
    { tc: 1.3, rounding: undefined, play: 'stand' },
    { tc: 0, rounding: undefined, play: 'stand' },
    { tc: -0.4, rounding: undefined, play: 'hit' }, // floored to −1
    // Truncated, 0 covers (−1, 1), whose middle 0 is below +0.42: the whole index is 1.
    { tc: 0.7, rounding: 'truncate', play: 'hit' },
    { tc: 1, rounding: 'truncate', play: 'stand' },
    { tc: 0.3, rounding: 'exact', play: 'hit' }, // below the crossover itself
    { tc: 0.5, rounding: 'exact', play: 'stand' },
    { tc: 0.3, rounding: 'round', play: 'hit' }, // round: whole index 1
  ] as const)('16 v T at $tc ($rounding): $play', ({ tc, rounding, play }) => {
    const a = lookupIndex(casino, [10, 6], 10, tc, rounding ? { rounding } : {})!;
    expect(a.decision).toEqual({ kind: 'hard', row: 16, up: 10 });
    expect(a.basic).toBe('hit');
    expect(a.play).toBe(play);
    expect(a.deviates).toBe(play !== 'hit');
    expect(a.index).toMatchObject({ index: 0.42, direction: 'atOrAbove' });
  });

  it('the cost of each play is its EV below the best at that count, and the best costs nothing', () => {
    const a = lookupIndex(casino, [10, 6], 10, 4)!;
    expect(a.best).toBe('stand');
    expect(a.cost.stand).toBe(0);
    expect(a.cost.hit!).toBeGreaterThan(0.01); // at +4 hitting 16 v T gives up more than 1% of the bet
    expect(a.cost.double!).toBeGreaterThan(0.5); // doubling 16 is a disaster
    const b = lookupIndex(casino, [10, 6], 10, -4)!;
    expect(b.best).toBe('hit');
    expect(b.cost.stand!).toBeGreaterThan(0.01);
  });

  it('a hand of three cards reads its total, hit or stand only', () => {
    const a = lookupIndex(casino, [10, 2, 4], 10, 2)!;
    expect(a.decision).toEqual({ kind: 'hard', row: 16, up: 10 });
    expect(Object.keys(a.cost).sort()).toEqual(['hit', 'stand']);
    expect(a.play).toBe('stand');
    // 5+3+3 = 11 v 6: the chart doubles two cards; three cards hit.
    expect(lookupIndex(casino, [5, 3, 3], 6, 0)).toMatchObject({ basic: 'hit', play: 'hit', deviates: false });
  });

  it('a pair that may not be split reads its total (8,8 v T as 16 v T)', () => {
    expect(lookupIndex(casino, [8, 8], 10, 2)!.play).toBe('split');
    const a = lookupIndex(casino, [8, 8], 10, 2, { canSplit: false })!;
    expect(a.decision).toEqual({ kind: 'hard', row: 16, up: 10 });
    expect(a.play).toBe('stand');
  });

  it('hands with no decision: a natural, twenty', () => {
    expect(lookupIndex(casino, [1, 10], 6, 0)).toBeNull();
    expect(lookupIndex(casino, [10, 5, 5], 6, 0)).toBeNull();
  });

  it('the text’s game: 11 v T hits at 0 and doubles from +4 (floored; crossover +3.54)', () => {
    expect(lookupIndex(seed, [6, 5], 10, 0)!.play).toBe('hit');
    expect(lookupIndex(seed, [6, 5], 10, 4.2)!.play).toBe('double');
    expect(lookupIndex(casino, [6, 5], 10, 0)!.play).toBe('double');
  });
});

describe('insurance', () => {
  it.each([
    { tc: 3.2, take: true },
    { tc: 2.99, take: false }, // floored to 2
    { tc: 5, take: true },
  ])('at $tc: $take', ({ tc, take }) => {
    const a = insuranceAdvice(casino, tc);
    expect(a.take).toBe(take);
    expect(a.index).toBe(casino.insurance.index);
  });

  it('its EV at a count: two-to-one on the tens among the unseen, worked by hand at 0', () => {
    // At a true count of 0 with the ace known, 156 unseen hold 96 − 155 × 96/311 × (1 + …) tens; the
    // plain six-deck figure −7.40% (23/311 house edge) is the full shoe's, close to it.
    expect(insuranceAdvice(casino, 0).ev).toBeCloseTo(-23 / 311, 2);
  });
});
