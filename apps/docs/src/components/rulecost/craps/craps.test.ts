import { describe, expect, it } from 'vitest';
import { rational } from '@croupier/engine';
import { CASINO_CHOICE, ODDS_LIMITS, SEED_CHOICE, figureRu, limitRu, rowFigure } from './crapsCost';
import { crapsData } from './figures';

const { frac, div, add, mul, toFractionString } = rational;
const data = crapsData();

/**
 * Hand-worked: the line bet's edge per bet made (pass 7/495, don't pass 3/220), divided by the chips
 * expected at risk. A point comes with probability 24/36 (4/10: 6/36, 5/9: 8/36, 6/8: 10/36). Taking
 * k× odds adds k on a point; laying k× (to win k times the flat bet) adds 2k, 1.5k, 1.2k by point,
 * which averages k over the points. 3-4-5× takes 3, 4, 5 and lays 6 on every point.
 */
function takeOdds(limit: string) {
  const ways = [frac(6, 36), frac(8, 36), frac(10, 36)]; // points 4/10, 5/9, 6/8
  const k = limit === '3-4-5x' ? [3, 4, 5] : [1, 1, 1].map(() => Number(limit.slice(0, -1)));
  const taken = ways.reduce((sum, p, i) => add(sum, mul(p, frac(k[i]!))), frac(0));
  return div(frac(7, 495), add(frac(1), taken));
}
function layOdds(limit: string) {
  // k×: 6/36·2k + 8/36·1.5k + 10/36·1.2k = k laid on average; 3-4-5×: 24/36 · 6 = 4.
  const laid = limit === '3-4-5x' ? mul(frac(24, 36), frac(6)) : frac(Number(limit.slice(0, -1)));
  return div(frac(3, 220), add(frac(1), laid));
}

// Wizard of Odds, «Craps»: combined house edge of the line bets with odds (per total bet).
const WIZARD: Record<string, [number, number]> = {
  '1x': [0.848, 0.682],
  '2x': [0.606, 0.455],
  '3x': [0.471, 0.341],
  '3-4-5x': [0.374, 0.273],
  '5x': [0.326, 0.227],
  '10x': [0.184, 0.124],
  '20x': [0.099, 0.065],
  '100x': [0.021, 0.014],
};

describe('the line bets with full odds', () => {
  it.each(ODDS_LIMITS.flatMap((l) => [2, 12].map((bar) => [l, bar] as const)))('%s, bar %i', (limit, bar) => {
    const f = data.byLimit[limit]![String(bar)]!;
    expect(f.passWithOdds.exact).toBe(toFractionString(takeOdds(limit)));
    expect(f.dontPassWithOdds.exact).toBe(toFractionString(layOdds(limit)));
    expect(100 * f.passWithOdds.value).toBeCloseTo(WIZARD[limit]![0], 3);
    expect(100 * f.dontPassWithOdds.value).toBeCloseTo(WIZARD[limit]![1], 3);
    // Bar 2 and bar 12 each push one way in 36: the same edge.
    expect(f.dontPass.exact).toBe('3/220');
    expect(f.dontCome.exact).toBe('3/220');
  });

  it('pass 7/495; the text’s pass taken down at the point: the player gains 8 − 4 ways in 36 = 1/9', () => {
    expect(data.pass.exact).toBe('7/495');
    expect(data.come.exact).toBe('7/495');
    expect(data.passTakenDown.exact).toBe('-1/9');
  });
});

describe('the rows the page compares', () => {
  it('a contract bet cannot be taken down', () => {
    expect(rowFigure(data, 'passTakenDown', SEED_CHOICE)?.exact).toBe('-1/9');
    expect(rowFigure(data, 'passTakenDown', CASINO_CHOICE)).toBeNull();
  });

  it('the odds limit picks its figures', () => {
    expect(rowFigure(data, 'passWithOdds', { ...SEED_CHOICE, oddsLimit: '1x' })?.exact).toBe('7/825');
    expect(rowFigure(data, 'dontPassWithOdds', { ...SEED_CHOICE, oddsLimit: '100x' })?.exact).toBe('3/22220');
  });

  it('in Russian', () => {
    expect(limitRu('3-4-5x')).toBe('3-4-5×');
    expect(figureRu(data.pass)).toBe('1,4141\u00a0% (7/495)');
    expect(figureRu(data.passTakenDown)).toBe('−11,1111\u00a0% (−1/9)');
  });
});
