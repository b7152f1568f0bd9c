/**
 * Counting into money, the heavy half: {@link precomputeSpread} values a round at every true-count
 * bin for rules, a system, a penetration and a number of spots, once; `evaluateRamp` (the `ramp`
 * module) then prices any bet ramp from it in milliseconds.
 *
 * What is exact and what is not (decision 032):
 * - The true count before each round: the exact law (multivariate hypergeometric, `distribution.ts`)
 *   of the count at every depth before the cut card, the depths weighted by the renewal density of
 *   round starts (`roundStartDensity` of the law of a round's cards, `cards.ts`) and, within a depth,
 *   each count by 1 / the cards a round uses from the dealt cards' composition played with the
 *   deviations of the count of the moment (the cut-card effect; renewal theory, not the exact chain).
 * - The EV of a round at a bin: the exact analysis (`shoeEvs`, the rest of each hand by the chart) of
 *   the shoe expected at a true count (`expectedUnseen`, at the rounds' mean depth), at a few anchor
 *   counts, each hand's EVs interpolated (quadratic) to the bin's mean true count; the first decision
 *   by the chart or the index table at the hand's decision-time count (its cards and the up-card
 *   counted), each deviation and insurance by the share of the bin's counts (a linear density over
 *   the bin with its mean) at which the decision-time count reaches the index.
 * - The second moment at a bin: the round's payout distribution (`roundMomentsWith`) from an infinite
 *   shoe of the bin's own expected composition, each starting hand's first decisions as valued for
 *   the EV, later decisions by the chart with the deviations that apply at the bin's mean count;
 *   insurance's effect added from the ace's chance of a ten.
 * - Spots: two spots' hands are independent given the dealer's hand (an infinite shoe), so their
 *   covariance at a bin is `Σ P(dealer's hand) · (mean given it)² − mean²` from the same distribution
 *   (insurance included): 0.368 of the variance at a full shoe, as measured card by card
 *   ({@link SPOT_CORRELATION}), 0.32 at −8 and 0.39–0.41 at +7 (Hi-Lo, six decks).
 *
 * @module
 */
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import { ok, type Result } from '../../../result/index.js';
import { blackjackError, type BlackjackError } from '../../errors.js';
import { analyse } from '../../analysis/edge.js';
import type { Chart, ChartAction, EvAction } from '../../analysis/player.js';
import { roundMomentsWith } from '../../analysis/payouts.js';
import { checkRulesOrThrow } from '../../rules.js';
import {
  ACTIONS,
  cellAction,
  chartActionOf,
  DECISION_HANDS,
  DECISIONS,
  decisionIndex,
  handWeights,
  sameRankTens,
  shoeEvs,
  type Decision,
  type ShoeEvs,
} from '../evaluate.js';
import { insuranceEvAt } from '../indices.js';
import { expectedUnseen } from '../shoe.js';
import type { PlayableIndexTable } from '../simulate.js';
import { tagsByValue, tagsPerDeck, type CountingSystem, type TrueCountRounding } from '../systems.js';
import { expectedRoundCards, roundCardsDistribution, roundStartDensity } from './cards.js';
import { trueCountDistribution, type TrueCountBin } from './distribution.js';

/**
 * The correlation of two spots' results (initial bets) in one round, measured card by card with
 * `simulateRamp` (two spots, Hi-Lo, six decks, both presets, 1–16 ramp): 0.3677 ± 0.0017 (seed) and
 * 0.3682 ± 0.0017 (casino), 99 % intervals over shoes (decision 032). The model no longer assumes it:
 * it computes each bin's covariance (0.3679 and 0.3674 of the variance at a full shoe); a
 * `correlation` given to `precomputeSpread` replaces that by `correlation × variance`.
 */
export const SPOT_CORRELATION = 0.368;

/** The most spots (boxes) one player plays at once. */
export const MAX_SPOTS = 7;

