/**
 * How well a counting system serves betting, playing and insurance, from the effects of removal
 * (Griffin's method, The Theory of Blackjack, ch. 4; the method is written down in
 * `docs/decisions/016-counting-analysis.md`):
 *
 * - **betting correlation**: the correlation, over the 52 cards of a deck, between the tags and the
 *   effects of removal on the game's EV;
 * - **insurance correlation**: the same with the effects on the insurance bet (for 2:1, those are
 *   proportional to +4 for a non-ten and −9 for a ten);
 * - **playing efficiency**: for each decision, the gain from varying the play with the count divided
 *   by the gain with perfect (linear) knowledge of the cards left, summed over the decisions.
 *
 * @module
 */
import type { EffectsOfRemoval } from './eor.js';
import type { CountingSystem } from './systems.js';

/** Multiplicity of each rank of the tag order in a deck: 1 for 2–9 and A, 4 for ten-value. */
const MULT = [1, 1, 1, 1, 1, 1, 1, 1, 4, 1];

/**
 * The correlation of two vectors in tag order over the 52 cards of a deck (ten-value ranks weigh 4).
 *
 * @param x - Ten values in tag order (`2 … 9, T, A`).
 * @param y - Ten values in tag order.
 * @returns Pearson's correlation; 0 when either vector is constant.
 * @example
 * ```ts
 * deckCorrelation(COUNTING_SYSTEMS.hilo.tags, [4, 4, 4, 4, 4, 4, 4, 4, -9, 4]); // 0.760 (Hi-Lo's IC)
 * ```
 */
export function deckCorrelation(x: readonly number[], y: readonly number[]): number {
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < 10; i++) {
    sx += MULT[i]! * x[i]!;
    sy += MULT[i]! * y[i]!;
  }
  const mx = sx / 13;
  const my = sy / 13;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < 10; i++) {
    const dx = x[i]! - mx;
    const dy = y[i]! - my;
    sxy += MULT[i]! * dx * dy;
    sxx += MULT[i]! * dx * dx;
    syy += MULT[i]! * dy * dy;
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : 0;
}

/**
 * The multiple correlation of a vector with a system's tags and an ace side count (the best linear
 * combination of the two counts), over the 52 cards of a deck.
 *
 * @param tags - The main count's tags, tag order.
 * @param y - The effects of removal, tag order.
 */
export function aceAdjustedCorrelation(tags: readonly number[], y: readonly number[]): number {
  // Regress y on (tags, ace indicator) with weights; R² from the normal equations.
  const ace = [0, 0, 0, 0, 0, 0, 0, 0, 0, 1];
  const mean = (v: readonly number[]) => v.reduce((s, x, i) => s + MULT[i]! * x, 0) / 13;
  const c = (a: readonly number[], b: readonly number[]) => {
    const ma = mean(a);
    const mb = mean(b);
    return a.reduce((s, x, i) => s + MULT[i]! * (x - ma) * (b[i]! - mb), 0);
  };
  const s11 = c(tags, tags);
  const s22 = c(ace, ace);
  const s12 = c(tags, ace);
  const s1y = c(tags, y);
  const s2y = c(ace, y);
  const syy = c(y, y);
  const det = s11 * s22 - s12 * s12;
  if (!(syy > 0)) return 0;
  if (Math.abs(det) < 1e-12 * s11 * s22) return Math.abs(deckCorrelation(tags, y));
  const b1 = (s22 * s1y - s12 * s2y) / det;
  const b2 = (s11 * s2y - s12 * s1y) / det;
  return Math.sqrt(Math.max(0, (b1 * s1y + b2 * s2y) / syy));
}

/** The standard normal density. */
function phi(z: number): number {
  return Math.exp(-0.5 * z * z) / Math.sqrt(2 * Math.PI);
}

