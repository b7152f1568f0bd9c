/**
 * The shoe at a true count: the expected composition of the cards not yet seen, given the true count
 * and the cards the player knows (the hand and the dealer's up-card).
 *
 * The cards seen are the known cards and `m` others drawn at random from the rest of the shoe. Given
 * the others' running count `C`, the expected number of each value among them is taken from the
 * linear regression of the composition on the count (exact for the mean and covariance of sampling
 * without replacement; the conditional mean itself is the Gaussian approximation):
 *
 *   E[others_v | C] = m·q_v + q_v·(t_v − t̄)·(C − m·t̄) / Var_q(t),
 *
 * where `q` is the rest of the shoe's composition as fractions, `t_v` the tag of value `v`, `t̄` and
 * `Var_q(t)` the mean and variance of a card's tag under `q`. Cards beyond their average share are
 * thus removed in proportion to their share and their tag. The unseen cards are the shoe less the
 * known cards less these others, real-valued; the exact analysis is evaluated at that composition.
 *
 * @module
 */
import { valueCounts } from '../analysis/dealer.js';
import { tagsByValue, tagsPerDeck, type CountingSystem } from './systems.js';

/** What {@link expectedUnseen} needs: the shoe, the count, and the cards known. */
export interface ShoeAtCount {
  /** Decks in the shoe. */
  readonly decks: number;
  /** The counting system. */
  readonly system: Pick<CountingSystem, 'tags'>;
  /** The true count, counting every card seen (the known ones included), balanced-equivalent. */
  readonly trueCount: number;
  /** Cards not yet seen (the ones the analysis draws from). */
  readonly cardsRemaining: number;
  /** Values of the cards seen and known (1 = ace … 10), e.g. the hand and the up-card. */
  readonly known?: readonly number[];
}

/**
 * The expected unseen cards by value (aces first, ten-value last) at a true count; see the module
 * notes for the model. The counts are real numbers summing to `cardsRemaining`.
 *
 * @param s - Shoe, system, true count, cards remaining and known cards.
 * @returns Ten counts, or `null` when the count cannot be reached (some value would go below zero).
 * @example
 * ```ts
 * // Hi-Lo, six decks, three decks left, true count +2, nothing known:
 * expectedUnseen({ decks: 6, system: COUNTING_SYSTEMS.hilo, trueCount: 2, cardsRemaining: 156 });
 * // 2s–6s: 12 − 0.6 each; 7s–9s: 12; tens: 48 + 2.4; aces: 12 + 0.6
 * ```
 */
export function expectedUnseen(s: ShoeAtCount): Float64Array | null {
  const full = valueCounts(s.decks);
  const t = tagsByValue(s.system);
  const known = s.known ?? [];
  const pop = full.slice();
  let knownTags = 0;
  for (const v of known) {
    pop[v - 1]!--;
    knownTags += t[v - 1]!;
  }
  const N = 52 * s.decks;
  const R = s.cardsRemaining;
  const m = N - R - known.length;
  if (!(m >= 0) || pop.some((x) => x < 0)) return null;
  const P = N - known.length;
  // Running count of every card seen, from the balanced-equivalent true count.
  const mean = tagsPerDeck(s.system) / 52;
  const seenCount = (s.trueCount * R) / 52 + mean * (N - R);
  const C = seenCount - knownTags;
  if (m === 0 && Math.abs(C) > 1e-9) return null;
  let mu = 0;
  for (let v = 0; v < 10; v++) mu += (pop[v]! / P) * t[v]!;
  let variance = 0;
  for (let v = 0; v < 10; v++) variance += (pop[v]! / P) * (t[v]! - mu) ** 2;
  const out = new Float64Array(10);
  const slope = variance > 0 ? (C - m * mu) / variance : 0;
  for (let v = 0; v < 10; v++) {
    const q = pop[v]! / P;
    const others = m * q + q * (t[v]! - mu) * slope;
    out[v] = pop[v]! - others;
    if (out[v]! < 0 || others < 0) return null;
  }
  return out;
}