/** Options of {@link precomputeSpread}. */
export interface SpreadModelOptions {
  /** Share of the shoe dealt before the shuffle (the cut card), e.g. 0.75. */
  readonly penetration: number;
  /** Spots played each round, 1 … 7 (default 1); fixes the cards a round uses. */
  readonly spots?: number;
  /**
   * The index table played (deviations and insurance index), e.g. `computeIndexTable`'s or a shipped
   * one; `null` or absent: the chart only, and no insurance.
   */
  readonly indices?: PlayableIndexTable | null;
  /** The basic strategy chart (default: `analyse(rules).chart`, about a second for six decks). */
  readonly chart?: Chart;
  /** Bins run from −clip to +clip (default 10; rounds beyond go to the end bins). */
  readonly clip?: number;
  /** The true counts analysed exactly (default −6, −3, 0, 3, 6); the bins interpolate between them. */
  readonly anchors?: readonly number[];
  /**
   * A correlation of two spots' results in one round to assume at every bin (covariance =
   * `correlation × variance`); default: each bin's covariance computed (two spots independent given
   * the dealer's hand).
   */
  readonly correlation?: number;
  /** Called after each anchor: (done, total). */
  readonly onProgress?: (done: number, total: number) => void;
}

/** A deviation (or insurance) as the model values it, bin by bin. */
export interface ModelDeviation {
  /** `play` for a chart deviation, `insurance` for the insurance bet. */
  readonly kind: 'play' | 'insurance';
  /** The decision (for `play`). */
  readonly decision?: Decision;
  /** The chart's play (for `play`). */
  readonly basic?: EvAction;
  /** The play beyond the index (`insurance` for insurance). */
  readonly deviation: EvAction | 'insurance';
  /** The index (the crossover true count). */
  readonly index: number;
  /** Deviate at or above the index, or at or below it. */
  readonly direction: 'atOrAbove' | 'atOrBelow';
  /** `gain[i]`: what taking it adds to the EV of a round per unit bet per spot, in bin `i`. */
  readonly gain: readonly number[];
}

/** A bin of the model: the true count's share and the round's moments there. */
export interface SpreadBin extends TrueCountBin {
  /** EV of one spot's round per unit bet (chart and indices, insurance at its index). */
  readonly ev: number;
  /** The variance of one spot's result per unit bet squared. */
  readonly variance: number;
  /** The covariance of two spots' results in one round (computed, or `correlation × variance` if one was given). */
  readonly covariance: number;
}

/** The precomputed model: everything `evaluateRamp` needs. Plain data (it can cross a worker). */
export interface SpreadModel {
  /** The rules. */
  readonly rules: BlackjackRules;
  /** The system's id, name and tags. */
  readonly system: Pick<CountingSystem, 'id' | 'name' | 'tags' | 'rounding'>;
  /** Share of the shoe dealt before the shuffle. */
  readonly penetration: number;
  /** Spots the model was made for. */
  readonly spots: number;
  /** Cards a round uses on average (from a full shoe, by the chart). */
  readonly cardsPerRound: number;
  /** Rounds dealt per shoe on average, to the nearest round (the round starts before the cut card). */
  readonly roundsPerShoe: number;
  /** The correlation of two spots: the one given, or the bins' covariance over their variance (weighted by shares). */
  readonly correlation: number;
  /** Whether an index table is played. */
  readonly withIndices: boolean;
  /** The basic strategy chart played (the one given, or the analysis' for the rules). */
  readonly chart: Chart;
  /** The bins, −clip … +clip. */
  readonly bins: readonly SpreadBin[];
  /** Every deviation of the table (and insurance), valued bin by bin. */
  readonly deviations: readonly ModelDeviation[];
}

const CHART_OF: Record<EvAction, ChartAction> = { stand: 'S', hit: 'H', double: 'Dh', split: 'P', surrender: 'Rh' };

