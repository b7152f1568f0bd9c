/**
 * Reading an index table at the table: the play for a hand and up-card at a true count, and what
 * each other play costs there. Works on a table computed by `computeIndexTable` or on the tables
 * shipped in `@croupier/paytables/blackjack-indices`.
 *
 * @module
 */
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import type { EvAction } from '../analysis/player.js';
import { roundTrueCount, wholeIndex } from './count.js';
import { decisionOf, type Decision } from './evaluate.js';
import { insuranceEvAt } from './indices.js';
import type { TrueCountRounding } from './systems.js';
import { isSoftTotal } from '../value.js';

/** What {@link lookupIndex} reads from a table (an `IndexTable` or a shipped one). */
export interface IndexTableView {
  /** The rules (decks and insurance payout are read). */
  readonly rules: Pick<BlackjackRules, 'decks' | 'insurancePays'>;
  /** The system: its tags and its rounding. */
  readonly system: { readonly tags: readonly number[]; readonly rounding: TrueCountRounding };
  /** Cards unseen at the decisions analysed. */
  readonly cardsRemaining: number;
  /** The true counts of the curves. */
  readonly trueCounts: readonly number[];
  /** The deviations. */
  readonly entries: readonly {
    readonly decision: Decision;
    readonly deviation: EvAction;
    readonly index: number;
    readonly direction: 'atOrAbove' | 'atOrBelow';
  }[];
  /** The insurance crossover. */
  readonly insurance?: { readonly index: number };
  /** Every decision's plays relative to the chart's. */
  readonly curves: readonly {
    readonly decision: Decision;
    readonly basic: EvAction;
    readonly relative: Readonly<Partial<Record<EvAction, readonly number[]>>>;
  }[];
}

/** The answer of {@link lookupIndex}. */
export interface IndexAdvice {
  /** The decision the hand is read as (two cards: its cell; more: its total, hit or stand only). */
  readonly decision: Decision;
  /** The chart's play (for three or more cards where the chart doubles: the better of hit and stand at 0). */
  readonly basic: EvAction;
  /** The table's play at this count: the deviation when the count is beyond its index, else the chart's. */
  readonly play: EvAction;
  /** Whether `play` is a deviation from the chart. */
  readonly deviates: boolean;
  /** The deviation's index and direction, when the decision has one on this side. */
  readonly index?: { readonly index: number; readonly whole: number; readonly direction: 'atOrAbove' | 'atOrBelow' };
  /** The play worth most at this exact count (it can differ from `play` within a rounding bin). */
  readonly best: EvAction;
  /**
   * What each allowed play costs against the best one at this count, per unit bet, given the
   * decision arises (0 for the best play).
   */
  readonly cost: Readonly<Partial<Record<EvAction, number>>>;
}

/** Options of {@link lookupIndex}. */
export interface LookupOptions {
  /**
   * How the player rounds the true count before comparing it with whole-number indices (default: the
   * system's). With `exact`, the count is compared with the crossover itself.
   */
  readonly rounding?: TrueCountRounding;
  /** Whether a pair may be split here (default true; false reads it as its total). */
  readonly canSplit?: boolean;
  /** Whether a two-card hand may be doubled here (default true). */
  readonly canDouble?: boolean;
}

function interp(xs: readonly number[], ys: readonly number[], x: number): number {
  const n = xs.length;
  if (n === 1) return ys[0]!;
  let j = 0;
  if (x >= xs[n - 1]!) j = n - 2;
  else while (j < n - 2 && xs[j + 1]! < x) j++;
  const x0 = xs[j]!;
  const x1 = xs[j + 1]!;
  return ys[j]! + ((ys[j + 1]! - ys[j]!) * (x - x0)) / (x1 - x0);
}

type Curve = IndexTableView['curves'][number];
type Entry = IndexTableView['entries'][number];

/** A table's curves and entries by decision, built once per table (a table is read at every decision). */
const BY_DECISION = new WeakMap<IndexTableView, { curves: Map<string, Curve>; entries: Map<string, Entry[]> }>();

function decisionKey(d: Decision): string {
  return `${d.kind}:${d.row}:${d.up}`;
}

function byDecision(table: IndexTableView) {
  let index = BY_DECISION.get(table);
  if (!index) {
    const curves = new Map<string, Curve>();
    // The first curve of a decision, as a search from the front finds it.
    for (const c of table.curves) if (!curves.has(decisionKey(c.decision))) curves.set(decisionKey(c.decision), c);
    const entries = new Map<string, Entry[]>();
    for (const e of table.entries) {
      const k = decisionKey(e.decision);
      const list = entries.get(k);
      if (list) list.push(e);
      else entries.set(k, [e]);
    }
    index = { curves, entries };
    BY_DECISION.set(table, index);
  }
  return index;
}

