// The short fuzz run of baccarat (a few seconds): random legal, illegal and malformed actions over random
// resolved rules and extreme stakes. The long run (10^6 steps) is fuzz.long.test.ts.
import { fuzzGame } from '@croupier/testkit/fuzz';
import { describe, expect, it } from 'vitest';
import { baccaratFuzz } from '../testing/baccarat-fuzz.js';
import { BACCARAT_ERROR_CODES } from './errors.js';

describe('baccarat fuzz (short)', () => {
  it.each([1, 2])('seed %i: 10,000 steps, nothing throws, mutates, sticks or loses a chip', (seed) => {
    const report = fuzzGame(baccaratFuzz, { seed, steps: 10_000 });
    expect(report.failures).toEqual([]);
    expect(report.steps).toBe(10_000);
    expect(report.rounds).toBeGreaterThan(500);
    // the illegal and malformed actions met the typed errors they aim at
    for (const code of [
      'baccarat/unknown-action',
      'baccarat/bad-stake',
      'baccarat/insufficient-balance',
      'baccarat/wrong-phase',
    ]) {
      expect(report.errors[code], code).toBeGreaterThan(0);
    }
    for (const code of Object.keys(report.errors)) expect(BACCARAT_ERROR_CODES).toContain(code);
  });
});
