/**
 * The whole game, exactly: every two-card hand against every up-card from a full shoe, the
 * total-dependent basic strategy chart derived from them, and the house edge under that chart and
 * under composition-dependent play.
 *
 * @module
 */
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import { frac, type Fraction } from '../../rational/index.js';
import { INFINITE_WEIGHTS, valueCounts } from './dealer.js';
import { mayDoubleTotal, maySplitValue, checkRulesOrThrow, DEFAULT_RULES } from '../rules.js';
import { infiniteDeckEdges } from './infinite.js';
import { ACT, UpAnalysis, type Chart, type ChartAction, type ShoeSpec } from './player.js';
import { bestTotal, isSoftTotal } from '../value.js';

/** Expected values of the actions of one chart cell, per unit bet (absent: not allowed there). */
export interface CellEvs {
  /** Stand. */
  readonly stand: number;
  /** Hit (then play on). */
  readonly hit: number;
  /** Double. */
  readonly double?: number;
  /** Split. */
  readonly split?: number;
  /** Surrender. */
  readonly surrender?: number;
}

/** One cell of the chart with the EVs behind it. */
export interface ChartCell {
  /** Row kind. */
  readonly kind: 'hard' | 'soft' | 'pair';
  /** The hand total (hard, soft) or the pair card's value (1 = aces … 10). */
  readonly row: number;
  /** The dealer's up-card value, 1 (ace) … 10. */
  readonly up: number;
  /** The chart's action. */
  readonly action: ChartAction;
  /** The probability-weighted EVs of the two-card hands in this cell, per unit bet. */
  readonly evs: CellEvs;
}

/** The result of {@link analyse}. */
export interface GameAnalysis {
  /** The rules analysed. */
  readonly rules: BlackjackRules;
  /** The total-dependent basic strategy chart. */
  readonly chart: Chart;
  /** Every two-card cell of the chart with its EVs (hard 5–20, soft 12–20, pairs). */
  readonly cells: readonly ChartCell[];
  /** House edge (per initial unit bet) when playing the chart, exact enumeration in double precision. */
  readonly houseEdgeChart: number;
  /** House edge under composition-dependent play (best action for the exact cards seen). */
  readonly houseEdgeOptimal: number;
  /** Probability of a player blackjack, exact. */
  readonly naturalProbability: Fraction;
  /** Whether the shoe analysed is infinite (every card drawn with the fixed probabilities 1/13, tens 4/13). */
  readonly infinite: boolean;
  /**
   * For an infinite shoe, the two house edges as exact fractions (`houseEdgeChart` and
   * `houseEdgeOptimal` are these rounded to doubles); absent for a finite shoe.
   */
  readonly exact?: { readonly houseEdgeChart: Fraction; readonly houseEdgeOptimal: Fraction };
  /**
   * Per dealer up-card: its probability and the player's EV given it (chart and composition-dependent
   * play), per unit bet.
   */
  readonly upCardEdges: readonly {
    readonly up: number;
    readonly probability: number;
    readonly evChart: number;
    readonly evOptimal: number;
  }[];
}

type Acc = Float64Array; // [stand, hit, double, split, surrender, weight]

const NAN5 = (): Float64Array => new Float64Array([NaN, NaN, NaN, NaN, NaN]);

/**
 * The EVs of the first decision of a two-card hand (both cards out of `a`'s shoe), per unit bet;
 * unavailable actions are NaN.
 */
