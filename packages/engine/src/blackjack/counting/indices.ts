/**
 * Index generation: for every decision of the chart (and insurance), the true count at which the best
 * play changes, by exact analysis of the shoe expected at each true count (the `shoe` module), and
 * what each deviation gains per 100 rounds.
 *
 * The work is split so that it can run in parallel anywhere: {@link indexContext} fixes the rules,
 * chart, system and depth; {@link evaluateLevel} values every hand at one true count (independent
 * levels, the slow part); {@link assembleIndexTable} finds the crossovers between levels, refines each
 * by exact evaluation, and values the deviations. {@link computeIndexTable} does all three in turn.
 *
 * @module
 */
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import { analyse } from '../analysis/edge.js';
import type { Chart, EvAction } from '../analysis/player.js';
import { wholeIndex } from './count.js';
import {
  ACTIONS,
  chartActionOf,
  decisionIndex,
  DECISION_HANDS,
  DECISIONS,
  evaluateLevel,
  handEvsAt,
  handWeights,
  type Continuation,
  type CountContext,
  type Decision,
  type LevelEvs,
} from './evaluate.js';
import { expectedUnseen } from './shoe.js';
import { tagsByValue, tagsPerDeck, type CountingSystem, type CountRank } from './systems.js';
import { checkRulesOrThrow } from '../rules.js';

/** Options of the index generation. */
export interface IndexOptions {
  /**
   * Cards not yet seen at the decisions analysed (default: half the shoe). The expected shoe at a true
   * count depends little on the depth; this fixes the one depth the table is computed for.
   */
  readonly cardsRemaining?: number;
  /** The lowest and highest true counts analysed (default −12 and +12). */
  readonly range?: readonly [number, number];
  /** The step between true counts analysed (default 2); crossovers are refined between them. */
  readonly step?: number;
  /** The basic strategy chart (default: the analysis' chart for the rules). */
  readonly chart?: Chart;
  /**
   * How the rest of a hand is played after the decision valued (default `optimal`: at its best for
   * the shoe at that count, as a counter who applies every index plays it; `chart`: by the chart).
   */
  readonly continuation?: Continuation;
  /** Share of the shoe dealt before the shuffle, for the deviations' gains (default 0.75). */
  readonly penetration?: number;
  /** Called as levels are done: (levels done, levels in all). */
  readonly onProgress?: (done: number, total: number) => void;
}

/** A deviation from the chart: the play to make beyond a true count. */
export interface IndexEntry {
  /** The decision. */
  readonly decision: Decision;
  /** The chart's play. */
  readonly basic: EvAction;
  /** The play beyond the index. */
  readonly deviation: EvAction;
  /** The true count where the two plays are worth the same (the crossover), to 0.01. */
  readonly index: number;
  /** Deviate at true counts at or above the index, or at or below it. */
  readonly direction: 'atOrAbove' | 'atOrBelow';
  /** The whole-number index for the system's rounding of the true count (see `wholeIndex`). */
  readonly wholeIndex: number;
  /** Expected gain per 100 rounds (in initial bets) from taking this deviation, at the given penetration. */
  readonly gain: number;
}

/** The insurance index: take insurance at or above this true count. */
export interface InsuranceIndex {
  /** Whether the rules offer insurance (the index is given either way). */
  readonly offered: boolean;
  /** The crossover true count, to 0.01. */
  readonly index: number;
  /** The whole-number index for the system's rounding. */
  readonly wholeIndex: number;
  /** Expected gain per 100 rounds (initial bets) from insuring half the bet at or above the index. */
  readonly gain: number;
}

/**
 * The EV of each play of a decision relative to the chart's play, at the analysed true counts: the
 * data behind {@link lookupIndex}'s cost of a wrong play.
 */
export interface DecisionCurve {
  /** The decision. */
  readonly decision: Decision;
  /** The chart's play. */
  readonly basic: EvAction;
  /**
   * For each other allowed play, `EV(play) − EV(basic)` per unit bet at each of the table's true
   * counts (given the decision arises; in a hole-card game, given no dealer blackjack).
   */
  readonly relative: Readonly<Partial<Record<EvAction, readonly number[]>>>;
}

