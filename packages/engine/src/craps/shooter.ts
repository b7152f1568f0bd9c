/**
 * A shooter's hand with a full layout: two players who keep every kind of bet working (one with the
 * dice, one against them), rolled by a seeded RNG until the shooter sevens out. Used by
 * `croupier play craps`, the benchmark and the site's examples.
 *
 * @module
 */
import type { CrapsRules } from '@croupier/paytables/craps';
import { rollDice, type DiceRoll } from '../dice/index.js';
import type { Chips } from '../money/index.js';
import type { Rng } from '../rng/index.js';
import { CRAPS_NUMBERS, type BetId } from './bets.js';
import { oddsLimitFor } from './guards.js';
import { betSpec } from './bets.js';
import { applyOrThrow, newTable, type CrapsAction, type CrapsEvent, type CrapsTable } from './round.js';

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
 * @param rules - The table's rules.
 * @returns The actions to apply before the next roll.
 */
export function fullLayoutActions(table: CrapsTable, rules: CrapsRules): CrapsAction[] {
  const out: CrapsAction[] = [];
  const add = (player: string, bet: BetId, amount: Chips) => {
    if (amount > 0) out.push({ type: 'bet', player, bet, amount });
  };
  for (const [player, line, box, standing] of [
    ['ann', 'pass', 'come', ANN],
    ['bob', 'dontPass', 'dontCome', BOB],
  ] as const) {
    const seat = table.players[player];
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
  readonly point: CrapsTable['point'];
  /** Everything that happened: the bets made before the roll, the roll, the settlements. */
  readonly events: readonly CrapsEvent[];
}

/**
 * Plays one shooter's hand with a full layout, until the shooter sevens out (or `maxRolls`).
 *
 * @param rules - The table's rules.
 * @param rng - Randomness for the dice.
 * @param maxRolls - A safety stop (default 1000).
 * @param bank - Each player's starting chips.
 * @example
 * ```ts
 * const hand = shooterHand(DEFAULT_RULES, seededRng(7));
 * hand.rolls.length; // how long the shooter lasted
 * ```
 */
export function shooterHand(
  rules: CrapsRules,
  rng: Rng,
  maxRolls = 1000,
  bank: Chips = 100_000,
): { readonly rolls: readonly HandRoll[]; readonly table: CrapsTable; readonly start: CrapsTable } {
  const start = newTable({ ann: bank, bob: bank });
  let table = start;
  const rolls: HandRoll[] = [];
  for (let i = 0; i < maxRolls; i++) {
    const events: CrapsEvent[] = [];
    for (const a of fullLayoutActions(table, rules)) {
      const step = applyOrThrow(table, a, rules);
      events.push(...step.events);
      table = step.table;
    }
    const point = table.point;
    const dice = rollDice(rng);
    const step = applyOrThrow(table, { type: 'roll', dice }, rules);
    events.push(...step.events);
    table = step.table;
    rolls.push({ dice, point, events });
    if (step.events.some((e) => e.type === 'sevenOut')) break;
  }
  return { rolls, table, start };
}
