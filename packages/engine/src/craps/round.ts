/**
 * The craps table as a pure state machine: `apply(table, action, rules)` returns the next table and
 * the events of the step (bets placed, dice rolled, the puck moving, bets settled), or a `craps/…` rule
 * error with the table untouched. Dice come in the action, so the caller (an `Rng`, a UI, a test)
 * decides them.
 *
 * Chips are conserved: every player's bank, plus every stake on the table, plus the house's net, is the
 * same before and after every step. A bet that wins is paid and handed back with its winnings; to keep a
 * place, buy or hardway bet working, bet it again.
 *
 * Nothing at a craps table is hidden, so there is no `playerView`: the whole table is the view.
 *
 * @module
 */
import type { CrapsNumber, CrapsRules } from '@croupier/paytables/craps';
import { checkRoll, type DiceRoll, diceTotal, isHard, rollDice } from '../dice/index.js';
import type { Chips } from '../money/index.js';
import { err, ok, orThrow, type Result } from '../result/index.js';
import type { Rng } from '../rng/index.js';
import { ALL_BETS, betSpec, isBoxNumber, type BetId } from './bets.js';
import { canChange, oddsBase, oddsLimitFor, oddsOf, type CrapsError } from './guards.js';
import { commissionFor, resolveBet, settleStake, type Resolution } from './settle.js';

/** One player's place at the table. */
export interface PlayerSeat {
  /** Chips in front of the player, not on the layout. */
  readonly bank: Chips;
  /** Chips on each bet of the layout (absent or 0: no bet). */
  readonly bets: Readonly<Partial<Record<BetId, Chips>>>;
}

/** The state of a craps table. */
export interface CrapsTable {
  /** The puck: the point, or `null` when it is "off" and the next roll is a come-out. */
  readonly point: CrapsNumber | null;
  /** The players by id. */
  readonly players: Readonly<Record<string, PlayerSeat>>;
  /** How many rolls have been made. */
  readonly rolls: number;
  /** The last roll, if any. */
  readonly lastRoll: DiceRoll | null;
  /** The house's net result so far: stakes lost and commissions, minus winnings paid. */
  readonly houseNet: Chips;
}

/** What a player or the shooter does. */
export type CrapsAction =
  /** Put chips on a bet: a new bet, or more on an existing one. */
  | { readonly type: 'bet'; readonly player: string; readonly bet: BetId; readonly amount: Chips }
  /** Take `amount` chips back from a bet, leaving the rest. */
  | { readonly type: 'reduce'; readonly player: string; readonly bet: BetId; readonly amount: Chips }
  /** Take a bet down (its free odds come down with it). */
  | { readonly type: 'remove'; readonly player: string; readonly bet: BetId }
  /** The shooter rolls these dice. */
  | { readonly type: 'roll'; readonly dice: DiceRoll };

/** What happened in a step, for the UI to animate and the log to print. */
export type CrapsEvent =
  | {
      readonly type: 'betPlaced';
      readonly player: string;
      readonly bet: BetId;
      readonly amount: Chips;
      readonly total: Chips;
    }
  | {
      readonly type: 'betReduced';
      readonly player: string;
      readonly bet: BetId;
      readonly amount: Chips;
      readonly total: Chips;
    }
  | { readonly type: 'betRemoved'; readonly player: string; readonly bet: BetId; readonly amount: Chips }
  | { readonly type: 'commissionPaid'; readonly player: string; readonly bet: BetId; readonly amount: Chips }
  | {
      readonly type: 'rolled';
      readonly dice: DiceRoll;
      readonly total: number;
      readonly hard: boolean;
      readonly comeOut: boolean;
    }
  | { readonly type: 'pointSet'; readonly point: CrapsNumber }
  | { readonly type: 'pointMade'; readonly point: CrapsNumber }
  | { readonly type: 'sevenOut'; readonly point: CrapsNumber }
  | {
      readonly type: 'betSettled';
      readonly player: string;
      readonly bet: BetId;
      /** `win`, `lose` or `push` (returned). */
      readonly outcome: 'win' | 'lose' | 'push';
      readonly stake: Chips;
      /** Winnings paid, before commission. */
      readonly won: Chips;
      /** Stake kept by the house. */
      readonly lost: Chips;
      /** Commission taken from the winnings. */
      readonly commission: Chips;
      /** Chips handed to the player: returned stake plus winnings less commission. */
      readonly paid: Chips;
    }
  | {
      readonly type: 'betMoved';
      readonly player: string;
      readonly from: BetId;
      readonly to: BetId;
      readonly amount: Chips;
    };