/** Validates the model's options; the first problem as a typed error. */
function checkModelOptions(rules: BlackjackRules, o: SpreadModelOptions): BlackjackError | null {
  const N = 52 * rules.decks;
  const spots = o.spots ?? 1;
  if (!Number.isInteger(spots) || spots < 1 || spots > MAX_SPOTS)
    return blackjackError('blackjack/bad-spots', { spots, min: 1, max: MAX_SPOTS }).error;
  // At least a round's cards (about 2.7 a spot and 2.9 the dealer's) before the cut card.
  const c = spots * 2.7 + 2.9;
  const min = Math.ceil((c / N) * 100) / 100;
  const max = Math.floor(((N - 15) / N) * 100) / 100;
  if (!(o.penetration >= min && o.penetration <= max))
    return blackjackError('blackjack/bad-penetration', { penetration: o.penetration, min, max }).error;
  const corr = o.correlation ?? 0;
  if (!(corr >= 0 && corr <= 1))
    return blackjackError('blackjack/bad-bet-option', {
      field: 'correlation',
      value: String(corr),
      expected: 'a number from 0 to 1',
    }).error;
  const clip = o.clip ?? 10;
  if (!Number.isInteger(clip) || clip < 1 || clip > 30)
    return blackjackError('blackjack/bad-bet-option', {
      field: 'clip',
      value: String(clip),
      expected: 'a whole number from 1 to 30',
    }).error;
  return null;
}

/** Quadratic interpolation through the three anchors nearest `x` (linear with two). */
function interp3(xs: readonly number[], ys: ArrayLike<number>, x: number): number {
  const n = xs.length;
  if (n === 1) return ys[0]!;
  if (n === 2) return ys[0]! + ((ys[1]! - ys[0]!) * (x - xs[0]!)) / (xs[1]! - xs[0]!);
  let j = 0;
  while (j < n - 3 && Math.abs(xs[j + 3]! - x) < Math.abs(xs[j]! - x)) j++;
  const [x0, x1, x2] = [xs[j]!, xs[j + 1]!, xs[j + 2]!];
  const [y0, y1, y2] = [ys[j]!, ys[j + 1]!, ys[j + 2]!];
  return (
    (y0 * (x - x1) * (x - x2)) / ((x0 - x1) * (x0 - x2)) +
    (y1 * (x - x0) * (x - x2)) / ((x1 - x0) * (x1 - x2)) +
    (y2 * (x - x0) * (x - x1)) / ((x2 - x0) * (x2 - x1))
  );
}

/** The true counts a bin holds, `[lo, hi)`, by the rounding; the end bins (beyond ±clip) as a point. */
function binRange(bin: number, clip: number, rounding: TrueCountRounding): readonly [number, number] | null {
  if (Math.abs(bin) >= clip) return null;
  switch (rounding) {
    case 'round':
    case 'exact':
      return [bin - 0.5, bin + 0.5];
    case 'truncate':
      return bin > 0 ? [bin, bin + 1] : bin < 0 ? [bin - 1, bin] : [-1, 1];
    default:
      return [bin, bin + 1];
  }
}

/** Points of a bin's true counts and their weights. */
const SUB = 8;

/**
 * {@link SUB} true counts spread over a bin with weights of a linear density whose mean is the bin's
 * mean `m` (the density falls or rises across the bin as the counts thin out); the bin's mean alone
 * for an end bin.
 */
function subCounts(range: readonly [number, number] | null, m: number): { t: number; w: number }[] {
  if (!range) return [{ t: m, w: 1 }];
  const [lo, hi] = range;
  const width = hi - lo;
  // Density 1 + k(u − ½) on u ∈ [0, 1) has mean ½ + k/12.
  const k = Math.max(-2, Math.min(2, 12 * ((m - lo) / width - 0.5)));
  const out = Array.from({ length: SUB }, (_, j) => {
    const u = (j + 0.5) / SUB;
    return { t: lo + u * width, w: (1 + k * (u - 0.5)) / SUB };
  });
  return out;
}

