import { describe, expect, it } from 'vitest';
import { seededRng } from '../../rng/index.js';
import { resolveRulesOrThrow } from '../rules.js';
import { oddsOrThrow } from './odds.js';
import { simulate } from './simulate.js';

describe('a million simulated coups agree with the exact figures', () => {
  // A million coups for the casino tableau (the figures); a quarter million for the text's.
  it.each([
    { preset: 'casino' as const, coups: 1_000_000 },
    { preset: 'seed' as const, coups: 250_000 },
  ])('$preset tableau, $coups coups: every exact edge lies inside the 99.9% interval', ({ preset, coups }) => {
    const rules = resolveRulesOrThrow({ preset });
    const sim = simulate(rules, coups, seededRng(`baccarat-${preset}`));
    expect(sim.banker + sim.player + sim.tie).toBe(coups);
    const exact = oddsOrThrow(rules);
    for (const b of sim.bets) {
      const x = exact.find((e) => e.id === b.id)!;
      expect(Math.abs(b.houseEdge - x.houseEdge)).toBeLessThanOrEqual(b.halfWidth);
      // and the interval is narrow enough to mean something: ±0.3% for Банко/Пунто, ±1% for the tie
      expect(b.halfWidth).toBeLessThan((b.id === 'tie' ? 0.01 : 0.004) * Math.sqrt(1_000_000 / coups));
    }
    // the win frequencies too (binomial 99.9% intervals)
    for (const id of ['banker', 'player', 'tie'] as const) {
      const p = exact.find((e) => e.id === id)!.win!;
      const half = 3.29 * Math.sqrt((p * (1 - p)) / coups);
      expect(Math.abs(sim[id] / coups - p)).toBeLessThanOrEqual(half);
    }
  });
});