/** The result of a step. */
export interface Step {
  /** The next table. */
  readonly table: CrapsTable;
  /** What happened. */
  readonly events: readonly CrapsEvent[];
}

/**
 * A new table with the puck off.
 *
 * @param banks - Each player's chips, by player id.
 * @example
 * ```ts
 * const table = newTable({ ann: 1000, bob: 500 });
 * ```
 */
export function newTable(banks: Readonly<Record<string, Chips>>): CrapsTable {
  const players: Record<string, PlayerSeat> = {};
  for (const [id, bank] of Object.entries(banks)) {
    if (!Number.isSafeInteger(bank) || bank < 0)
      throw new RangeError(`newTable: ${id}'s bank must be whole chips ≥ 0, got ${bank}.`);
    players[id] = { bank, bets: {} };
  }
  return { point: null, players, rolls: 0, lastRoll: null, houseNet: 0 };
}

/** Chips on the layout for one player. */
export function onTable(seat: PlayerSeat): Chips {
  let s = 0;
  for (const v of Object.values(seat.bets)) s += v ?? 0;
  return s;
}

/** All chips of a table: banks, stakes on the layout and the house's net. Constant from step to step. */
export function totalChips(table: CrapsTable): Chips {
  let s = table.houseNet;
  for (const seat of Object.values(table.players)) s += seat.bank + onTable(seat);
  return s;
}

function withSeat(table: CrapsTable, player: string, seat: PlayerSeat, houseDelta = 0): CrapsTable {
  return { ...table, players: { ...table.players, [player]: seat }, houseNet: table.houseNet + houseDelta };
}

function badAmount(amount: unknown, what: string): CrapsError | null {
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0
    ? null
    : {
        code: 'craps/bad-amount',
        message: `The ${what} must be a positive whole number of chips, got ${String(amount)}.`,
        details: { amount },
      };
}

function betAction(
  table: CrapsTable,
  rules: CrapsRules,
  a: Extract<CrapsAction, { type: 'bet' }>,
): Result<Step, CrapsError> {
  const seat = table.players[a.player];
  const existing = seat?.bets[a.bet] ?? 0;
  const allowed = canChange(table, rules, a.player, a.bet, existing > 0 ? 'increase' : 'place');
  if (!allowed.ok) return allowed;
  const bad = badAmount(a.amount, 'amount to bet');
  if (bad) return { ok: false, error: bad };
  const s = seat!;
  const spec = betSpec(a.bet)!;
  const total = existing + a.amount;
  if (spec.kind === 'horn' && total % 4 !== 0) {
    return err(
      'craps/horn-stake',
      `A horn bet is four equal bets on 2, 3, 11 and 12, so it must be a multiple of 4 chips; ${total} is not.`,
      {
        total,
      },
    );
  }
  const base = oddsBase(spec);
  if (base !== undefined) {
    const limit = oddsLimitFor(spec, table.point, s.bets[base] ?? 0, rules) ?? 0;
    if (total > limit) {
      return err(
        'craps/odds-over-limit',
        `${a.bet} may be at most ${limit} chips behind ${s.bets[base] ?? 0} on ${base} (${rules.oddsLimit} odds); ${total} asked.`,
        {
          limit,
          total,
        },
      );
    }
  }
  const commission =
    rules.commissionOn === 'bet'
      ? Math.max(0, commissionFor(spec, total, rules) - commissionFor(spec, existing, rules))
      : 0;
  if (a.amount + commission > s.bank) {
    return err(
      'craps/not-enough-chips',
      `${a.player} has ${s.bank} chips, the bet needs ${a.amount + commission}${commission ? ` (with ${commission} commission)` : ''}.`,
      {
        bank: s.bank,
        needs: a.amount + commission,
      },
    );
  }
  const events: CrapsEvent[] = [{ type: 'betPlaced', player: a.player, bet: a.bet, amount: a.amount, total }];
  if (commission > 0) events.push({ type: 'commissionPaid', player: a.player, bet: a.bet, amount: commission });
  const next = withSeat(
    table,
    a.player,
    { bank: s.bank - a.amount - commission, bets: { ...s.bets, [a.bet]: total } },
    commission,
  );
  return ok({ table: next, events });
}