/**
 * The standard normal distribution function, by the complementary error function (W. J. Cody's
 * rational approximation as in Numerical Recipes' `erfcc`, relative error below 1.2e-7).
 *
 * @param z - The point.
 */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const erfc =
    t *
    Math.exp(
      -x * x -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return z >= 0 ? 1 - erfc / 2 : erfc / 2;
}

/**
 * The unit normal loss `G(z) = φ(z) − z(1 − Φ(z))`: the mean of `max(0, X − z)` for a standard
 * normal `X`.
 *
 * @param z - The point.
 */
export function normalLoss(z: number): number {
  return phi(z) - z * (1 - normalCdf(z));
}

/** A system's efficiencies for a game. */
export interface SystemEfficiency {
  /** Correlation of the tags with the game's effects of removal. */
  readonly bettingCorrelation: number;
  /** With an ace side count, the multiple correlation of the main count and the aces. */
  readonly bettingCorrelationWithAces?: number;
  /** Griffin's playing efficiency over the chart's two-card decisions. */
  readonly playingEfficiency: number;
  /** Correlation of the tags with the insurance bet's effects of removal. */
  readonly insuranceCorrelation: number;
}

/** Options of {@link systemEfficiency}. */
export interface EfficiencyOptions {
  /**
   * Cards left when the playing efficiency is measured (default: half the shoe). Griffin measured
   * single-deck systems with half the deck left.
   */
  readonly cardsRemaining?: number;
}

/**
 * Betting correlation, playing efficiency and insurance correlation of a system for the rules whose
 * effects of removal are given.
 *
 * Playing efficiency: for a decision whose alternative play loses `M` (per round) against the chart's
 * from the full shoe and whose effects of removal are `e`, the alternative's advantage once the cards
 * but `k` are seen is, to first order, normal with mean `M` and standard deviation
 * `s = σ(e) √((N − 1)(N − k) / k)` (`σ(e)` the standard deviation of `e` over the deck's `N` cards).
 * Knowing the cards perfectly gains `s·G(|M|/s)` on it; a count with correlation `ρ` to `e` gains
 * `ρs·G(|M|/(ρs))`. The efficiency is the sum of the second over the sum of the first, each decision
 * weighted by how often it arises.
 *
 * @param system - The system.
 * @param eor - The effects of removal of the rules.
 * @param options - The depth at which playing efficiency is measured.
 * @example
 * ```ts
 * const e = effectsOfRemoval(resolveRulesOrThrow({ preset: 'casino' }));
 * systemEfficiency(COUNTING_SYSTEMS.hilo, e); // { bettingCorrelation: ≈0.97, … }
 * ```
 */
export function systemEfficiency(
  system: Pick<CountingSystem, 'tags' | 'aceSideCount'>,
  eor: EffectsOfRemoval,
  options: EfficiencyOptions = {},
): SystemEfficiency {
  const N = 52 * eor.rules.decks;
  const k = options.cardsRemaining ?? N / 2;
  const spread = Math.sqrt(((N - 1) * (N - k)) / k);
  let perfect = 0;
  let counted = 0;
  for (const d of eor.decisions) {
    const e = d.effects;
    const m = e.reduce((s, x, i) => s + MULT[i]! * x, 0) / 13;
    const sigma = Math.sqrt(e.reduce((s, x, i) => s + MULT[i]! * (x - m) ** 2, 0) / 13);
    const s = sigma * spread;
    if (!(s > 0)) continue;
    const rho = Math.abs(deckCorrelation(system.tags, e));
    const M = Math.abs(d.mean);
    perfect += d.frequency * s * normalLoss(M / s);
    if (rho > 0) counted += d.frequency * rho * s * normalLoss(M / (rho * s));
  }
  return {
    bettingCorrelation: deckCorrelation(system.tags, eor.game),
    ...(system.aceSideCount ? { bettingCorrelationWithAces: aceAdjustedCorrelation(system.tags, eor.game) } : {}),
    playingEfficiency: perfect > 0 ? counted / perfect : 0,
    insuranceCorrelation: deckCorrelation(system.tags, eor.insurance),
  };
}
