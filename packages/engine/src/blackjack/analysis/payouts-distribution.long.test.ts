import { describe, expect, it } from 'vitest';
import { payoutMoments } from '../../analysis/variance.js';
import { add, frac, sum, toFractionString, toNumber } from '../../rational/index.js';
import { resolveRulesOrThrow } from '../rules.js';
import { analyse } from './edge.js';
import { infiniteDeckEdges } from './infinite.js';
import { blackjackRoundDistribution } from './payouts.js';

const seed = resolveRulesOrThrow();
const casino = resolveRulesOrThrow({ preset: 'casino' });

describe('the per-round distribution from an infinite shoe', () => {
  it.each([
    ['the text (no hole card, a dealer blackjack takes all)', seed],
    ['casino (peek, resplit to four)', casino],
    ['original bets only', { ...seed, dealerBlackjackTakes: 'original' as const, maxHands: 4 }],
    ['late surrender, H17', { ...casino, surrender: 'late' as const, dealerHitsSoft17: true }],
  ])('%s: sums to 1 and its mean is exactly minus the infinite-shoe house edge of infinite.ts', (_, rules) => {
    const chart = analyse(rules, 'infinite').chart;
    const d = blackjackRoundDistribution(rules, chart);
    expect(sum(d.outcomes.map((o) => o.p))).toEqual(frac(1));
    expect(add(payoutMoments(d).mean, infiniteDeckEdges(rules, chart).houseEdgeChart)).toEqual(frac(0));
  });

  it('has the results a round can have: −8 … +8 in halves under casino rules, never +3/2 from a split', () => {
    const d = blackjackRoundDistribution(casino, analyse(casino, 'infinite').chart);
    const nets = d.outcomes.map((o) => toFractionString(o.net));
    expect(nets[0]).toBe('-8/1'); // four split hands, each doubled and lost
    expect(nets.at(-1)).toBe('8/1');
    expect(nets).toContain('3/2');
    // A blackjack is the only way to win 3/2: its chance is 2 × 1/13 × 4/13 less the dealer's blackjacks.
    const bj = d.outcomes.find((o) => toFractionString(o.net) === '3/2')!;
    // P(natural) = 8/169; the dealer also has one with an ace (4/13) or a ten (1/13) up: push.
    const pushBack = (1 / 13) * (4 / 13) + (4 / 13) * (1 / 13);
    expect(toNumber(bj.p)).toBeCloseTo((8 / 169) * (1 - pushBack), 15);
  });

  it('under the text a dealer blackjack takes everything: a lost double is always −2', () => {
    const d = blackjackRoundDistribution(seed, analyse(seed, 'infinite').chart);
    // The text allows one split and doubling on 9–11 after it: the worst round is −4.
    expect(toFractionString(d.outcomes[0]!.net)).toBe('-4/1');
  });

  it('has the variance of published simulations: 6 decks, S17, DAS, peek — about 1.333 (sd ≈ 1.15)', () => {
    // Wizard of Odds, blackjack appendix 4 (ten-billion-hand simulations, cut-card game): variance 1.295
    // for six decks, S17, no DAS, no surrender, no resplit aces, and +0.03753 for DAS: 1.333. The
    // infinite shoe differs from six decks by a few thousandths (two decks: −0.0053).
    const d = blackjackRoundDistribution(casino, analyse(casino).chart);
    const m = payoutMoments(d);
    expect(Math.abs(toNumber(m.variance) - 1.333)).toBeLessThan(0.01);
    expect(Math.abs(m.sd - Math.sqrt(1.333))).toBeLessThan(0.005);
  });
});