function rootEvs(
  a: UpAnalysis,
  p1: number,
  p2: number,
  useChart: boolean,
  allowSplit: boolean,
  need: number = ALL_ACTIONS,
): Float64Array {
  const r = a.rules;
  const hard = p1 + p2;
  const ace = p1 === 1 || p2 === 1;
  const best = bestTotal(hard, ace);
  const pBj = a.pBlackjack();
  const peek = a.mode === 'peek' ? -pBj : 0;
  const ev = NAN5();
  if (need & (1 << ACT.stand)) ev[ACT.stand] = a.stand(best, 1, false) + peek;
  if (need & (1 << ACT.hit)) ev[ACT.hit] = a.hit(hard, ace, 0, useChart) + peek;
  if (need & (1 << ACT.double) && mayDoubleTotal(r, hard, best !== hard, hard === 11 && ace))
    ev[ACT.double] = a.double(hard, ace, false) + peek;
  if (need & (1 << ACT.split) && allowSplit && p1 === p2 && maySplitValue(r, p1))
    ev[ACT.split] = a.split(p1, useChart) + peek;
  if (need & (1 << ACT.surrender)) {
    if (r.surrender === 'early') ev[ACT.surrender] = -0.5;
    else if (r.surrender === 'late')
      ev[ACT.surrender] = a.mode === 'peek' ? -0.5 * (1 - pBj) + peek : -0.5 * (1 - pBj) - pBj;
  }
  return ev;
}

const ALL_ACTIONS = 0b11111;

/** The actions (a bit per `ACT` index) whose EVs following a chart cell can need. */
function actionsOf(cell: ChartAction): number {
  switch (cell) {
    case 'P':
      return 1 << ACT.split;
    case 'Dh':
      return (1 << ACT.double) | (1 << ACT.hit);
    case 'Ds':
      return (1 << ACT.double) | (1 << ACT.stand);
    case 'Rh':
      return (1 << ACT.surrender) | (1 << ACT.hit);
    case 'Rs':
      return (1 << ACT.surrender) | (1 << ACT.stand);
    case 'H':
      return 1 << ACT.hit;
    case 'S':
      return 1 << ACT.stand;
  }
}

function maxOf(ev: Float64Array): number {
  let m = -Infinity;
  for (const x of ev) if (!Number.isNaN(x) && x > m) m = x;
  return m;
}

function decide(s: Float64Array): ChartAction {
  let bi = 0;
  for (let i = 1; i < 5; i++) if (!Number.isNaN(s[i]!) && s[i]! > s[bi]!) bi = i;
  const hitBetter = s[ACT.hit]! > s[ACT.stand]!;
  switch (bi) {
    case ACT.split:
      return 'P';
    case ACT.double:
      return hitBetter ? 'Dh' : 'Ds';
    case ACT.surrender:
      return hitBetter ? 'Rh' : 'Rs';
    case ACT.hit:
      return 'H';
    default:
      return 'S';
  }
}

/** The EV of following a chart cell for a two-card hand, given its action EVs. */
function followCell(cell: ChartAction, ev: Float64Array): number {
  const pick = (i: number, fallback: number) => (Number.isNaN(ev[i]!) ? ev[fallback]! : ev[i]!);
  switch (cell) {
    case 'P':
      return Number.isNaN(ev[ACT.split]!) ? NaN : ev[ACT.split]!;
    case 'Dh':
      return pick(ACT.double, ACT.hit);
    case 'Ds':
      return pick(ACT.double, ACT.stand);
    case 'Rh':
      return pick(ACT.surrender, ACT.hit);
    case 'Rs':
      return pick(ACT.surrender, ACT.stand);
    case 'H':
      return ev[ACT.hit]!;
    case 'S':
      return ev[ACT.stand]!;
  }
}

/** Probability that two ten-value cards drawn from the shoe are of the same rank (for `splitBy: 'rank'`). */
function sameRankTens(decks: number, up: number): number {
  const per = 4 * decks;
  const ranks = up === 10 ? [per - 1, per, per, per] : [per, per, per, per];
  const all = ranks.reduce((x, y) => x + y, 0);
  return ranks.reduce((s, k) => s + k * (k - 1), 0) / (all * (all - 1));
}

/**
 * The probability of a natural (ace and ten-value card as the first two cards) from a full shoe.
 *
 * @param decks - Number of decks (1–8, as the `decks` rule), or `'infinite'`: an ace (1/13) and a
 *   ten-value card (4/13) in either order, 2 · 1/13 · 4/13 = 8/169.
 * @throws CroupierError carrying `blackjack/bad-rules` for any other number of decks.
 * @example
 * ```ts
 * toFractionString(naturalProbability(6)); // '192/4043'
 * toFractionString(naturalProbability('infinite')); // '8/169'
 * ```
 */
