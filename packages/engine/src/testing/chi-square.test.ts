import { describe, expect, it } from 'vitest';
import { chiSquare, gammaQ } from './chi-square.js';

// Critical values from published chi-square tables (e.g. NIST/SEMATECH e-Handbook, table 1.3.6.7.4):
// the upper-tail probability at these points is exactly the stated significance level.
describe('chi-square p-values match published critical values', () => {
  it.each([
    { df: 5, x: 11.07, alpha: 0.05 },
    { df: 9, x: 21.666, alpha: 0.01 },
    { df: 10, x: 23.209, alpha: 0.01 },
    { df: 10, x: 29.588, alpha: 0.001 },
    { df: 51, x: 68.669, alpha: 0.05 },
    { df: 100, x: 135.807, alpha: 0.01 },
  ])('df $df at $x → $alpha', ({ df, x, alpha }) => {
    expect(gammaQ(df / 2, x / 2)).toBeCloseTo(alpha, 4);
  });

  it('a perfect fit has statistic 0 and p = 1', () => {
    const r = chiSquare([10, 20, 30], [10, 20, 30]);
    expect(r.statistic).toBe(0);
    expect(r.p).toBe(1);
  });
});