/** The chart with the table's deviations that apply at true count `x` written into its cells. */
function chartAt(chart: Chart, table: PlayableIndexTable | null | undefined, x: number): Chart {
  if (!table) return chart;
  const copy = (rows: Chart['hard']) => {
    const out: Record<number, ChartAction[]> = {};
    for (const [k, v] of Object.entries(rows)) out[Number(k)] = [...(v as readonly ChartAction[])];
    return out;
  };
  const hard = copy(chart.hard);
  const soft = copy(chart.soft);
  const pairs = copy(chart.pairs);
  for (const e of table.entries) {
    const beyond = e.direction === 'atOrAbove' ? x >= e.index : x <= e.index;
    if (!beyond) continue;
    const d = e.decision;
    const rows = d.kind === 'pair' ? pairs : d.kind === 'soft' ? soft : hard;
    const row = (rows[d.row] ??= Array.from({ length: 10 }, () => 'H' as ChartAction));
    const was = row[d.up - 1];
    let cell = CHART_OF[e.deviation];
    if (e.deviation === 'double' && (was === 'S' || was === 'Rs')) cell = 'Ds';
    if (e.deviation === 'surrender' && (was === 'S' || was === 'Ds')) cell = 'Rs';
    row[d.up - 1] = cell;
  }
  return { ...chart, hard, soft, pairs } as Chart;
}

/** The natural's chance against each up-card from a shoe (aces first), before the deal. */
function naturalWeights(shoe: ArrayLike<number>): Float64Array {
  let n = 0;
  for (let v = 0; v < 10; v++) n += shoe[v]!;
  const out = new Float64Array(10);
  for (let up = 1; up <= 10; up++) {
    const c = Array.from(shoe as ArrayLike<number>);
    const pu = c[up - 1]! / n;
    c[up - 1]!--;
    out[up - 1] = Math.max(0, (pu * 2 * c[0]! * c[9]!) / ((n - 1) * (n - 2)));
  }
  return out;
}

/**
 * The heavy half of the bet-ramp model: the true count's distribution before each round and, at
 * every bin, the EV and variance of a round played by the chart and the index table (see the module
 * notes for what is exact). About 0.7 s for the text's six-deck game and 2 s for the casino game
 * (resplits to four hands) on one core, the chart given; then `evaluateRamp` prices any ramp.
 *
 * @param rules - The rules (`decks` is the shoe).
 * @param system - The counting system (an ace side count is not used for betting).
 * @param options - Penetration, spots, index table, chart, and the model's approximations.
 * @returns The model, or a typed error (`blackjack/bad-penetration`, `blackjack/bad-spots`,
 *   `blackjack/bad-bet-option`) saying what is allowed.
 * @example
 * ```ts
 * const m = precomputeSpread(rules, COUNTING_SYSTEMS.hilo, { penetration: 0.75, indices: table });
 * if (m.ok) evaluateRamp(m.value, { bankroll: 10000, min: 10, max: 200, ramp: 'kelly' });
 * ```
 */
