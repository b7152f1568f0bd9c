// The long fuzz run of the stud table (the long tier, run by CI): 260,000 steps across four fuzz seeds
// (it was 4 × 260,000, 24 s of the tier: 4 × 26,000 already reach every block of the engine that
// 4 × 260,000 reach, `scripts/fuzz-coverage.ts stud 65000 260000 1 2 3 4`), random resolved rules (exchange of 0–2 cards, every fee and its rounding, refuse included,
// the exchange limit both ways, 0 or 1 up-card, extreme paytables and raise multiples), balances and
// antes up to the bounds; nothing throws, nothing mutates, chips are conserved across whole sessions.
import { describe, expect, it } from 'vitest';
import { fuzzGame } from '@croupier/testkit/fuzz';
import { studFuzzSpec } from '../testing/stud-fuzz.js';

describe('stud fuzz (long)', () => {
  it.each([1, 2, 3, 4])('seed %d keeps every promise over 65,000 steps', (seed) => {
    const r = fuzzGame(studFuzzSpec, { seed, steps: 65_000 });
    expect(r.failures).toEqual([]);
    expect(r.steps).toBe(65_000);
    expect(r.rounds).toBeGreaterThan(20_000);
    expect(Object.keys(r.errors).length).toBeGreaterThanOrEqual(10);
  });
});
