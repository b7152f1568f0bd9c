/**
 * What the full-table modes share: the boxes' ids (`b1` … `b7`, in playing order: `b1` is the first
 * base, the first to act), the seat players who play every box but the trainee's (the basic-strategy
 * chart with a player's usual mistakes at their rates, the engine's `blackjackPolicy`), and the chart
 * built from the strategy table the app computes once per set of rules.
 *
 * @module
 */
import {
  blackjackPolicy,
  legalActions,
  playerView,
  type BlackjackAction,
  type BlackjackMistakeRate,
  type BlackjackRules,
  type BlackjackState,
  type Chart,
  type ChartAction,
} from '@croupier/engine/blackjack';
import { seededRng } from '@croupier/engine/rng';
import type { Seed } from '@croupier/engine';
import type { StrategyTable } from '../analysis/strategy-table.ts';

/** The most boxes a table has. */
export const MAX_BOXES = 7;

/** The id of the box at a seat (1 = first base). */
export const boxId = (seat: number): string => `b${seat}`;

/** The seat of a box id (`b3` → 3). */
export const seatOf = (box: string): number => Number(box.slice(1));

/** The seat players' usual mistakes: a stiff stood on against a high card, a soft double missed, insurance. */
export const USUAL_MISTAKES: readonly BlackjackMistakeRate[] = [
  { mistake: 'stand-stiff', rate: 0.25 },
  { mistake: 'no-soft-double', rate: 0.3 },
  { mistake: 'take-insurance', rate: 0.2 },
];

/** The flat bet of a seat player. */
export const SEAT_BET = 10;

/**
 * The chart of a strategy table (its two-card cells: hard 5–20, soft 12–20, pairs); a total it lacks is
 * read by the engine's `chartPlay` as a hit below 17 and a stand from 17.
 *
 * @param table - The strategy table of the rules.
 */
export function chartOf(table: StrategyTable): Chart {
  const hard: Record<number, ChartAction[]> = {};
  const soft: Record<number, ChartAction[]> = {};
  const pairs: Record<number, ChartAction[]> = {};
  for (const [key, cell] of Object.entries(table.cells)) {
    const [kind, row, up] = key.split('-') as [string, string, string];
    const r = row === 'A' ? 1 : Number(row);
    const u = up === 'A' ? 1 : Number(up);
    const into = kind === 'hard' ? hard : kind === 'soft' ? soft : pairs;
    (into[r] ??= Array<ChartAction>(10).fill('S'))[u - 1] = cell.action;
  }
  return { hard, soft, pairs };
}

/** The box whose turn it is (insurance or a play), or `null`. */
export function turnBox(state: BlackjackState): string | null {
  if (state.phase === 'playing') return state.boxes[state.turn.box]!.id;
  if (state.phase === 'insurance') return state.boxes[state.turn]!.id;
  return null;
}

/**
 * A seat player's decision for the box whose turn it is: the engine's policy, its randomness (the
 * mistakes) drawn from the table's seed, the round, the box, its hand and the cards dealt so far, so one
 * seed replays the same table and the model stays pure.
 *
 * @param state - The table, a seat player's box to decide.
 * @param chart - The chart.
 * @param seed - The table's seed.
 * @param mistakes - The mistakes and their rates.
 */
export function seatDecision(
  state: BlackjackState,
  chart: Chart,
  seed: Seed,
  mistakes: readonly BlackjackMistakeRate[],
): BlackjackAction {
  const box = turnBox(state) ?? '';
  const hand = state.phase === 'playing' ? state.turn.hand : 'ins';
  const rng = seededRng(`${String(seed)}/${state.round}/${box}/${hand}/${state.shoe.position}`);
  const policy = blackjackPolicy(state.rules, { chart, mistakes, bet: { kind: 'flat', bet: SEAT_BET } }, rng);
  return policy.act(playerView(state), legalActions(state));
}

/**
 * The seats of a table of `boxes` boxes with their chips, in playing order (a record keeps the order).
 *
 * @param boxes - Boxes at the table.
 * @param chips - Chips in front of each.
 */
export function seatsOf(boxes: number, chips: number): Record<string, number> {
  const seats: Record<string, number> = {};
  for (let s = 1; s <= boxes; s++) seats[boxId(s)] = chips;
  return seats;
}

/** A seat player's bet on a box, within the table's range. */
export function seatBet(range: { readonly min: number; readonly max: number; readonly multipleOf: number }): number {
  let amount = Math.min(Math.max(SEAT_BET, range.min), range.max);
  amount -= amount % range.multipleOf;
  return amount;
}

/** Whether the rules are a blackjack table's (the seat-player helpers need nothing else of them). */
export type TableRules = BlackjackRules;
