// The long fuzz run of baccarat: 1,000,000 steps over four seeds (about a minute and a half on one core):
// random legal, illegal and malformed actions over random resolved rules, extreme stakes and stacked
// shoes, asserting that nothing throws, nothing mutates, every coup finishes within its bound, and the
// chips at each table are conserved (counted in BigInt).
import { fuzzGame } from '@croupier/testkit/fuzz';
import { describe, expect, it } from 'vitest';
import { baccaratFuzz } from '../testing/baccarat-fuzz.js';
import { BACCARAT_ERROR_CODES } from './errors.js';

describe('baccarat fuzz (long)', () => {
  it.each([101, 102, 103, 104])('seed %i: 250,000 steps keep every promise', (seed) => {
    const report = fuzzGame(baccaratFuzz, { seed, steps: 250_000 });
    expect(report.failures).toEqual([]);
    expect(report.steps).toBe(250_000);
    expect(report.rounds).toBeGreaterThan(25_000);
    for (const code of Object.keys(report.errors)) expect(BACCARAT_ERROR_CODES).toContain(code);
    // every refusal a bet can meet was met
    for (const code of [
      'baccarat/bet-after-deal',
      'baccarat/unknown-bet',
      'baccarat/bet-not-offered',
      'baccarat/unknown-player',
      'baccarat/bad-stake',
      'baccarat/insufficient-balance',
      'baccarat/over-limit',
      'baccarat/fractional-payout',
    ]) {
      expect(report.errors[code], code).toBeGreaterThan(0);
    }
    console.log(`baccarat fuzz seed ${seed}: ${report.steps} steps, ${report.rounds} coups`, report.errors);
  });
});
