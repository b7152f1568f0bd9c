import { describe, expect, it } from 'vitest';
import { seededRng } from '../../rng/index.js';
import { resolveRulesOrThrow } from '../rules.js';
import { oddsOrThrow } from './odds.js';
import { simulate } from './simulate.js';

describe('a million simulated coups agree with the exact figures', () => {
  it.each(['casino', 'seed'] as const)('%s tableau: every exact edge lies inside the 99.9% interval', (preset) => {
    const rules = resolveRulesOrThrow({ preset });
    const sim = simulate(rules, 1_000_000, seededRng(`baccarat-${preset}`));
    expect(sim.banker + sim.player + sim.tie).toBe(1_000_000);
    const exact = oddsOrThrow(rules);
    for (const b of sim.bets) {
      const x = exact.find((e) => e.id === b.id)!;
      expect(Math.abs(b.houseEdge - x.houseEdge)).toBeLessThanOrEqual(b.halfWidth);
      // and the interval is narrow enough to mean something: ±0.3% for Банко/Пунто, ±1% for the tie
      expect(b.halfWidth).toBeLessThan(b.id === 'tie' ? 0.01 : 0.004);
    }
    // the win frequencies too (binomial 99.9% intervals)
    for (const id of ['banker', 'player', 'tie'] as const) {
      const p = exact.find((e) => e.id === id)!.win!;
      const half = 3.29 * Math.sqrt((p * (1 - p)) / 1_000_000);
      expect(Math.abs(sim[id] / 1_000_000 - p)).toBeLessThanOrEqual(half);
    }
  });
});
