/**
 * The dealer's final totals: exact enumeration of every way the dealer can draw from a given shoe,
 * in floating point (for the strategy search) and in exact fractions (for reports).
 *
 * A shoe composition here is ten counts by blackjack value: index 0 aces, 1 twos … 8 nines,
 * 9 ten-value cards (10, J, Q, K).
 *
 * @module
 */
import { add, frac, ZERO, type Fraction } from '../../rational/index.js';
import { dealerHits } from '../rules.js';
import { bestTotal } from '../value.js';

/** Outcome slots of a dealer distribution: final 17, 18, 19, 20, 21, bust, blackjack. */
export const DEALER_OUTCOMES = ['17', '18', '19', '20', '21', 'bust', 'blackjack'] as const;
/** One dealer outcome. */
export type DealerOutcome = (typeof DEALER_OUTCOMES)[number];

/** Index of the bust slot in a dealer distribution. */
export const BUST = 5;
/** Index of the blackjack slot in a dealer distribution. */
export const BLACKJACK = 6;

/**
 * Ten counts by value (aces first, ten-value cards last) for a full shoe.
 *
 * @param decks - Number of decks.
 * @example
 * ```ts
 * valueCounts(1); // [4, 4, 4, 4, 4, 4, 4, 4, 4, 16]
 * ```
 */
export function valueCounts(decks: number): number[] {
  return [4, 4, 4, 4, 4, 4, 4, 4, 4, 16].map((x) => x * decks);
}

/**
 * Ten counts by value from thirteen counts by rank (the shoe module's `compositionByRank`).
 *
 * @param byRank - Counts by rank index, 0 = two … 12 = ace.
 */
export function valueCountsFromRanks(byRank: readonly number[]): number[] {
  const out = new Array<number>(10).fill(0);
  for (let r = 0; r < 13; r++) {
    const v = r === 12 ? 1 : r >= 8 ? 10 : r + 2;
    out[v - 1]! += byRank[r] ?? 0;
  }
  return out;
}

/**
 * The dealer's draws grouped by what was drawn: for each multiset of drawn cards and each outcome, the
 * number of orders in which the dealer draws exactly those cards and ends there. This does not depend
 * on the shoe, so it is built once per up-card and dealer rule; a shoe's distribution is then a sum of
 * `orders × Π fall(count_v, m_v) / fall(n, m)` over the patterns (`fall` the falling factorial).
 */
interface Patterns {
  /**
   * The patterns as a trie over (value, multiplicity) runs in increasing value order, flattened so that
   * a node's parent comes before it: `prod[node] = prod[parent] × fall(count_value, multiplicity)`.
   */
  readonly parent: Int32Array;
  /** `valueIndex * FALL_MAX + multiplicity` of each node (node 0 is the root). */
  readonly fallIndex: Int32Array;
  /** The trie node where each pattern ends. */
  readonly leafNode: Int32Array;
  /** `outcome * FALL_MAX + cards drawn` of each pattern. */
  readonly leafSlot: Int32Array;
  /** Number of orders of each pattern. */
  readonly orders: Float64Array;
  /** How many cards of each value each pattern draws: `leafCounts[pattern * 10 + value − 1]`. */
  readonly leafCounts: Uint8Array;
  /** The most cards any pattern draws. */
  readonly maxDrawn: number;
}

const FALL_MAX = 23;
const fallTable = new Float64Array(10 * FALL_MAX);
const fallN = new Float64Array(FALL_MAX);
const slotSums = new Float64Array(7 * FALL_MAX);
let prodScratch = new Float64Array(0);

const patternCache = new Map<string, Patterns>();

