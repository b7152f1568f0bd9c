/**
 * The distribution of the true count before each round of a shoe, exactly for a fixed schedule of
 * depths: the running count of `n` cards dealt from a full shoe is a sum of tags over a
 * multivariate-hypergeometric draw, whose law is the coefficient of `yⁿ` in the generating polynomial
 * `Π_classes Σ_k C(K, k) x^(t·k) yᵏ / C(N, n)` over the tag classes (cards of one tag, `K` of them
 * in the shoe).
 *
 * @module
 */
import { valueCounts } from '../../analysis/dealer.js';
import { roundTrueCount } from '../count.js';
import { tagsByValue, tagsPerDeck, type CountingSystem, type TrueCountRounding } from '../systems.js';

/** One true-count bin of {@link trueCountDistribution}. */
export interface TrueCountBin {
  /** The bin: the true count rounded by the system's rounding, clipped to ±`clip`. */
  readonly trueCount: number;
  /** The share of rounds that start in this bin. */
  readonly p: number;
  /** The mean (real, balanced-equivalent) true count of those rounds. */
  readonly meanTrueCount: number;
  /** The mean number of cards not yet seen at the start of those rounds. */
  readonly meanCardsRemaining: number;
}

/** Options of {@link trueCountDistribution}. */
export interface TrueCountDistributionOptions {
  /** Rounding of the true count to its bin (default: the system's; `exact` bins by `round`). */
  readonly rounding?: TrueCountRounding;
  /** Bins are clipped to −clip … +clip (default 10). */
  readonly clip?: number;
  /**
   * Weights the states at one depth: `weight(n, rc)` for `n` cards dealt with centred running count
   * `rc` (the running count less what `n` cards count on average); at each depth the weights are
   * normalised so the depth keeps its share (the model weights by the rounds a shoe deals there).
   */
  readonly weight?: (cardsSeen: number, runningCount: number) => number;
  /**
   * The share of each entry of `cardsSeen` (parallel to it, any positive scale; default: all alike),
   * e.g. the chance that a round starts at that depth.
   */
  readonly depthWeights?: readonly number[];
}

/** The largest power of two (up to 16) that makes every tag a whole number, or 0 if none does. */
function tagScale(tags: readonly number[]): number {
  for (let s = 1; s <= 16; s *= 2) if (tags.every((t) => Math.abs(t * s - Math.round(t * s)) < 1e-9)) return s;
  return 0;
}

/**
 * The exact law of the running count (the sum of the tags, scaled to whole numbers) of `n` cards
 * drawn from the full shoe, for every `n` up to `maxCards`.
 *
 * @param system - The system (tags only; an ace side count is not kept).
 * @param decks - Decks in the shoe.
 * @param maxCards - The most cards dealt that are asked about.
 * @returns `scale` (tags × scale are whole), `offset` and `probs[n][s]`: the chance that the scaled
 *   sum is `s − offset` after `n` cards.
 */
export function runningCountLaw(
  system: Pick<CountingSystem, 'tags'>,
  decks: number,
  maxCards: number,
): { readonly scale: number; readonly offset: number; readonly probs: readonly Float64Array[] } {
  return runningCountLawOf(tagsByValue(system), valueCounts(decks), maxCards);
}

/**
 * {@link runningCountLaw} for any shoe: cards by value (aces first) and tags by value.
 *
 * @param tags - Tags by value, aces first.
 * @param counts - Cards by value, aces first.
 * @param maxCards - The most cards dealt that are asked about.
 */
