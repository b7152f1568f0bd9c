/**
 * Monte Carlo check of the exact figures: coups dealt from a freshly shuffled shoe of the given
 * composition (only the six cards a coup can use are drawn, by a partial Fisher–Yates shuffle), with
 * the mean result of each bet and its confidence interval.
 *
 * @module
 */
import type { Card } from '../../cards/encoding.js';
import { type Rng, randomInt } from '../../rng/index.js';
import { playCoup } from '../coup.js';
import { checkRulesOrThrow, offeredBets, type BaccaratBet, type BaccaratRules } from '../rules.js';
import { betResult, winRatio } from '../settle.js';

/** A simulated bet: the mean return per chip and its interval. */
export interface SimulatedBet {
  /** The bet. */
  readonly id: BaccaratBet;
  /** Mean house edge per chip staked (the negated mean return). */
  readonly houseEdge: number;
  /** Half-width of the confidence interval of the house edge. */
  readonly halfWidth: number;
}

/** A simulation's result. */
export interface Simulation {
  /** Coups played. */
  readonly coups: number;
  /** Coups the banker won. */
  readonly banker: number;
  /** Coups the player won. */
  readonly player: number;
  /** Coups that tied. */
  readonly tie: number;
  /** The z used for the intervals (3.29 for 99.9%). */
  readonly z: number;
  /** Each bet's house edge with its interval. */
  readonly bets: readonly SimulatedBet[];
}

/**
 * Plays `coups` coups, each from a freshly shuffled shoe of `rules.decks` decks, and measures every bet
 * the table offers (side bets included: the shoe holds real cards, so pairs and perfect pairs come up).
 *
 * @param rules - The rules.
 * @param coups - How many coups.
 * @param rng - Randomness.
 * @param z - The normal quantile of the interval (default 3.29, two-sided 99.9%).
 * @param onProgress - Called now and then with the coups done (for a progress bar).
 * @example
 * ```ts
 * const sim = simulate(resolveRulesOrThrow(), 1_000_000, seededRng(1));
 * sim.bets[0]; // { id: 'banker', houseEdge: ≈0.0106, halfWidth: ≈0.003 }
 * ```
 */
export function simulate(
  rules: BaccaratRules,
  coups: number,
  rng: Rng,
  z = 3.29,
  onProgress?: (done: number) => void,
): Simulation {
  checkRulesOrThrow(rules);
  const shoe: Card[] = [];
  for (let d = 0; d < rules.decks; d++) for (let c = 0; c < 52; c++) shoe.push(c);
  const n = shoe.length;
  const ids = offeredBets(rules);
  const sum = ids.map(() => 0);
  const sumSq = ids.map(() => 0);
  const wins = { banker: 0, player: 0, tie: 0 };
  for (let k = 0; k < coups; k++) {
    if (onProgress !== undefined && (k & 0xfff) === 0) onProgress(k);
    let i = 0;
    const next = (): Card => {
      const j = i + randomInt(rng, n - i);
      const t = shoe[i]!;
      shoe[i] = shoe[j]!;
      shoe[j] = t;
      return shoe[i++]!;
    };
    const { outcome } = playCoup(rules, next);
    wins[outcome.winner]++;
    for (let b = 0; b < ids.length; b++) {
      const id = ids[b]!;
      const res = betResult(rules, id, outcome);
      let x = 0;
      if (res === 'win') {
        const r = winRatio(rules, id, outcome)!;
        x = r.pays / r.per;
      } else if (res === 'lose') x = -1;
      sum[b]! += x;
      sumSq[b]! += x * x;
    }
  }
  const bets = ids.map((id, b) => {
    const mean = sum[b]! / coups;
    const variance = sumSq[b]! / coups - mean * mean;
    return { id, houseEdge: -mean, halfWidth: z * Math.sqrt(variance / coups) };
  });
  onProgress?.(coups);
  return { coups, ...wins, z, bets };
}
