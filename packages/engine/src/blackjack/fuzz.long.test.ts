// The long fuzz run (long tier): 1,200,000 steps over random resolved rules, tables of up to seven
// boxes with extreme balances and stakes, and short stacked shoes that run dry; nothing throws,
// nothing mutates, every round ends within the step bound, chips are conserved across each session.
import { describe, expect, it } from 'vitest';
import { fuzzGame } from '@croupier/testkit/fuzz';
import { blackjackFuzzSpec } from '../testing/blackjack-fuzz.js';

const SEEDS = Array.from({ length: 12 }, (_, i) => 1000 + i);

describe('blackjack fuzz (long run, 12 × 100,000 steps)', () => {
  it.each(SEEDS)('seed %i', (seed) => {
    const r = fuzzGame(blackjackFuzzSpec, { seed, steps: 100_000 });
    expect(r.failures).toEqual([]);
    expect(r.steps).toBe(100_000);
    expect(r.rounds).toBeGreaterThan(10_000);
  });
});