/** A full index table for a system and rules. */
export interface IndexTable {
  /** The rules. */
  readonly rules: BlackjackRules;
  /** The system. */
  readonly system: CountingSystem;
  /** Cards not yet seen at the decisions analysed. */
  readonly cardsRemaining: number;
  /** How the rest of a hand is played after the decision valued. */
  readonly continuation: Continuation;
  /** Share of the shoe dealt before the shuffle, for the gains. */
  readonly penetration: number;
  /** The true counts analysed. */
  readonly trueCounts: readonly number[];
  /** Every deviation whose crossover lies in the range, in chart order. */
  readonly entries: readonly IndexEntry[];
  /** The insurance index. */
  readonly insurance: InsuranceIndex;
  /** Every decision's plays relative to the chart's, at every true count analysed. */
  readonly curves: readonly DecisionCurve[];
}

/** The fixed part of an index computation, as {@link indexContext} makes it. */
export interface IndexContext extends CountContext {
  /** The system. */
  readonly system: CountingSystem;
  /** The true counts to analyse. */
  readonly trueCounts: readonly number[];
  /** Share of the shoe dealt before the shuffle. */
  readonly penetration: number;
}

/**
 * Fixes what an index computation needs: the chart (the analysis of the full shoe), the depth and
 * the true counts to analyse.
 *
 * @param rules - The rules.
 * @param system - The system.
 * @param options - Depth, range, step, chart, penetration.
 */
export function indexContext(rules: BlackjackRules, system: CountingSystem, options: IndexOptions = {}): IndexContext {
  checkRulesOrThrow(rules);
  const N = 52 * rules.decks;
  const [lo, hi] = options.range ?? [-12, 12];
  const step = options.step ?? 2;
  const trueCounts: number[] = [];
  for (let i = 0; lo + i * step <= hi + 1e-9; i++) trueCounts.push(Math.round((lo + i * step) * 1e6) / 1e6);
  return {
    rules,
    chart: options.chart ?? analyse(rules).chart,
    system,
    cardsRemaining: options.cardsRemaining ?? Math.round(N / 2),
    continuation: options.continuation ?? 'optimal',
    trueCounts,
    penetration: options.penetration ?? 0.75,
  };
}

/**
 * The cell's action EVs at one level, weighted over its hands: per round (`conditional: false`), or
 * given that the decision arises (in a hole-card game, given no dealer blackjack).
 */
function cellEvs(level: LevelEvs, d: number, conditional = false): Float64Array | null {
  const out = new Float64Array(5);
  let w = 0;
  DECISION_HANDS.forEach((h, i) => {
    if (h.decision !== d) return;
    const wi = level.weights[i]!;
    if (!(wi > 0) || Number.isNaN(level.evs[i * 5]!)) return;
    for (let a = 0; a < 5; a++) out[a] = out[a]! + wi * level.evs[i * 5 + a]!;
    w += conditional ? wi * level.arises[i]! : wi;
  });
  if (!(w > 0)) return null;
  for (let a = 0; a < 5; a++) out[a] = out[a]! / w;
  return out;
}

/** The cell's EVs at any true count, by exact evaluation of its hands. */
function cellEvsAt(ctx: CountContext, d: number, x: number): Float64Array | null {
  const pre = expectedUnseen({
    decks: ctx.rules.decks,
    system: ctx.system,
    trueCount: x,
    cardsRemaining: ctx.cardsRemaining + 3,
  });
  if (!pre) return null;
  const weights = handWeights(pre);
  const evs = new Float64Array(DECISION_HANDS.length * 5).fill(NaN);
  const arises = new Float64Array(DECISION_HANDS.length).fill(1);
  DECISION_HANDS.forEach((h, i) => {
    if (h.decision !== d || !(weights[i]! > 0)) return;
    const r = handEvsAt(ctx, h, x);
    if (!r) return;
    evs.set(r.evs, i * 5);
    arises[i] = r.arises;
  });
  return cellEvs({ trueCount: x, evs, weights, arises }, d);
}

/**
 * The EV of each play of a decision at a true count, per unit bet and per round, by exact analysis of
 * the shoe expected at that count for each of the decision's hands (weighted by their chances).
 *
 * @param ctx - Rules, chart, system, cards remaining, continuation (e.g. from {@link indexContext}).
 * @param decision - The decision.
 * @param trueCount - The true count at the decision.
 * @returns The plays' EVs (allowed plays only), or `null` when the count cannot be reached.
 * @example
 * ```ts
 * const ctx = indexContext(rules, COUNTING_SYSTEMS.hilo);
 * decisionEvsAt(ctx, { kind: 'hard', row: 16, up: 10 }, 2); // stand above hit at +2
 * ```
 */
