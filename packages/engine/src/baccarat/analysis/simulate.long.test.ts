import { describe, expect, it } from 'vitest';
import { seededRng } from '../../rng/index.js';
import { resolveRulesOrThrow } from '../rules.js';
import { oddsOrThrow } from './odds.js';
import { simulate } from './simulate.js';

describe('a million simulated coups agree with the exact figures', () => {
  // A million coups for the casino tableau (the figures); a quarter million for the text's.
  // A million coups for the casino tableau (the figures), with every side bet offered; a quarter
  // million for the text's and for EZ baccarat.
  const ALL = ['eitherPairPays=5', 'perfectPairPays=25', 'perfectPairBothPays=250', 'dragon7Pays=40', 'panda8Pays=25'];
  it.each([
    { preset: 'casino' as const, sets: ALL, coups: 1_000_000 },
    { preset: 'seed' as const, sets: [], coups: 250_000 },
    { preset: 'ez' as const, sets: [], coups: 250_000 },
  ])('$preset tableau, $coups coups: every exact edge lies inside the 99.9% interval', ({ preset, sets, coups }) => {
    const rules = resolveRulesOrThrow({ preset, sets });
    const sim = simulate(rules, coups, seededRng(`baccarat-${preset}`));
    expect(sim.banker + sim.player + sim.tie).toBe(coups);
    const exact = oddsOrThrow(rules).bets;
    expect(sim.bets.map((b) => b.id)).toEqual(exact.map((b) => b.id));
    for (const b of sim.bets) {
      const x = exact.find((e) => e.id === b.id)!;
      expect(Math.abs(b.houseEdge - x.houseEdge)).toBeLessThanOrEqual(b.halfWidth);
      // and the interval is narrow enough to mean something: ±0.4% for Банко/Пунто, ±1% for the tie, ±2.5%
      // for the 11:1 and 5:1 side bets, ±13% for the long shots (perfect pair up to 250:1, Dragon 7 40:1)
      const width = { tie: 0.01, playerPair: 0.025, bankerPair: 0.025, eitherPair: 0.025 }[b.id as string] ?? 0.004;
      const longShot = ['perfectPair', 'dragon7', 'panda8'].includes(b.id) ? 0.13 : width;
      expect(b.halfWidth).toBeLessThan(longShot * Math.sqrt(1_000_000 / coups));
    }
    // the win frequencies too (binomial 99.9% intervals)
    for (const id of ['banker', 'player', 'tie'] as const) {
      const p = exact.find((e) => e.id === id)!.win!;
      if (id === 'banker' && rules.bankerThreeCardSevenPushes) continue; // EZ: the three-card 7 pushes, not a win
      const half = 3.29 * Math.sqrt((p * (1 - p)) / coups);
      expect(Math.abs(sim[id] / coups - p)).toBeLessThanOrEqual(half);
    }
  });
});
