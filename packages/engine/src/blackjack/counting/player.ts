/**
 * The fast card-by-card player the counting simulations share (`simulateIndexPlay` in `simulate.ts`,
 * `simulateRamp` in `betting/simulate.ts`): a shoe with a spare shoe behind it, the count kept as the
 * cards are seen, one to seven spots dealt as a table deals them (a first card to each spot, the
 * up-card, a second card to each spot, the hole card where the dealer peeks), each spot's hands played
 * by the chart and, where asked, an index table's deviations at the true count of the moment, and
 * insurance at its index.
 *
 * Not exported from the package: typed arrays, no allocation per round.
 *
 * @internal
 * @module
 */
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import type { Rng } from '../../rng/index.js';
import type { Chart, ChartAction } from '../analysis/player.js';
import { dealerBlackjackTakesAll, dealerHits, mayDoubleTotal, maySplitValue, splitTakesOneCard } from '../rules.js';
import { decisionIndex, DECISIONS } from './evaluate.js';
import type { IndexEntry, InsuranceIndex } from './indices.js';
import { tagsByValue, tagsPerDeck, type CountingSystem } from './systems.js';
import { bestTotal, isSoftTotal } from '../value.js';
import { anyLiveHand, netAgainstDealerBlackjack, netAgainstDealerTotal } from '../analysis/table-net.js';

/** The deviations and insurance index the player reads (an `IndexTable`, a shipped one, or a model's). */
export interface PlayerIndexTable {
  /** The deviations. */
  readonly entries: readonly Pick<IndexEntry, 'decision' | 'deviation' | 'index' | 'direction'>[];
  /** The insurance index. */
  readonly insurance?: Pick<InsuranceIndex, 'index'>;
}

/** The most spots the player deals to. */
export const PLAYER_MAX_SPOTS = 7;
/** The most hands one spot can split into. */
const HANDS = 8;

const STAND = 0;
const HIT = 1;
const DOUBLE = 2;
const SPLIT = 3;
const SURRENDER = 4;
const CODE: Record<string, number> = { stand: STAND, hit: HIT, double: DOUBLE, split: SPLIT, surrender: SURRENDER };
const CHART_CODE: Record<ChartAction, number> = { S: 0, H: 1, Dh: 2, Ds: 3, P: 4, Rh: 5, Rs: 6 };
const VAL = Uint8Array.from([2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 1]);

/** One spot's hands: views into the player's arrays. */
interface Spot {
  readonly hard: Int32Array;
  readonly ace: Uint8Array;
  readonly cards: Int32Array;
  readonly stake: Float64Array;
  readonly status: Uint8Array; // 0 live, 1 bust, 2 surrendered
  readonly pair: Int32Array; // value of the split card of a split hand, else 0
  readonly rank: Int32Array; // rank of a split hand's first card
  readonly second: Int32Array; // rank of a split hand's second card
  hands: number;
  p1: number;
  p2: number;
  r1: number;
  r2: number;
  bj: boolean;
}

/** The state of one simulation: the shoe, the count, the spots' hands in play. */
export class TablePlayer {
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
  private readonly spots: Spot[] = [];
  /** Each spot's result of the last round, in its initial bets. */
  readonly net = new Float64Array(PLAYER_MAX_SPOTS);
  // The round in play.
  private pos = 0;
  private count = 0;
  private visible = 0;
  private lastRank = 0;

