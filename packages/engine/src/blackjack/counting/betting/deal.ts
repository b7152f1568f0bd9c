/**
 * The dealing loop of the ramp simulation, apart from the ramp's pricing: everything it needs is in a
 * {@link RampDeal} (plain data, cloned once into each worker thread), so a worker loads the player and
 * this loop only, not the model and `evaluateRamp`, and the bets are worked out once for a whole run
 * rather than once per shard. `simulate.ts` builds the deal (`rampDeal`) and sums its tallies.
 *
 * @internal
 * @module
 */
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import type { Rng } from '../../../rng/index.js';
import type { Chart } from '../../analysis/player.js';
import { roundTrueCount } from '../count.js';
import type { TrueCountRounding } from '../systems.js';
import { TablePlayer, type PlayerIndexTable } from '../player.js';

/**
 * What the dealing loop needs: the game, the player's play, and the bets and spots per bin.
 *
 * @internal
 */
export interface RampDeal {
  /** The rules (checked). */
  readonly rules: BlackjackRules;
  /** The chart played. */
  readonly chart: Chart;
  /** The system's tags. */
  readonly tags: readonly number[];
  /** The true-count rounding the bins use (`exact` already turned into `round`). */
  readonly rounding: Exclude<TrueCountRounding, 'exact'>;
  /** The deviations and insurance index, or `null`. */
  readonly table: PlayerIndexTable | null;
  /** Cards dealt before the cut card. */
  readonly cut: number;
  /** The lowest bin's true count (the bins run from it by ones). */
  readonly firstBin: number;
  /** The highest bin's true count. */
  readonly lastBin: number;
  /** Spots dealt on a round not played. */
  readonly watchSpots: number;
  /** Bet per bin entering (from below the wong-in count). */
  readonly enter: readonly number[];
  /** Bet per bin staying in (between wong-out and wong-in). */
  readonly stay: readonly number[];
  /** Spots per bin. */
  readonly spots: readonly number[];
  /** Wong-in bin count (−∞: always in). */
  readonly wongIn: number;
  /** Wong-out bin count (−∞: never out). */
  readonly wongOut: number;
}

/** The length of a tally's vector (see `RampTally`). */
export const RAMP_TALLY_WIDTH = 8;
const [N_, S_, Q_, NU, U1, U2, NP, P_] = [0, 1, 2, 3, 4, 5, 6, 7];

/** A shard's raw totals, as `RampTally` (`simulate.ts`) holds them. */
export interface DealtTally {
  readonly shoes: number;
  readonly played: number;
  readonly bet: number;
  readonly totals: number[];
  readonly products: number[];
}

/**
 * Deals `rounds` rounds of a {@link RampDeal} from a fresh shoe and returns the shoes' totals.
 *
 * @param deal - The game, play and bets.
 * @param rounds - Rounds to deal (a whole number ≥ 1, checked by the caller).
 * @param rng - Randomness for the shuffles.
 * @param onProgress - Called every 2^16 rounds with the rounds done, and at the end.
 */
export function dealRampTally(
  deal: RampDeal,
  rounds: number,
  rng: Rng,
  onProgress?: (done: number) => void,
): DealtTally {
  const { enter, stay, spots: spotsBy, wongIn, wongOut, rules, cut, rounding, firstBin, lastBin } = deal;
  const player = new TablePlayer(rules, deal.chart, { tags: deal.tags }, deal.table, rng, true);
  const N = 52 * rules.decks;
  const W = RAMP_TALLY_WIDTH;
  const totals = new Float64Array(W);
  const products = new Float64Array(W * W);
  const v = new Float64Array(W);
  let shoes = 0;
  let played = 0;
  let betSum = 0;
  const closeShoe = () => {
    if (v[N_] === 0) return;
    shoes++;
    for (let i = 0; i < W; i++) {
      totals[i] = totals[i]! + v[i]!;
      for (let j = 0; j < W; j++) products[i * W + j] = products[i * W + j]! + v[i]! * v[j]!;
    }
    v.fill(0);
  };
  const net = player.net;
  let pos = 0;
  let count = 0;
  let inPlay = false;
  player.shuffle();
  inPlay = 0 >= wongIn;
  for (let r = 0; r < rounds; r++) {
    if (onProgress && (r & 0xffff) === 0 && r > 0) onProgress(r);
    if (pos >= cut) {
      closeShoe();
      player.shuffle();
      pos = 0;
      count = 0;
      inPlay = 0 >= wongIn;
    }
    // The bin as the model bins it (distribution.ts): the centred running count per deck unseen.
    const x = Math.round(((count * 52) / (N - pos)) * 1e9) / 1e9;
    const i = Math.max(firstBin, Math.min(lastBin, roundTrueCount(x, rounding))) - firstBin;
    const b = i + firstBin;
    inPlay = inPlay ? b >= wongOut : b >= wongIn;
    const bet = !inPlay ? 0 : b >= wongIn ? enter[i]! : stay[i]!;
    const s = bet > 0 ? spotsBy[i]! : deal.watchSpots;
    player.playRound(pos, count, true, s);
    pos = player.position;
    count = player.runningCount;
    v[N_] = v[N_]! + 1;
    if (bet === 0) continue;
    played++;
    betSum += bet * s;
    let total = 0;
    for (let a = 0; a < s; a++) {
      const u = net[a]!;
      total += u;
      v[U1] = v[U1]! + u;
      v[U2] = v[U2]! + u * u;
      for (let c = a + 1; c < s; c++) v[P_] = v[P_]! + u * net[c]!;
    }
    v[NU] = v[NU]! + s;
    v[NP] = v[NP]! + (s * (s - 1)) / 2;
    const money = bet * total;
    v[S_] = v[S_]! + money;
    v[Q_] = v[Q_]! + money * money;
  }
  closeShoe();
  onProgress?.(rounds);
  return { shoes, played, bet: betSum, totals: Array.from(totals), products: Array.from(products) };
}
