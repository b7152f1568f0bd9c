/**
 * Chi-square goodness-of-fit for the RNG certification tests, written independently of the engine:
 * the statistic and its p-value from the regularised upper incomplete gamma function
 * (series for x < a + 1, Lentz continued fraction otherwise, as in any numerical-methods text).
 * Test-only: not exported from the package.
 *
 * @internal
 * @module
 */

function logGamma(x: number): number {
  // Lanczos approximation (g = 7, n = 9), accurate to ~1e-15 for x > 0.
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  x -= 1;
  let a = c[0]!;
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Regularised upper incomplete gamma Q(a, x). */
export function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const lg = logGamma(a);
  if (x < a + 1) {
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 10_000; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - sum * Math.exp(-x + a * Math.log(x) - lg);
  }
  let b = x + 1 - a;
  let c = 1 / 1e-300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-15) break;
  }
  return Math.exp(-x + a * Math.log(x) - lg) * h;
}

/**
 * Pearson's chi-square test.
 *
 * @param observed - Observed counts.
 * @param expected - Expected counts (same length).
 * @returns The statistic, degrees of freedom (cells − 1) and the p-value.
 */
export function chiSquare(
  observed: readonly number[],
  expected: readonly number[],
): { statistic: number; df: number; p: number } {
  let statistic = 0;
  for (let i = 0; i < observed.length; i++) {
    const e = expected[i]!;
    statistic += (observed[i]! - e) ** 2 / e;
  }
  const df = observed.length - 1;
  return { statistic, df, p: gammaQ(df / 2, statistic / 2) };
}
