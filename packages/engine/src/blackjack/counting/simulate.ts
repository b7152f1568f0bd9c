/**
 * A simulation that checks an index table against play: one box dealt round after round from a shoe
 * with a cut card, the count kept as a counter keeps it, and every round played twice from the same
 * cards, once with the chart's first decision and no insurance, once with the table's deviations and
 * insurance. The rest of every hand (later hits, split hands) is played by the table in both, so the
 * difference between the two measures what the table's first-decision deviations and insurance gain:
 * the sum of their `gain` figures.
 *
 * @module
 */
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import type { Rng } from '../../rng/index.js';
import { analyse } from '../analysis/edge.js';
import type { Chart, ChartAction } from '../analysis/player.js';
import {
  dealerBlackjackTakesAll,
  dealerHits,
  mayDoubleTotal,
  maySplitValue,
  splitTakesOneCard,
  checkRulesOrThrow,
} from '../rules.js';
import { decisionIndex, DECISIONS } from './evaluate.js';
import type { IndexEntry, InsuranceIndex } from './indices.js';
import { tagsByValue, tagsPerDeck, type CountingSystem } from './systems.js';
import { bestTotal, isSoftTotal } from '../value.js';
import { anyLiveHand, netAgainstDealerBlackjack, netAgainstDealerTotal } from '../analysis/table-net.js';

/** What {@link simulateIndexPlay} reads from an index table (an `IndexTable` or a shipped one). */
export interface PlayableIndexTable {
  /** The system (its tags). */
  readonly system: Pick<CountingSystem, 'tags'>;
  /** The deviations, with their gains. */
  readonly entries: readonly Pick<IndexEntry, 'decision' | 'deviation' | 'index' | 'direction' | 'gain'>[];
  /** The insurance index and its gain. */
  readonly insurance?: Pick<InsuranceIndex, 'index' | 'gain'>;
  /** The penetration its gains were computed for. */
  readonly penetration: number;
}

/** Options of {@link simulateIndexPlay}. */
export interface IndexSimulationOptions {
  /** Share of the shoe dealt before the shuffle (default: the table's penetration). */
  readonly penetration?: number;
  /** The basic strategy chart (default: the analysis' chart for the rules). */
  readonly chart?: Chart;
  /**
   * How both plays play the rest of a hand after its first decision (and split hands): by the table's
   * indices (default), or by the chart (as a table computed with `continuation: 'chart'` assumes).
   */
  readonly continuation?: 'table' | 'chart';
  /** Called every 2^16 rounds with the rounds done. */
  readonly onProgress?: (done: number) => void;
}

/** The result of {@link simulateIndexPlay}. */
export interface IndexSimulationResult {
  /** Rounds played. */
  readonly rounds: number;
  /** Mean result per round with the chart's first decisions and no insurance (initial bets). */
  readonly basicMean: number;
  /** Mean result per round with the table's deviations and insurance. */
  readonly indexMean: number;
  /** The gain per 100 rounds: `(indexMean − basicMean) × 100`. */
  readonly gain: number;
  /** Its 95% confidence interval (normal approximation over whole shoes, whose rounds share a count). */
  readonly gainCi95: readonly [number, number];
  /** What the table predicts: the sum of its deviations' gains and the insurance gain. */
  readonly predicted: number;
  /** Rounds in which the two plays differed. */
  readonly roundsDiffering: number;
}

const STAND = 0;
const HIT = 1;
const DOUBLE = 2;
const SPLIT = 3;
const SURRENDER = 4;
const CODE: Record<string, number> = { stand: STAND, hit: HIT, double: DOUBLE, split: SPLIT, surrender: SURRENDER };
const CHART_CODE: Record<ChartAction, number> = { S: 0, H: 1, Dh: 2, Ds: 3, P: 4, Rh: 5, Rs: 6 };
const VAL = Uint8Array.from([2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 1]);

