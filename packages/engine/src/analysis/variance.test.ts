import { describe, expect, it } from 'vitest';
import { add, frac, mul, toNumber, ZERO, type Fraction } from '../rational/index.js';
import { seededRng } from '../rng/index.js';
import {
  bankrollForRisk,
  foreverBankroll,
  foreverRuin,
  payoutDistribution,
  payoutDistributionOrThrow,
  payoutMoments,
  payoutSampler,
  ruinCurveOrThrow,
  sessionDistribution,
  sessionDistributionOrThrow,
  sessionOutlook,
  sessionQuantile,
  toLattice,
  toLatticeOrThrow,
  type PayoutChain,
  type PayoutDistribution,
} from './variance.js';

const dist = (pairs: [Fraction, Fraction][]): PayoutDistribution =>
  payoutDistributionOrThrow(pairs.map(([net, p]) => ({ net, p })));

const coin = (p: Fraction): PayoutDistribution =>
  dist([
    [frac(-1), frac(p.den - p.num, p.den)],
    [frac(1), p],
  ]);

/** A Банко-like bet: +19/20, −1, push; the figures are made up, only the shape matters. */
const skewed = dist([
  [frac(19, 20), frac(45, 100)],
  [frac(-1), frac(45, 100)],
  [frac(0), frac(10, 100)],
]);

/** The naive exact session: convolve a list of (net, p) with itself n times, in fractions. */
function naiveSession(d: PayoutDistribution, n: number): Map<string, { net: Fraction; p: Fraction }> {
  let cur = new Map<string, { net: Fraction; p: Fraction }>([['0/1', { net: ZERO, p: frac(1) }]]);
  for (let r = 0; r < n; r++) {
    const next = new Map<string, { net: Fraction; p: Fraction }>();
    for (const a of cur.values())
      for (const o of d.outcomes) {
        const net = add(a.net, o.net);
        const k = `${net.num}/${net.den}`;
        const had = next.get(k);
        next.set(k, { net, p: add(had?.p ?? ZERO, mul(a.p, o.p)) });
      }
    cur = next;
  }
  return cur;
}

/** The naive ruin: walk every path of n rounds, in fractions; ruined once the result is ≤ −bankroll. */
function naiveRuin(d: PayoutDistribution, n: number, bankroll: Fraction): Fraction {
  const walk = (left: number, net: Fraction): Fraction => {
    if (toNumber(add(net, bankroll)) <= 1e-12) return frac(1);
    if (left === 0) return ZERO;
    let s = ZERO;
    for (const o of d.outcomes) s = add(s, mul(o.p, walk(left - 1, add(net, o.net))));
    return s;
  };
  return walk(n, ZERO);
}

describe('payout distributions', () => {
  it('merge equal nets, sort them and check the total', () => {
    const d = payoutDistributionOrThrow([
      { net: frac(1), p: frac(1, 4) },
      { net: frac(-1), p: frac(1, 2) },
      { net: frac(2, 2), p: frac(1, 4) },
    ]);
    expect(d.outcomes.map((o) => [toNumber(o.net), toNumber(o.p)])).toEqual([
      [-1, 0.5],
      [1, 0.5],
    ]);
    const r = payoutDistribution([{ net: frac(1), p: frac(1, 3) }]);
    expect(r.ok ? null : r.error.code).toBe('variance/bad-distribution');
  });

  it('have exact moments: a fair coin has mean 0 and sd 1; the pass line 7/495 and 1 − (7/495)²', () => {
    expect(payoutMoments(coin(frac(1, 2))).sd).toBe(1);
    const pass = payoutMoments(coin(frac(244, 495)));
    expect(pass.mean).toEqual(frac(-7, 495));
    expect(pass.variance).toEqual(frac(495 * 495 - 49, 495 * 495));
  });

  it('compile onto the lattice of their greatest common step', () => {
    const l = toLatticeOrThrow(skewed);
    expect(l.unit).toEqual(frac(1, 20));
    expect(Array.from(l.moves[0]!.step)).toEqual([-20, 0, 19]);
  });
});