function reduceAction(
  table: CrapsTable,
  rules: CrapsRules,
  a: Extract<CrapsAction, { type: 'reduce' }>,
): Result<Step, CrapsError> {
  const allowed = canChange(table, rules, a.player, a.bet, 'reduce');
  if (!allowed.ok) return allowed;
  const bad = badAmount(a.amount, 'amount to take back');
  if (bad) return { ok: false, error: bad };
  const s = table.players[a.player]!;
  const current = s.bets[a.bet] ?? 0;
  if (a.amount >= current) {
    return err('craps/bad-amount', `${a.bet} has ${current} chips; reduce it by 1–${current - 1}, or take it down.`, {
      current,
    });
  }
  const spec = betSpec(a.bet)!;
  const total = current - a.amount;
  if (spec.kind === 'horn' && total % 4 !== 0) {
    return err('craps/horn-stake', `A horn bet must stay a multiple of 4 chips; ${total} is not.`, { total });
  }
  const oddsId = oddsOf(spec);
  const odds = oddsId === undefined ? 0 : (s.bets[oddsId] ?? 0);
  if (oddsId !== undefined && odds > 0) {
    const limit = oddsLimitFor(betSpec(oddsId)!, table.point, total, rules) ?? 0;
    if (odds > limit) {
      return err(
        'craps/odds-would-exceed-limit',
        `With ${total} on ${a.bet} the odds may be at most ${limit}, and ${odds} are on ${oddsId}; reduce the odds first.`,
        {
          limit,
          odds,
        },
      );
    }
  }
  const next = withSeat(table, a.player, { bank: s.bank + a.amount, bets: { ...s.bets, [a.bet]: total } });
  return ok({ table: next, events: [{ type: 'betReduced', player: a.player, bet: a.bet, amount: a.amount, total }] });
}

function removeAction(
  table: CrapsTable,
  rules: CrapsRules,
  a: Extract<CrapsAction, { type: 'remove' }>,
): Result<Step, CrapsError> {
  const allowed = canChange(table, rules, a.player, a.bet, 'remove');
  if (!allowed.ok) return allowed;
  const s = table.players[a.player]!;
  const bets = { ...s.bets };
  const events: CrapsEvent[] = [];
  let back = 0;
  const oddsId = oddsOf(betSpec(a.bet)!);
  for (const id of oddsId === undefined ? [a.bet] : [oddsId, a.bet]) {
    const amount = bets[id] ?? 0;
    if (amount === 0) continue;
    delete bets[id];
    back += amount;
    events.push({ type: 'betRemoved', player: a.player, bet: id, amount });
  }
  return ok({ table: withSeat(table, a.player, { bank: s.bank + back, bets }), events });
}

const ORDER: ReadonlyMap<string, number> = new Map(ALL_BETS.map((id, i) => [id, i]));

/** A seat's bet ids in layout order (settlement order is the same whatever order they were made in). */
function layoutOrder(bets: PlayerSeat['bets']): BetId[] {
  const ids = Object.keys(bets) as BetId[];
  return ids.length < 2 ? ids : ids.sort((a, b) => ORDER.get(a)! - ORDER.get(b)!);
}