  /**
   * @param rules - The rules.
   * @param chart - The basic strategy chart.
   * @param system - The counting system (its tags).
   * @param table - The deviations and insurance index, or `null` for the chart alone.
   * @param rng - Randomness for the shuffles.
   * @param indexLater - Whether decisions after a hand's first (later hits, split hands) deviate too.
   */
  constructor(
    private readonly rules: BlackjackRules,
    chart: Chart,
    system: Pick<CountingSystem, 'tags'>,
    table: PlayerIndexTable | null,
    private readonly rng: Rng,
    private readonly indexLater: boolean,
  ) {
    this.N = rules.decks * 52;
    const N = this.N;
    this.shoe = new Uint8Array(2 * N);
    for (let i = 0; i < 2 * N; i++) this.shoe[i] = (i % N) % 13;
    const mean = tagsPerDeck(system) / 52;
    this.centred = Float64Array.from(tagsByValue(system), (t) => t - mean);
    this.bjRatio = rules.blackjackPays.pays / rules.blackjackPays.per;
    this.insRatio = rules.insurancePays.pays / rules.insurancePays.per;
    this.peek = rules.holeCard;
    this.takesAll = dealerBlackjackTakesAll(rules);
    this.byRank = rules.splitBy === 'rank';
    this.insIndex = rules.insurance && table?.insurance ? table.insurance.index : Infinity;
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
    for (const e of table?.entries ?? []) {
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
    const n = PLAYER_MAX_SPOTS * HANDS;
    const hard = new Int32Array(n);
    const ace = new Uint8Array(n);
    const cards = new Int32Array(n);
    const stake = new Float64Array(n);
    const status = new Uint8Array(n);
    const pair = new Int32Array(n);
    const rank = new Int32Array(n);
    const second = new Int32Array(n);
    for (let s = 0; s < PLAYER_MAX_SPOTS; s++) {
      const a = s * HANDS;
      const b = a + HANDS;
      this.spots.push({
        hard: hard.subarray(a, b),
        ace: ace.subarray(a, b),
        cards: cards.subarray(a, b),
        stake: stake.subarray(a, b),
        status: status.subarray(a, b),
        pair: pair.subarray(a, b),
        rank: rank.subarray(a, b),
        second: second.subarray(a, b),
        hands: 0,
        p1: 0,
        p2: 0,
        r1: 0,
        r2: 0,
        bj: false,
      });
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

  private isPair(sp: Spot, h: number, hard: number): boolean {
    if (h === 0 && sp.hands === 1 && sp.pair[0] === 0) return this.byRank ? sp.r1 === sp.r2 : sp.p1 === sp.p2;
    const pv = sp.pair[h]!;
    if (pv === 0 || hard !== 2 * pv) return false;
    return !this.byRank || sp.rank[h] === sp.second[h];
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

  /** Plays one spot's hands (not a blackjack) to the end, drawing from the shoe. */
  private playSpot(sp: Spot, up: number, deviate: boolean): void {
    const rules = this.rules;
    const { hard: hHard, ace: hAce, cards: hCards, stake: hStake, status: hStatus, pair: hPair } = sp;
    const { rank: hRank, second: hSecond } = sp;
    for (let h = 0; h < sp.hands; h++) {
      if (hStatus[h] !== 0) continue;
      const fromSplit = sp.hands > 1;
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
        const pairV = two && (hard & 1) === 0 && this.isPair(sp, h, hard) ? hard / 2 : 0;
        const canSplit = pairV > 0 && maySplitValue(rules, pairV, sp.hands);
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
          const n = sp.hands;
          const unsplit = n === 1 && hPair[h] === 0;
          const second = unsplit ? sp.r2 : hSecond[h]!;
          if (unsplit) hRank[h] = sp.r1;
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
          sp.hands = n + 1;
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

  /**
   * One round from shoe position `start`, the cards before it seen and counted at `count` (centred
   * tags), dealt to `spots` spots, with the table's first decisions and insurance (`deviate`) or the
   * chart's. Each spot's result in its initial bets goes to {@link TablePlayer.net}; the first spot's is
   * returned. `pos` and `count` are left after the round.
   */
  playRound(start: number, count: number, deviate: boolean, spots = 1): number {
    const net = this.net;
    this.pos = start;
    this.count = count;
    this.visible = start;
    for (let s = 0; s < spots; s++) {
      const sp = this.spots[s]!;
      sp.p1 = this.draw();
      sp.r1 = this.lastRank;
      this.see(sp.p1);
    }
    const up = this.draw();
    this.see(up);
    for (let s = 0; s < spots; s++) {
      const sp = this.spots[s]!;
      sp.p2 = this.draw();
      sp.r2 = this.lastRank;
      this.see(sp.p2);
      sp.bj = (sp.p1 === 1 && sp.p2 === 10) || (sp.p1 === 10 && sp.p2 === 1);
    }
    const hole = this.peek ? this.draw() : 0;
    let dHard = up + hole;
    let dAce = up === 1 || hole === 1;
    // Insurance, offered against an ace before the peek (the table's play only), on every spot.
    const insured = deviate && up === 1 && this.rules.insurance && this.trueCount() >= this.insIndex;
    if (this.peek && dAce && dHard === 11) {
      this.see(hole);
      for (let s = 0; s < spots; s++) net[s] = (this.spots[s]!.bj ? 0 : -1) + (insured ? 0.5 * this.insRatio : 0);
      return net[0]!;
    }
    let live = false;
    for (let s = 0; s < spots; s++) {
      const sp = this.spots[s]!;
      net[s] = insured && this.peek ? -0.5 : 0;
      sp.hands = 1;
      sp.hard[0] = sp.p1 + sp.p2;
      sp.ace[0] = sp.p1 === 1 || sp.p2 === 1 ? 1 : 0;
      sp.cards[0] = 2;
      sp.stake[0] = 1;
      sp.status[0] = 0;
      sp.pair[0] = 0;
      if (sp.bj) continue;
      this.playSpot(sp, up, deviate);
      if (anyLiveHand(sp.hands, sp.status)) live = true;
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
    let dBest = bestTotal(dHard, dAce);
    if (!dealerBj && live) {
      while (dealerHits(this.rules, dBest, dAce && dHard + 10 === dBest)) {
        const v = this.draw();
        this.see(v);
        dHard += v;
        if (v === 1) dAce = true;
        dBest = bestTotal(dHard, dAce);
      }
    }
    const early = this.rules.surrender === 'early';
    for (let s = 0; s < spots; s++) {
      const sp = this.spots[s]!;
      let x = net[s]!;
      if (insured && !this.peek) x += dealerBj ? 0.5 * this.insRatio : -0.5;
      if (sp.bj) x += dealerBj ? 0 : this.bjRatio;
      else if (dealerBj) x += netAgainstDealerBlackjack(sp.hands, sp.status, sp.stake, early, this.takesAll);
      else x += netAgainstDealerTotal(sp.hands, sp.status, sp.stake, sp.hard, sp.ace, dBest);
      net[s] = x;
    }
    return net[0]!;
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