/** The state of one simulation: the shoe, the count, the hands in play. */
class IndexPlay {
  private readonly N: number;
  private readonly shoe: Uint8Array;
  private readonly centred: Float64Array;
  private readonly bjRatio: number;
  private readonly insRatio: number;
  private readonly peek: boolean;
  private readonly takesAll: boolean;
  private readonly byRank: boolean;
  private readonly insIndex: number;
  // Chart cells (CHART_CODE, −1 none) and decision indices (−1 none) by [row × 10 + up − 1].
  private readonly pairCell = new Int8Array(11 * 10).fill(-1);
  private readonly hardCell = new Int8Array(22 * 10).fill(-1);
  private readonly softCell = new Int8Array(22 * 10).fill(-1);
  private readonly pairDec = new Int16Array(11 * 10).fill(-1);
  private readonly hardDec = new Int16Array(22 * 10).fill(-1);
  private readonly softDec = new Int16Array(22 * 10).fill(-1);
  // Deviations per decision: the index and play above, and below.
  private readonly upX: Float64Array;
  private readonly upPlay: Int8Array;
  private readonly downX: Float64Array;
  private readonly downPlay: Int8Array;
  // Hands.
  private readonly hHard = new Int32Array(8);
  private readonly hAce = new Uint8Array(8);
  private readonly hCards = new Int32Array(8);
  private readonly hStake = new Float64Array(8);
  private readonly hStatus = new Uint8Array(8); // 0 live, 1 bust, 2 surrendered
  private readonly hPair = new Int32Array(8); // value of the split card of a split hand, else 0
  private readonly hRank = new Int32Array(8); // rank of a split hand's first card
  private readonly hSecond = new Int32Array(8); // rank of a split hand's second card
  private hands = 0;
  // The round in play.
  private pos = 0;
  private count = 0;
  private visible = 0;
  private lastRank = 0;

  constructor(
    private readonly rules: BlackjackRules,
    chart: Chart,
    table: PlayableIndexTable,
    private readonly rng: Rng,
    private readonly indexLater: boolean,
  ) {
    this.N = rules.decks * 52;
    const N = this.N;
    this.shoe = new Uint8Array(2 * N);
    for (let i = 0; i < 2 * N; i++) this.shoe[i] = (i % N) % 13;
    const mean = tagsPerDeck(table.system) / 52;
    this.centred = Float64Array.from(tagsByValue(table.system), (t) => t - mean);
    this.bjRatio = rules.blackjackPays.pays / rules.blackjackPays.per;
    this.insRatio = rules.insurancePays.pays / rules.insurancePays.per;
    this.peek = rules.holeCard;
    this.takesAll = dealerBlackjackTakesAll(rules);
    this.byRank = rules.splitBy === 'rank';
    this.insIndex = rules.insurance && table.insurance ? table.insurance.index : Infinity;
    for (let up = 1; up <= 10; up++) {
      for (let v = 1; v <= 10; v++) {
        const c = chart.pairs[v]?.[up - 1];
        if (c) this.pairCell[v * 10 + up - 1] = CHART_CODE[c];
        this.pairDec[v * 10 + up - 1] = decisionIndex({ kind: 'pair', row: v, up });
      }
      for (let t = 4; t <= 21; t++) {
        const c = chart.hard[t]?.[up - 1];
        this.hardCell[t * 10 + up - 1] = c ? CHART_CODE[c] : t >= 17 ? 0 : 1;
        this.hardDec[t * 10 + up - 1] = decisionIndex({ kind: 'hard', row: t, up });
      }
      for (let t = 12; t <= 21; t++) {
        const c = chart.soft[t]?.[up - 1];
        this.softCell[t * 10 + up - 1] = c ? CHART_CODE[c] : t >= 19 ? 0 : 1;
        this.softDec[t * 10 + up - 1] = decisionIndex({ kind: 'soft', row: t, up });
      }
    }
    const nD = DECISIONS.length;
    this.upX = new Float64Array(nD).fill(Infinity);
    this.upPlay = new Int8Array(nD).fill(-1);
    this.downX = new Float64Array(nD).fill(-Infinity);
    this.downPlay = new Int8Array(nD).fill(-1);
    for (const e of table.entries) {
      const d = decisionIndex(e.decision);
      if (d < 0) continue;
      if (e.direction === 'atOrAbove') {
        this.upX[d] = e.index;
        this.upPlay[d] = CODE[e.deviation]!;
      } else {
        this.downX[d] = e.index;
        this.downPlay[d] = CODE[e.deviation]!;
      }
    }
  }