export function decisionEvsAt(
  ctx: CountContext,
  decision: Decision,
  trueCount: number,
): Partial<Record<EvAction, number>> | null {
  const d = decisionIndex(decision);
  const c = d < 0 ? null : cellEvsAt(ctx, d, trueCount);
  if (!c) return null;
  const out: Partial<Record<EvAction, number>> = {};
  ACTIONS.forEach((a, i) => {
    if (!Number.isNaN(c[i]!)) out[a] = c[i]!;
  });
  return out;
}

function argmax(ev: ArrayLike<number>): number {
  let b = -1;
  for (let a = 0; a < 5; a++) if (!Number.isNaN(ev[a]!) && (b < 0 || ev[a]! > ev[b]!)) b = a;
  return b;
}

/** Finds where `f` crosses zero between `a` (f < 0) and `b` (f ≥ 0) by regula falsi (Illinois). */
function refineRoot(f: (x: number) => number, a: number, fa: number, b: number, fb: number): number {
  let side = 0;
  for (let it = 0; it < 8; it++) {
    const x = b - (fb * (b - a)) / (fb - fa);
    if (!Number.isFinite(x)) break;
    const fx = f(x);
    if (Number.isNaN(fx) || Math.abs(b - a) < 0.002) return x;
    if (Math.sign(fx) === Math.sign(fb)) {
      b = x;
      fb = fx;
      if (side === -1) fa /= 2;
      side = -1;
    } else {
      a = x;
      fa = fx;
      if (side === 1) fb /= 2;
      side = 1;
    }
    if (Math.abs(fx) < 1e-12) return x;
  }
  return b - (fb * (b - a)) / (fb - fa);
}

/** The insurance bet's EV per unit insured at a true count, given the ace up. */
export function insuranceEvAt(
  rules: Pick<BlackjackRules, 'decks' | 'insurancePays'>,
  system: Pick<CountingSystem, 'tags'>,
  trueCount: number,
  cardsRemaining: number,
): number {
  const u = expectedUnseen({ decks: rules.decks, system, trueCount, cardsRemaining, known: [1] });
  if (!u) return NaN;
  const n = u.reduce((x, y) => x + y, 0);
  const pTen = u[9]! / n;
  return (rules.insurancePays.pays / rules.insurancePays.per) * pTen - (1 - pTen);
}

/** Linear interpolation (and extrapolation from the end segments) on an increasing grid. */
function interp(xs: readonly number[], ys: ArrayLike<number>, x: number): number {
  const n = xs.length;
  let j = 0;
  if (x <= xs[0]!) j = 0;
  else if (x >= xs[n - 1]!) j = n - 2;
  else while (j < n - 2 && xs[j + 1]! < x) j++;
  const x0 = xs[j]!;
  const x1 = xs[j + 1]!;
  return ys[j]! + ((ys[j + 1]! - ys[j]!) * (x - x0)) / (x1 - x0);
}

/** The standard deviation of the true count with `remaining` of `total` cards unseen. */
function trueCountSd(system: Pick<CountingSystem, 'tags'>, total: number, remaining: number): number {
  const t = tagsByValue(system);
  const p = [4, 4, 4, 4, 4, 4, 4, 4, 4, 16].map((x) => x / 52);
  const mean = t.reduce((s, x, i) => s + p[i]! * x, 0);
  const variance = t.reduce((s, x, i) => s + p[i]! * (x - mean) ** 2, 0);
  const seen = total - remaining;
  const rc = Math.sqrt((seen * variance * (total - seen)) / (total - 1));
  return (rc * 52) / remaining;
}

/**
 * The distribution of the deal over the shoe: depths (cards unseen before the round) spread evenly
 * over the dealt part of the shoe, and a grid of pre-deal true counts with normal weights.
 */
