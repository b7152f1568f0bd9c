/**
 * The player's expected values, enumerated exactly over the shoe: stand, hit, double, split and
 * surrender for any hand against any up-card, played either composition-dependently (the best action
 * for the exact cards seen) or by a total-dependent chart.
 *
 * How a dealer blackjack is handled (`BjMode`):
 * - `all` — no hole card, a dealer blackjack takes every stake (doubles and splits too);
 * - `original` — no hole card, it takes only the original bet (each of two split hands counts half);
 * - `peek` — a hole card: the dealer checks first, so only the original bet is lost. Values computed in
 *   this mode are `E[result · 1{no dealer blackjack}]`; the caller adds `−P(blackjack)` once per round.
 *
 * Splitting is exact. For one split (two hands), by exchangeability each hand's expectation equals that
 * of a hand starting with the pair card from the shoe less both pair cards. Resplitting (`maxHands` 3–4,
 * aces too where `resplitAces` allows) is exact for the fixed post-split strategy described in
 * `split.ts`: the value conditions on how many pair cards went to split hands and accounts for the
 * non-pair cards the other hands took. What "exact" covers:
 * - the post-split strategy depends on the hand's own cards only (the chart, or for the
 *   composition-dependent optimum the best play for the shoe as it was at the split less the hand's
 *   own cards — the convention the combinatorial analysers call CDZ−); every pair card drawn to a split
 *   hand is split again while the box has room;
 * - ten-value pairs under `splitBy: 'rank'` remain an approximation (a pair of tens by rank is valued as
 *   a pair of ten-values, weighted by the chance that the two are of one rank).
 *
 * An infinite shoe (`'infinite'` in place of the counts) draws every card with the fixed probabilities
 * 1/13 (ten-value cards 4/13): nothing is ever removed.
 *
 * Real-valued counts (the counting module's expected shoe at a true count) evaluate the same rational
 * function of the counts that whole counts give exactly: each draw has the chance count / cards left,
 * and only a count of exactly zero is skipped. A value drawn more often than its count then carries a
 * negative chance (with 0.4 aces left, a second ace has −0.6 / n). That keeps the chances at every
 * draw summing to one, which the dealer's tables (bust is one less the rest) and the resplit method
 * (`split.ts`: unconditioned draws, the reweighting for unseen cards) rely on, so both stay exact for
 * such shoes. Whole counts never reach a negative count and analyse exactly as before.
 *
 * @module
 */
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import { dealerBlackjackTakesAll, dealerPeeks, mayDoubleTotal, maySplitValue, splitTakesOneCard } from '../rules.js';
import {
  BLACKJACK,
  BUST,
  dealerDistribution,
  dealerDistributionInfinite,
  INFINITE_WEIGHTS,
  type DealerDrawTable,
} from './dealer.js';
import { splitEv } from './split.js';
import { bestTotal, isSoftTotal } from '../value.js';

/** A shoe to analyse: ten counts by value (aces first, ten-value cards last), or an infinite shoe. */
export type ShoeSpec = readonly number[] | 'infinite';

/** How a dealer blackjack is settled in the analysis (see the module notes). */
export type BjMode = 'all' | 'original' | 'peek';

/** The dealer-blackjack mode of a rules object. */
export function bjModeOf(rules: BlackjackRules): BjMode {
  // With early surrender the dealer checks only after the players have acted; only the original is lost.
  if (dealerPeeks(rules)) return 'peek';
  return dealerBlackjackTakesAll(rules) ? 'all' : 'original';
}

/** A chart cell: hit, stand, double (else hit / else stand), split, surrender (else hit / else stand). */
export type ChartAction = 'H' | 'S' | 'Dh' | 'Ds' | 'P' | 'Rh' | 'Rs';

/** Indices of actions in EV arrays. */
export const ACT = { stand: 0, hit: 1, double: 2, split: 3, surrender: 4 } as const;
/** Action names in EV-array order. */
export const ACTION_NAMES = ['stand', 'hit', 'double', 'split', 'surrender'] as const;
/** A player action that has an expected value. */
export type EvAction = (typeof ACTION_NAMES)[number];

/**
 * A total-dependent strategy chart, indexed by the dealer's up-card value − 1 (ace first … ten last).
 */
export interface Chart {
  /** `hard[total][up − 1]` for hard totals 4–21. */
  readonly hard: Readonly<Record<number, readonly ChartAction[]>>;
  /** `soft[total][up − 1]` for soft totals 12–21. */
  readonly soft: Readonly<Record<number, readonly ChartAction[]>>;
  /** `pairs[value][up − 1]` for a pair of that value (1 = aces … 10 = ten-value cards). */
  readonly pairs: Readonly<Record<number, readonly ChartAction[]>>;
}