  /** Shuffles the shoe, and a spare shoe behind it for a round that runs past the end. */
  shuffle(): void {
    const N = this.N;
    const shoe = this.shoe;
    for (const base of [0, N]) {
      for (let i = N - 1; i > 0; i--) {
        // Unbiased index in [0, i] by rejection on 31-bit words.
        const range = i + 1;
        const lim = 0x80000000 - (0x80000000 % range);
        let x = this.rng.nextUint32() >>> 1;
        while (x >= lim) x = this.rng.nextUint32() >>> 1;
        const j = base + (x % range);
        const c = shoe[base + i]!;
        shoe[base + i] = shoe[j]!;
        shoe[j] = c;
      }
    }
  }

  private draw(): number {
    this.lastRank = this.shoe[this.pos++]!;
    return VAL[this.lastRank]!;
  }

  private see(v: number): void {
    this.count += this.centred[v - 1]!;
    this.visible++;
  }

  private trueCount(): number {
    return (this.count * 52) / (this.N - this.visible);
  }

  private isPair(h: number, r1: number, r2: number, p1: number, p2: number): boolean {
    if (h === 0 && this.hands === 1 && this.hPair[0] === 0) return this.byRank ? r1 === r2 : p1 === p2;
    const pv = this.hPair[h]!;
    if (pv === 0 || this.hHard[h] !== 2 * pv) return false;
    return !this.byRank || this.hRank[h] === this.hSecond[h];
  }

  /** The play: the chart's, unless the table's deviation applies at the true count `x`. */
  private choose(
    up: number,
    hard: number,
    soft: boolean,
    best: number,
    pairV: number,
    canSplit: boolean,
    canDouble: boolean,
    canSurrender: boolean,
    useIndex: boolean,
    x: number,
  ): number {
    let cell = -1;
    let d = -1;
    if (pairV > 0) {
      cell = this.pairCell[pairV * 10 + up - 1]!;
      d = this.pairDec[pairV * 10 + up - 1]!;
      if (cell === 4 && !canSplit) cell = -1;
    }
    if (cell < 0) {
      if (soft) {
        cell = this.softCell[best * 10 + up - 1]!;
        d = this.softDec[best * 10 + up - 1]!;
      } else {
        cell = this.hardCell[hard * 10 + up - 1]!;
        d = this.hardDec[hard * 10 + up - 1]!;
      }
    }
    let a: number;
    switch (cell) {
      case 4:
        a = SPLIT;
        break;
      case 2:
        a = canDouble ? DOUBLE : HIT;
        break;
      case 3:
        a = canDouble ? DOUBLE : STAND;
        break;
      case 5:
        a = canSurrender ? SURRENDER : HIT;
        break;
      case 6:
        a = canSurrender ? SURRENDER : STAND;
        break;
      case 1:
        a = HIT;
        break;
      default:
        a = STAND;
    }
    if (useIndex && d >= 0) {
      let dev = -1;
      if (x >= this.upX[d]!) dev = this.upPlay[d]!;
      else if (x <= this.downX[d]!) dev = this.downPlay[d]!;
      if (
        dev === STAND ||
        dev === HIT ||
        (dev === DOUBLE && canDouble) ||
        (dev === SPLIT && canSplit) ||
        (dev === SURRENDER && canSurrender)
      )
        a = dev;
    }
    return a;
  }