function patternsFor(up: number, hitsSoft17: boolean): Patterns {
  const cacheKey = `${up}:${hitsSoft17}`;
  const cached = patternCache.get(cacheKey);
  if (cached) return cached;
  const groups = new Map<string, { outcome: number; orders: number; drawn: number[] }>();
  const drawn = new Array<number>(10).fill(0);
  const rule = { dealerHitsSoft17: hitsSoft17 };
  const leaf = (outcome: number) => {
    const k = `${outcome}:${drawn.join(',')}`;
    const g = groups.get(k);
    if (g) g.orders++;
    else groups.set(k, { outcome, orders: 1, drawn: drawn.slice() });
  };
  const rec = (hard: number, ace: boolean, cards: number): void => {
    const best = bestTotal(hard, ace);
    if (cards === 2 && best === 21) return leaf(BLACKJACK);
    if (!dealerHits(rule, best, best !== hard)) return leaf(best - 17);
    for (let v = 1; v <= 10; v++) {
      drawn[v - 1]!++;
      // Busts are not stored: their probability is one minus the rest.
      if (hard + v <= 21) rec(hard + v, ace || v === 1, cards + 1);
      drawn[v - 1]!--;
    }
  };
  rec(up, up === 1, 1);
  const parent: number[] = [-1];
  const fallIndex: number[] = [0];
  const children: Map<number, number>[] = [new Map()];
  const leafNode: number[] = [];
  const leafSlot: number[] = [];
  const orders: number[] = [];
  const leafCounts = new Uint8Array(groups.size * 10);
  let maxDrawn = 0;
  for (const g of groups.values()) {
    leafCounts.set(g.drawn, orders.length * 10);
    let node = 0;
    let m = 0;
    g.drawn.forEach((k, vi) => {
      if (k === 0) return;
      m += k;
      const idx = vi * FALL_MAX + k;
      let child = children[node]!.get(idx);
      if (child === undefined) {
        child = parent.length;
        parent.push(node);
        fallIndex.push(idx);
        children.push(new Map());
        children[node]!.set(idx, child);
      }
      node = child;
    });
    leafNode.push(node);
    leafSlot.push(g.outcome * FALL_MAX + m);
    orders.push(g.orders);
    if (m > maxDrawn) maxDrawn = m;
  }
  const p: Patterns = {
    parent: Int32Array.from(parent),
    fallIndex: Int32Array.from(fallIndex),
    leafNode: Int32Array.from(leafNode),
    leafSlot: Int32Array.from(leafSlot),
    orders: Float64Array.from(orders),
    leafCounts,
    maxDrawn,
  };
  patternCache.set(cacheKey, p);
  return p;
}

/**
 * The dealer's distribution of final outcomes for an up-card and the cards still in the shoe, with
 * a blackjack counted apart (the dealer's second card makes 21 with the up-card). Exact enumeration
 * of every draw, in double precision.
 *
 * @param counts - Remaining cards by value (aces first; not modified). Real numbers are allowed (the
 *   counting module's expected shoe at a true count): each draw's chance stays count / cards left, as
 *   `UpAnalysis` explains.
 * @param up - The up-card's value, 1 (ace) … 10.
 * @param hitsSoft17 - Whether the dealer hits soft 17.
 * @param out - Optional array to fill (length 7).
 * @returns Probabilities of 17, 18, 19, 20, 21, bust, blackjack.
 * @example
 * ```ts
 * const shoe = valueCounts(6);
 * shoe[0]--; // the ace is up
 * dealerDistribution(shoe, 1, false)[6]; // 96/311 ≈ 0.3087
 * ```
 */
export function dealerDistribution(
  counts: ArrayLike<number>,
  up: number,
  hitsSoft17: boolean,
  out: Float64Array = new Float64Array(7),
): Float64Array {
  out.fill(0);
  const p = patternsFor(up, hitsSoft17);
  fillFalls(counts);
  walkPatterns(p);
  return finishDistribution(out);
}