function depthsAndCounts(ctx: IndexContext): { R: number; ys: number[]; ws: number[] }[] {
  const N = 52 * ctx.rules.decks;
  const deepest = N * (1 - ctx.penetration);
  const depths = 24;
  const out: { R: number; ys: number[]; ws: number[] }[] = [];
  for (let k = 0; k < depths; k++) {
    const R = N - ((k + 0.5) / depths) * (N - deepest);
    const sd = trueCountSd(ctx.system, N, R);
    const ys: number[] = [];
    const ws: number[] = [];
    if (!(sd > 0)) {
      ys.push(0);
      ws.push(1 / depths);
    } else {
      const h = Math.min(0.1, sd / 10);
      let sum = 0;
      for (let y = -6 * sd; y <= 6 * sd + 1e-9; y += h) {
        const w = Math.exp(-0.5 * (y / sd) ** 2);
        ys.push(y);
        ws.push(w);
        sum += w;
      }
      for (let i = 0; i < ws.length; i++) ws[i] = ws[i]! / sum / depths;
    }
    out.push({ R, ys, ws });
  }
  return out;
}

/** Options of {@link assembleIndexTable}. */
export interface AssembleOptions {
  /**
   * Called after each decision: (decisions done, decisions to do); a page shows the refinement's
   * progress with it (some seconds for six decks).
   */
  readonly onProgress?: (done: number, total: number) => void;
  /**
   * Only the decisions `from` (included) to `to` (excluded) of `DECISIONS` (default all): the work can
   * be split over workers, and the parts' entries and curves put end to end in the order of the ranges
   * are the whole table's. The insurance index is computed in every part.
   */
  readonly decisions?: readonly [number, number];
}

/**
 * Puts levels together into the index table: for every decision, the best play at each level, the
 * first change away from the chart's play above and below zero, each crossover refined by exact
 * evaluation between the levels, and the gain of each deviation.
 *
 * @param ctx - The context the levels were computed with.
 * @param levels - {@link evaluateLevel} at every true count of `ctx.trueCounts`, in that order.
 * @param options - Progress, and which decisions to assemble (see {@link AssembleOptions}).
 * @returns The table (with only the entries and curves of `options.decisions` when it is given).
 */
