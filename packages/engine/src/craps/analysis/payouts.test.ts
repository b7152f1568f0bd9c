import { describe, expect, it } from 'vitest';
import {
  payoutDistributionOrThrow,
  payoutMoments,
  sessionDistributionOrThrow,
  sessionOutlook,
  toLatticeOrThrow,
  type PayoutDistribution,
} from '../../analysis/variance.js';
import { frac, toFractionString, toNumber, type Fraction } from '../../rational/index.js';
import { resolveRulesOrThrow } from '../rules.js';
import { crapsBetDistributions, crapsRollChain } from './payouts.js';

const casino = resolveRulesOrThrow({ preset: 'casino' });
const seed = resolveRulesOrThrow({ preset: 'seed' });
const show = (d: PayoutDistribution) => d.outcomes.map((o) => `${toFractionString(o.net)}: ${toFractionString(o.p)}`);
const byHand = (pairs: [number, Fraction][]) =>
  show(payoutDistributionOrThrow(pairs.map(([net, p]) => ({ net: frac(net), p }))));
const of = (rules: typeof casino, id: string) => crapsBetDistributions(rules).find((b) => b.id === id)!.distribution;

describe('per decision', () => {
  it('pass: 244/495 to win one bet, 251/495 to lose it (the classic figures)', () => {
    expect(show(of(casino, 'pass'))).toEqual(['-1/1: 251/495', '1/1: 244/495']);
  });

  it("don't pass, 12 barred: wins 949/1980, pushes 1/36, loses 976/1980", () => {
    expect(show(of(casino, 'dontPass'))).toEqual(['-1/1: 244/495', '0/1: 1/36', '1/1: 949/1980']);
  });

  // Wizard of Odds, house-edge table (wizardofodds.com/gambling/house-edge/): standard deviation per bet
  // made 1.00 for pass/come and 0.99 for don't pass/don't come.
  it.each([
    ['pass', 1.0],
    ['come', 1.0],
    ['dontPass', 0.99],
    ['dontCome', 0.99],
  ])('%s has a standard deviation of %f per bet', (id, sd) => {
    expect(payoutMoments(of(casino, id)).sd).toBeCloseTo(sd, 2);
  });

  it('pass with 3-4-5x odds, worked by hand: a win always nets +7, a lost point −4, −5 or −6', () => {
    // Come-out: 7/11 +1 (8/36), craps −1 (4/36). Points 4/10 (3/36 each) win 1/3 with 3× odds at 2:1;
    // 5/9 (4/36) win 2/5 with 4× at 3:2; 6/8 (5/36) win 5/11 with 5× at 6:5 — every win is 1 + 6 = 7.
    const want = byHand([
      [1, frac(8, 36)],
      [-1, frac(4, 36)],
      [7, frac(2 * 3 * 1, 36 * 3)],
      [-4, frac(2 * 3 * 2, 36 * 3)],
      [7, frac(2 * 4 * 2, 36 * 5)],
      [-5, frac(2 * 4 * 3, 36 * 5)],
      [7, frac(2 * 5 * 5, 36 * 11)],
      [-6, frac(2 * 5 * 6, 36 * 11)],
    ]);
    expect(show(of(casino, 'passWithOdds'))).toEqual(want);
  });

  it('the field (casino: 2 pays double, 12 triple) is one roll: +1 on 3, 4, 9, 10, 11; +2 on 2; +3 on 12', () => {
    expect(show(of(casino, 'field'))).toEqual(
      byHand([
        [-1, frac(20, 36)],
        [1, frac(14, 36)],
        [2, frac(1, 36)],
        [3, frac(1, 36)],
      ]),
    );
  });

  it('the text’s take-down play: +1 on 7/11, −1 on craps, 0 once a point is set — a mean of +1/9', () => {
    const d = of(seed, 'passTakenDownAtPoint');
    expect(payoutMoments(d).mean).toEqual(frac(1, 9));
    expect(show(d)).toEqual(
      byHand([
        [-1, frac(4, 36)],
        [0, frac(24, 36)],
        [1, frac(8, 36)],
      ]),
    );
  });
});

describe('per roll', () => {
  it('pass from the come-out and from the six: the moves the rules give', () => {
    const chain = crapsRollChain(casino, 'pass');
    const from = (s: number) =>
      chain.moves
        .filter((m) => m.from === s)
        .map((m) => `${chain.states[m.to]} ${toFractionString(m.net)} ${toFractionString(m.p)}`)
        .sort();
    expect(from(0)).toEqual(
      [
        'comeOut 1/1 2/9', // 7 and 11: 8/36
        'comeOut -1/1 1/9', // 2, 3, 12: 4/36
        '4 0/1 1/12',
        '5 0/1 1/9',
        '6 0/1 5/36',
        '8 0/1 5/36',
        '9 0/1 1/9',
        '10 0/1 1/12',
      ].sort(),
    );
    expect(from(3)).toEqual(['6 0/1 25/36', 'comeOut -1/1 1/6', 'comeOut 1/1 5/36'].sort());
  });

  it('the long-run loss per roll is 7/495 per decision over 557/165 rolls per decision', () => {
    // The pass line takes 557/165 ≈ 3.376 rolls to decide (Wizard of Odds, craps appendix 1). The chain's
    // stationary distribution (by power iteration) times each state's expected pay per roll must give
    // the same rate; and a session of 3,000 rolls must lose that rate × 3,000 but for the value of the
    // decision still pending at the end, at most 1/3 of a bet (a point of 4 or 10).
    const chain = crapsRollChain(casino, 'pass');
    let pi = new Array<number>(chain.states.length).fill(0);
    pi[0] = 1;
    for (let i = 0; i < 2000; i++) {
      const next = new Array<number>(chain.states.length).fill(0);
      for (const m of chain.moves) next[m.to]! += pi[m.from]! * toNumber(m.p);
      pi = next;
    }
    let rate = 0;
    for (const m of chain.moves) rate += pi[m.from]! * toNumber(m.p) * toNumber(m.net);
    const perRoll = -7 / 495 / (557 / 165);
    expect(rate).toBeCloseTo(perRoll, 12);
    const rolls = 3000;
    const o = sessionOutlook(sessionDistributionOrThrow(toLatticeOrThrow(chain), rolls));
    expect(Math.abs(o.mean - rolls * perRoll)).toBeLessThan(1 / 3);
  });

  it('with odds the chain pays the same wins and losses as per decision', () => {
    const chain = crapsRollChain(casino, 'passWithOdds');
    const nets = new Set(chain.moves.map((m) => toNumber(m.net)));
    expect([...nets].sort((a, b) => a - b)).toEqual([-6, -5, -4, -1, 0, 1, 7]);
  });
});
