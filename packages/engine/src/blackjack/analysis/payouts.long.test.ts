import { describe, expect, it } from 'vitest';
import { payoutMoments } from '../../analysis/variance.js';
import { add, frac, sum } from '../../rational/index.js';
import { resolveRulesOrThrow } from '../rules.js';
import { analyse } from './edge.js';
import { infiniteDeckEdges } from './infinite.js';
import { blackjackRoundDistribution } from './payouts.js';

const seed = resolveRulesOrThrow();
const casino = resolveRulesOrThrow({ preset: 'casino' });

describe('the per-round distribution under more rule variants', () => {
  it.each([
    ['early surrender, no hole card', { ...seed, surrender: 'early' as const }],
    [
      'pairs by rank, resplit aces, hit split aces',
      { ...casino, splitBy: 'rank' as const, resplitAces: true, hitSplitAces: true },
    ],
    ['6:5 blackjacks, even money', { ...casino, blackjackPays: { pays: 6, per: 5 }, evenMoney: true }],
    [
      'double any two, no DAS, three hands',
      { ...seed, doubleOn: 'any' as const, doubleAfterSplit: false, maxHands: 3 },
    ],
  ])('%s: sums to 1 and its mean is exactly minus the infinite-shoe house edge of infinite.ts', (_, rules) => {
    const chart = analyse(rules, 'infinite').chart;
    const d = blackjackRoundDistribution(rules, chart);
    expect(sum(d.outcomes.map((o) => o.p))).toEqual(frac(1));
    expect(add(payoutMoments(d).mean, infiniteDeckEdges(rules, chart).houseEdgeChart)).toEqual(frac(0));
  });
});