  /**
   * One round from shoe position `start`, the cards before it seen and counted at `count` (centred
   * tags), with the table's first decisions and insurance (`deviate`) or the chart's. Returns the
   * result in initial bets; `pos` and `count` are left after the round.
   */
  playRound(start: number, count: number, deviate: boolean): number {
    const rules = this.rules;
    const { hHard, hAce, hCards, hStake, hStatus, hPair, hRank, hSecond } = this;
    this.pos = start;
    this.count = count;
    this.visible = start;
    const p1 = this.draw();
    const r1 = this.lastRank;
    this.see(p1);
    const up = this.draw();
    this.see(up);
    const p2 = this.draw();
    const r2 = this.lastRank;
    this.see(p2);
    const hole = this.peek ? this.draw() : 0;
    let dHard = up + hole;
    let dAce = up === 1 || hole === 1;
    const playerBj = (p1 === 1 && p2 === 10) || (p1 === 10 && p2 === 1);
    let net = 0;
    // Insurance, offered against an ace before the peek (the table's play only).
    const insured = deviate && up === 1 && rules.insurance && this.trueCount() >= this.insIndex;
    if (this.peek && dAce && dHard === 11) {
      this.see(hole);
      return (playerBj ? 0 : -1) + (insured ? 0.5 * this.insRatio : 0);
    }
    if (insured && this.peek) net -= 0.5;

    this.hands = 1;
    hHard[0] = p1 + p2;
    hAce[0] = p1 === 1 || p2 === 1 ? 1 : 0;
    hCards[0] = 2;
    hStake[0] = 1;
    hStatus[0] = 0;
    hPair[0] = 0;
    if (!playerBj) {
      for (let h = 0; h < this.hands; h++) {
        if (hStatus[h] !== 0) continue;
        const fromSplit = this.hands > 1;
        if (hCards[h] === 1) {
          const v = this.draw();
          hSecond[h] = this.lastRank;
          this.see(v);
          hHard[h] = hHard[h]! + v;
          if (v === 1) hAce[h] = 1;
          hCards[h] = 2;
        }
        // A split ace that may not draw stands, unless it is split again.
        const aceLocked = splitTakesOneCard(rules, hPair[h]!);
        for (;;) {
          const hard = hHard[h]!;
          const soft = isSoftTotal(hard, hAce[h] === 1);
          const best = soft ? hard + 10 : hard;
          if (best >= 21) break;
          const two = hCards[h] === 2;
          const first = !fromSplit && two;
          const pairV = two && (hard & 1) === 0 && this.isPair(h, r1, r2, p1, p2) ? hard / 2 : 0;
          const canSplit = pairV > 0 && maySplitValue(rules, pairV, this.hands);
          const canDouble =
            two &&
            !aceLocked &&
            (!fromSplit || rules.doubleAfterSplit) &&
            mayDoubleTotal(rules, hard, soft, first && hard === 11 && soft);
          const canSurrender = first && rules.surrender !== 'none';
          let a = this.choose(
            up,
            hard,
            soft,
            best,
            pairV,
            canSplit,
            canDouble,
            canSurrender,
            first ? deviate : this.indexLater,
            this.trueCount(),
          );
          if (aceLocked && a !== SPLIT) a = STAND;
          if (a === STAND) break;
          if (a === SURRENDER) {
            hStatus[h] = 2;
            break;
          }
          if (a === SPLIT) {
            const n = this.hands;
            const unsplit = n === 1 && hPair[h] === 0;
            const second = unsplit ? r2 : hSecond[h]!;
            if (unsplit) hRank[h] = r1;
            hHard[h] = pairV;
            hAce[h] = pairV === 1 ? 1 : 0;
            hCards[h] = 1;
            hPair[h] = pairV;
            hHard[n] = pairV;
            hAce[n] = hAce[h]!;
            hCards[n] = 1;
            hStake[n] = 1;
            hStatus[n] = 0;
            hPair[n] = pairV;
            hRank[n] = second;
            this.hands = n + 1;
            h--; // this hand takes its second card next
            break;
          }
          const v = this.draw();
          this.see(v);
          hHard[h] = hard + v;
          if (v === 1) hAce[h] = 1;
          hCards[h] = hCards[h]! + 1;
          if (a === DOUBLE) {
            hStake[h] = 2;
            if (hard + v > 21) hStatus[h] = 1;
            break;
          }
          if (hard + v > 21) {
            hStatus[h] = 1;
            break;
          }
        }
      }
    }
    // The dealer: the hole card turned, or the second card drawn.
    if (this.peek) this.see(hole);
    else {
      const v = this.draw();
      this.see(v);
      dHard += v;
      dAce = dAce || v === 1;
    }
    const dealerBj = dAce && dHard === 11;
    if (insured && !this.peek) net += dealerBj ? 0.5 * this.insRatio : -0.5;
    const hands = this.hands;
    if (playerBj) {
      net += dealerBj ? 0 : this.bjRatio;
    } else if (dealerBj) {
      net += netAgainstDealerBlackjack(hands, hStatus, hStake, rules.surrender === 'early', this.takesAll);
    } else {
      let dBest = bestTotal(dHard, dAce);
      if (anyLiveHand(hands, hStatus)) {
        while (dealerHits(rules, dBest, dAce && dHard + 10 === dBest)) {
          const v = this.draw();
          this.see(v);
          dHard += v;
          if (v === 1) dAce = true;
          dBest = bestTotal(dHard, dAce);
        }
      }
      net += netAgainstDealerTotal(hands, hStatus, hStake, hHard, hAce, dBest);
    }
    return net;
  }

