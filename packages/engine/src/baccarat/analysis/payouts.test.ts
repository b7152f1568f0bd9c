import { describe, expect, it } from 'vitest';
import { payoutMoments } from '../../analysis/variance.js';
import { add, frac, mul, sum, toNumber } from '../../rational/index.js';
import { resolveRulesOrThrow } from '../rules.js';
import { exactOddsOrThrow } from './exact.js';
import { baccaratBetDistributions, baccaratBetDistributionsOrThrow } from './payouts.js';

const casino = resolveRulesOrThrow();
const seed = resolveRulesOrThrow({ preset: 'seed' });
const ez = resolveRulesOrThrow({ preset: 'ez' });

describe('the per-coup distribution of each bet', () => {
  // Wizard of Odds, "Baccarat" (eight decks): Банко wins 0.458597, Пунто 0.446247, tie 0.095156; and the
  // house-edge table of wizardofodds.com/gambling/house-edge/ lists the standard deviations 0.93 (Банко),
  // 0.95 (Пунто), 2.64 (tie 8:1), to two decimals.
  it.each([
    ['banker', 0.458597, 0.93],
    ['player', 0.446247, 0.95],
    ['tie', 0.095156, 2.64],
  ])('%s: wins %f of coups and has a standard deviation of %f (8 decks)', (id, win, sd) => {
    const bet = baccaratBetDistributionsOrThrow(casino).find((b) => b.id === id)!;
    const m = payoutMoments(bet.distribution);
    expect(toNumber(m.win)).toBeCloseTo(win, 6);
    expect(m.sd).toBeCloseTo(sd, 2);
  });

  it('Банко: +19/20 on a win, 0 on a tie, −1 on a loss, probabilities adding to 1', () => {
    const banker = baccaratBetDistributionsOrThrow(casino)[0]!;
    expect(banker.distribution.outcomes.map((o) => `${o.net.num}/${o.net.den}`)).toEqual(['-1/1', '0/1', '19/20']);
    expect(sum(banker.distribution.outcomes.map((o) => o.p))).toEqual(frac(1));
  });

  it.each([
    ['casino', casino],
    ['seed', seed],
    ['ez', ez],
  ] as const)('every offered bet’s mean is minus the house edge of the odds (%s preset)', (_, rules) => {
    const edges = exactOddsOrThrow(rules);
    const payouts = baccaratBetDistributionsOrThrow(rules);
    expect(payouts.map((p) => p.id)).toEqual(edges.map((e) => e.id));
    for (const p of payouts) {
      const e = edges.find((x) => x.id === p.id)!;
      expect(add(payoutMoments(p.distribution).mean, e.houseEdge)).toEqual(frac(0));
    }
  });

  it('the text’s tableau gives Пунто the edge: a positive mean of 1.5538 % per coup', () => {
    const player = baccaratBetDistributionsOrThrow(seed).find((b) => b.id === 'player')!;
    expect(toNumber(payoutMoments(player.distribution).mean) * 100).toBeCloseTo(1.5538, 4);
  });

  it('EZ baccarat’s Банко pays 1:1 and pushes a three-card 7: a second moment of P(win) + P(lose)', () => {
    const banker = baccaratBetDistributionsOrThrow(ez)[0]!;
    const m = payoutMoments(banker.distribution);
    expect(m.secondMoment).toEqual(add(m.win, m.lose));
    // Dragon 7 pays 40:1: second moment 1600·p + (1 − p).
    const dragon = baccaratBetDistributionsOrThrow(ez).find((b) => b.id === 'dragon7')!;
    const dm = payoutMoments(dragon.distribution);
    expect(dm.secondMoment).toEqual(add(mul(frac(1600), dm.win), dm.lose));
  });

  it('refuses pair bets from a composition by value', () => {
    const r = baccaratBetDistributions(casino, new Array<number>(10).fill(32));
    expect(r.ok ? null : r.error.code).toBe('baccarat/bad-composition');
  });
});
