import { describe, expect, it } from 'vitest';
import { seededRng } from '../../rng/index.js';
import { resolveRulesOrThrow } from '../rules.js';
import { analyse } from './edge.js';
import { simulateChart } from './simulate.js';

describe('simulation against the exact house edge', () => {
  it('10^7 rounds of the text’s game (six decks) playing the chart: the exact edge lies in the 95% interval', () => {
    const rules = resolveRulesOrThrow({ preset: 'seed' });
    const g = analyse(rules);
    const sim = simulateChart(rules, g.chart, 10_000_000, seededRng('blackjack-seed-1e7'));
    expect(sim.rounds).toBe(10_000_000);
    // The interval is about ±0.07% wide at this size.
    expect(sim.ci95[1] - sim.ci95[0]).toBeLessThan(0.0015);
    expect(g.houseEdgeChart).toBeGreaterThan(sim.ci95[0]);
    expect(g.houseEdgeChart).toBeLessThan(sim.ci95[1]);
  });

  it.each([
    {
      name: 'casino (resplit to four hands), late surrender',
      rules: { preset: 'casino' as const, overrides: { surrender: 'late' as const } },
    },
    {
      name: 'seed, two decks, H17, original bet only',
      rules: {
        preset: 'seed' as const,
        overrides: { decks: 2, dealerHitsSoft17: true, dealerBlackjackTakes: 'original' as const },
      },
    },
  ])('$name: 2·10^6 rounds agree with the exact edge', ({ rules: opts }) => {
    const rules = resolveRulesOrThrow(opts);
    const g = analyse(rules);
    const sim = simulateChart(rules, g.chart, 2_000_000, seededRng(42));
    expect(g.houseEdgeChart).toBeGreaterThan(sim.ci95[0]);
    expect(g.houseEdgeChart).toBeLessThan(sim.ci95[1]);
  });
});