  /** The shoe position after the last round played. */
  get position(): number {
    return this.pos;
  }

  /** The centred running count after the last round played. */
  get runningCount(): number {
    return this.count;
  }
}

/**
 * Plays rounds with and without an index table's deviations from the same cards, keeping the count,
 * and measures the gain per 100 rounds with its interval.
 *
 * @param rules - The rules.
 * @param table - The index table (its system, entries and insurance index are used; deviations are
 *   taken when the exact true count is at or beyond the crossover).
 * @param rounds - Rounds to play.
 * @param rng - Randomness for the shuffles.
 * @param options - Penetration, chart, progress.
 * @example
 * ```ts
 * const t = computeIndexTable(rules, COUNTING_SYSTEMS.hilo);
 * const s = simulateIndexPlay(rules, t, 1_000_000, seededRng(1));
 * s.gainCi95; // contains s.predicted about 95% of the time
 * ```
 */
export function simulateIndexPlay(
  rules: BlackjackRules,
  table: PlayableIndexTable,
  rounds: number,
  rng: Rng,
  options: IndexSimulationOptions = {},
): IndexSimulationResult {
  checkRulesOrThrow(rules);
  const chart = options.chart ?? analyse(rules).chart;
  const sim = new IndexPlay(rules, chart, table, rng, (options.continuation ?? 'table') === 'table');
  const cut = Math.floor((options.penetration ?? table.penetration) * rules.decks * 52);
  sim.shuffle();
  let pos = 0;
  let count = 0;
  let sumA = 0;
  let sumB = 0;
  let differing = 0;
  // Rounds of one shoe share its count, so their differences are not independent: the interval is
  // computed from whole shoes (a ratio estimator over independent shoes).
  let shoeSum = 0;
  let shoeRounds = 0;
  let shoes = 0;
  let sN = 0;
  let sSS = 0;
  let sNN = 0;
  let sSN = 0;
  const closeShoe = () => {
    if (shoeRounds === 0) return;
    shoes++;
    sN += shoeRounds;
    sSS += shoeSum * shoeSum;
    sNN += shoeRounds * shoeRounds;
    sSN += shoeSum * shoeRounds;
    shoeSum = 0;
    shoeRounds = 0;
  };
  for (let r = 0; r < rounds; r++) {
    if (options.onProgress && (r & 0xffff) === 0) options.onProgress(r);
    if (pos >= cut) {
      closeShoe();
      sim.shuffle();
      pos = 0;
      count = 0;
    }
    const a = sim.playRound(pos, count, false);
    const b = sim.playRound(pos, count, true);
    // The shoe moves on by the cards the counted play used; all of them are seen by the end.
    pos = sim.position;
    count = sim.runningCount;
    const d = b - a;
    sumA += a;
    sumB += b;
    shoeSum += d;
    shoeRounds++;
    if (d !== 0) differing++;
  }
  closeShoe();
  options.onProgress?.(rounds);
  const meanD = (sumB - sumA) / rounds;
  // Var(Σ S_i − R Σ N_i) / (Σ N_i)² over the shoes, R the mean per round.
  const resid = sSS - 2 * meanD * sSN + meanD * meanD * sNN;
  const se = shoes > 1 ? Math.sqrt(Math.max(0, (resid * shoes) / (shoes - 1))) / sN : Infinity;
  const predicted =
    table.entries.reduce((t, e) => t + e.gain, 0) + (rules.insurance && table.insurance ? table.insurance.gain : 0);
  return {
    rounds,
    basicMean: sumA / rounds,
    indexMean: sumB / rounds,
    gain: meanD * 100,
    gainCi95: [(meanD - 1.96 * se) * 100, (meanD + 1.96 * se) * 100],
    predicted,
    roundsDiffering: differing,
  };
}
