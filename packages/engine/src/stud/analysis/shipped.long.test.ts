import { STUD_ODDS } from '@croupier/paytables/stud';
import { STUD_ODDS_GRID } from '@croupier/paytables/stud-grid';
import { STUD_STRATEGY_CASINO, STUD_STRATEGY_KEYS, STUD_STRATEGY_SEED } from '@croupier/paytables/stud-strategy';
import { describe, expect, it } from 'vitest';
import { fingerprint, recorded } from '../../../scripts/lib/sources.js';
import { buildStudData, computePasses } from '../../../scripts/stud-odds.js';

// The whole regeneration (about 85 s on two worker threads) runs when a file the generator is built from
// changed since the data was generated (scripts/lib/sources.ts), or when CROUPIER_REGENERATE=1 asks for it;
// the same sources give the same data. The unit tier's shipped.test.ts recomputes a sample of classes.
const REGENERATE = process.env['CROUPIER_REGENERATE'] === '1';

describe('the shipped stud data', () => {
  it('is what its sources generate: their fingerprint is the one recorded, or it is regenerated from scratch and equal', async () => {
    const now = await fingerprint('stud-odds');
    const then = recorded()['stud-odds'];
    if (now === then && !REGENERATE) return;
    const data = buildStudData(await computePasses({ workers: 2 }));
    expect(data.grid.length).toBe(STUD_ODDS_GRID.length);
    expect(data.odds).toEqual(STUD_ODDS);
    expect(data.strategy).toEqual({ keys: STUD_STRATEGY_KEYS, seed: STUD_STRATEGY_SEED, casino: STUD_STRATEGY_CASINO });
    expect(data.grid).toEqual(STUD_ODDS_GRID);
    // The data is current: the sources changed without changing it. Record them so the next run need not regenerate.
    expect(now, 'record the sources: npx tsx --conditions=source scripts/stud-odds.ts').toBe(then);
  });

  it('holds the four variants of the earlier inclusion–exclusion generator, fraction for fraction', () => {
    // The fractions the generator before decision 013 shipped (commit 25c8077, 45 CPU-minutes of
    // inclusion–exclusion): an independent algorithm.
    expect([STUD_ODDS.caribbean.houseEdge, STUD_ODDS.caribbean.elementOfRisk]).toEqual([
      '142031221/2718662100',
      '86781076031/3396139966890',
    ]);
    expect([STUD_ODDS.noExchange.houseEdge, STUD_ODDS.noExchange.raiseChance]).toEqual([
      '1605628741/30201864420',
      '22699/43316',
    ]);
    expect([STUD_ODDS.casino.houseEdge, STUD_ODDS.casino.raiseChance]).toEqual([
      '14275250707/1162771780170',
      '5606217/10179260',
    ]);
    expect([STUD_ODDS.seed.houseEdge, STUD_ODDS.seed.elementOfRisk, STUD_ODDS.seed.raiseChance]).toEqual([
      '1397016996961/114416743168728',
      '6985084984805/1203063482509812',
      '1084983/1967420',
    ]);
    // Wizard of Odds, "Caribbean Stud Poker": 5.2243% of the ante, element of risk 2.5553%.
    expect((STUD_ODDS.caribbean.houseEdgeValue * 100).toFixed(4)).toBe('5.2243');
    expect((STUD_ODDS.caribbean.elementOfRiskValue! * 100).toFixed(4)).toBe('2.5553');
  });
});