export function precomputeSpread(
  rules: BlackjackRules,
  system: CountingSystem,
  options: SpreadModelOptions,
): Result<SpreadModel, BlackjackError> {
  checkRulesOrThrow(rules);
  const bad = checkModelOptions(rules, options);
  if (bad) return { ok: false, error: bad };
  const N = 52 * rules.decks;
  const spots = options.spots ?? 1;
  const cut = Math.floor(options.penetration * N);
  const clip = options.clip ?? 10;
  const table = options.indices ?? null;
  const chart = options.chart ?? analyse(rules).chart;
  // Where rounds start (decision 032, the cut-card effect): at every depth before the cut card, with
  // the renewal density of round starts (1 at depth 0, then Σ_k f(k) u(n − k), f the law of a round's
  // cards from the full shoe); and at each depth the counts weighted by 1 / (the cards a round uses
  // from the dealt cards' composition): a round boundary falls after n cards about once in the cards
  // a round uses, and the round just ended was dealt from the cards already seen, which with centred
  // count rc are a shoe of n cards whose own count is rc, i.e. the unseen shoe of n cards at true
  // count −52·rc/n (exchangeability: the first n cards are as the last n).
  const full = expectedUnseen({ decks: rules.decks, system, trueCount: 0, cardsRemaining: N });
  if (!full) throw new RangeError('the full shoe cannot be reached');
  const cardsLaw = roundCardsDistribution(rules, chart, full, spots);
  const cardsPerRound = cardsLaw.reduce((s, q, k) => s + k * q, 0);
  const density = roundStartDensity(cardsLaw, cut);
  const depths = Array.from({ length: cut }, (_, n) => n);
  // c(x, y): the dealt cards' composition (as the unseen shoe at true count x) played with the
  // deviations that apply at the true count y of the moment, y = 52·rc/(cards unseen).
  const cardAnchors = [-12, -6, 0, 6, 12];
  const playAnchors = table ? [-6, -3, 0, 3, 6] : [0];
  const roundCards = playAnchors.map((y) => {
    const played = chartAt(chart, table, y);
    return Float64Array.from(cardAnchors, (x) => {
      const shoe = expectedUnseen({ decks: rules.decks, system, trueCount: x, cardsRemaining: N / 2 });
      if (!shoe) throw new RangeError(`true count ${x} cannot be reached`);
      return expectedRoundCards(rules, played, shoe, spots);
    });
  });
  const cAt = (x: number, y: number): number => {
    const cx = Math.max(-12, Math.min(12, x));
    const byPlay = Float64Array.from(roundCards, (row) => interp3(cardAnchors, row, cx));
    return interp3(playAnchors, byPlay, Math.max(playAnchors[0]!, Math.min(playAnchors.at(-1)!, y)));
  };
  const weight = (n: number, rc: number): number => (n === 0 ? 1 : 1 / cAt((-52 * rc) / n, (52 * rc) / (N - n)));
  const dist = trueCountDistribution(system, rules.decks, depths, {
    clip,
    weight,
    depthWeights: Array.from(density),
  });
  const roundsPerShoe = density.reduce((s, u) => s + u, 0);
  const anchors = [...(options.anchors ?? [-6, -3, 0, 3, 6])].sort((a, b) => a - b);
  const corr = options.correlation ?? 0;
  const rounding = system.rounding;
  const tags = tagsByValue(system);
  const mean = tagsPerDeck(system) / 52;
  // The analyses' depth: the rounds' mean cards remaining.
  const Rbar = depths.reduce((s, n) => s + density[n]! * (N - n), 0) / roundsPerShoe;

  // Exact analyses at the anchors.
  const anchorEvs: ShoeEvs[] = [];
  anchors.forEach((x, i) => {
    const shoe = expectedUnseen({ decks: rules.decks, system, trueCount: x, cardsRemaining: Rbar });
    if (!shoe) throw new RangeError(`anchor true count ${x} cannot be reached`);
    anchorEvs.push(shoeEvs(rules, chart, Array.from(shoe), 'chart'));
    options.onProgress?.(i + 1, anchors.length);
  });
  const nH = DECISION_HANDS.length;
  const series = (f: (a: number) => number) => Float64Array.from(anchors, (_, a) => f(a));
  // Per hand and action, the anchors' EVs (NaN where not allowed).
  const evAt = (h: number, act: number, x: number): number =>
    interp3(
      anchors,
      series((a) => anchorEvs[a]!.evs[h * 5 + act]!),
      x,
    );
  const natAt = (up: number, x: number): number =>
    interp3(
      anchors,
      series((a) => anchorEvs[a]!.naturalEvs[up - 1]!),
      x,
    );

  // The deviations: entry → its hands.
  const entries = table?.entries ?? [];
  const byDecision = new Map<number, number[]>();
  entries.forEach((e, k) => {
    const d = decisionIndex(e.decision);
    if (d < 0) return;
    byDecision.set(d, [...(byDecision.get(d) ?? []), k]);
  });
  const gains = entries.map(() => new Array<number>(dist.length).fill(0));
  const insGain = new Array<number>(dist.length).fill(0);
  const ins = rules.insurance && table?.insurance ? table.insurance.index : Infinity;
  const insRatio = rules.insurancePays.pays / rules.insurancePays.per;

  const bins: SpreadBin[] = dist.map((b, i) => {
    if (!(b.p > 1e-12)) return { ...b, ev: 0, variance: 0, covariance: 0 };
    const y = b.meanTrueCount;
    const R = b.meanCardsRemaining;
    const pre = expectedUnseen({ decks: rules.decks, system, trueCount: y, cardsRemaining: R });
    if (!pre) return { ...b, ev: 0, variance: 0, covariance: 0 };
    const w = handWeights(pre);
    const nat = naturalWeights(pre);
    let ev = 0;
    for (let up = 1; up <= 10; up++) ev += nat[up - 1]! * natAt(up, y);
    const evs = new Float64Array(5);
    // The true counts within the bin (SUB points, a linear density with the bin's mean): a deviation
    // or insurance is taken by the share of the bin's rounds whose decision-time count reaches its index.
    const sub = subCounts(binRange(b.trueCount, clip, rounding), y);
    // The decision-time count of a hand whose three cards (up card and two) tag `s` in all, at `t`.
    const at = (t: number, s: number, seen: number) => (t * R + 52 * (s - seen * mean)) / (R - seen);
    // Each starting hand's first decisions as played here (the chart's, and the deviations by share).
    const firstPlay = new Map<number, { cell: ChartAction; share: number }[]>();
    for (let h = 0; h < nH; h++) {
      const wh = w[h]!;
      if (!(wh > 0)) continue;
      const hand = DECISION_HANDS[h]!;
      for (let a = 0; a < 5; a++) evs[a] = evAt(h, a, y);
      const byRank =
        hand.p1 === 10 && hand.p2 === 10 && rules.splitBy === 'rank' && !Number.isNaN(evs[3]!)
          ? sameRankTens(rules.decks, hand.up)
          : 1;
      const basic = chartActionOf(chart, hand, evs);
      ev += wh * evs[basic]!;
      const key = (hand.up * 16 + hand.p1) * 16 + hand.p2;
      const plays = [{ cell: CHART_OF[ACTIONS[basic]!], share: 1 }];
      firstPlay.set(key, plays);
      const devs = byDecision.get(hand.decision);
      if (!devs) continue;
      const s3 = tags[hand.up - 1]! + tags[hand.p1 - 1]! + tags[hand.p2 - 1]!;
      for (const k of devs) {
        const e = entries[k]!;
        const dev = ACTIONS.indexOf(e.deviation as EvAction);
        if (dev < 0 || Number.isNaN(evs[dev]!) || dev === basic) continue;
        // The share of the bin's hands beyond the index not already taken by an earlier entry.
        let q = 0;
        for (const { t, w: wt } of sub) {
          const x = at(t, s3, 3);
          if (e.direction === 'atOrAbove' ? x >= e.index : x <= e.index) q += wt;
        }
        q = Math.min(q, plays[0]!.share);
        if (!(q > 0)) continue;
        const f = dev === 3 ? byRank : 1;
        const g = q * wh * f * (evs[dev]! - evs[basic]!);
        gains[k]![i] = gains[k]![i]! + g;
        ev += g;
        plays[0]!.share -= q;
        plays.push({ cell: CHART_OF[ACTIONS[dev]!], share: q });
      }
    }
    // The second moment at this bin's own shoe: the payout distribution from an infinite shoe of
    // its composition, each starting hand's first decision as valued above, later decisions by the
    // chart with the deviations that apply at the bin's mean count.
    const total = pre.reduce((s, v) => s + v, 0);
    const mo = roundMomentsWith(
      rules,
      chartAt(chart, table, y),
      Array.from(pre, (v) => v / total),
      (up, p1, p2) => firstPlay.get((up * 16 + p1) * 16 + p2),
    );
    let second = mo.second;
    let covariance = mo.covariance;
    const meanInf = mo.mean;
    // Insurance: the ace and the player's two cards seen; the share of the bin's aces insured (the
    // decision-time count at or above the index, over the counts in the bin and the two cards' tags),
    // valued at those insured rounds' mean count.
    if (Number.isFinite(ins)) {
      const n = pre.reduce((s, v) => s + v, 0);
      let q = 0;
      let qx = 0;
      for (let v1 = 0; v1 < 10; v1++)
        for (let v2 = 0; v2 < 10; v2++) {
          const w2 = (pre[v1]! / n) * (pre[v2]! / n);
          if (!(w2 > 0)) continue;
          for (const { t, w: wt } of sub) {
            const x = at(t, tags[0]! + tags[v1]! + tags[v2]!, 3);
            if (x >= ins) {
              q += w2 * wt;
              qx += w2 * wt * x;
            }
          }
        }
      if (q > 1e-12) {
        const x = qx / q;
        const pAce = (q * pre[0]!) / n;
        const u = expectedUnseen({ decks: rules.decks, system, trueCount: x, cardsRemaining: R - 3, known: [1] });
        const insEv = insuranceEvAt(rules, system, x, R - 3);
        if (u && Number.isFinite(insEv)) {
          const g = pAce * 0.5 * insEv;
          insGain[i] = g;
          ev += g;
          // Second moment of main + insurance given the ace (the insured half pays insRatio·0.5).
          const beta = u[9]! / u.reduce((s, v) => s + v, 0);
          const win = 0.5 * insRatio;
          const xBj = -beta; // the main bet lost to the blackjack (a stake of one)
          const xAll = mo.byUp[0]!.mean;
          const eI2 = beta * win * win + (1 - beta) * 0.25;
          const eXI = win * xBj - 0.5 * (xAll - xBj);
          second += pAce * (eI2 + 2 * eXI);
          // Two spots insure together: given the dealer's hand each adds its insurance to its mean.
          const a = mo.byUp[0]!;
          let c = 0;
          for (let o = 0; o < 7; o++) {
            const I = o === 6 ? win : -0.5;
            c += a.dealer[o]! * (2 * a.given[o]! * I + I * I);
          }
          covariance += pAce * c;
        }
      }
    }
    const variance = Math.max(0, second - meanInf * meanInf);
    return { ...b, ev, variance, covariance: options.correlation === undefined ? covariance : corr * variance };
  });

  const deviations: ModelDeviation[] = entries.map((e, k) => ({
    kind: 'play' as const,
    decision: e.decision,
    basic: basicOf(chart, e.decision),
    deviation: e.deviation,
    index: e.index,
    direction: e.direction,
    gain: gains[k]!,
  }));
  if (Number.isFinite(ins))
    deviations.push({ kind: 'insurance', deviation: 'insurance', index: ins, direction: 'atOrAbove', gain: insGain });
  return ok({
    rules,
    system: { id: system.id, name: system.name, tags: system.tags, rounding: system.rounding },
    penetration: options.penetration,
    spots,
    cardsPerRound,
    roundsPerShoe: Math.max(1, Math.round(roundsPerShoe)),
    correlation:
      options.correlation ??
      bins.reduce((s, b) => s + b.p * b.covariance, 0) / bins.reduce((s, b) => s + b.p * b.variance, 0),
    withIndices: table !== null,
    chart,
    bins,
    deviations,
  });
}