describe('a session by convolution', () => {
  it.each([1, 2, 5, 12])('agrees with the naive exact convolution after %i rounds, within the stated error', (n) => {
    const s = sessionDistributionOrThrow(toLatticeOrThrow(skewed), n);
    const exact = naiveSession(skewed, n);
    let seen = 0;
    for (let i = 0; i < s.probs.length; i++) {
      const p = s.probs[i]!;
      if (p === 0) continue;
      const net = frac(s.offset + i, 20);
      const e = exact.get(`${net.num}/${net.den}`);
      expect(e, `net ${s.offset + i}/20`).toBeDefined();
      const want = toNumber(e!.p);
      expect(Math.abs(p - want)).toBeLessThanOrEqual(want * (s.relativeError + 2 ** -52));
      seen++;
    }
    expect(seen).toBe(exact.size);
  });

  it('gives the binomial chances of ending ahead, even and behind for a fair coin', () => {
    // 10 fair flips: even = C(10,5)/2^10 = 252/1024; ahead = behind = (1 − 252/1024)/2.
    const o = sessionOutlook(sessionDistributionOrThrow(toLatticeOrThrow(coin(frac(1, 2))), 10));
    expect(o.even).toBeCloseTo(252 / 1024, 15);
    expect(o.ahead).toBeCloseTo(386 / 1024, 15);
    expect(o.behind).toBeCloseTo(386 / 1024, 15);
    expect(o.mean).toBeCloseTo(0, 14);
    expect(o.sd).toBeCloseTo(Math.sqrt(10), 12);
  });

  it('keeps the mean and variance of N rounds: N × mean, N × variance', () => {
    const m = payoutMoments(skewed);
    const o = sessionOutlook(sessionDistributionOrThrow(toLatticeOrThrow(skewed), 400));
    // The tails cut below 1e-15 move the sd by less than 1e-9 of a bet.
    expect(o.mean).toBeCloseTo(400 * toNumber(m.mean), 9);
    expect(o.sd).toBeCloseTo(Math.sqrt(400 * toNumber(m.variance)), 8);
  });

  it('reads quantiles: after one fair flip the median is −1 and the 75 % point +1', () => {
    const s = sessionDistributionOrThrow(toLatticeOrThrow(coin(frac(1, 2))), 1);
    expect(sessionQuantile(s, 0.5)).toBe(-1);
    expect(sessionQuantile(s, 0.75)).toBe(1);
  });

  it('runs a chain: a two-state chain whose second move pays only from state B', () => {
    // A → A (0) or A → B (0), each 1/2; B → A paying +1 always. Two moves from A:
    // A A A: 0 (1/4), A A B: 0 (1/4), A B A: +1 (1/2).
    const chain: PayoutChain = {
      states: ['A', 'B'],
      start: 0,
      moves: [
        { from: 0, to: 0, net: frac(0), p: frac(1, 2) },
        { from: 0, to: 1, net: frac(0), p: frac(1, 2) },
        { from: 1, to: 0, net: frac(1), p: frac(1) },
      ],
    };
    const s = sessionDistributionOrThrow(toLatticeOrThrow(chain), 2);
    const o = sessionOutlook(s);
    expect(o.ahead).toBe(0.5);
    expect(o.even).toBe(0.5);
  });

  it('refuses a bad number of rounds and a chain whose moves do not sum to 1', () => {
    const r = sessionDistribution(toLatticeOrThrow(skewed), 1.5);
    expect(r.ok ? null : r.error.code).toBe('variance/bad-rounds');
    const bad = toLattice({ states: ['A'], start: 0, moves: [{ from: 0, to: 0, net: frac(1), p: frac(1, 2) }] });
    expect(bad.ok ? null : bad.error.code).toBe('variance/bad-distribution');
  });
});

describe('the risk of ruin', () => {
  it.each([
    [1, 6],
    [2, 6],
    [3, 8],
    [1, 9],
  ])('over a session: agrees with the naive path walk for a bankroll of %i in %i rounds', (bankroll, n) => {
    const curve = ruinCurveOrThrow(toLatticeOrThrow(skewed), n, 4);
    const x = Math.round(bankroll * 20);
    expect(curve.risk[x]).toBeCloseTo(toNumber(naiveRuin(skewed, n, frac(bankroll))), 14);
  });

  it('over a long session approaches the gambler’s-ruin formula (q/p)^B of a coin with p = 0.6', () => {
    // Classic: a player with the edge (p = 3/5) ever losing B units has probability (2/3)^B.
    const curve = ruinCurveOrThrow(toLatticeOrThrow(coin(frac(3, 5))), 3000, 10);
    for (const b of [1, 3, 10]) expect(curve.risk[b]).toBeCloseTo((2 / 3) ** b, 12);
  });

  it('forever: certain for the house’s edge, and bounded by the adjustment coefficient for the player’s', () => {
    expect(foreverRuin(coin(frac(244, 495)))).toEqual({ certain: true });
    expect(foreverRuin(coin(frac(1, 2)))).toEqual({ certain: true });
    const f = foreverRuin(coin(frac(3, 5)));
    if (f.certain) throw new Error('expected a finite risk');
    // For ±1 steps R = ln(p/q) and ψ(B) = e^(−R·B) exactly.
    expect(f.adjustment).toBeCloseTo(Math.log(1.5), 12);
    const b = foreverBankroll(f, 0.01);
    if (!b.ok || b.value === null) throw new Error('expected bounds');
    // (2/3)^B ≤ 1 % from B = ln 100 / ln 1.5 = 11.36 on.
    expect(b.value.enough).toBeCloseTo(Math.log(100) / Math.log(1.5), 10);
    expect(b.value.atLeast).toBeCloseTo(b.value.enough - 1, 10);
  });

  it('names the smallest bankroll for a risk: a fair coin for 4 flips', () => {
    // By the reflection principle P(min ≤ −B) = P(S₄ ≤ −B) + P(S₄ < −B), with S₄ = −4, −2, 0, 2, 4 in
    // 1, 4, 6, 4, 1 sixteenths: B = 1: 10/16, B = 2: 6/16, B = 3: 2/16, B = 4: 1/16. The first at or
    // below 20 % is B = 3.
    const l = toLatticeOrThrow(coin(frac(1, 2)));
    const fair = coin(frac(1, 2));
    const risks = [1, 2, 3, 4].map((b) => toNumber(naiveRuin(fair, 4, frac(b))));
    const need = bankrollForRisk(l, 4, 0.2);
    if (!need.ok) throw new Error(need.error.message);
    expect(risks).toEqual([10 / 16, 6 / 16, 2 / 16, 1 / 16]);
    expect(need.value.bankroll).toBe(3);
    expect(need.value.risk).toBeCloseTo(2 / 16, 14);
    const badRisk = bankrollForRisk(l, 4, 1);
    expect(badRisk.ok ? null : badRisk.error.code).toBe('variance/bad-risk');
  });
});

describe('the sampler', () => {
  it('draws rounds whose average converges on the exact mean (seeded; within 4 standard errors)', () => {
    const l = toLatticeOrThrow(skewed);
    const s = payoutSampler(l, seededRng(2024));
    const n = 200_000;
    let total = 0;
    for (let i = 0; i < n; i++) total += s.next();
    const m = payoutMoments(skewed);
    expect(Math.abs(total / n - toNumber(m.mean))).toBeLessThan((4 * m.sd) / Math.sqrt(n));
  });
});