/**
 * The play for a hand against an up-card at a true count, by an index table, and what every other
 * play costs there. A hand of three or more cards is read by its total (hit or stand only), with the
 * two-card decision's index and values (an approximation: a hand of more cards holds fewer small
 * cards); a pair that may not be split, by its total where the table has that decision.
 *
 * @param table - An index table.
 * @param hand - The hand's card values (1 = ace … 10 = ten-value), in any order.
 * @param up - The dealer's up-card value.
 * @param trueCount - The true count (real-valued; it is rounded as `options.rounding` says).
 * @param options - Rounding, whether splitting and doubling are allowed.
 * @returns The advice, or `null` for a hand that has no decision in the table (a natural, 20 or
 *   more, a bust).
 * @example
 * ```ts
 * const t = BLACKJACK_INDEX_TABLES.casino.hilo;
 * lookupIndex(t, [10, 6], 10, 1.3)?.play; // 'stand' (16 v T: stand at 0 or more)
 * lookupIndex(t, [10, 6], 10, -0.4)?.play; // 'hit' (floored to −1)
 * ```
 */
export function lookupIndex(
  table: IndexTableView,
  hand: readonly number[],
  up: number,
  trueCount: number,
  options: LookupOptions = {},
): IndexAdvice | null {
  const rounding = options.rounding ?? table.system.rounding;
  const twoCard = hand.length === 2;
  const hard = hand.reduce((sum, v) => sum + v, 0);
  const soft = isSoftTotal(hard, hand.includes(1));
  const totalDecision: Decision = soft ? { kind: 'soft', row: hard + 10, up } : { kind: 'hard', row: hard, up };
  const byKey = byDecision(table);
  const find = (d: Decision) => byKey.curves.get(decisionKey(d));
  let decision: Decision | null = twoCard ? decisionOf(hand[0]!, hand[1]!, up) : totalDecision;
  let curve = decision ? find(decision) : undefined;
  // A pair that may not be split is its total, where the table has that decision.
  if (decision?.kind === 'pair' && options.canSplit === false) {
    const asTotal = find(totalDecision);
    if (asTotal) {
      decision = totalDecision;
      curve = asTotal;
    }
  }
  if (!decision || !curve) return null;
  const allowed = (a: EvAction): boolean => {
    if (a === 'stand' || a === 'hit') return true;
    if (!twoCard) return false;
    if (a === 'double') return options.canDouble !== false;
    if (a === 'split') return options.canSplit !== false;
    return true;
  };
  const relAt = (x: number): Partial<Record<EvAction, number>> => {
    const rel: Partial<Record<EvAction, number>> = { [curve.basic]: 0 };
    for (const [a, ys] of Object.entries(curve.relative) as [EvAction, readonly number[]][]) {
      rel[a] = interp(table.trueCounts, ys, x);
    }
    return rel;
  };
  const rel = relAt(trueCount);
  const plays = (Object.keys(rel) as EvAction[]).filter(allowed);
  if (plays.length === 0) return null;
  let best = plays[0]!;
  for (const a of plays) if (rel[a]! > rel[best]!) best = a;
  const cost: Partial<Record<EvAction, number>> = {};
  for (const a of plays) cost[a] = Math.max(0, rel[best]! - rel[a]!);

  // The chart's play where it is allowed; else (a double on three cards) the better of hit and stand
  // at a zero count, as the chart's "double, else hit / else stand" says.
  let basic = curve.basic;
  if (!allowed(basic)) {
    const zero = relAt(0);
    basic = (zero.hit ?? -Infinity) >= (zero.stand ?? -Infinity) ? 'hit' : 'stand';
  }
  const tc = roundTrueCount(trueCount, rounding);
  let play = basic;
  let index: IndexAdvice['index'];
  for (const e of byKey.entries.get(decisionKey(decision)) ?? []) {
    const whole = wholeIndex(e.index, rounding, e.direction);
    const beyond = e.direction === 'atOrAbove' ? tc >= whole : tc <= whole;
    if (index === undefined || beyond) index = { index: e.index, whole, direction: e.direction };
    if (beyond && allowed(e.deviation)) play = e.deviation;
  }
  return {
    decision,
    basic,
    play,
    deviates: play !== basic,
    ...(index ? { index } : {}),
    best,
    cost,
  };
}

/**
 * Whether to take insurance at a true count by an index table, and the bet's EV there.
 *
 * @param table - An index table.
 * @param trueCount - The true count (rounded as `rounding` says before it is compared).
 * @param rounding - How the player rounds the count (default: the system's).
 * @returns `take` (at or above the index), the index, and the EV per unit insured at this count.
 * @example
 * ```ts
 * insuranceAdvice(BLACKJACK_INDEX_TABLES.casino.hilo, 3.2).take; // true (Hi-Lo: insure at +3)
 * ```
 */
export function insuranceAdvice(
  table: IndexTableView,
  trueCount: number,
  rounding: TrueCountRounding = table.system.rounding,
): { readonly take: boolean; readonly index: number | null; readonly ev: number } {
  const ev = insuranceEvAt(table.rules, table.system, trueCount, table.cardsRemaining);
  if (!table.insurance) return { take: false, index: null, ev };
  const whole = wholeIndex(table.insurance.index, rounding, 'atOrAbove');
  return { take: roundTrueCount(trueCount, rounding) >= whole, index: table.insurance.index, ev };
}