export function naturalProbability(decks: number | 'infinite'): Fraction {
  if (decks === 'infinite') return frac(8, 169);
  // The same check as the rule: a whole number of decks the game allows.
  checkRulesOrThrow({ ...DEFAULT_RULES, decks });
  return frac(2n * BigInt(4 * decks) * BigInt(16 * decks), BigInt(52 * decks) * BigInt(52 * decks - 1));
}

/** Options of {@link analyse}. */
export interface AnalyseOptions {
  /**
   * Called after each dealer up-card's column of the chart is done (ten calls, `done` 1 … 10 of
   * `total` 10), so a long analysis can show how far it is (the trainer runs it in a worker).
   */
  readonly onProgress?: (done: number, total: number) => void;
}

/**
 * Analyses the whole game for a full shoe: the basic strategy chart and the house edge.
 *
 * The chart is total-dependent: each cell takes the action with the best EV summed over the two-card
 * hands that fall in it (weighted by their probability), with later hits playing best for the exact
 * cards. The chart's house edge then plays that chart everywhere (later hits, split hands) and is
 * evaluated exactly over the shoe.
 *
 * @param rules - The rules (decks, dealer rule, doubling, splitting…).
 * @param shoe - The shoe by value, aces first, ten-value cards last (default: a full shoe of
 *   `rules.decks`); any composition may be analysed, e.g. one depleted of small cards; or `'infinite'`
 *   for an infinite shoe (exact, with the edges also as fractions in `exact`).
 * @param options - `onProgress`, told after each up-card (the result does not depend on it).
 * @returns The chart, its cells' EVs and the two house edges.
 * @example
 * ```ts
 * const g = analyse(resolveRulesOrThrow({ preset: 'seed' }));
 * g.houseEdgeChart; // ≈ 0.0083 (0.83%)
 * g.chart.hard[11]![9]; // 'H' — 11 against a ten-value card hits under the text's rules
 * ```
 */
