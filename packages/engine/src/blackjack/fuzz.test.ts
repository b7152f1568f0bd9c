// The short fuzz run of the unit tier: random rules, tables and actions (legal, illegal, malformed),
// deep-frozen inputs; nothing throws, nothing mutates, every round ends, chips are conserved.
import { describe, expect, it } from 'vitest';
import { fuzzGame } from '@croupier/testkit/fuzz';
import { blackjackFuzzSpec } from '../testing/blackjack-fuzz.js';

describe('blackjack fuzz (short run)', () => {
  it.each([1, 2])('seed %i: 10,000 steps keep every promise', (seed) => {
    const r = fuzzGame(blackjackFuzzSpec, { seed, steps: 10_000 });
    expect(r.failures).toEqual([]);
    expect(r.steps).toBe(10_000);
    expect(r.rounds).toBeGreaterThan(1000);
    // Illegal and malformed actions were tried and answered with the game's codes.
    expect(r.errors['blackjack/wrong-phase']).toBeGreaterThan(0);
    expect(r.errors['blackjack/bad-action']).toBeGreaterThan(0);
    // Unresolved rules and malformed setups were answered by start.
    expect(r.errors['blackjack/bad-rules']).toBeGreaterThan(0);
    expect(r.errors['blackjack/bad-setup']).toBeGreaterThan(0);
  });
});
