/**
 * The building block of the counting analysis: the exact EV of every action of every two-card
 * decision from a given shoe, and the game's EV from it. Built on the analysis' `UpAnalysis`.
 *
 * A *decision* is a chart cell: a hard total (5–19, two different cards), a soft total (13–20) or a
 * pair, against an up-card. A *hand* is a two-card composition in a cell (T+6 and 9+7 are both hard
 * 16). Actions are valued as the first decision of the hand, the rest of the hand (later hits, split
 * hands) played by the basic strategy chart (`continuation: 'chart'`) or by the best play for the
 * exact cards (`'optimal'`).
 *
 * @module
 */
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import { mayDoubleTotal, maySplitValue, checkRulesOrThrow } from '../rules.js';
import { ACT, UpAnalysis, type Chart, type ChartAction, type EvAction } from '../analysis/player.js';
import { expectedUnseen } from './shoe.js';
import type { CountingSystem } from './systems.js';
import { bestTotal, isSoftTotal } from '../value.js';

/** The kind of a decision: a hard total, a soft total, or a pair. */
export type DecisionKind = 'hard' | 'soft' | 'pair';

/** A decision of the chart: a two-card hand class against an up-card. */
export interface Decision {
  /** Hard or soft total, or a pair. */
  readonly kind: DecisionKind;
  /** The total (hard 5–19, soft 13–20) or the paired card's value (1 = aces … 10 = ten-value). */
  readonly row: number;
  /** The dealer's up-card value, 1 (ace) … 10. */
  readonly up: number;
}

/** A two-card hand against an up-card, in the fixed order of {@link DECISION_HANDS}. */
export interface DecisionHand {
  /** The up-card value. */
  readonly up: number;
  /** The lower card value. */
  readonly p1: number;
  /** The higher card value (never a natural: A+T is not a decision). */
  readonly p2: number;
  /** Index of its decision in {@link DECISIONS}. */
  readonly decision: number;
}

/** How the rest of a hand is played after the first decision. */
export type Continuation = 'chart' | 'optimal';

/** Actions in EV-array order (stand, hit, double, split, surrender), as the analysis numbers them. */
export const ACTIONS: readonly EvAction[] = ['stand', 'hit', 'double', 'split', 'surrender'];

/** Every decision, ordered by up-card (ace first), then pairs (aces first), hard 5–19, soft 13–20. */
export const DECISIONS: readonly Decision[] = (() => {
  const out: Decision[] = [];
  for (let up = 1; up <= 10; up++) {
    for (let x = 1; x <= 10; x++) out.push({ kind: 'pair', row: x, up });
    for (let t = 5; t <= 19; t++) out.push({ kind: 'hard', row: t, up });
    for (let t = 13; t <= 20; t++) out.push({ kind: 'soft', row: t, up });
  }
  return out;
})();

/**
 * The index in {@link DECISIONS} of a decision.
 *
 * @param d - The decision.
 * @returns Its index, or −1 for a cell that is not a two-card decision (hard 20, soft 21…).
 */
export function decisionIndex(d: Decision): number {
  const perUp = 10 + 15 + 8;
  const base = (d.up - 1) * perUp;
  if (d.up < 1 || d.up > 10) return -1;
  if (d.kind === 'pair') return d.row >= 1 && d.row <= 10 ? base + d.row - 1 : -1;
  if (d.kind === 'hard') return d.row >= 5 && d.row <= 19 ? base + 10 + d.row - 5 : -1;
  return d.row >= 13 && d.row <= 20 ? base + 25 + d.row - 13 : -1;
}

/** The decision of a two-card hand (values 1–10) against an up-card, or `null` for a natural. */
export function decisionOf(p1: number, p2: number, up: number): Decision | null {
  if (p1 === p2) return { kind: 'pair', row: p1, up };
  const hard = p1 + p2;
  if (p1 === 1 || p2 === 1) {
    if (hard === 11) return null;
    return { kind: 'soft', row: hard + 10, up };
  }
  return { kind: 'hard', row: hard, up };
}

