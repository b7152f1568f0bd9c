/**
 * A fast simulation of one box playing a chart, for checking the exact figures and for the CLI:
 * every round is dealt from a freshly shuffled shoe (a partial Fisher–Yates over the whole shoe, so
 * rounds are independent and the exact house edge is what the mean estimates). No allocation per round.
 *
 * @module
 */
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import type { Rng } from '../../rng/index.js';
import type { Chart, ChartAction } from './player.js';
import {
  dealerBlackjackTakesAll,
  dealerHits,
  dealerPeeks,
  mayDoubleTotal,
  maySplitValue,
  splitTakesOneCard,
  checkRulesOrThrow,
} from '../rules.js';
import { bestTotal, isSoftTotal } from '../value.js';
import { anyLiveHand, netAgainstDealerBlackjack, netAgainstDealerTotal } from './table-net.js';

/** The result of a simulation. */
export interface SimulationResult {
  /** Rounds played. */
  readonly rounds: number;
  /** Mean net result per round, per unit initial bet (negative: the house wins). */
  readonly mean: number;
  /** Standard deviation of one round's result. */
  readonly stdev: number;
  /** The house edge estimate, `−mean`. */
  readonly houseEdge: number;
  /** 95% confidence interval of the house edge (normal approximation, ±1.96 standard errors). */
  readonly ci95: readonly [number, number];
}

const CODE: Record<ChartAction, number> = { H: 0, S: 1, Dh: 2, Ds: 3, P: 4, Rh: 5, Rs: 6 };

function flatten(rows: Readonly<Record<number, readonly ChartAction[]>>, size: number): Int8Array {
  const out = new Int8Array(size * 10).fill(-1);
  for (const [k, row] of Object.entries(rows)) {
    row.forEach((a, i) => {
      out[Number(k) * 10 + i] = CODE[a];
    });
  }
  return out;
}

/**
 * Simulates rounds of one box with a unit bet playing the chart (no insurance). Split hands are played
 * as the exact analysis values them: a pair card dealt to a split hand is split again while the box has
 * room and the chart splits the pair (aces only with `resplitAces`); split aces take one card unless
 * `hitSplitAces`.
 *
 * @param rules - The rules.
 * @param chart - The strategy chart (from `analyse` or `basicStrategy`).
 * @param rounds - How many rounds.
 * @param rng - Randomness.
 * @param onProgress - Called every 2^16 rounds with the rounds done.
 * @param shoe - The shoe by value, aces first (default: `rules.decks` full decks); ten-value cards are
 *   dealt out as tens, jacks, queens and kings in turn, which matters only under `splitBy: 'rank'`.
 * @returns The mean, the standard deviation and the 95% interval of the house edge.
 * @example
 * ```ts
 * const g = analyse(rules);
 * const sim = simulateChart(rules, g.chart, 1_000_000, seededRng(7));
 * sim.ci95; // contains g.houseEdgeChart about 95% of the time
 * ```
 */
