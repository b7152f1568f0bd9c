import { describe, expect, it } from 'vitest';
import { sessionDistributionOrThrow, toLatticeOrThrow } from '@croupier/engine/variance';
import {
  binSession,
  distributionOf,
  formatChance,
  formatNetValue,
  formatTiny,
  simInterval,
  sourceOf,
  type VarianceBet,
} from './model';
import { COIN } from './testBets';

describe('the bets as the page passes them', () => {
  it('parse back into the exact distribution', () => {
    const d = distributionOf(COIN);
    expect(d.outcomes.map((o) => [Number(o.net.num), `${o.p.num}/${o.p.den}`])).toEqual([
      [-1, '1/2'],
      [1, '1/2'],
    ]);
  });

  it('a chain, when given, is what a session runs', () => {
    const chained: VarianceBet = {
      ...COIN,
      chain: { states: ['a'], start: 0, moves: [{ from: 0, to: 0, net: '1/1', p: '1/1' }] },
    };
    const s = sourceOf(chained);
    expect('moves' in s && s.moves.length).toBe(1);
  });
});

describe('binning a session for the chart and its table', () => {
  it('keeps single results as bars when they are few: 4 fair flips give −4, −2, 0, +2, +4 and nothing between', () => {
    const s = sessionDistributionOrThrow(toLatticeOrThrow(distributionOf(COIN)), 4);
    const bins = binSession(s);
    // Binomial(4, 1/2): 1, 4, 6, 4, 1 sixteenths at −4, −2, 0, 2, 4; odd totals never happen, so no bar for them.
    const nonEmpty = bins.map((b) => [b.center, b.p * 16]);
    expect(nonEmpty).toEqual([
      [-4, 1],
      [-2, 4],
      [0, 6],
      [2, 4],
      [4, 1],
    ]);
    expect(bins.every((b) => b.from === b.to)).toBe(true);
  });

  it('groups many results into nice bars centred on multiples of the width, losing no probability', () => {
    const s = sessionDistributionOrThrow(toLatticeOrThrow(distributionOf(COIN)), 1000);
    const bins = binSession(s, 48);
    expect(bins.length).toBeLessThanOrEqual(60);
    // 1,000 flips total an even number: the width is an even nice number, and every bar holds some.
    const width = bins[1]!.center - bins[0]!.center;
    expect([2, 4, 10, 20]).toContain(width);
    expect(bins.every((b) => b.p > 0)).toBe(true);
    expect(bins.some((b) => b.center === 0)).toBe(true);
    expect(bins.reduce((a, b) => a + b.p, 0) + s.dropped).toBeCloseTo(1, 12);
  });
});

describe('Russian wording', () => {
  it.each([
    [0.458597, '45,86\u00a0%'],
    [0.0951, '9,510\u00a0%'],
    [0.000842, '0,0842\u00a0%'],
    [0, '0\u00a0%'],
  ])('a chance of %f reads %s', (p, text) => {
    expect(formatChance(p)).toBe(text);
  });

  it('signs results and writes small bounds as powers of ten', () => {
    expect(formatNetValue(0.95)).toBe('+0,95');
    expect(formatNetValue(-1)).toBe('−1');
    expect(formatNetValue(0)).toBe('0');
    expect(formatTiny(2.2e-13)).toBe('10⁻¹²');
  });
});

describe('simInterval', () => {
  it.each([
    // −1, +1, +1, −1: average 0, sample variance 4/3, half-width 1.96 · √(4/3) / 2.
    [[-1, 1, 1, -1], 4, 0, 0.98 * Math.sqrt(4 / 3)],
    // The first two of 0.95, −1, 0: average −0.025, s = 1.95/√2, half-width 1.96 · 1.95 / 2.
    [[0.95, -1, 0], 2, -0.025, 0.98 * 1.95],
  ])('%j, first %i', (samples, n, average, half) => {
    const r = simInterval(samples, n);
    expect(r.average).toBeCloseTo(average, 12);
    expect(r.low).toBeCloseTo(average - half, 12);
    expect(r.high).toBeCloseTo(average + half, 12);
  });
});
