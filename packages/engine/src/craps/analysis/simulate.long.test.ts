import { NAIVE_WAYS } from '@croupier/testkit/oracles/craps';
import { describe, expect, it } from 'vitest';
import { resolveRulesOrThrow } from '../rules.js';
import { oddsOrThrow } from './odds.js';
import { simulateLineBets } from './simulate.js';

/**
 * The mean and variance of the number of rolls in one pass-line decision, the textbook way: 12 of 36
 * come-outs decide at once; otherwise a point n (w ways) takes 1 + G rolls, G geometric with
 * p = (w + 6)/36, E[G] = 1/p, E[G²] = (2 − p)/p².
 */
function decisionLength(): { mean: number; variance: number } {
  let mean = 12 / 36;
  let square = 12 / 36;
  for (const n of [4, 5, 6, 8, 9, 10]) {
    const w = NAIVE_WAYS[n]!;
    const p = (w + 6) / 36;
    mean += (w / 36) * (1 + 1 / p);
    square += (w / 36) * (1 + 2 / p + (2 - p) / (p * p));
  }
  return { mean, variance: square - mean * mean };
}

describe('a million decisions per line bet, through the table state machine, agree with the exact figures', () => {
  it("pass, don't pass, come, don't come: every exact edge and win rate inside the 99.9% interval", () => {
    const rules = resolveRulesOrThrow({ preset: 'seed' });
    const sim = simulateLineBets(rules, 1_000_000, 'craps-lines');
    const exact = oddsOrThrow(rules).bets;
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
    // Every roll belongs to one pass-line decision (the pass player bets at every come-out), so the rolls
    // per decision estimate 557/165 ≈ 3.376 (Wizard of Odds: 3.376 rolls per pass-line decision).
    const pass = sim.bets.find((b) => b.id === 'pass')!;
    const { mean, variance } = decisionLength();
    expect(mean).toBeCloseTo(557 / 165, 12);
    const half = 3.29 * Math.sqrt(variance / pass.decisions);
    expect(Math.abs(sim.rolls / pass.decisions - 557 / 165)).toBeLessThanOrEqual(half);
  });
});