// Base 32: a hand may hold up to 21 aces (and two more removed by a split), and 32^10 < 2^53.
const POW: number[] = Array.from({ length: 10 }, (_, i) => 32 ** i);

/** The chart action at a state where only hitting or standing is possible. */
export function hitOrStand(a: ChartAction): 'hit' | 'stand' {
  return a === 'H' || a === 'Dh' || a === 'Rh' ? 'hit' : 'stand';
}

/**
 * The exact player analysis against one up-card from one starting shoe. Internal state is a mutable
 * shoe walked depth-first and restored, with memo tables keyed by the cards taken out.
 */
export class UpAnalysis {
  /** The up-card value, 1 … 10. */
  readonly up: number;
  /** The rules analysed. */
  readonly rules: BlackjackRules;
  /** Dealer-blackjack handling. */
  readonly mode: BjMode;
  /** Whether the shoe is infinite (counts are fixed weights out of 13 and never change). */
  readonly infinite: boolean;
  private readonly c: Float64Array;
  private n: number;
  private key = 0;
  private infiniteDealer: Float64Array | undefined;
  private readonly tablesByPair = new Map<number, Map<number, DealerDrawTable>>();
  private readonly dist = new Map<number, Float64Array>();
  private readonly cdMemo: Map<number, number>[] = Array.from({ length: 11 }, () => new Map());
  private readonly chartMemo: Map<number, number>[] = Array.from({ length: 11 }, () => new Map());
  private chart: Chart | undefined;

  /**
   * @param rules - The rules.
   * @param shoe - Cards left by value (aces first) with the up-card already removed, or `'infinite'`.
   *   The counts may be real numbers (the expected composition of a shoe at a true count, for the
   *   counting module); see the module notes.
   * @param up - The up-card value.
   */
  constructor(rules: BlackjackRules, shoe: ShoeSpec, up: number) {
    this.rules = rules;
    this.up = up;
    this.mode = bjModeOf(rules);
    this.infinite = shoe === 'infinite';
    const counts = shoe === 'infinite' ? INFINITE_WEIGHTS : shoe;
    this.c = Float64Array.from(counts);
    this.n = counts.reduce((a, b) => a + b, 0);
  }

  /** Sets the chart used by the `chart…` methods (clears their memo). */
  useChart(chart: Chart): void {
    this.chart = chart;
    for (const m of this.chartMemo) m.clear();
  }

  /** Cards left of a value (1 … 10). */
  left(v: number): number {
    return this.c[v - 1]!;
  }

  /** Cards left in all. */
  size(): number {
    return this.n;
  }

  /**
   * The cards left by value (a live view: do not modify). For an infinite shoe, the weights out of 13;
   * real numbers when the shoe was given so (see the constructor).
   */
  counts(): Float64Array {
    return this.c;
  }

  /** A number that identifies the cards taken out so far (memo key; unique while fewer than 32 of a value are out). */
  shoeKey(): number {
    return this.key;
  }

  /**
   * The memo key of a hand state: the cards taken out (which fix the hand), or from an infinite shoe,
   * where nothing is taken out, the hand's total and whether it holds an ace.
   */
  memoKey(hard: number, ace: boolean): number {
    return this.infinite ? hard * 2 + (ace ? 1 : 0) : this.key;
  }

  /** Takes one card of value `v` out of the shoe (an infinite shoe only records it). */
  take(v: number): void {
    if (!this.infinite) {
      this.c[v - 1]!--;
      this.n--;
    }
    this.key += POW[v - 1]!;
  }

  /** Puts one card of value `v` back. */
  put(v: number): void {
    if (!this.infinite) {
      this.c[v - 1]!++;
      this.n++;
    }
    this.key -= POW[v - 1]!;
  }

  /** The probability that the dealer's next card makes blackjack with the up-card. */
  pBlackjack(): number {
    if (this.up === 1) return this.c[9]! / this.n;
    if (this.up === 10) return this.c[0]! / this.n;
    return 0;
  }

  /**
   * The resplit analysis's dealer tables for a pair value, by shoe key (kept so the chart's pass reuses
   * the composition-dependent pass's; see {@link releaseSplitTables}).
   */
  splitTables(x: number): Map<number, DealerDrawTable> {
    let m = this.tablesByPair.get(x);
    if (!m) {
      m = new Map();
      this.tablesByPair.set(x, m);
    }
    return m;
  }

