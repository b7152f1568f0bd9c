// A short fuzz run of the stud table in the unit tier (the long run is fuzz.long.test.ts): random rules,
// balances from 0 to the limit, legal, illegal and malformed actions; nothing throws, nothing mutates,
// chips are conserved, every round nets what the naive settler says.
import { describe, expect, it } from 'vitest';
import { fuzzGame } from '@croupier/testkit/fuzz';
import { studFuzzSpec } from '../testing/stud-fuzz.js';
import { STUD_ERROR_CODES } from './errors.js';

describe('stud fuzz (short)', () => {
  it('keeps every promise over 20,000 steps', () => {
    const r = fuzzGame(studFuzzSpec, { seed: 14, steps: 20_000 });
    expect(r.failures).toEqual([]);
    expect(r.steps).toBe(20_000);
    expect(r.rounds).toBeGreaterThan(2000);
    // The run reached the rules' refusals, not only the happy path.
    for (const code of ['stud/bad-action', 'stud/out-of-turn', 'stud/bad-exchange', 'stud/bad-ante'] as const) {
      expect(r.errors[code] ?? 0).toBeGreaterThan(0);
    }
    for (const code of Object.keys(r.errors))
      expect([...STUD_ERROR_CODES, 'rules/bad-value', 'rng/bad-seed']).toContain(code);
  });
});