export function analyse(
  rules: BlackjackRules,
  // The default shoe is worked out from the rules, so they are checked before it.
  shoe: ShoeSpec = valueCounts(checkRulesOrThrow(rules).decks),
  options: AnalyseOptions = {},
): GameAnalysis {
  checkRulesOrThrow(rules);
  const onProgress = typeof options?.onProgress === 'function' ? options.onProgress : undefined;
  const infinite = shoe === 'infinite';
  const full = infinite ? INFINITE_WEIGHTS.slice() : shoe.slice();
  const total = full.reduce((x, y) => x + y, 0);
  // The chance of the player's two cards, k1 and k2 of their values left after the up-card.
  const twoCards = (same: boolean, k1: number, k2: number) =>
    ((same ? 1 : 2) * k1 * k2) / (infinite ? total * total : (total - 1) * (total - 2));
  const tensSameRank = (up: number) => (infinite ? 1 / 4 : sameRankTens(rules.decks, up));
  const analyses: UpAnalysis[] = [];
  const hardAcc = new Map<number, Acc[]>();
  const softAcc = new Map<number, Acc[]>();
  const pairAcc = new Map<number, Acc[]>();
  const accFor = (m: Map<number, Acc[]>, row: number, up: number): Acc => {
    let arr = m.get(row);
    if (!arr) {
      arr = Array.from({ length: 10 }, () => new Float64Array(6));
      m.set(row, arr);
    }
    return arr[up - 1]!;
  };
  const accumulate = (acc: Acc, ev: Float64Array, w: number) => {
    for (let i = 0; i < 5; i++) acc[i] = Number.isNaN(ev[i]!) ? NaN : acc[i]! + w * ev[i]!;
    acc[5] = acc[5]! + w;
  };

  interface Hand {
    up: number;
    p1: number;
    p2: number;
    w: number;
  }
  let natural = 0;
  const upEdges: { up: number; probability: number; evChart: number; evOptimal: number }[] = [];
  let evOptimal = 0;
  const bjRatio = rules.blackjackPays.pays / rules.blackjackPays.per;

  // The chart, filled one up-card column at a time: a column depends only on the hands against that
  // up-card, so each up-card's chart pass runs right after its composition-dependent pass and reuses
  // its resplit tables (then released).
  const hard: Record<number, ChartAction[]> = {};
  const soft: Record<number, ChartAction[]> = {};
  const pairs: Record<number, ChartAction[]> = {};
  for (let t = 4; t <= 21; t++) hard[t] = new Array<ChartAction>(10).fill('H');
  for (let t = 12; t <= 21; t++) soft[t] = new Array<ChartAction>(10).fill('H');
  for (let x = 1; x <= 10; x++) pairs[x] = new Array<ChartAction>(10).fill('H');
  const chart: Chart = { hard, soft, pairs };
  const decideColumn = (up: number) => {
    const pick = (acc: Acc | undefined, fallback: ChartAction) => (acc && acc[5]! > 0 ? decide(acc) : fallback);
    for (let t = 4; t <= 21; t++) hard[t]![up - 1] = pick(hardAcc.get(t)?.[up - 1], t >= 17 ? 'S' : 'H');
    for (let t = 12; t <= 21; t++) soft[t]![up - 1] = pick(softAcc.get(t)?.[up - 1], t >= 19 ? 'S' : 'H');
    for (let x = 1; x <= 10; x++) pairs[x]![up - 1] = pick(pairAcc.get(x)?.[up - 1], 'H');
  };
  // The chart's own house edge, one up-card at a time.
  let evChart = 0;
  const chartPass = (a: UpAnalysis, upHands: readonly Hand[]) => {
    for (const h of upHands) {
      a.take(h.p1);
      a.take(h.p2);
      const soft = isSoftTotal(h.p1 + h.p2, h.p1 === 1 || h.p2 === 1);
      const bestTotal = soft ? h.p1 + h.p2 + 10 : h.p1 + h.p2;
      const rowCell = (soft ? chart.soft : chart.hard)[bestTotal]![h.up - 1]!;
      const cell = h.p1 === h.p2 ? chart.pairs[h.p1]![h.up - 1]! : rowCell;
      // Only the actions the chart can take here are valued (a split is the expensive one).
      const ev = rootEvs(a, h.p1, h.p2, true, true, actionsOf(cell) | actionsOf(rowCell));
      a.put(h.p2);
      a.put(h.p1);
      let v = followCell(cell, ev);
      if (Number.isNaN(v)) v = followCell(rowCell, ev);
      if (cell === 'P' && h.p1 === 10 && rules.splitBy === 'rank') {
        const f = tensSameRank(h.up);
        v = f * v + (1 - f) * followCell(rowCell, ev);
      }
      const pUp = full[h.up - 1]! / total;
      evChart += pUp * h.w * v;
      upEdges[h.up - 1]!.evChart += h.w * v;
    }
  };

  for (let up = 1; up <= 10; up++) {
    const pUp = full[up - 1]! / total;
    if (full[up - 1]! === 0) {
      analyses.push(new UpAnalysis(rules, full, up));
      upEdges.push({ up, probability: 0, evChart: 0, evOptimal: 0 });
      decideColumn(up);
      onProgress?.(up, 10);
      continue;
    }
    const upHands: Hand[] = [];
    const rest = full.slice();
    rest[up - 1]!--;
    const a = new UpAnalysis(rules, infinite ? 'infinite' : rest, up);
    analyses.push(a);
    let upOpt = 0;
    for (let p1 = 1; p1 <= 10; p1++) {
      for (let p2 = p1; p2 <= 10; p2++) {
        const k1 = a.left(p1);
        a.take(p1);
        const k2 = a.left(p2);
        a.take(p2);
        const w = twoCards(p1 === p2, k1, k2);
        if (w > 0) {
          if (p1 === 1 && p2 === 10) {
            const pBj = a.pBlackjack();
            let v = (1 - pBj) * bjRatio;
            if (rules.evenMoney && up === 1) v = Math.max(v, 1);
            upOpt += w * v;
            natural += pUp * w;
          } else {
            const ev = rootEvs(a, p1, p2, false, true);
            let best = maxOf(ev);
            if (p1 === 10 && p2 === 10 && rules.splitBy === 'rank' && !Number.isNaN(ev[ACT.split]!)) {
              const f = tensSameRank(up);
              const noSplit = ev.slice();
              noSplit[ACT.split] = NaN;
              best = f * best + (1 - f) * maxOf(noSplit);
            }
            upOpt += w * best;
            upHands.push({ up, p1, p2, w });
            const soft = isSoftTotal(p1 + p2, p1 === 1 || p2 === 1);
            const bestTotal = soft ? p1 + p2 + 10 : p1 + p2;
            if (p1 === p2) accumulate(accFor(pairAcc, p1, up), ev, w);
            const onlyPairs = (!soft && (bestTotal === 4 || bestTotal === 20)) || (soft && bestTotal === 12);
            if (p1 !== p2 || onlyPairs) {
              const noSplit = ev.slice();
              noSplit[ACT.split] = NaN;
              accumulate(accFor(soft ? softAcc : hardAcc, bestTotal, up), noSplit, w);
            }
          }
        }
        a.put(p2);
        a.put(p1);
      }
    }
    evOptimal += pUp * upOpt;
    upEdges.push({ up, probability: pUp, evChart: 0, evOptimal: upOpt });
    decideColumn(up);
    a.useChart(chart);
    chartPass(a, upHands);
    a.releaseSplitTables();
    onProgress?.(up, 10);
  }

  // The cells of the chart with the EVs behind them.
  const cells: ChartCell[] = [];
  const evsOf = (acc: Acc): CellEvs => {
    const w = acc[5]!;
    const out: { -readonly [K in keyof CellEvs]: CellEvs[K] } = { stand: acc[0]! / w, hit: acc[1]! / w };
    if (!Number.isNaN(acc[2]!)) out.double = acc[2]! / w;
    if (!Number.isNaN(acc[3]!)) out.split = acc[3]! / w;
    if (!Number.isNaN(acc[4]!)) out.surrender = acc[4]! / w;
    return out;
  };
  const pushCells = (kind: ChartCell['kind'], acc: Map<number, Acc[]>, rows: Record<number, ChartAction[]>) => {
    for (const row of Object.keys(rows).map(Number)) {
      for (let up = 1; up <= 10; up++) {
        const c = acc.get(row)?.[up - 1];
        if (c && c[5]! > 0) cells.push({ kind, row, up, action: rows[row]![up - 1]!, evs: evsOf(c) });
      }
    }
  };
  pushCells('hard', hardAcc, hard);
  pushCells('soft', softAcc, soft);
  pushCells('pair', pairAcc, pairs);

  // Naturals are played the same way under both.
  for (let up = 1; up <= 10; up++) {
    const e = upEdges[up - 1]!;
    const a = analyses[up - 1]!;
    const k1 = a.left(1);
    a.take(1);
    const k2 = a.left(10);
    a.take(10);
    const w = twoCards(false, k1, k2);
    let v = (1 - a.pBlackjack()) * bjRatio;
    if (rules.evenMoney && up === 1) v = Math.max(v, 1);
    a.put(10);
    a.put(1);
    e.evChart += w * v;
    evChart += e.probability * w * v;
  }

  void natural;
  return {
    rules,
    chart,
    cells,
    houseEdgeChart: -evChart,
    houseEdgeOptimal: -evOptimal,
    naturalProbability: infinite
      ? frac(2n * BigInt(full[0]!) * BigInt(full[9]!), BigInt(total) * BigInt(total))
      : frac(2n * BigInt(full[0]!) * BigInt(full[9]!), BigInt(total) * BigInt(total - 1)),
    upCardEdges: upEdges,
    infinite,
    ...(infinite ? { exact: infiniteDeckEdges(rules, chart) } : {}),
  };
}
