import { fuzzGame } from '@croupier/testkit/fuzz';
import { describe, expect, it } from 'vitest';
import { crapsFuzzSpec } from '../testing/craps-fuzz.js';
import { CRAPS_ERROR_CODES } from './errors.js';

// 4 × 50,000 steps (it was 4 × 250,000, 69 s of the long tier): block coverage of the engine saturates by
// 4 × 12,500 steps, and 4 × 50,000 reach every block 4 × 250,000 do (`scripts/fuzz-coverage.ts craps 50000
// 250000 101 202 303 404`).
describe('craps fuzz, long run', () => {
  it('200,000 steps over random rules, seats and stakes: nothing throws, mutates, sticks or leaks', () => {
    let steps = 0;
    let rounds = 0;
    const errors: Record<string, number> = {};
    for (const seed of [101, 202, 303, 404]) {
      const report = fuzzGame(crapsFuzzSpec(), { seed, steps: 50_000 });
      expect(report.failures).toEqual([]);
      steps += report.steps;
      rounds += report.rounds;
      for (const [code, n] of Object.entries(report.errors)) errors[code] = (errors[code] ?? 0) + n;
    }
    expect(steps).toBe(200_000);
    expect(rounds).toBeGreaterThan(9_000);
    for (const code of Object.keys(errors)) expect(CRAPS_ERROR_CODES).toContain(code);
    console.log(`craps fuzz: ${steps} steps, ${rounds} rounds; errors ${JSON.stringify(errors)}`);
  });
});
