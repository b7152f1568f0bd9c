import { fuzzGame } from '@croupier/testkit/fuzz';
import { describe, expect, it } from 'vitest';
import { crapsFuzzSpec } from '../testing/craps-fuzz.js';
import { CRAPS_ERROR_CODES } from './errors.js';

describe('craps fuzz, short run (the long run is fuzz.long.test.ts)', () => {
  it.each([1, 2, 3])('seed %s: 6,000 steps of legal, illegal and malformed actions keep every promise', (seed) => {
    const report = fuzzGame(crapsFuzzSpec(), { seed, steps: 6_000 });
    expect(report.failures).toEqual([]);
    expect(report.steps).toBe(6_000);
    // the run reaches points and decides them, and the illegal actions meet the guards
    expect(report.rounds).toBeGreaterThan(30);
    for (const code of Object.keys(report.errors)) expect(CRAPS_ERROR_CODES).toContain(code);
    expect(report.errors['craps/unknown-player']).toBeGreaterThan(0);
    expect(report.errors['craps/bad-action']).toBeGreaterThan(0);
  });
});
