// The long fuzz of the multi-box stud table (the long tier): four fuzz seeds, 80,000 steps each.
import { describe, expect, it } from 'vitest';
import { fuzzGame } from '@croupier/testkit/fuzz';
import { studBoxesFuzzSpec } from '../testing/stud-boxes-fuzz.js';

describe('multi-box stud fuzz (long)', () => {
  it.each([1, 2, 3, 4])('seed %d keeps every promise over 80,000 steps', (seed) => {
    const r = fuzzGame(studBoxesFuzzSpec, { seed, steps: 80_000 });
    expect(r.failures).toEqual([]);
    expect(r.steps).toBe(80_000);
    expect(r.rounds).toBeGreaterThan(3_000);
    expect(Object.keys(r.errors).length).toBeGreaterThanOrEqual(10);
  });
});
