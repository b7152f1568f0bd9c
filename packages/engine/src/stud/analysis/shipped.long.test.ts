import { STUD_ODDS } from '@croupier/paytables/stud';
import { STUD_ODDS_GRID } from '@croupier/paytables/stud-grid';
import { STUD_STRATEGY_CASINO, STUD_STRATEGY_KEYS, STUD_STRATEGY_SEED } from '@croupier/paytables/stud-strategy';
import { describe, expect, it } from 'vitest';
import { buildStudData, computePasses, type StudData } from '../../../scripts/stud-odds.js';

describe('the shipped stud data, regenerated from scratch on two worker threads', () => {
  let data: StudData;

  it('the generator runs over every class of every grid paytable', async () => {
    data = buildStudData(await computePasses({ workers: 2 }));
    expect(data.grid.length).toBe(STUD_ODDS_GRID.length);
  });

  it('reproduces the four variants of the earlier inclusion–exclusion generator, fraction for fraction', () => {
    // The fractions the generator before decision 013 shipped (commit 25c8077, 45 CPU-minutes of
    // inclusion–exclusion): an independent algorithm.
    const odds = data.odds as unknown as typeof STUD_ODDS;
    expect([odds.caribbean.houseEdge, odds.caribbean.elementOfRisk]).toEqual([
      '142031221/2718662100',
      '86781076031/3396139966890',
    ]);
    expect([odds.noExchange.houseEdge, odds.noExchange.raiseChance]).toEqual(['1605628741/30201864420', '22699/43316']);
    expect([odds.casino.houseEdge, odds.casino.raiseChance]).toEqual(['14275250707/1162771780170', '5606217/10179260']);
    expect([odds.seed.houseEdge, odds.seed.elementOfRisk, odds.seed.raiseChance]).toEqual([
      '1397016996961/114416743168728',
      '6985084984805/1203063482509812',
      '1084983/1967420',
    ]);
    // Wizard of Odds, "Caribbean Stud Poker": 5.2243% of the ante, element of risk 2.5553%.
    expect((odds.caribbean.houseEdgeValue * 100).toFixed(4)).toBe('5.2243');
    expect((odds.caribbean.elementOfRiskValue! * 100).toFixed(4)).toBe('2.5553');
  });

  it('equals the shipped odds, every class’s decision and every grid entry', () => {
    expect(data.odds).toEqual(STUD_ODDS);
    expect(data.strategy).toEqual({ keys: STUD_STRATEGY_KEYS, seed: STUD_STRATEGY_SEED, casino: STUD_STRATEGY_CASINO });
    expect(data.grid).toEqual(STUD_ODDS_GRID);
  });
});
