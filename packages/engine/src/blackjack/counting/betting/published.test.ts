/**
 * The risk formulas against a published worked example and against the closed forms they come from,
 * worked by hand. No published win rate or SD for a ramp, rules and penetration the model can take
 * was found (decision 032, "Published figures", lists the searches), so the model's game figures are
 * checked by simulation (`agreement.long.test.ts`); what is checked against publications here is the
 * step from a win rate and an SD to the risks, the bankroll, DI, SCORE and N0.
 */
import { describe, expect, it } from 'vitest';
import { normalCdf } from '../efficiency.js';
import { bankrollForRisk, goalRiskOfRuin, riskOfRuin, tripRiskOfRuin } from './risk.js';
import { evaluateRamp } from './ramp.js';
import type { SpreadModel } from './model.js';
import { COUNTING_SYSTEMS } from '../systems.js';

/** The gambler's ruin of a biased coin (Feller, vol. I, ch. XIV.2): ruin from `a` before winning `b`, `S = p/q`. */
const coinRuin = (S: number, a: number, b: number) => (1 - S ** b) / (1 - S ** (a + b));

describe('Michael Hall, "Risk of Ruin" (Blackjack Review, rev. 15 Jan 1992), section I', () => {
  // Hall's example: a counter winning wph = 0.0151 units a hand, with an average squared win
  // asw = σ² + wph² = 3.887 units², wants to double a bankroll of 300 units. He replaces the game by
  // a coin bet of √asw units with P(heads) = 0.5 + wph / (2√asw), printed 0.5038; S = P/(1 − P),
  // printed 1.0153; a = b = 300/√asw, printed 152.16; and gets R = (1 − S^b)/(1 − S^(a+b)) = 9.0 %.
  // The tolerance is the publication's rounding (below); its formula is not the engine's (a coin
  // toss against a Brownian motion with drift), which agree here to about 10⁻⁴.
  const wph = 0.0151;
  const asw = 3.887;
  const variance = asw - wph * wph;
  const ours = goalRiskOfRuin(wph, variance, 300, 300);

  it('the diffusion risk before the goal lies inside what the publication’s printed P allows', () => {
    // Hall's S is his printed P's ratio (0.5038/0.4962 = 1.015316, printed 1.0153), not the unrounded
    // P's (0.503829…, S = 1.015437): the published 9.0 % carries the rounding of P to four decimals.
    const ratio = (P: number) => P / (1 - P);
    expect(ratio(0.5038)).toBeCloseTo(1.0153, 4);
    expect(coinRuin(ratio(0.5038), 152.16, 152.16)).toBeGreaterThanOrEqual(0.0895); // prints as 9.0 %
    expect(coinRuin(ratio(0.5038), 152.16, 152.16)).toBeLessThan(0.0905);
    // Any P in [0.50375, 0.50385] and a in [152.155, 152.165] prints as Hall printed them; R falls
    // as P and a grow, so the published example allows R in [lo, hi].
    const lo = coinRuin(ratio(0.50385), 152.165, 152.165);
    const hi = coinRuin(ratio(0.50375), 152.155, 152.155);
    expect(lo).toBeGreaterThan(0.087); // ≈ 0.0876
    expect(hi).toBeLessThan(0.093); // ≈ 0.0926
    expect(ours).toBeGreaterThan(lo);
    expect(ours).toBeLessThan(hi);
  });

  it('and agrees with Hall’s coin formula evaluated without rounding to 10⁻³ (relative)', () => {
    // ln S = ln((1 + x)/(1 − x)) = 2x + O(x³) with x = wph/√asw = 0.0038, and the coin's 2wph/asw
    // against the diffusion's 2wph/σ² differ by wph²/asw = 6·10⁻⁵: the two agree to about 10⁻⁴.
    const P = 0.5 + wph / (2 * Math.sqrt(asw));
    const a = 300 / Math.sqrt(asw);
    const hall = coinRuin(P / (1 - P), a, a);
    expect(Math.abs(ours / hall - 1)).toBeLessThan(1e-3);
    expect(ours).toBeCloseTo(0.0886, 4); // 1/(1 + e^(2·0.0151·300/3.88677)) = 1/(1 + e^2.33093)
  });
});

describe('the closed forms, hand-worked', () => {
  it('risk for ever and the bankroll for a risk: exp(−2μB/σ²) (Schlesinger, Blackjack Attack, 3rd ed., ch. 10)', () => {
    // μ = 1.5 units/100 rounds = 0.015, σ = 1.15 a round: B for 13.5 % = e^−2 is σ²/μ = 88.17 units.
    expect(bankrollForRisk(0.015, 1.15 ** 2, Math.exp(-2))).toBeCloseTo(1.3225 / 0.015, 9);
    expect(riskOfRuin(0.015, 1.3225, 1.3225 / 0.015)).toBeCloseTo(Math.exp(-2), 12);
  });

  it('a trip with drift: Φ((−B − μT)/(σ√T)) + e^(−2μB/σ²) Φ((−B + μT)/(σ√T)) (Cox and Miller 1965, ch. 5)', () => {
    // μ = 1, σ² = 100, B = 100, T = 100: σ√T = 100, so Φ(−2) + e^−2 · Φ(0).
    expect(tripRiskOfRuin(1, 100, 100, 100)).toBeCloseTo(0.0227501319 + Math.exp(-2) * 0.5, 7);
    expect(normalCdf(-2)).toBeCloseTo(0.0227501319, 7);
  });

  it('DI, SCORE and N0 by their definitions: DI = 1000μ/σ, SCORE = DI², N0 = (σ/μ)² = 10⁶/SCORE', () => {
    // One bin, flat bet 10 at an EV of 1 % and a variance of 1.3 a unit: μ = 0.1, E[W²] = 100·(1.3 + 0.01²) = 130.01, σ² = 130.
    const model: SpreadModel = {
      rules: {} as SpreadModel['rules'],
      system: { id: 'hilo', name: 'Hi-Lo', tags: COUNTING_SYSTEMS.hilo.tags, rounding: 'floor' },
      penetration: 0.75,
      spots: 1,
      cardsPerRound: 5.5,
      roundsPerShoe: 42,
      correlation: 0.5,
      withIndices: false,
      chart: {} as SpreadModel['chart'],
      bins: [{ trueCount: 0, p: 1, meanTrueCount: 0, meanCardsRemaining: 200, ev: 0.01, variance: 1.3, covariance: 0 }],
      deviations: [],
    };
    const r = evaluateRamp(model, { bankroll: 1000, min: 10, max: 10, ramp: [], roundsPerHour: 100 });
    if (!r.ok) throw new Error(r.error.message);
    const sigma = Math.sqrt(130);
    expect(r.value.evPerRound).toBeCloseTo(0.1, 12);
    expect(r.value.sdPerRound).toBeCloseTo(sigma, 10);
    expect(r.value.sdPer100).toBeCloseTo(10 * sigma, 9);
    expect(r.value.di).toBeCloseTo((1000 * 0.1) / sigma, 9); // 8.7706
    expect(r.value.score).toBeCloseTo(1e6 * (0.01 / 130), 6); // 76.923
    expect(r.value.n0).toBeCloseTo(130 / 0.01, 4); // 13,000 rounds
    expect(r.value.risk).toBeCloseTo(Math.exp((-2 * 0.1 * 1000) / 130), 12);
  });
});
