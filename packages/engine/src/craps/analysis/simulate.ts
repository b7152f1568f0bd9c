/**
 * A Monte Carlo check of the line bets through the table state machine: four players at one table,
 * each keeping one bet in action (pass, don't pass, come, don't come), the dice drawn from the table's
 * seed, until every bet has been decided the asked number of times. Reports each bet's house edge with a
 * 99.9% confidence interval.
 *
 * @module
 */
import type { CrapsRules } from '@croupier/paytables/craps';
import type { Seed } from '../../game/index.js';
import type { BetId } from '../bets.js';
import { applyOrThrow, startOrThrow } from '../round.js';
import type { CrapsAction, CrapsState } from '../state.js';

/** The simulated figures of one line bet. */
export interface SimulatedBet {
  /** `pass`, `dontPass`, `come` or `dontCome`. */
  readonly id: 'pass' | 'dontPass' | 'come' | 'dontCome';
  /** Bets decided (won, lost or returned). */
  readonly decisions: number;
  /** Share of decisions won. */
  readonly win: number;
  /** Share returned. */
  readonly push: number;
  /** Share lost. */
  readonly lose: number;
  /** Estimated house edge per bet made. */
  readonly houseEdge: number;
  /** Half the width of the 99.9% confidence interval of `houseEdge` (3.29 standard errors). */
  readonly halfWidth: number;
}

/** The result of {@link simulateLineBets}. */
export interface LineSimulation {
  /** The four bets' figures. */
  readonly bets: readonly SimulatedBet[];
  /** Rolls made. */
  readonly rolls: number;
}

const LINES = ['pass', 'dontPass', 'come', 'dontCome'] as const;
const STAKE = 10;
const BANK = 1e12;

/**
 * Simulates the four line bets through `apply` until each is decided at least `decisions` times.
 *
 * @param rules - The table's rules.
 * @param decisions - Decisions per bet (the last bet to reach it sets the length).
 * @param seed - The dice's seed.
 * @param onProgress - Called now and then with the fewest decisions any line bet has reached.
 * @example
 * ```ts
 * simulateLineBets(rules, 1_000_000, 1).bets[0]!.houseEdge; // ≈ 7/495
 * ```
 */
export function simulateLineBets(
  rules: CrapsRules,
  decisions: number,
  seed: Seed,
  onProgress?: (done: number) => void,
): LineSimulation {
  let table: CrapsState = startOrThrow(rules, {
    seats: Object.fromEntries(LINES.map((id) => [id, BANK])),
    seed,
  }).state;
  const stats = LINES.map(() => ({ n: 0, win: 0, push: 0, lose: 0, sum: 0, sumSq: 0 }));
  let rolls = 0;
  while (stats.some((s) => s.n < decisions)) {
    LINES.forEach((id, i) => {
      const inAction = Object.keys(table.seats[i]!.bets).length > 0;
      if (inAction) return;
      const open = id === 'pass' || id === 'dontPass' ? table.point === null : table.point !== null;
      if (open) {
        const a: CrapsAction = { type: 'bet', player: id, bet: id as BetId, amount: STAKE };
        table = applyOrThrow(table, a).state;
      }
    });
    const step = applyOrThrow(table, { type: 'roll' });
    rolls++;
    for (const e of step.events) {
      if (e.type !== 'betSettled') continue;
      const s = stats[LINES.indexOf(e.player as (typeof LINES)[number])]!;
      const net = e.paid - e.stake;
      s.n++;
      s.sum += net;
      s.sumSq += net * net;
      if (net > 0) s.win++;
      else if (net < 0) s.lose++;
      else s.push++;
    }
    table = step.state;
    if (onProgress !== undefined && (rolls & 0x3ff) === 0) onProgress(Math.min(...stats.map((st) => st.n)));
  }
  onProgress?.(decisions);
  const bets = LINES.map((id, i): SimulatedBet => {
    const s = stats[i]!;
    const mean = s.sum / s.n;
    const variance = s.sumSq / s.n - mean * mean;
    return {
      id,
      decisions: s.n,
      win: s.win / s.n,
      push: s.push / s.n,
      lose: s.lose / s.n,
      houseEdge: -mean / STAKE,
      halfWidth: (3.29 * Math.sqrt(variance / s.n)) / STAKE,
    };
  });
  return { bets, rolls };
}