/** Turns the per-depth sums of a pattern walk into the distribution (bust by difference). */
function finishDistribution(out: Float64Array): Float64Array {
  for (let o = 0; o < 7; o++) {
    if (o === BUST) continue;
    let sum = 0;
    for (let m = 1; m < FALL_MAX; m++) {
      const w = slotSums[o * FALL_MAX + m]!;
      if (w !== 0) sum += w / fallN[m]!;
    }
    out[o] = sum;
  }
  // Not clamped at zero: for real-valued counts the "chances" of a shoe drawn past a count may leave the
  // unit interval, and bust must stay one less the rest for the chances to sum to one.
  out[BUST] = 1 - out[0]! - out[1]! - out[2]! - out[3]! - out[4]! - out[BLACKJACK]!;
  return out;
}

/** The fixed weights of an infinite shoe by value (aces first): one for each rank, four for the tens. */
export const INFINITE_WEIGHTS: readonly number[] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 4];

/**
 * Fills the per-value tables the pattern walk multiplies: falling factorials of the counts (a finite
 * shoe, drawing without replacement), or powers of fixed weights out of 13 (an infinite shoe).
 */
function fillFalls(counts: ArrayLike<number> | 'infinite'): void {
  const inf = counts === 'infinite';
  let n = 0;
  for (let v = 0; v < 10; v++) {
    const c = inf ? INFINITE_WEIGHTS[v]! : counts[v]!;
    n += c;
    let f = 1;
    const base = v * FALL_MAX;
    for (let m = 0; m < FALL_MAX; m++) {
      fallTable[base + m] = f;
      // For whole counts the product reaches zero at m = c and stays there; real counts (the counting
      // module's expected shoe) go on into negative terms, the same rational function of the counts.
      f *= inf ? c : c - m;
    }
  }
  let f = 1;
  for (let m = 0; m < FALL_MAX; m++) {
    fallN[m] = f;
    f *= inf ? n : n - m;
  }
}

/** Multiplies the tables along the trie and sums `orders × product` into `slotSums` (outcome, depth). */
function walkPatterns(p: Patterns): void {
  const { parent, fallIndex, leafNode, leafSlot, orders } = p;
  if (prodScratch.length < parent.length) prodScratch = new Float64Array(parent.length);
  const prod = prodScratch;
  prod[0] = 1;
  for (let i = 1; i < parent.length; i++) prod[i] = prod[parent[i]!]! * fallTable[fallIndex[i]!]!;
  slotSums.fill(0);
  for (let i = 0; i < leafNode.length; i++) slotSums[leafSlot[i]!]! += orders[i]! * prod[leafNode[i]!]!;
}

/**
 * The dealer's distribution from an infinite shoe (every card drawn with the fixed probabilities 1/13,
 * ten-value cards 4/13), in double precision.
 *
 * @param up - The up-card's value, 1 (ace) … 10.
 * @param hitsSoft17 - Whether the dealer hits soft 17.
 * @returns Probabilities of 17, 18, 19, 20, 21, bust, blackjack.
 * @example
 * ```ts
 * dealerDistributionInfinite(1, false)[6]; // 4/13: a ten-value card under the ace
 * ```
 */
export function dealerDistributionInfinite(up: number, hitsSoft17: boolean): Float64Array {
  const out = new Float64Array(7);
  const p = patternsFor(up, hitsSoft17);
  fillFalls('infinite');
  walkPatterns(p);
  for (let o = 0; o < 7; o++) {
    if (o === BUST) continue;
    let sum = 0;
    for (let m = 1; m < FALL_MAX; m++) sum += slotSums[o * FALL_MAX + m]! / fallN[m]!;
    out[o] = sum;
  }
  out[BUST] = Math.max(0, 1 - out[0]! - out[1]! - out[2]! - out[3]! - out[4]! - out[BLACKJACK]!);
  return out;
}

/**
 * {@link dealerDistributionInfinite} in exact fractions (denominators are powers of 13).
 *
 * @param up - The up-card's value, 1 (ace) … 10.
 * @param hitsSoft17 - Whether the dealer hits soft 17.
 * @returns Exact probabilities of 17, 18, 19, 20, 21, bust, blackjack; they sum to 1.
 * @example
 * ```ts
 * toFractionString(dealerDistributionInfiniteExact(10, false)[6]); // '1/13'
 * ```
 */