/** Every two-card hand against every up-card, naturals excepted: 10 × 54 hands. */
export const DECISION_HANDS: readonly DecisionHand[] = (() => {
  const out: DecisionHand[] = [];
  for (let up = 1; up <= 10; up++) {
    for (let p1 = 1; p1 <= 10; p1++) {
      for (let p2 = p1; p2 <= 10; p2++) {
        const d = decisionOf(p1, p2, up);
        if (d) out.push({ up, p1, p2, decision: decisionIndex(d) });
      }
    }
  }
  return out;
})();

/**
 * The EVs of the first decision of a two-card hand whose cards (and the up-card) are already out of
 * `a`'s shoe, per unit bet and per round (in a hole-card game they include the loss to a dealer
 * blackjack, so differences between actions are their gains given no blackjack, times its chance).
 * Unavailable actions are NaN. The same values as the analysis' `analyse` for the same shoe.
 */
export function rootEvs(a: UpAnalysis, p1: number, p2: number, continuation: Continuation): Float64Array {
  const r = a.rules;
  const useChart = continuation === 'chart';
  const hard = p1 + p2;
  const ace = p1 === 1 || p2 === 1;
  const best = bestTotal(hard, ace);
  const pBj = a.pBlackjack();
  const peek = a.mode === 'peek' ? -pBj : 0;
  const ev = new Float64Array([NaN, NaN, NaN, NaN, NaN]);
  ev[ACT.stand] = a.stand(best, 1, false) + peek;
  ev[ACT.hit] = a.hit(hard, ace, 0, useChart) + peek;
  if (mayDoubleTotal(r, hard, best !== hard, hard === 11 && ace)) ev[ACT.double] = a.double(hard, ace, false) + peek;
  if (p1 === p2 && maySplitValue(r, p1)) ev[ACT.split] = splitValue(a, p1, useChart) + peek;
  if (r.surrender === 'early') ev[ACT.surrender] = -0.5;
  else if (r.surrender === 'late')
    ev[ACT.surrender] = a.mode === 'peek' ? -0.5 * (1 - pBj) + peek : -0.5 * (1 - pBj) - pBj;
  return ev;
}

/**
 * The split's EV as a counter plays the split hands. The analysis resplits every pair card drawn while
 * the box has room (decision 009); a counter resplits when the count says so. By the chart, that is
 * when the chart splits the pair (a chart that stands on tens never resplits them after a deviation);
 * at its best, the better of resplitting every pair card and splitting once, both exact. Near a split
 * index resplitting is as marginal as the split itself, and always resplitting would push the index
 * up (tens against a six: +4.55 instead of +4.38, six decks).
 */
function splitValue(a: UpAnalysis, x: number, useChart: boolean): number {
  if (a.rules.maxHands <= 2) return a.split(x, useChart);
  if (useChart) return a.split(x, true, a.pairCell(x) === 'P');
  return Math.max(a.split(x, false), a.split(x, false, false));
}

/** The EV action a chart cell plays (double, split and surrender fall back when not allowed). */
export function cellAction(cell: ChartAction, ev: ArrayLike<number>): number {
  const has = (i: number) => !Number.isNaN(ev[i]!);
  switch (cell) {
    case 'P':
      return has(ACT.split) ? ACT.split : -1;
    case 'Dh':
      return has(ACT.double) ? ACT.double : ACT.hit;
    case 'Ds':
      return has(ACT.double) ? ACT.double : ACT.stand;
    case 'Rh':
      return has(ACT.surrender) ? ACT.surrender : ACT.hit;
    case 'Rs':
      return has(ACT.surrender) ? ACT.surrender : ACT.stand;
    case 'H':
      return ACT.hit;
    case 'S':
      return ACT.stand;
  }
}