export function simulateChart(
  rules: BlackjackRules,
  chart: Chart,
  rounds: number,
  rng: Rng,
  onProgress?: (done: number) => void,
  shoe?: readonly number[],
): SimulationResult {
  checkRulesOrThrow(rules);
  const hardT = flatten(chart.hard, 22);
  const softT = flatten(chart.soft, 22);
  const pairT = flatten(chart.pairs, 11);
  // Ranks 0..12 (two … ace); value = rank < 8 ? rank + 2 : rank < 12 ? 10 : 1.
  const ranks: number[] = [];
  if (shoe) {
    for (let v = 1; v <= 10; v++)
      for (let k = 0; k < shoe[v - 1]!; k++) ranks.push(v === 1 ? 12 : v === 10 ? 8 + (k % 4) : v - 2);
  } else for (let i = 0; i < rules.decks * 52; i++) ranks.push(i % 13);
  const N = ranks.length;
  const cards = Uint8Array.from(ranks);
  const VAL = Uint8Array.from([2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 1]);
  const bjRatio = rules.blackjackPays.pays / rules.blackjackPays.per;
  const peek = dealerPeeks(rules);
  const takesAll = dealerBlackjackTakesAll(rules);
  const das = rules.doubleAfterSplit;
  const byRank = rules.splitBy === 'rank';
  const surrender = rules.surrender;
  // Per-hand scratch: hard total, has ace, cards, stake, status (0 live, 1 bust, 2 surrendered), from split.
  const hHard = new Int32Array(8);
  const hAce = new Uint8Array(8);
  const hCards = new Int32Array(8);
  const hStake = new Float64Array(8);
  const hStatus = new Uint8Array(8);
  const hFirst = new Int32Array(8); // rank of the first card (split hands)
  let pos = 0;
  // Unbiased index in [pos, N) by rejection on 31-bit words (Smi arithmetic): accept below the largest
  // multiple of the range, then take the remainder.
  const limit = new Float64Array(N + 1);
  for (let r = 1; r <= N; r++) limit[r] = 0x80000000 - (0x80000000 % r);
  const draw = (): number => {
    const range = N - pos;
    const lim = limit[range]!;
    let x = rng.nextUint32() >>> 1;
    while (x >= lim) x = rng.nextUint32() >>> 1;
    const j = pos + (x % range);
    const c = cards[j]!;
    cards[j] = cards[pos]!;
    cards[pos] = c;
    pos++;
    return c;
  };
  /** Hand `h` doubles: twice the stake, one card, and busts over 21. */
  const doubleDown = (h: number): void => {
    hStake[h] = 2;
    const v = VAL[draw()]!;
    hHard[h] = hHard[h]! + v;
    if (v === 1) hAce[h] = 1;
    if (hHard[h]! > 21) hStatus[h] = 1;
  };
  let sum = 0;
  let sumSq = 0;
  for (let r = 0; r < rounds; r++) {
    if (onProgress && (r & 0xffff) === 0) onProgress(r);
    pos = 0;
    const r1 = draw();
    const upR = draw();
    const r2 = draw();
    const up = VAL[upR]!;
    const v1 = VAL[r1]!;
    const v2 = VAL[r2]!;
    let dHard = up;
    let dAce = up === 1;
    let dCards = 1;
    let net = 0;
    const playerBj = (v1 === 1 && v2 === 10) || (v1 === 10 && v2 === 1);
    if (peek && (up === 1 || up === 10)) {
      const hv = VAL[draw()]!;
      dHard += hv;
      dAce = dAce || hv === 1;
      dCards = 2;
      if (dHard === 11 && dAce) {
        net = playerBj ? 0 : -1;
        sum += net;
        sumSq += net * net;
        continue;
      }
    }
    let hands = 1;
    hHard[0] = v1 + v2;
    hAce[0] = v1 === 1 || v2 === 1 ? 1 : 0;
    hCards[0] = 2;
    hStake[0] = 1;
    hStatus[0] = 0;
    hFirst[0] = -1;
    if (!playerBj) {
      // The first decision of the two-card hand.
      const best0 = bestTotal(hHard[0]!, hAce[0] === 1);
      const soft0 = best0 !== hHard[0];
      let code = soft0 ? softT[best0 * 10 + up - 1]! : hardT[best0 * 10 + up - 1]!;
      const isPair = byRank ? r1 === r2 : v1 === v2;
      if (isPair) {
        const pc = pairT[v1 * 10 + up - 1]!;
        if (pc === 4 && maySplitValue(rules, v1)) code = 4;
        else if (pc !== 4) code = pc;
      }
      if (code === 5 || code === 6) {
        if (surrender !== 'none') hStatus[0] = 2;
        else code = code === 5 ? 0 : 1;
      }
      if (code === 4) {
        // Split (and resplit while the chart says so and hands remain).
        hands = 2;
        hHard[0] = v1;
        hAce[0] = v1 === 1 ? 1 : 0;
        hCards[0] = 1;
        hFirst[0] = r1;
        hHard[1] = v2;
        hAce[1] = hAce[0]!;
        hCards[1] = 1;
        hStake[1] = 1;
        hStatus[1] = 0;
        hFirst[1] = r2;
      }
      for (let h = 0; h < hands; h++) {
        if (hStatus[h] !== 0) continue;
        const split = hands > 1;
        if (split && hCards[h] === 1) {
          // Deal the split hand its second card; resplit if allowed and the chart says so.
          for (;;) {
            const rc = draw();
            const vc = VAL[rc]!;
            const same = byRank ? rc === hFirst[h] : vc === hHard[h];
            if (same && maySplitValue(rules, vc, hands) && pairT[vc * 10 + up - 1] === 4) {
              hHard[hands] = vc;
              hAce[hands] = vc === 1 ? 1 : 0;
              hCards[hands] = 1;
              hStake[hands] = 1;
              hStatus[hands] = 0;
              hFirst[hands] = rc;
              hands++;
              continue;
            }
            hHard[h] = hHard[h]! + vc;
            if (vc === 1) hAce[h] = 1;
            hCards[h] = 2;
            break;
          }
          if (splitTakesOneCard(rules, VAL[hFirst[h]!]!)) continue;
          const b = bestTotal(hHard[h]!, hAce[h] === 1);
          const c = b !== hHard[h] ? softT[b * 10 + up - 1]! : hardT[b * 10 + up - 1]!;
          if ((c === 2 || c === 3) && das && mayDoubleTotal(rules, hHard[h]!, b !== hHard[h])) {
            doubleDown(h);
            continue;
          }
        } else if (
          !split &&
          (code === 2 || code === 3) &&
          mayDoubleTotal(rules, hHard[0]!, soft0, hHard[0] === 11 && soft0)
        ) {
          doubleDown(h);
          continue;
        } else if (!split && (code === 1 || code === 3 || code === 6)) {
          continue;
        }
        // Hit or stand by the chart until done.
        for (;;) {
          const hard = hHard[h]!;
          const soft = isSoftTotal(hard, hAce[h] === 1);
          const b = soft ? hard + 10 : hard;
          if (b >= 21) break;
          const c = soft ? softT[b * 10 + up - 1]! : hardT[b * 10 + up - 1]!;
          if (c === 1 || c === 3 || c === 6) break;
          const v = VAL[draw()]!;
          hHard[h] = hard + v;
          if (v === 1) hAce[h] = 1;
          if (hard + v > 21) {
            hStatus[h] = 1;
            break;
          }
        }
      }
    }
    // The dealer.
    if (dCards === 1) {
      const v = VAL[draw()]!;
      dHard += v;
      dAce = dAce || v === 1;
      dCards = 2;
    }
    const dealerBj = dCards === 2 && dAce && dHard === 11;
    if (playerBj) {
      net = dealerBj ? 0 : bjRatio;
    } else if (dealerBj) {
      net += netAgainstDealerBlackjack(hands, hStatus, hStake, surrender === 'early', takesAll);
    } else {
      let dBest = bestTotal(dHard, dAce);
      if (anyLiveHand(hands, hStatus)) {
        while (dealerHits(rules, dBest, dAce && dHard + 10 === dBest)) {
          const v = VAL[draw()]!;
          dHard += v;
          if (v === 1) dAce = true;
          dBest = bestTotal(dHard, dAce);
        }
      }
      net += netAgainstDealerTotal(hands, hStatus, hStake, hHard, hAce, dBest);
    }
    sum += net;
    sumSq += net * net;
  }
  onProgress?.(rounds);
  const mean = sum / rounds;
  const variance = Math.max(0, sumSq / rounds - mean * mean);
  const stdev = Math.sqrt(variance);
  const se = stdev / Math.sqrt(rounds);
  return { rounds, mean, stdev, houseEdge: -mean, ci95: [-mean - 1.96 * se, -mean + 1.96 * se] };
}
