// The long fuzz run of the stud table (the long tier, run by CI): over a million steps across four
// fuzz seeds, random resolved rules (exchange of 0–2 cards, every fee and its rounding, refuse included,
// the exchange limit both ways, 0 or 1 up-card, extreme paytables and raise multiples), balances and
// antes up to the bounds; nothing throws, nothing mutates, chips are conserved across whole sessions.
import { describe, expect, it } from 'vitest';
import { fuzzGame } from '@croupier/testkit/fuzz';
import { studFuzzSpec } from '../testing/stud-fuzz.js';

describe('stud fuzz (long)', () => {
  it.each([1, 2, 3, 4])('seed %d keeps every promise over 260,000 steps', (seed) => {
    const r = fuzzGame(studFuzzSpec, { seed, steps: 260_000 });
    expect(r.failures).toEqual([]);
    expect(r.steps).toBe(260_000);
    expect(r.rounds).toBeGreaterThan(30_000);
    expect(Object.keys(r.errors).length).toBeGreaterThanOrEqual(10);
  });
});