/** The chart's play for a decision (its first hand's, all actions taken as allowed). */
function basicOf(chart: Chart, d: Decision): EvAction {
  const hand = DECISION_HANDS.find((h) => DECISIONS[h.decision] === DECISIONS[decisionIndex(d)]);
  if (!hand) return 'hit';
  const a = chartActionOf(chart, hand, [0, 0, 0, 0, 0]);
  return ACTIONS[a] ?? ACTIONS[cellAction('H', [0, 0, 0, 0, 0])]!;
}

/**
 * The place in `model.bins` of a whole true count (rounded as the model's system rounds it): its own bin,
 * or the end bin for a count beyond the bins (±clip), where the model puts such rounds. The bins are whole
 * counts one apart, as {@link precomputeSpread} makes them.
 *
 * @param model - The model.
 * @param trueCount - A whole true count.
 * @example
 * ```ts
 * model.bins[spreadBinIndex(model, 3)]!.ev; // the EV of a round at true count +3
 * spreadBinIndex(model, 99) === model.bins.length - 1; // beyond the clip: the last bin
 * ```
 */
export function spreadBinIndex(model: Pick<SpreadModel, 'bins'>, trueCount: number): number {
  const first = model.bins[0]!.trueCount;
  const last = model.bins[model.bins.length - 1]!.trueCount;
  return Math.max(first, Math.min(last, trueCount)) - first;
}
