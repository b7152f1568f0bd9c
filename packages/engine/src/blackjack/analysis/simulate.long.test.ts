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

describe('resplits: the simulation plays them as the exact analysis values them', () => {
  // A shoe rich in eights and aces (one deck plus twelve eights and four aces: 68 cards) so that resplits are
  // frequent and every removal counts; four hands, aces resplit, DAS, no hole card (original bet only).
  const shoe = [8, 4, 4, 4, 4, 4, 4, 16, 4, 16];
  it.each([
    {
      name: 'no hole card, original bet only',
      overrides: { holeCard: false, dealerBlackjackTakes: 'original' as const },
    },
    { name: 'hole card, H17', overrides: { dealerHitsSoft17: true } },
  ])(
    '$name: 4·10^6 rounds from the eight-rich shoe; the exact chart edge lies in the 95% interval',
    ({ overrides }) => {
      const rules = resolveRulesOrThrow({
        preset: 'casino',
        overrides: { resplitAces: true, evenMoney: false, ...overrides },
      });
      const g = analyse(rules, shoe);
      const sim = simulateChart(rules, g.chart, 4_000_000, seededRng('resplit-rich'), undefined, shoe);
      expect(g.houseEdgeChart).toBeGreaterThan(sim.ci95[0]);
      expect(g.houseEdgeChart).toBeLessThan(sim.ci95[1]);
    },
  );
});
