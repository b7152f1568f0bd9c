/**
 * A simulation that checks an index table against play: one box dealt round after round from a shoe
 * with a cut card, the count kept as a counter keeps it, and every round played twice from the same
 * cards, once with the chart's first decision and no insurance, once with the table's deviations and
 * insurance. The rest of every hand (later hits, split hands) is played by the table in both, so the
 * difference between the two measures what the table's first-decision deviations and insurance gain:
 * the sum of their `gain` figures. The player (`player.ts`) is the one `simulateRamp` deals with.
 *
 * @module
 */
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import type { Rng } from '../../rng/index.js';
import { analyse } from '../analysis/edge.js';
import type { Chart } from '../analysis/player.js';
import { checkRulesOrThrow } from '../rules.js';
import type { IndexEntry, InsuranceIndex } from './indices.js';
import { TablePlayer } from './player.js';
import type { CountingSystem } from './systems.js';

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
  const sim = new TablePlayer(rules, chart, table.system, table, rng, (options.continuation ?? 'table') === 'table');
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
