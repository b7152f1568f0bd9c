/**
 * A shooter's hand with a full layout: two players who keep every kind of bet working (one with the
 * dice, one against them), rolled by the table's seeded dice until the shooter sevens out. Used by
 * `croupier play craps`, the benchmark and the site's examples.
 *
 * @module
 */
import type { CrapsRules } from '@croupier/paytables/craps';
import type { DiceRoll } from '../dice/index.js';
import type { Seed } from '../game/index.js';
import type { Chips } from '../money/index.js';
import { betSpec, CRAPS_NUMBERS, type BetId } from './bets.js';
import { seatOf } from './guards.js';
import { applyOrThrow, startOrThrow } from './round.js';
import { oddsLimitFor } from './rules.js';
import type { CrapsAction, CrapsEvent, CrapsState } from './state.js';

/** The two players of {@link shooterHand}: `ann` bets with the dice, `bob` against them. */
export const LAYOUT_PLAYERS = ['ann', 'bob'] as const;

const ANN: readonly [BetId, Chips][] = [
  ['place6', 12],
  ['place8', 12],
  ['buy4', 20],
  ['field', 5],
  ['big6', 5],
  ['hard8', 5],
  ['hard4', 5],
  ['horn', 4],
  ['any7', 5],
  ['eleven', 5],
];
const BOB: readonly [BetId, Chips][] = [
  ['placeToLose5', 16],
  ['lay10', 40],
  ['anyCraps', 5],
  ['two', 5],
  ['three', 5],
  ['twelve', 5],
];

/**
 * The bets that keep a full layout working on this table: line bets on the come-out, come and don't
 * come while a point is on, full odds behind every line bet with a point, and the standing bets
 * (place, buy, place to lose, lay, field, big 6, hardways, one-roll bets) put back after they win or lose.
 *
 * @param table - The table.
 * @returns The actions to apply before the next roll.
 */
export function fullLayoutActions(table: CrapsState): CrapsAction[] {
  const rules = table.rules;
  const out: CrapsAction[] = [];
  const add = (player: string, bet: BetId, amount: Chips) => {
    if (amount > 0) out.push({ type: 'bet', player, bet, amount });
  };
  for (const [player, line, box, standing] of [
    ['ann', 'pass', 'come', ANN],
    ['bob', 'dontPass', 'dontCome', BOB],
  ] as const) {
    const seat = seatOf(table, player);
    if (!seat) continue;
    const has = (id: BetId) => (seat.bets[id] ?? 0) > 0;
    if (table.point === null && !has(line)) add(player, line, 10);
    if (table.point !== null && !has(box)) add(player, box, 10);
    const oddsIds: BetId[] =
      line === 'pass'
        ? ['passOdds', ...CRAPS_NUMBERS.map((n) => `comeOdds${n}` as BetId)]
        : ['dontPassOdds', ...CRAPS_NUMBERS.map((n) => `dontComeOdds${n}` as BetId)];
    for (const id of oddsIds) {
      const spec = betSpec(id)!;
      const base: BetId =
        id === 'passOdds' ? 'pass' : id === 'dontPassOdds' ? 'dontPass' : (id.replace('Odds', '') as BetId);
      if (!has(base) || has(id)) continue;
      if ((id === 'passOdds' || id === 'dontPassOdds') && table.point === null) continue;
      add(player, id, oddsLimitFor(spec, table.point, seat.bets[base] ?? 0, rules) ?? 0);
    }
    for (const [id, amount] of standing) if (!has(id)) add(player, id, amount);
  }
  return out;
}

/** One roll of a shooter's hand. */
export interface HandRoll {
  /** The dice. */
  readonly dice: DiceRoll;
  /** The puck before the roll (`null`: a come-out roll). */
  readonly point: CrapsState['point'];
  /** Everything that happened: the bets made before the roll, the roll, the settlements. */
  readonly events: readonly CrapsEvent[];
}

/**
 * Plays one shooter's hand with a full layout, until the shooter sevens out (or `maxRolls`), the dice
 * drawn from the table's seed.
 *
 * @param rules - The table's rules.
 * @param seed - The dice's seed.
 * @param maxRolls - A safety stop (default 1000).
 * @param bank - Each player's starting chips.
 * @example
 * ```ts
 * const hand = shooterHand(DEFAULT_RULES, 7);
 * hand.rolls.length; // how long the shooter lasted
 * ```
 */
export function shooterHand(
  rules: CrapsRules,
  seed: Seed,
  maxRolls = 1000,
  bank: Chips = 100_000,
): { readonly rolls: readonly HandRoll[]; readonly state: CrapsState; readonly start: CrapsState } {
  const start = startOrThrow(rules, { seats: { ann: bank, bob: bank }, seed }).state;
  let state = start;
  const rolls: HandRoll[] = [];
  for (let i = 0; i < maxRolls; i++) {
    const events: CrapsEvent[] = [];
    for (const a of fullLayoutActions(state)) {
      const step = applyOrThrow(state, a);
      events.push(...step.events);
      state = step.state;
    }
    const point = state.point;
    const step = applyOrThrow(state, { type: 'roll' });
    events.push(...step.events);
    state = step.state;
    rolls.push({ dice: state.lastRoll!, point, events });
    if (step.events.some((e) => e.type === 'sevenOut')) break;
  }
  return { rolls, state, start };
}
