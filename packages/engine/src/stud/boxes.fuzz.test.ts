// A short fuzz of the multi-box stud table in the unit tier (a longer run is boxes.long.test.ts): random
// rules of both families, two to seven boxes among one to four players, legal, illegal and malformed
// actions; nothing throws, nothing mutates, a refused action leaves the state deep-equal, chips are
// conserved, and every round nets each player what the testkit's naive multi-box settler says.
import { describe, expect, it } from 'vitest';
import { fuzzGame } from '@croupier/testkit/fuzz';
import { studBoxesFuzzSpec } from '../testing/stud-boxes-fuzz.js';
import { STUD_ERROR_CODES } from './errors.js';

describe('multi-box stud fuzz (short)', () => {
  it('keeps every promise over 6,000 steps', () => {
    const r = fuzzGame(studBoxesFuzzSpec, { seed: 23, steps: 6_000 });
    expect(r.failures).toEqual([]);
    expect(r.steps).toBe(6_000);
    expect(r.rounds).toBeGreaterThan(200);
    for (const code of ['stud/bad-action', 'stud/out-of-turn', 'stud/bad-antes', 'stud/bad-exchange'] as const) {
      expect(r.errors[code] ?? 0).toBeGreaterThan(0);
    }
    for (const code of Object.keys(r.errors)) expect([...STUD_ERROR_CODES, 'rules/bad-value']).toContain(code);
  });
});