/** The chart's cell for a two-card hand's row (no split): hard or soft total. */
function rowCell(chart: Chart, p1: number, p2: number, up: number): ChartAction {
  const hard = p1 + p2;
  const soft = isSoftTotal(hard, p1 === 1 || p2 === 1);
  const row = soft ? chart.soft[hard + 10] : chart.hard[hard];
  return row?.[up - 1] ?? (hard >= 17 ? 'S' : 'H');
}

/**
 * The action (EV index) the basic strategy chart plays with a two-card hand: the pair row for a pair
 * when it splits and may, the total's row otherwise.
 *
 * @param chart - The chart.
 * @param h - The hand.
 * @param ev - The hand's action EVs (to see which actions are allowed).
 */
export function chartActionOf(chart: Chart, h: Pick<DecisionHand, 'up' | 'p1' | 'p2'>, ev: ArrayLike<number>): number {
  if (h.p1 === h.p2) {
    const a = cellAction(chart.pairs[h.p1]?.[h.up - 1] ?? 'H', ev);
    if (a >= 0) return a;
  }
  return cellAction(rowCell(chart, h.p1, h.p2, h.up), ev);
}

/** Probability that two ten-value cards are of the same rank (for `splitBy: 'rank'`), from the shoe. */
export function sameRankTens(decks: number, up: number): number {
  const per = 4 * decks;
  const ranks = up === 10 ? [per - 1, per, per, per] : [per, per, per, per];
  const all = ranks.reduce((x, y) => x + y, 0);
  return ranks.reduce((s, k) => s + k * (k - 1), 0) / (all * (all - 1));
}

/** The EVs of every decision hand from one shoe, and the probabilities of the deal. */
export interface ShoeEvs {
  /** `evs[h * 5 + action]`: the EV of each action of hand `h` of {@link DECISION_HANDS}. */
  readonly evs: Float64Array;
  /** `weights[h]`: the probability of the up-card and the hand from this shoe. */
  readonly weights: Float64Array;
  /** `naturals[up − 1]`: the probability of the up-card and a player natural. */
  readonly naturals: Float64Array;
  /** `naturalEvs[up − 1]`: the EV of a player natural against the up-card (even money where better). */
  readonly naturalEvs: Float64Array;
}

/** Probabilities of each up-card with each hand, and with a natural, from a shoe (real counts allowed). */
function dealWeights(shoe: ArrayLike<number>): { weights: Float64Array; naturals: Float64Array } {
  let n = 0;
  for (let v = 0; v < 10; v++) n += shoe[v]!;
  const weights = new Float64Array(DECISION_HANDS.length);
  const naturals = new Float64Array(10);
  const c = Array.from(shoe as ArrayLike<number>);
  const pair = (up: number, p1: number, p2: number): number => {
    const pu = c[up - 1]! / n;
    c[up - 1]!--;
    const k1 = c[p1 - 1]!;
    c[p1 - 1]!--;
    const k2 = c[p2 - 1]!;
    c[p1 - 1]!++;
    c[up - 1]!++;
    return Math.max(0, pu * (((p1 === p2 ? 1 : 2) * k1 * k2) / ((n - 1) * (n - 2))));
  };
  DECISION_HANDS.forEach((h, i) => (weights[i] = pair(h.up, h.p1, h.p2)));
  for (let up = 1; up <= 10; up++) naturals[up - 1] = pair(up, 1, 10);
  return { weights, naturals };
}

/**
 * The EVs of every decision hand from an exact shoe composition: for each up-card one analysis of
 * the shoe less the up-card, each hand's cards taken out in turn.
 *
 * @param rules - The rules.
 * @param chart - The basic strategy chart (used for `continuation: 'chart'`).
 * @param shoe - Cards by value, aces first (before the deal).
 * @param continuation - How the rest of the hand is played.
 */