export function dealerDistributionInfiniteExact(up: number, hitsSoft17: boolean): Fraction[] {
  const p = patternsFor(up, hitsSoft17);
  const D = p.maxDrawn;
  const den = 13n ** BigInt(D);
  const nums = new Array<bigint>(7).fill(0n);
  for (let i = 0; i < p.orders.length; i++) {
    const slot = p.leafSlot[i]!;
    const o = Math.floor(slot / FALL_MAX);
    const m = slot % FALL_MAX;
    const tens = p.leafCounts[i * 10 + 9]!;
    nums[o] = nums[o]! + BigInt(p.orders[i]!) * 4n ** BigInt(tens) * 13n ** BigInt(D - m);
  }
  const out = nums.map((x) => frac(x, den));
  let rest = 0n;
  for (let o = 0; o < 7; o++) if (o !== BUST) rest += nums[o]!;
  out[BUST] = frac(den - rest, den);
  return out;
}

/**
 * The dealer's distribution from an infinite shoe whose cards come with the fixed chances `p` (aces
 * first), in double precision: {@link dealerDistributionInfinite} for any composition.
 *
 * @param up - The up-card's value, 1 (ace) … 10.
 * @param hitsSoft17 - Whether the dealer hits soft 17.
 * @param p - The chance of each value, aces first, summing to 1.
 * @returns Probabilities of 17, 18, 19, 20, 21, bust, blackjack.
 * @example
 * ```ts
 * dealerDistributionInfiniteWith(1, false, [1, 1, 1, 1, 1, 1, 1, 1, 1, 4].map((x) => x / 13))[6]; // 4/13
 * ```
 */
export function dealerDistributionInfiniteWith(up: number, hitsSoft17: boolean, p: ArrayLike<number>): Float64Array {
  const pat = patternsFor(up, hitsSoft17);
  const out = new Float64Array(7);
  for (let i = 0; i < pat.orders.length; i++) {
    let w = pat.orders[i]!;
    for (let v = 0; v < 10; v++) {
      const k = pat.leafCounts[i * 10 + v]!;
      if (k > 0) w *= p[v]! ** k;
    }
    out[Math.floor(pat.leafSlot[i]! / FALL_MAX)]! += w;
  }
  out[BUST] = Math.max(0, 1 - out[0]! - out[1]! - out[2]! - out[3]! - out[4]! - out[BLACKJACK]!);
  return out;
}

/** A dealer distribution split by the number of cards drawn, with moments of how many are not of one value. */
export interface DealerDrawTable {
  /** One more than the most cards the dealer can draw. */
  readonly depth: number;
  /**
   * `table[(outcome × depth + drawn) × 3 + k]`: the sum, over the dealer's ways to end on the outcome
   * (index into {@link DEALER_OUTCOMES}) drawing `drawn` cards, of probability × `other^k` (k = 0, 1, 2),
   * `other` the number of drawn cards not of the value asked for. Bust entries are left at zero.
   */
  readonly table: Float64Array;
  /** The plain distribution, bit for bit what {@link dealerDistribution} returns for the same shoe. */
  readonly plain: Float64Array;
}

/**
 * The dealer's outcomes by the number of cards drawn, with the first two moments of how many drawn
 * cards are not of value `x`: what the exact resplit analysis needs to reweight the dealer's draws when
 * unseen non-pair cards (those dealt to other split hands) have left the shoe.
 *
 * @param counts - Remaining cards by value (aces first).
 * @param up - The up-card's value.
 * @param hitsSoft17 - Whether the dealer hits soft 17.
 * @param x - The value counted apart (the split pair's value).
 * @example
 * ```ts
 * const { depth, table } = dealerDrawTable(valueCounts(1), 6, false, 8);
 * // Σ over drawn of table[(3 × depth + drawn) × 3] is dealerDistribution(valueCounts(1), 6, false)[3]
 * ```
 */
