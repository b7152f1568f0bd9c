/**
 * Risk of ruin in the diffusion approximation: the bankroll's path over rounds is taken as a Brownian
 * motion with drift `μ` (the EV per round) and variance `σ²` per round (Cox and Miller, _The Theory
 * of Stochastic Processes_, 1965, ch. 5: the Wiener process with absorbing barriers; the blackjack
 * forms are Schlesinger's, _Blackjack Attack_, 3rd ed., 2005, ch. 10). They are approximations: a
 * round's result is not normal and ruin is crossed by a whole bet, so the figures are slightly
 * optimistic for a bankroll of few bets.
 *
 * @module
 */
import { normalCdf } from '../efficiency.js';

/**
 * The chance of ever losing the bankroll `B`: `exp(−2μB/σ²)` for `μ > 0`, 1 otherwise.
 *
 * @param mean - EV per round (money).
 * @param variance - Variance per round (money²).
 * @param bankroll - The bankroll (money).
 * @example
 * ```ts
 * riskOfRuin(1, 100, 100); // exp(−2) ≈ 0.1353
 * ```
 */
export function riskOfRuin(mean: number, variance: number, bankroll: number): number {
  if (!(mean > 0)) return 1;
  if (!(variance > 0)) return 0;
  return Math.exp((-2 * mean * bankroll) / variance);
}

/**
 * The chance of losing the bankroll within `rounds` rounds (a trip): the first passage of the drifted
 * Brownian motion below `−B` by time `T`, `Φ((−B − μT)/(σ√T)) + exp(−2μB/σ²)·Φ((−B + μT)/(σ√T))`.
 *
 * @param mean - EV per round.
 * @param variance - Variance per round.
 * @param bankroll - The bankroll.
 * @param rounds - The trip's rounds.
 * @example
 * ```ts
 * tripRiskOfRuin(0, 1, 10, 100); // 2·Φ(−1) ≈ 0.3173
 * ```
 */
export function tripRiskOfRuin(mean: number, variance: number, bankroll: number, rounds: number): number {
  if (!(variance > 0) || !(rounds > 0)) return mean * rounds < -bankroll ? 1 : 0;
  const s = Math.sqrt(variance * rounds);
  const a = normalCdf((-bankroll - mean * rounds) / s);
  const e = (-2 * mean * bankroll) / variance;
  // exp(e)·Φ(...) without overflow for a large negative drift.
  const b = normalCdf((-bankroll + mean * rounds) / s);
  const tail = e > 700 ? (b > 0 ? 1 : 0) : Math.exp(e) * b;
  return Math.min(1, a + tail);
}

/**
 * The chance of losing the bankroll `B` before winning `goal` (two absorbing barriers): with
 * `k = 2μ/σ²`, `(1 − e^(−kG)) / (e^(kB) − e^(−kG))`; `G / (B + G)` without drift.
 *
 * @param mean - EV per round.
 * @param variance - Variance per round.
 * @param bankroll - The bankroll.
 * @param goal - The win that ends play.
 * @example
 * ```ts
 * goalRiskOfRuin(0, 1, 30, 10); // 10 / 40 = 0.25
 * ```
 */
export function goalRiskOfRuin(mean: number, variance: number, bankroll: number, goal: number): number {
  if (!(variance > 0)) return mean < 0 ? 1 : 0;
  const k = (2 * mean) / variance;
  if (Math.abs(k * (bankroll + goal)) < 1e-9) return goal / (bankroll + goal);
  const num = -Math.expm1(-k * goal);
  const den = Math.exp(k * bankroll) - Math.exp(-k * goal);
  return Math.min(1, Math.max(0, num / den));
}

/**
 * The bankroll whose risk of ruin (for ever) is `risk`: `−σ² ln(risk) / (2μ)`; `Infinity` without
 * an edge.
 *
 * @param mean - EV per round.
 * @param variance - Variance per round.
 * @param risk - The target risk, strictly between 0 and 1.
 * @example
 * ```ts
 * bankrollForRisk(1, 100, Math.exp(-2)); // 100
 * ```
 */
export function bankrollForRisk(mean: number, variance: number, risk: number): number {
  if (!(mean > 0)) return Infinity;
  return (-variance * Math.log(risk)) / (2 * mean);
}