export function assembleIndexTable(
  ctx: IndexContext,
  levels: readonly LevelEvs[],
  options: AssembleOptions = {},
): IndexTable {
  const [from, to] = options.decisions ?? [0, DECISIONS.length];
  const xs = ctx.trueCounts;
  const j0 = xs.reduce((best, x, j) => (Math.abs(x) < Math.abs(xs[best]!) ? j : best), 0);
  const entries: IndexEntry[] = [];
  const curves: DecisionCurve[] = [];
  const tags = tagsByValue(ctx.system);
  const mean = tagsPerDeck(ctx.system) / 52;
  const dist = depthsAndCounts(ctx);
  const R0 = ctx.cardsRemaining;

  for (let d = from; d < to; d++) {
    assembleDecision(DECISIONS[d]!, d);
    options.onProgress?.(d + 1 - from, to - from);
  }
  function assembleDecision(decision: Decision, d: number): void {
    const cells = levels.map((l) => cellEvs(l, d));
    const ref = cells[j0];
    if (!ref) return;
    const hands = DECISION_HANDS.map((h, i) => ({ h, i })).filter((x) => x.h.decision === d);
    const basic = chartActionOf(ctx.chart, hands[0]!.h, ref);
    const relative: Partial<Record<EvAction, number[]>> = {};
    const given = levels.map((l) => cellEvs(l, d, true));
    for (let a = 0; a < 5; a++) {
      if (a === basic || Number.isNaN(ref[a]!)) continue;
      relative[ACTIONS[a]!] = given.map((c) => (c ? round6(c[a]! - c[basic]!) : NaN));
    }
    curves.push({ decision, basic: ACTIONS[basic]!, relative });

    const best = cells.map((c) => (c ? argmax(c) : -1));
    // The run of levels around zero where the chart's play is best.
    let lo = -1;
    if (best[j0] === basic) lo = j0;
    else {
      for (let k = 1; k < xs.length && lo < 0; k++) {
        if (j0 - k >= 0 && best[j0 - k] === basic) lo = j0 - k;
        else if (j0 + k < xs.length && best[j0 + k] === basic) lo = j0 + k;
      }
    }
    if (lo < 0) return;
    let hi = lo;
    while (lo > 0 && best[lo - 1] === basic) lo--;
    while (hi < xs.length - 1 && best[hi + 1] === basic) hi++;

    const entryAt = (j: number, k: number, direction: 'atOrAbove' | 'atOrBelow'): void => {
      // Levels j (chart's play best) and k (another play best), adjacent.
      const dev = best[k]!;
      if (dev < 0 || !cells[j] || !cells[k]) return;
      const D = (x: number) => {
        const c = cellEvsAt(ctx, d, x);
        return c ? c[dev]! - c[basic]! : NaN;
      };
      const fj = cells[j]![dev]! - cells[j]![basic]!;
      const fk = cells[k]![dev]! - cells[k]![basic]!;
      const x = refineRoot(D, xs[j]!, fj, xs[k]!, fk);
      const index = Math.round(x * 100) / 100;
      const gain = deviationGain(ctx, dist, hands, basic, dev, index, direction, levels, tags, mean);
      entries.push({
        decision,
        basic: ACTIONS[basic]!,
        deviation: ACTIONS[dev]!,
        index: index === 0 ? 0 : index,
        direction,
        wholeIndex: wholeIndex(index, ctx.system.rounding, direction),
        gain,
      });
    };
    if (lo > 0) entryAt(lo, lo - 1, 'atOrBelow');
    if (hi < xs.length - 1) entryAt(hi, hi + 1, 'atOrAbove');
  }

  // The insurance bet's EV is cheap: search a wide range for its crossover (at the ends of the range
  // when insurance pays at every count, or at none).
  const fIns = (x: number) => insuranceEvAt(ctx.rules, ctx.system, x, R0);
  let lo = -40;
  let hi = 40;
  while (lo < 0 && Number.isNaN(fIns(lo))) lo += 1;
  while (hi > 0 && Number.isNaN(fIns(hi))) hi -= 1;
  const flo = fIns(lo);
  const fhi = fIns(hi);
  const xIns = flo >= 0 ? lo : fhi < 0 ? hi : refineRoot(fIns, lo, flo, hi, fhi);
  const insIndex = Math.round(xIns * 100) / 100;
  const insurance: InsuranceIndex = {
    offered: ctx.rules.insurance,
    index: insIndex,
    wholeIndex: wholeIndex(insIndex, ctx.system.rounding, 'atOrAbove'),
    gain: ctx.rules.insurance ? insuranceGain(ctx, dist, insIndex, tags, mean) : 0,
  };
  return {
    rules: ctx.rules,
    system: ctx.system,
    cardsRemaining: R0,
    continuation: ctx.continuation,
    penetration: ctx.penetration,
    trueCounts: xs,
    entries,
    insurance,
    curves,
  };
}

function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

/**
 * The gain per 100 rounds of a deviation: over the depths of the shoe and the pre-deal true counts,
 * each hand of the decision dealt with its probability from the expected shoe, its decision-time
 * true count (the pre-deal count moved by the hand's and up-card's tags), and the deviation's EV
 * advantage at that count when it is beyond the index.
 */
function deviationGain(
  ctx: IndexContext,
  dist: { R: number; ys: number[]; ws: number[] }[],
  hands: readonly { h: (typeof DECISION_HANDS)[number]; i: number }[],
  basic: number,
  dev: number,
  index: number,
  direction: 'atOrAbove' | 'atOrBelow',
  levels: readonly LevelEvs[],
  tags: readonly number[],
  mean: number,
): number {
  const xs = ctx.trueCounts;
  const diffs = hands.map(({ i }) => levels.map((l) => l.evs[i * 5 + dev]! - l.evs[i * 5 + basic]!));
  const shifts = hands.map(({ h }) => tags[h.up - 1]! + tags[h.p1 - 1]! + tags[h.p2 - 1]! - 3 * mean);
  let gain = 0;
  for (const { R, ys, ws } of dist) {
    const Rd = R - 3;
    for (let k = 0; k < ys.length; k++) {
      const y = ys[k]!;
      const pre = expectedUnseen({ decks: ctx.rules.decks, system: ctx.system, trueCount: y, cardsRemaining: R });
      if (!pre) continue;
      let n = 0;
      for (let v = 0; v < 10; v++) n += pre[v]!;
      hands.forEach(({ h }, m) => {
        const x = (y * R + 52 * shifts[m]!) / Rd;
        if (direction === 'atOrAbove' ? x < index : x > index) return;
        const D = interp(xs, diffs[m]!, x);
        if (!Number.isFinite(D)) return;
        const pu = pre[h.up - 1]! / n;
        const k1 = pre[h.p1 - 1]! - (h.p1 === h.up ? 1 : 0);
        const k2 = pre[h.p2 - 1]! - (h.p2 === h.up ? 1 : 0) - (h.p2 === h.p1 ? 1 : 0);
        const w = (pu * (h.p1 === h.p2 ? 1 : 2) * k1 * k2) / ((n - 1) * (n - 2));
        gain += ws[k]! * w * D;
      });
    }
  }
  return Math.round(gain * 100 * 1e5) / 1e5;
}