export function dealerDrawTable(
  counts: ArrayLike<number>,
  up: number,
  hitsSoft17: boolean,
  x: number,
): DealerDrawTable {
  const p = patternsFor(up, hitsSoft17);
  fillFalls(counts);
  const { parent, fallIndex, leafNode, leafSlot, orders, leafCounts } = p;
  if (prodScratch.length < parent.length) prodScratch = new Float64Array(parent.length);
  const prod = prodScratch;
  prod[0] = 1;
  for (let i = 1; i < parent.length; i++) prod[i] = prod[parent[i]!]! * fallTable[fallIndex[i]!]!;
  const depth = p.maxDrawn + 1;
  const table = new Float64Array(7 * depth * 3);
  slotSums.fill(0);
  for (let i = 0; i < leafNode.length; i++) {
    const w = prod[leafNode[i]!]!;
    const slot = leafSlot[i]!;
    slotSums[slot]! += orders[i]! * w;
    if (w === 0) continue;
    const o = (slot / FALL_MAX) | 0;
    const m = slot - o * FALL_MAX;
    const q = (orders[i]! * w) / fallN[m]!;
    const other = m - leafCounts[i * 10 + x - 1]!;
    const at = (o * depth + m) * 3;
    table[at]! += q;
    table[at + 1]! += q * other;
    table[at + 2]! += q * other * other;
  }
  return { depth, table, plain: finishDistribution(new Float64Array(7)) };
}

/**
 * {@link dealerDistribution} in exact fractions.
 *
 * @param counts - Remaining cards by value, aces first (not modified).
 * @param up - The up-card's value, 1 (ace) … 10.
 * @param hitsSoft17 - Whether the dealer hits soft 17.
 * @returns Exact probabilities of 17, 18, 19, 20, 21, bust, blackjack; they sum to 1.
 * @example
 * ```ts
 * dealerDistributionExact(valueCounts(6).map((x, i) => x - (i === 0 ? 1 : 0)), 1, false)[6];
 * // P(blackjack | ace up) = 96/311
 * ```
 */
export function dealerDistributionExact(counts: readonly number[], up: number, hitsSoft17: boolean): Fraction[] {
  // Sum numerators per depth over a common denominator (the falling product of the shoe size), so the
  // enumeration stays in integers; reduce once at the end.
  const c = counts.slice();
  let n = 0;
  for (const k of c) n += k;
  const maxDepth = 22; // every card is worth at least 1, so the dealer never draws more than 21
  const fall: bigint[] = [1n];
  for (let d = 1; d <= maxDepth; d++) fall.push(fall[d - 1]! * BigInt(Math.max(n - d + 1, 1)));
  const rule = { dealerHitsSoft17: hitsSoft17 };
  const sums: bigint[][] = Array.from({ length: 7 }, () => new Array<bigint>(maxDepth + 1).fill(0n));
  const rec = (hard: number, ace: boolean, cards: number, num: bigint, depth: number): void => {
    const best = bestTotal(hard, ace);
    if (cards === 2 && best === 21) {
      sums[BLACKJACK]![depth]! += num;
      return;
    }
    if (!dealerHits(rule, best, best !== hard)) {
      sums[best - 17]![depth]! += num;
      return;
    }
    for (let v = 1; v <= 10; v++) {
      const k = c[v - 1]!;
      if (k === 0) continue;
      const q = num * BigInt(k);
      const h = hard + v;
      if (h > 21) {
        sums[BUST]![depth + 1]! += q;
        continue;
      }
      c[v - 1] = k - 1;
      rec(h, ace || v === 1, cards + 1, q, depth + 1);
      c[v - 1] = k;
    }
  };
  rec(up, up === 1, 1, 1n, 0);
  return sums.map((byDepth) => {
    let total: Fraction = ZERO;
    byDepth.forEach((s, d) => {
      if (s !== 0n) total = add(total, frac(s, fall[d]!));
    });
    return total;
  });
}