export function shoeEvs(
  rules: BlackjackRules,
  chart: Chart,
  shoe: readonly number[],
  continuation: Continuation,
): ShoeEvs {
  checkRulesOrThrow(rules);
  const evs = new Float64Array(DECISION_HANDS.length * 5).fill(NaN);
  const { weights, naturals } = dealWeights(shoe);
  const naturalEvs = new Float64Array(10);
  const bjRatio = rules.blackjackPays.pays / rules.blackjackPays.per;
  let i = 0;
  for (let up = 1; up <= 10; up++) {
    const rest = shoe.slice();
    rest[up - 1]!--;
    const a = new UpAnalysis(rules, rest, up);
    a.useChart(chart);
    while (i < DECISION_HANDS.length && DECISION_HANDS[i]!.up === up) {
      const h = DECISION_HANDS[i]!;
      if (weights[i]! > 0) {
        a.take(h.p1);
        a.take(h.p2);
        evs.set(rootEvs(a, h.p1, h.p2, continuation), i * 5);
        a.put(h.p2);
        a.put(h.p1);
      }
      i++;
    }
    a.take(1);
    a.take(10);
    let v = (1 - a.pBlackjack()) * bjRatio;
    if (rules.evenMoney && up === 1) v = Math.max(v, 1);
    a.put(10);
    a.put(1);
    naturalEvs[up - 1] = v;
  }
  return { evs, weights, naturals, naturalEvs };
}

/**
 * The game's EV per round from the hands' EVs: the chart's action for every hand (with
 * `continuation: 'chart'` EVs, the analysis' `houseEdgeChart` negated) or the best action
 * (with `'optimal'` EVs, `houseEdgeOptimal` negated).
 *
 * @param rules - The rules (`splitBy`, `decks`).
 * @param chart - The chart (for `play: 'chart'`).
 * @param s - The hands' EVs and probabilities.
 * @param play - Play every first decision by the chart or at its best.
 */
export function gameEv(rules: BlackjackRules, chart: Chart, s: ShoeEvs, play: 'chart' | 'best'): number {
  checkRulesOrThrow(rules);
  let total = 0;
  for (let up = 1; up <= 10; up++) total += s.naturals[up - 1]! * s.naturalEvs[up - 1]!;
  DECISION_HANDS.forEach((h, i) => {
    const w = s.weights[i]!;
    if (w === 0) return;
    const ev = s.evs.subarray(i * 5, i * 5 + 5);
    const byRank = h.p1 === 10 && h.p2 === 10 && rules.splitBy === 'rank' && !Number.isNaN(ev[ACT.split]!);
    const f = byRank ? sameRankTens(rules.decks, h.up) : 1;
    let v: number;
    if (play === 'best') {
      const noSplit = ev.slice();
      noSplit[ACT.split] = NaN;
      v = f * maxOf(ev) + (1 - f) * maxOf(noSplit);
    } else {
      const row = cellAction(rowCell(chart, h.p1, h.p2, h.up), ev);
      const a = chartActionOf(chart, h, ev);
      v = f * ev[a]! + (1 - f) * ev[row]!;
    }
    total += w * v;
  });
  return total;
}

/** The largest of the EVs that are not NaN. */
export function maxOf(ev: ArrayLike<number>): number {
  let m = -Infinity;
  for (let i = 0; i < ev.length; i++) if (!Number.isNaN(ev[i]!) && ev[i]! > m) m = ev[i]!;
  return m;
}

/** What is fixed while the hands are valued at many true counts. */
export interface CountContext {
  /** The rules. */
  readonly rules: BlackjackRules;
  /** The basic strategy chart of the full shoe. */
  readonly chart: Chart;
  /** The counting system. */
  readonly system: Pick<CountingSystem, 'tags'>;
  /** Cards not yet seen at the decision (the hand and the up-card already out). */
  readonly cardsRemaining: number;
  /**
   * How the rest of the hand is played after the first decision: by the chart, or at its best for
   * the shoe at that count (as a counter who applies every index does; the default of the tables).
   */
  readonly continuation: Continuation;
}

