import { describe, expect, it } from 'vitest';
import { seededRng } from '../../rng/index.js';
import { resolveRulesOrThrow } from '../rules.js';
import { odds } from './odds.js';
import { simulateLineBets } from './simulate.js';

describe('a million decisions per line bet, through the table state machine, agree with the exact figures', () => {
  it("pass, don't pass, come, don't come: every exact edge and win rate inside the 99.9% interval", () => {
    const rules = resolveRulesOrThrow({ preset: 'seed' });
    const sim = simulateLineBets(rules, 1_000_000, seededRng('craps-lines'));
    const exact = odds(rules);
    for (const b of sim.bets) {
      expect(b.decisions).toBeGreaterThanOrEqual(1_000_000);
      const x = exact.find((e) => e.id === b.id)!;
      expect(Math.abs(b.houseEdge - x.houseEdge)).toBeLessThanOrEqual(b.halfWidth);
      // narrow enough to mean something: ±0.33% around an edge of 1.4%
      expect(b.halfWidth).toBeLessThan(0.0035);
      for (const k of ['win', 'push', 'lose'] as const) {
        const half = 3.29 * Math.sqrt((x[k] * (1 - x[k])) / b.decisions);
        expect(Math.abs(b[k] - x[k])).toBeLessThanOrEqual(half);
      }
    }
    // about 3.376 rolls per pass decision
    const pass = sim.bets.find((b) => b.id === 'pass')!;
    expect(sim.rolls / pass.decisions).toBeGreaterThan(3.3);
  });
});