export function runningCountLawOf(
  tags: readonly number[],
  counts: readonly number[],
  maxCards: number,
): { readonly scale: number; readonly offset: number; readonly probs: readonly Float64Array[] } {
  const scale = tagScale(tags);
  if (scale === 0) throw new RangeError('tags must be multiples of 1/16');
  const classes = new Map<number, number>();
  tags.forEach((t, v) => classes.set(Math.round(t * scale), (classes.get(Math.round(t * scale)) ?? 0) + counts[v]!));
  let lo = 0;
  let hi = 0;
  for (const [t, K] of classes) {
    if (t < 0) lo += t * K;
    else hi += t * K;
  }
  const width = hi - lo + 1;
  const offset = -lo;
  const N = counts.reduce((a, b) => a + b, 0);
  const M = Math.min(maxCards, N);
  // coef[n][s]: Σ over ways of n cards with scaled sum s − offset of Π C(K, k).
  let coef = Array.from({ length: M + 1 }, () => new Float64Array(width));
  coef[0]![offset] = 1;
  for (const [t, K] of classes) {
    const binom = new Float64Array(K + 1);
    binom[0] = 1;
    for (let k = 1; k <= K; k++) binom[k] = (binom[k - 1]! * (K - k + 1)) / k;
    const next = Array.from({ length: M + 1 }, () => new Float64Array(width));
    for (let n = 0; n <= M; n++) {
      const row = coef[n]!;
      for (let s = 0; s < width; s++) {
        const c = row[s]!;
        if (c === 0) continue;
        for (let k = 0; k <= K && n + k <= M; k++) next[n + k]![s + t * k]! += c * binom[k]!;
      }
    }
    coef = next;
  }
  // Divide by C(N, n).
  let cNn = 1;
  for (let n = 0; n <= M; n++) {
    if (n > 0) cNn = (cNn * (N - n + 1)) / n;
    const row = coef[n]!;
    for (let s = 0; s < width; s++) row[s] = row[s]! / cNn;
  }
  return { scale, offset, probs: coef };
}

/**
 * The distribution of the true count at the start of rounds, each round starting after the number
 * of cards in `cardsSeen` (one entry per depth, weighted alike or by `depthWeights`), binned as counters bin
 * it: the balanced-equivalent true count (`trueCountOf`: the running count less what the cards seen
 * count on average, per deck unseen) rounded by the system's rounding (floor for the built-in
 * systems), clipped to ±`clip`. Exact for the given depths (no normal approximation).
 *
 * @param system - The system.
 * @param decks - Decks in the shoe.
 * @param cardsSeen - Cards seen before each round (whole numbers below 52 × decks).
 * @param options - Rounding and clip.
 * @returns The bins from −clip to +clip, empty bins included.
 * @example
 * ```ts
 * // One deck, one round after 26 cards: P(true count bin 0) under Hi-Lo, floored.
 * trueCountDistribution(COUNTING_SYSTEMS.hilo, 1, [26]).find((b) => b.trueCount === 0)?.p;
 * ```
 */
export function trueCountDistribution(
  system: Pick<CountingSystem, 'tags' | 'rounding'>,
  decks: number,
  cardsSeen: readonly number[],
  options: TrueCountDistributionOptions = {},
): TrueCountBin[] {
  const clip = options.clip ?? 10;
  const rounding0 = options.rounding ?? system.rounding;
  const rounding = rounding0 === 'exact' ? 'round' : rounding0;
  const N = 52 * decks;
  const maxSeen = cardsSeen.reduce((m, n) => Math.max(m, n), 0);
  const law = runningCountLaw(system, decks, maxSeen);
  const mean = tagsPerDeck(system) / 52;
  const p = new Float64Array(2 * clip + 1);
  const px = new Float64Array(2 * clip + 1);
  const pr = new Float64Array(2 * clip + 1);
  const dw = options.depthWeights;
  const dTotal = dw ? dw.reduce((a, b) => a + b, 0) : cardsSeen.length;
  const weight = options.weight;
  cardsSeen.forEach((n, k) => {
    const w = (dw ? dw[k]! : 1) / dTotal;
    if (!(w > 0)) return;
    const row = law.probs[n]!;
    const R = N - n;
    let norm = 1;
    if (weight) {
      norm = 0;
      for (let s = 0; s < row.length; s++)
        if (row[s]! > 0) norm += row[s]! * weight(n, (s - law.offset) / law.scale - n * mean);
    }
    for (let s = 0; s < row.length; s++) {
      const q0 = row[s]!;
      if (q0 === 0) continue;
      const q = weight ? (q0 * weight(n, (s - law.offset) / law.scale - n * mean)) / norm : q0;
      if (q === 0) continue;
      const rc = (s - law.offset) / law.scale - n * mean;
      const x = Math.round(((rc * 52) / R) * 1e9) / 1e9;
      const b = Math.max(-clip, Math.min(clip, roundTrueCount(x, rounding)));
      p[b + clip]! += w * q;
      px[b + clip]! += w * q * x;
      pr[b + clip]! += w * q * R;
    }
  });
  const out: TrueCountBin[] = [];
  for (let i = 0; i <= 2 * clip; i++) {
    const q = p[i]!;
    out.push({
      trueCount: i - clip,
      p: q,
      meanTrueCount: q > 0 ? px[i]! / q : i - clip,
      meanCardsRemaining: q > 0 ? pr[i]! / q : N,
    });
  }
  return out;
}