  /** Frees the resplit tables (a few megabytes with four hands) once the splits are valued. */
  releaseSplitTables(): void {
    this.tablesByPair.clear();
  }

  /**
   * Remembers the dealer's distribution for the current shoe when it was found another way (the
   * resplit analysis gets it with its dealer tables); a distribution already known is kept.
   */
  rememberDealer(d: Float64Array): void {
    if (!this.infinite && !this.dist.has(this.key)) this.dist.set(this.key, d);
  }

  /** The dealer's distribution for the current shoe (memoised). */
  dealer(): Float64Array {
    if (this.infinite)
      return (this.infiniteDealer ??= dealerDistributionInfinite(this.up, this.rules.dealerHitsSoft17));
    let d = this.dist.get(this.key);
    if (!d) {
      d = dealerDistribution(this.c, this.up, this.rules.dealerHitsSoft17);
      this.dist.set(this.key, d);
    }
    return d;
  }

  private bjPay(mult: number, split: boolean): number {
    if (this.mode === 'all') return -mult;
    if (this.mode === 'original') return split ? -0.5 : -1;
    return 0;
  }

  /** The value of a hand that busts with `mult` units staked (peek: only when the dealer has no blackjack). */
  bustValue(mult: number): number {
    return this.mode === 'peek' ? -mult * (1 - this.pBlackjack()) : -mult;
  }

  /**
   * The EV of standing on `best` with the current shoe.
   *
   * @param best - The hand's best total (≤ 21).
   * @param mult - Units staked (2 when doubled).
   * @param split - Whether the hand came from a split.
   */
  stand(best: number, mult: number, split: boolean): number {
    const d = this.dealer();
    let base = d[BUST]!;
    for (let i = 0; i < 5; i++) {
      const t = 17 + i;
      if (best > t) base += d[i]!;
      else if (best < t) base -= d[i]!;
    }
    return mult * base + d[BLACKJACK]! * this.bjPay(mult, split);
  }

  /** The EV of doubling a hand with hard total `hard` (ace seen: `ace`). */
  double(hard: number, ace: boolean, split: boolean): number {
    let sum = 0;
    const n = this.n;
    for (let v = 1; v <= 10; v++) {
      const k = this.c[v - 1]!;
      if (k === 0) continue;
      this.take(v);
      const h = hard + v;
      const a = ace || v === 1;
      const val = h > 21 ? this.bustValue(2) : this.stand(bestTotal(h, a), 2, split);
      this.put(v);
      sum += k * val;
    }
    return sum / n;
  }

  /**
   * The EV of hitting once and then playing on (best play for the exact cards, or the chart).
   *
   * @param ctx - Memo context: 0 for an unsplit hand, the pair value for a split hand.
   */
  hit(hard: number, ace: boolean, ctx: number, useChart: boolean): number {
    let sum = 0;
    const n = this.n;
    for (let v = 1; v <= 10; v++) {
      const k = this.c[v - 1]!;
      if (k === 0) continue;
      this.take(v);
      const h = hard + v;
      const val =
        h > 21
          ? this.bustValue(1)
          : useChart
            ? this.chartOn(h, ace || v === 1, ctx)
            : this.bestOn(h, ace || v === 1, ctx);
      this.put(v);
      sum += k * val;
    }
    return sum / n;
  }

  /** The best of standing and hitting for the exact cards (memoised per context). */
  bestOn(hard: number, ace: boolean, ctx: number): number {
    const memo = this.cdMemo[ctx]!;
    const mk = this.memoKey(hard, ace);
    const got = memo.get(mk);
    if (got !== undefined) return got;
    const best = bestTotal(hard, ace);
    const s = this.stand(best, 1, ctx !== 0);
    const v = best >= 21 ? s : Math.max(s, this.hit(hard, ace, ctx, false));
    memo.set(mk, v);
    return v;
  }

  /** Stand or hit as the chart says (memoised per context). */
  chartOn(hard: number, ace: boolean, ctx: number): number {
    const memo = this.chartMemo[ctx]!;
    const mk = this.memoKey(hard, ace);
    const got = memo.get(mk);
    if (got !== undefined) return got;
    const soft = isSoftTotal(hard, ace);
    const best = soft ? hard + 10 : hard;
    const cell = this.chartCell(best, soft);
    const v =
      best >= 21 || hitOrStand(cell) === 'stand' ? this.stand(best, 1, ctx !== 0) : this.hit(hard, ace, ctx, true);
    memo.set(mk, v);
    return v;
  }