/** The EVs of every decision hand at one true count: the result of {@link evaluateLevel}. */
export interface LevelEvs {
  /** The true count at the decision (the hand and the up-card counted). */
  readonly trueCount: number;
  /** `evs[h * 5 + action]`, hand `h` of {@link DECISION_HANDS}, the context's continuation. */
  readonly evs: Float64Array;
  /** `weights[h]`: the probability of being dealt the hand and the up-card from the shoe at this count. */
  readonly weights: Float64Array;
  /** `arises[h]`: the chance the decision arises (no dealer blackjack in a hole-card game). */
  readonly arises: Float64Array;
}

/** One hand's action EVs at a true count, and the chance that the decision arises at all. */
export interface HandEvs {
  /** EV of each action per unit bet and per round (NaN where not allowed). */
  readonly evs: Float64Array;
  /** Probability that the player gets to decide: 1 − P(dealer blackjack) in a hole-card game, else 1. */
  readonly arises: number;
}

/**
 * The EVs of the actions of one hand at a true count, from the shoe expected there given the hand
 * and the up-card (see the `shoe` module).
 *
 * @param ctx - Rules, chart, system, cards remaining, continuation.
 * @param h - The hand and up-card.
 * @param trueCount - The true count at the decision.
 * @returns The EVs and the chance the decision arises, or `null` when the count cannot be reached.
 */
export function handEvsAt(
  ctx: CountContext,
  h: Pick<DecisionHand, 'up' | 'p1' | 'p2'>,
  trueCount: number,
): HandEvs | null {
  const unseen = expectedUnseen({
    decks: ctx.rules.decks,
    system: ctx.system,
    trueCount,
    cardsRemaining: ctx.cardsRemaining,
    known: [h.up, h.p1, h.p2],
  });
  if (!unseen) return null;
  const a = new UpAnalysis(ctx.rules, Array.from(unseen), h.up);
  a.useChart(ctx.chart);
  return { evs: rootEvs(a, h.p1, h.p2, ctx.continuation), arises: a.mode === 'peek' ? 1 - a.pBlackjack() : 1 };
}

/**
 * The EVs of every decision hand at one true count: each hand valued on the shoe expected at that
 * count given the hand and the up-card. Pure and self-contained, so levels can be computed in
 * parallel (worker threads, Web Workers) and put together by `assembleIndexTable`.
 *
 * @param ctx - Rules, chart, system, cards remaining, continuation.
 * @param trueCount - The true count.
 * @returns The EVs (NaN for a hand whose shoe cannot reach the count) and the deal's probabilities.
 */
export function evaluateLevel(ctx: CountContext, trueCount: number): LevelEvs {
  const evs = new Float64Array(DECISION_HANDS.length * 5).fill(NaN);
  const arises = new Float64Array(DECISION_HANDS.length).fill(1);
  const pre = expectedUnseen({
    decks: ctx.rules.decks,
    system: ctx.system,
    trueCount,
    cardsRemaining: ctx.cardsRemaining + 3,
  });
  const weights = pre ? dealWeights(pre).weights : new Float64Array(DECISION_HANDS.length);
  DECISION_HANDS.forEach((h, i) => {
    if (weights[i] === 0) return;
    const r = handEvsAt(ctx, h, trueCount);
    if (!r) return;
    evs.set(r.evs, i * 5);
    arises[i] = r.arises;
  });
  return { trueCount, evs, weights, arises };
}

/**
 * The probabilities of being dealt each up-card and hand of {@link DECISION_HANDS} from a shoe before
 * the deal (real-valued counts allowed).
 *
 * @param shoe - Cards by value, aces first.
 */
export function handWeights(shoe: ArrayLike<number>): Float64Array {
  return dealWeights(shoe).weights;
}
