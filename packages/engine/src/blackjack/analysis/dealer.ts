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
  /** Outcome slot of each pattern. */
  readonly outcome: Uint8Array;
  /** Number of orders of each pattern. */
  readonly orders: Float64Array;
  /** Number of cards drawn in each pattern. */
  readonly size: Uint8Array;
  /** Offsets into `values`/`mults` (length patterns + 1). */
  readonly start: Uint32Array;
  /** Value index (0 = ace … 9 = ten) of each run of equal cards. */
  readonly values: Uint8Array;
  /** How many of that value were drawn. */
  readonly mults: Uint8Array;
}

const patternCache = new Map<string, Patterns>();

function patternsFor(up: number, hitsSoft17: boolean): Patterns {
  const cacheKey = `${up}:${hitsSoft17}`;
  const cached = patternCache.get(cacheKey);
  if (cached) return cached;
  const groups = new Map<string, { outcome: number; orders: number; drawn: number[] }>();
  const drawn = new Array<number>(10).fill(0);
  const leaf = (outcome: number) => {
    const k = `${outcome}:${drawn.join(',')}`;
    const g = groups.get(k);
    if (g) g.orders++;
    else groups.set(k, { outcome, orders: 1, drawn: drawn.slice() });
  };
  const rec = (hard: number, ace: boolean, cards: number): void => {
    const best = ace && hard + 10 <= 21 ? hard + 10 : hard;
    if (cards === 2 && best === 21) return leaf(BLACKJACK);
    if (best >= 17 && !(best === 17 && hitsSoft17 && best !== hard)) return leaf(best - 17);
    for (let v = 1; v <= 10; v++) {
      drawn[v - 1]!++;
      // Busts are not stored: their probability is one minus the rest.
      if (hard + v <= 21) rec(hard + v, ace || v === 1, cards + 1);
      drawn[v - 1]!--;
    }
  };
  rec(up, up === 1, 1);
  const list = [...groups.values()];
  const outcome = new Uint8Array(list.length);
  const orders = new Float64Array(list.length);
  const size = new Uint8Array(list.length);
  const start = new Uint32Array(list.length + 1);
  const values: number[] = [];
  const mults: number[] = [];
  list.forEach((g, i) => {
    outcome[i] = g.outcome;
    orders[i] = g.orders;
    start[i] = values.length;
    let m = 0;
    g.drawn.forEach((k, vi) => {
      if (k > 0) {
        values.push(vi);
        mults.push(k);
        m += k;
      }
    });
    size[i] = m;
  });
  start[list.length] = values.length;
  const p: Patterns = { outcome, orders, size, start, values: Uint8Array.from(values), mults: Uint8Array.from(mults) };
  patternCache.set(cacheKey, p);
  return p;
}

const FALL_MAX = 23;
const fallTable = new Float64Array(10 * FALL_MAX);
const fallN = new Float64Array(FALL_MAX);

/**
 * The dealer's distribution of final outcomes for an up-card and the cards still in the shoe, with
 * a blackjack counted apart (the dealer's second card makes 21 with the up-card). Exact enumeration
 * of every draw, in double precision.
 *
 * @param counts - Remaining cards by value (aces first; not modified).
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
  counts: Int32Array | readonly number[],
  up: number,
  hitsSoft17: boolean,
  out: Float64Array = new Float64Array(7),
): Float64Array {
  out.fill(0);
  const p = patternsFor(up, hitsSoft17);
  let n = 0;
  for (let v = 0; v < 10; v++) {
    const c = counts[v]!;
    n += c;
    let f = 1;
    const base = v * FALL_MAX;
    for (let m = 0; m < FALL_MAX; m++) {
      fallTable[base + m] = f;
      f *= c - m > 0 ? c - m : 0;
    }
  }
  let f = 1;
  for (let m = 0; m < FALL_MAX; m++) {
    fallN[m] = f;
    f *= n - m > 0 ? n - m : 0;
  }
  const { outcome, orders, size, start, values, mults } = p;
  for (let i = 0; i < outcome.length; i++) {
    const den = fallN[size[i]!]!;
    if (den === 0) continue;
    let w = orders[i]!;
    for (let j = start[i]!, e = start[i + 1]!; j < e && w !== 0; j++) w *= fallTable[values[j]! * FALL_MAX + mults[j]!]!;
    if (w !== 0) out[outcome[i]!]! += w / den;
  }
  out[BUST] = Math.max(0, 1 - out[0]! - out[1]! - out[2]! - out[3]! - out[4]! - out[BLACKJACK]!);
  return out;
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
  const sums: bigint[][] = Array.from({ length: 7 }, () => new Array<bigint>(maxDepth + 1).fill(0n));
  const rec = (hard: number, ace: boolean, cards: number, num: bigint, depth: number): void => {
    const best = ace && hard + 10 <= 21 ? hard + 10 : hard;
    if (cards === 2 && best === 21) {
      sums[BLACKJACK]![depth]! += num;
      return;
    }
    if (best >= 17 && !(best === 17 && hitsSoft17 && best !== hard)) {
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