  /** The chart's cell for a hand total against this up-card (default: stand from 17 up, else hit). */
  chartCell(best: number, soft: boolean): ChartAction {
    const chart = this.chart;
    if (!chart) throw new Error('UpAnalysis: no chart set (call useChart first).');
    const row = soft ? chart.soft[best] : chart.hard[best];
    return row?.[this.up - 1] ?? (best >= 17 ? 'S' : 'H');
  }

  /** The chart's cell for a pair of value `x` against this up-card, if the chart has one. */
  pairCell(x: number): ChartAction | undefined {
    const chart = this.chart;
    if (!chart) throw new Error('UpAnalysis: no chart set (call useChart first).');
    return chart.pairs[x]?.[this.up - 1];
  }

  /**
   * The EV of splitting a pair of value `x` (both pair cards already out of the shoe): two hands,
   * each starting with one pair card.
   *
   * @param x - The pair's value.
   * @param useChart - Play the split hands by the chart set with {@link UpAnalysis.useChart}, else at their best.
   * @param resplit - Split every pair card drawn to a split hand again while the rules allow (the
   *   default); `false` values splitting once, a pair card drawn to a split hand played as a total.
   */
  split(x: number, useChart: boolean, resplit = true): number {
    const r = this.rules;
    // Resplits: exact for the fixed post-split strategy (split.ts).
    const canResplit = resplit && maySplitValue(r, x, 2);
    if (canResplit && this.c[x - 1]! !== 0) return splitEv(this, x, useChart);
    let sum = 0;
    const n = this.n;
    for (let v = 1; v <= 10; v++) {
      const k = this.c[v - 1]!;
      if (k === 0) continue;
      this.take(v);
      const hard = x + v;
      const ace = x === 1 || v === 1;
      const soft = isSoftTotal(hard, ace);
      const best = soft ? hard + 10 : hard;
      let val: number;
      if (splitTakesOneCard(r, x)) {
        val = this.stand(best, 1, true);
      } else {
        const canDouble = r.doubleAfterSplit && mayDoubleTotal(r, hard, soft);
        if (useChart) {
          const cell = this.chartCell(best, soft);
          if (canDouble && (cell === 'Dh' || cell === 'Ds')) val = this.double(hard, ace, true);
          else val = this.chartOn(hard, ace, x);
        } else {
          val = this.bestOn(hard, ace, x);
          if (canDouble) val = Math.max(val, this.double(hard, ace, true));
        }
      }
      this.put(v);
      sum += k * val;
    }
    return (2 * sum) / n;
  }
}

/**
 * The expected numbers of final hands after splitting a pair when each hand's second card is the pair
 * card with a fixed probability `q` (an infinite shoe) and a box may hold `maxHands` hands: hands that
 * drew another card, and hands that drew the pair card when no more splitting was allowed. The exact
 * analysis uses `splitPatterns`, which also counts the cards each pattern removes.
 *
 * @param q - Probability that a split hand draws the pair card.
 * @param maxHands - Most hands a box may hold (2 = one split).
 * @example
 * ```ts
 * expectedSplitHands(0, 4); // { nonPairHands: 2, pairHands: 0 }
 * ```
 */
export function expectedSplitHands(q: number, maxHands: number): { nonPairHands: number; pairHands: number } {
  let nonPairHands = 0;
  let pairHands = 0;
  // States (hands still waiting for their second card, hands in the box) → probability.
  let states = new Map<number, { pending: number; hands: number; p: number }>([[0, { pending: 2, hands: 2, p: 1 }]]);
  while (states.size > 0) {
    const next = new Map<number, { pending: number; hands: number; p: number }>();
    const add = (pending: number, hands: number, p: number) => {
      if (pending === 0 || p === 0) return;
      const key = pending * 16 + hands;
      const s = next.get(key);
      if (s) s.p += p;
      else next.set(key, { pending, hands, p });
    };
    for (const s of states.values()) {
      nonPairHands += s.p * (1 - q);
      add(s.pending - 1, s.hands, s.p * (1 - q));
      if (s.hands < maxHands) add(s.pending + 1, s.hands + 1, s.p * q);
      else {
        pairHands += s.p * q;
        add(s.pending - 1, s.hands, s.p * q);
      }
    }
    states = next;
  }
  return { nonPairHands, pairHands };
}

/** The value of a pair (two cards of the same value) for split purposes, or 0 for no pair. */
export function pairValue(a: number, b: number): number {
  return a === b ? a : 0;
}