/** The gain per 100 rounds of insuring half the bet at or above the index. */
function insuranceGain(
  ctx: IndexContext,
  dist: { R: number; ys: number[]; ws: number[] }[],
  index: number,
  tags: readonly number[],
  mean: number,
): number {
  let gain = 0;
  for (const { R, ys, ws } of dist) {
    // The ace and the player's two cards are seen: the ace's tag moves the count, and the player's
    // cards by their average tag in the shoe at that count.
    const Rd = R - 3;
    for (let k = 0; k < ys.length; k++) {
      const pre = expectedUnseen({
        decks: ctx.rules.decks,
        system: ctx.system,
        trueCount: ys[k]!,
        cardsRemaining: R,
      });
      if (!pre) continue;
      const n = pre.reduce((s, v) => s + v, 0);
      const cardTag = pre.reduce((s, c, v) => s + c * (tags[v]! - mean), 0) / n;
      const x = (ys[k]! * R + 52 * (tags[0]! - mean + 2 * cardTag)) / Rd;
      if (x < index) continue;
      const pAce = pre[0]! / n;
      const ev = insuranceEvAt(ctx.rules, ctx.system, x, Rd);
      if (Number.isFinite(ev)) gain += ws[k]! * pAce * 0.5 * ev;
    }
  }
  return Math.round(gain * 100 * 1e5) / 1e5;
}

/**
 * The full index table for a system and rules, in this thread: every level in turn (about half a
 * second each for six decks), then {@link assembleIndexTable}. The Node CLI spreads the levels over
 * worker threads instead; a browser can do the same with Web Workers.
 *
 * @param rules - The rules.
 * @param system - The system.
 * @param options - Depth, range, step, chart, penetration, progress.
 * @example
 * ```ts
 * const t = computeIndexTable(resolveRulesOrThrow({ preset: 'casino' }), COUNTING_SYSTEMS.hilo);
 * t.insurance?.index; // ≈ 3: insure at a Hi-Lo true count of +3 or more
 * ```
 */
export function computeIndexTable(
  rules: BlackjackRules,
  system: CountingSystem,
  options: IndexOptions = {},
): IndexTable {
  const ctx = indexContext(rules, system, options);
  const levels: LevelEvs[] = [];
  for (const x of ctx.trueCounts) {
    levels.push(evaluateLevel(ctx, x));
    options.onProgress?.(levels.length, ctx.trueCounts.length);
  }
  return assembleIndexTable(ctx, levels);
}

/**
 * The most valuable deviations, by gain per 100 rounds (insurance included when it has an index).
 *
 * @param table - An index table.
 * @param count - How many (default 18).
 */
export function topDeviations(
  table: Pick<IndexTable, 'entries' | 'insurance'>,
  count = 18,
): (
  { readonly kind: 'insurance'; readonly entry: InsuranceIndex } | { readonly kind: 'play'; readonly entry: IndexEntry }
)[] {
  const all: ({ kind: 'insurance'; entry: InsuranceIndex } | { kind: 'play'; entry: IndexEntry })[] = table.entries.map(
    (entry) => ({ kind: 'play' as const, entry }),
  );
  if (table.insurance.offered) all.push({ kind: 'insurance', entry: table.insurance });
  return all.sort((a, b) => b.entry.gain - a.entry.gain).slice(0, count);
}

/** The rank label of a card value: `2` … `9`, `T`, `A`. */
export function rankLabel(value: number): CountRank {
  return value === 1 ? 'A' : value === 10 ? 'T' : (String(value) as CountRank);
}