function rollAction(table: CrapsTable, rules: CrapsRules, dice: DiceRoll): Result<Step, CrapsError> {
  const checked = checkRoll(dice);
  if (!checked.ok) return err('craps/bad-roll', checked.error.message, { dice });
  const roll = checked.value;
  const t = diceTotal(roll);
  const point = table.point;
  const events: CrapsEvent[] = [{ type: 'rolled', dice: roll, total: t, hard: isHard(roll), comeOut: point === null }];
  const players: Record<string, PlayerSeat> = {};
  let house = table.houseNet;
  for (const [player, seat] of Object.entries(table.players)) {
    const bets: Partial<Record<BetId, Chips>> = {};
    const moves: [BetId, BetId, Chips][] = [];
    let bank = seat.bank;
    for (const id of layoutOrder(seat.bets)) {
      const stake = seat.bets[id] ?? 0;
      if (stake === 0) continue;
      const spec = betSpec(id)!;
      const res: Resolution = resolveBet(spec, point, roll, rules);
      if (res.kind === 'none') {
        bets[id] = stake;
        continue;
      }
      if (res.kind === 'move') {
        moves.push([id, res.to, stake]);
        continue;
      }
      const st = settleStake(spec, stake, res, rules);
      const paid = st.returned + st.won - st.commission;
      bank += paid;
      house += st.lost + st.commission - st.won;
      events.push({
        type: 'betSettled',
        player,
        bet: id,
        outcome: res.kind,
        stake,
        won: st.won,
        lost: st.lost,
        commission: st.commission,
        paid,
      });
    }
    for (const [from, to, amount] of moves) {
      bets[to] = amount;
      events.push({ type: 'betMoved', player, from, to, amount });
    }
    players[player] = { bank, bets };
  }
  let nextPoint: CrapsNumber | null = point;
  if (point === null) {
    if (isBoxNumber(t)) {
      nextPoint = t;
      events.push({ type: 'pointSet', point: t });
    }
  } else if (t === point) {
    nextPoint = null;
    events.push({ type: 'pointMade', point });
  } else if (t === 7) {
    nextPoint = null;
    events.push({ type: 'sevenOut', point });
  }
  return ok({ table: { point: nextPoint, players, rolls: table.rolls + 1, lastRoll: roll, houseNet: house }, events });
}

/**
 * One step of the table: a bet change or a roll.
 *
 * @param table - The table (not modified).
 * @param action - What happens.
 * @param rules - The table's rules.
 * @returns The next table and the events, or a `craps/…` rule error (the table unchanged).
 * @example
 * ```ts
 * let table = newTable({ ann: 100 });
 * table = applyOrThrow(table, { type: 'bet', player: 'ann', bet: 'pass', amount: 10 }, rules).table;
 * const { events } = applyOrThrow(table, { type: 'roll', dice: [3, 4] }, rules); // pass wins 10
 * ```
 */
export function apply(table: CrapsTable, action: CrapsAction, rules: CrapsRules): Result<Step, CrapsError> {
  switch (action?.type) {
    case 'bet':
      return betAction(table, rules, action);
    case 'reduce':
      return reduceAction(table, rules, action);
    case 'remove':
      return removeAction(table, rules, action);
    case 'roll':
      return rollAction(table, rules, action.dice);
    default:
      return err(
        'craps/bad-action',
        `Unknown action ${JSON.stringify(action)}; actions are bet, reduce, remove and roll.`,
      );
  }
}

/** {@link apply}, throwing a `CroupierError` on a rule error. */
export function applyOrThrow(table: CrapsTable, action: CrapsAction, rules: CrapsRules): Step {
  return orThrow(apply(table, action, rules));
}

/**
 * Rolls the dice with an RNG and applies the roll.
 *
 * @param table - The table.
 * @param rng - Randomness.
 * @param rules - The table's rules.
 */
export function roll(table: CrapsTable, rng: Rng, rules: CrapsRules): Step {
  return applyOrThrow(table, { type: 'roll', dice: rollDice(rng) }, rules);
}
