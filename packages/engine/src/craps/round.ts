/**
 * The craps table as a pure state machine: `start(rules, { seats, seed })` opens a table with the puck
 * off, and `apply(state, action)` returns the next state and the events of the step (bets placed, dice
 * rolled, the puck moving, bets settled), or a `craps/…` rule error with the state untouched. The rules
 * and the dice RNG are in the state; a roll takes given dice (tests, a UI, replays) or draws them from
 * the state's RNG.
 *
 * Chips are conserved: every player's bank, plus every stake on the layout, plus the house's net against
 * each seat, is the same before and after every step ({@link chipsInPlay}). A bet that wins is paid and
 * handed back with its winnings; to keep a place, buy or hardway bet working, bet it again.
 *
 * A table has no last round: the next come-out follows every pass-line decision. {@link isOver} says
 * when the table is between pass-line decisions.
 *
 * @module
 */
import { crapsTableLimits, type CrapsRules } from '@croupier/paytables/craps';
import { type DiceRoll, diceTotal, isHard, rollDice } from '../dice/index.js';
import { chipsProblem, MAX_BALANCE, MAX_STAKE, type Chips } from '../money/index.js';
import { ok, orThrow, show, type Result } from '../result/index.js';
import { checkSeed, MAX_SEED_LENGTH, restoreRng, seededRng } from '../rng/index.js';
import { ALL_BETS, betSpec, isBoxNumber, type BetId } from './bets.js';
import { crapsError, type BetChange, type CrapsError } from './errors.js';
import { changeRule, onTable, reduceRange, seatMaxWin, stakeStep } from './guards.js';
import { seatAndBet, type SeatAndBet } from './lookup.js';
import { checkRules, oddsBase, oddsLimitFor, oddsOf } from './rules.js';
import { checkDice, commissionFor, maxWin, resolveBet, settleStake } from './settle.js';
import {
  CRAPS_ACTION_TYPES,
  type CrapsAction,
  type CrapsBets,
  type CrapsEvent,
  type CrapsSeat,
  type CrapsSetup,
  type CrapsState,
  type CrapsStep,
  type CrapsView,
} from './state.js';

/** The most seats a table has: `crapsTableLimits.value.players` (a full craps table has 12 to 16 places). */
export const MAX_SEATS = crapsTableLimits.value.players;

/** The longest seat id. */
export const MAX_PLAYER_ID_LENGTH = 60;

const isPlainObject = (v: unknown): v is Readonly<Record<string, unknown>> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Opens a table: the puck off, every seat with its chips and no bets, the dice RNG seeded.
 *
 * @param rules - The table's rules (checked again: they may come from JSON).
 * @param setup - `{ seats: { id: chips, … }, seed }`: 1 to {@link MAX_SEATS} seats of 0 to `MAX_BALANCE`
 *   chips, ids of 1 to {@link MAX_PLAYER_ID_LENGTH} characters, and the dice's seed.
 * @returns The first state (no events), or `craps/bad-rules`, `craps/bad-setup`, `craps/bad-player`,
 *   `craps/bad-bank` or `craps/bad-seed`.
 * @example
 * ```ts
 * let { state } = startOrThrow(resolveRulesOrThrow(), { seats: { ann: 100 }, seed: 3 });
 * state = applyOrThrow(state, { type: 'bet', player: 'ann', bet: 'pass', amount: 10 }).state;
 * applyOrThrow(state, { type: 'roll', dice: [3, 4] }).events; // … betSettled pass win, paid 20
 * ```
 */
export function start(rules: CrapsRules, setup: CrapsSetup): Result<CrapsStep, CrapsError> {
  const r = checkRules(rules);
  if (!r.ok) return r;
  if (!isPlainObject(setup))
    return crapsError('craps/bad-setup', { reason: 'not-an-object', seats: 0, maxSeats: MAX_SEATS });
  const given: unknown = setup.seats;
  if (!isPlainObject(given)) {
    return crapsError('craps/bad-setup', { reason: 'seats-not-an-object', seats: 0, maxSeats: MAX_SEATS });
  }
  const entries = Object.entries(given);
  if (entries.length === 0) return crapsError('craps/bad-setup', { reason: 'no-seats', seats: 0, maxSeats: MAX_SEATS });
  if (entries.length > MAX_SEATS) {
    return crapsError('craps/bad-setup', { reason: 'too-many-seats', seats: entries.length, maxSeats: MAX_SEATS });
  }
  const seats: CrapsSeat[] = [];
  for (const [id, bank] of entries) {
    if (id.length === 0)
      return crapsError('craps/bad-player', { player: show(id), reason: 'empty', maxLength: MAX_PLAYER_ID_LENGTH });
    if (id.length > MAX_PLAYER_ID_LENGTH) {
      return crapsError('craps/bad-player', { player: show(id), reason: 'too-long', maxLength: MAX_PLAYER_ID_LENGTH });
    }
    const problem = chipsProblem(bank, MAX_BALANCE, true);
    if (problem)
      return crapsError('craps/bad-bank', { player: id, bank: show(bank), reason: problem, max: MAX_BALANCE });
    // + 0 turns a bank of -0 into 0 (a chip count has no sign).
    seats.push({ id, bank: (bank as Chips) + 0, bets: {}, houseNet: 0 });
  }
  const seed = checkSeed(setup.seed);
  if (!seed.ok) return crapsError('craps/bad-seed', { seed: show(setup.seed), maxLength: MAX_SEED_LENGTH });
  const state: CrapsState = {
    phase: 'comeOut',
    point: null,
    rules: r.value,
    rng: seededRng(seed.value).getState(),
    seats,
    rolls: 0,
    lastRoll: null,
  };
  return ok({ state, events: [] });
}

/**
 * {@link start}, throwing a `CroupierError` on a rule error.
 *
 * @param rules - The table's rules.
 * @param setup - The seats and the seed.
 */
export function startOrThrow(rules: CrapsRules, setup: CrapsSetup): CrapsStep {
  return orThrow(start(rules, setup));
}

function withSeat(state: CrapsState, seat: CrapsSeat): CrapsState {
  return { ...state, seats: state.seats.map((s) => (s.id === seat.id ? seat : s)) };
}

function badAmount(amount: unknown): Result<never, CrapsError> | null {
  const problem = chipsProblem(amount, MAX_STAKE);
  return problem ? crapsError('craps/bad-amount', { amount: show(amount), reason: problem, max: MAX_STAKE }) : null;
}

/**
 * The checks every bet change makes first, in the same order: a known player, a known bet, a change the
 * rules allow now.
 */
function changeTarget(
  state: CrapsState,
  a: Readonly<Record<string, unknown>>,
  change: BetChange,
): Result<SeatAndBet, CrapsError> {
  const target = seatAndBet(state, a['player'], a['bet']);
  if (!target.ok) return target;
  const allowed = changeRule(state, target.value.seat, target.value.spec, change);
  if (!allowed.ok) return allowed;
  return target;
}

/** {@link changeTarget} and then a valid chip amount, for a bet or a reduction. */
function amountTarget(
  state: CrapsState,
  a: Readonly<Record<string, unknown>>,
  change: 'bet' | 'reduce',
): Result<SeatAndBet & { readonly amount: Chips }, CrapsError> {
  const target = changeTarget(state, a, change);
  if (!target.ok) return target;
  const bad = badAmount(a['amount']);
  if (bad) return bad;
  return ok({ ...target.value, amount: a['amount'] as Chips });
}

function betAction(state: CrapsState, a: Readonly<Record<string, unknown>>): Result<CrapsStep, CrapsError> {
  const target = amountTarget(state, a, 'bet');
  if (!target.ok) return target;
  const { seat, spec, amount } = target.value;
  const bet = spec.id;
  const current = seat.bets[bet] ?? 0;
  const total = current + amount;
  const step = stakeStep(spec);
  if (total % step !== 0) return crapsError('craps/horn-stake', { total, multipleOf: step });
  if (total > MAX_STAKE) return crapsError('craps/stake-limit', { bet, total, limit: MAX_STAKE });
  const base = oddsBase(spec);
  if (base !== undefined) {
    const flat = seat.bets[base] ?? 0;
    const limit = oddsLimitFor(spec, state.point, flat, state.rules) ?? 0;
    if (total > limit) {
      return crapsError('craps/odds-over-limit', {
        bet,
        base,
        flat,
        oddsLimit: state.rules.oddsLimit,
        limit,
        total,
      });
    }
  }
  const commission =
    state.rules.commissionOn === 'bet'
      ? Math.max(0, commissionFor(spec, total, state.rules) - commissionFor(spec, current, state.rules))
      : 0;
  if (amount + commission > seat.bank) {
    return crapsError('craps/not-enough-chips', {
      player: seat.id,
      bank: seat.bank,
      needed: amount + commission,
      commission,
    });
  }
  const worth = seat.bank + onTable(seat);
  const most = seatMaxWin(state, seat, bet) + maxWin(spec, total, state.point, state.rules);
  if (worth + most > MAX_BALANCE) {
    return crapsError('craps/balance-limit', { player: seat.id, worth, maxWin: most, limit: MAX_BALANCE });
  }
  const events: CrapsEvent[] = [{ type: 'betPlaced', player: seat.id, bet, amount, total }];
  if (commission > 0) events.push({ type: 'commissionPaid', player: seat.id, bet, amount: commission });
  const next: CrapsSeat = {
    id: seat.id,
    bank: seat.bank - amount - commission,
    bets: { ...seat.bets, [bet]: total },
    houseNet: seat.houseNet + commission,
  };
  return ok({ state: withSeat(state, next), events });
}

function reduceAction(state: CrapsState, a: Readonly<Record<string, unknown>>): Result<CrapsStep, CrapsError> {
  const target = amountTarget(state, a, 'reduce');
  if (!target.ok) return target;
  const { seat, spec, amount } = target.value;
  const bet = spec.id;
  const current = seat.bets[bet] ?? 0;
  if (amount >= current) {
    const max = reduceRange(state, seat, spec)?.max ?? 0;
    return crapsError('craps/reduce-too-much', { bet, current, amount, max });
  }
  const total = current - amount;
  const step = stakeStep(spec);
  if (total % step !== 0) return crapsError('craps/horn-stake', { total, multipleOf: step });
  const oddsBet = oddsOf(spec);
  const odds = oddsBet === undefined ? 0 : (seat.bets[oddsBet] ?? 0);
  if (oddsBet !== undefined && odds > 0) {
    const limit = oddsLimitFor(betSpec(oddsBet)!, state.point, total, state.rules) ?? 0;
    if (odds > limit) return crapsError('craps/odds-would-exceed-limit', { bet, flat: total, oddsBet, odds, limit });
  }
  const next: CrapsSeat = { ...seat, bank: seat.bank + amount, bets: { ...seat.bets, [bet]: total } };
  return ok({
    state: withSeat(state, next),
    events: [{ type: 'betReduced', player: seat.id, bet, amount, total }],
  });
}

function removeAction(state: CrapsState, a: Readonly<Record<string, unknown>>): Result<CrapsStep, CrapsError> {
  const target = changeTarget(state, a, 'remove');
  if (!target.ok) return target;
  const { seat, spec } = target.value;
  const bets: Partial<Record<BetId, Chips>> = { ...seat.bets };
  const events: CrapsEvent[] = [];
  let back = 0;
  const oddsBet = oddsOf(spec);
  for (const id of oddsBet === undefined ? [spec.id] : [oddsBet, spec.id]) {
    const amount = bets[id] ?? 0;
    if (amount === 0) continue;
    delete bets[id];
    back += amount;
    events.push({ type: 'betRemoved', player: seat.id, bet: id, amount });
  }
  return ok({ state: withSeat(state, { ...seat, bank: seat.bank + back, bets }), events });
}

const ORDER: ReadonlyMap<string, number> = new Map(ALL_BETS.map((id, i) => [id, i]));

/** A seat's bet ids in layout order (settlement order is the same whatever order they were made in). */
function layoutOrder(bets: CrapsBets): BetId[] {
  const ids = Object.keys(bets) as BetId[];
  return ids.length < 2 ? ids : ids.sort((x, y) => ORDER.get(x)! - ORDER.get(y)!);
}

function rollAction(state: CrapsState, given: unknown): Result<CrapsStep, CrapsError> {
  let roll: DiceRoll;
  let rng = state.rng;
  if (given === undefined) {
    const source = restoreRng(state.rng);
    roll = rollDice(source);
    rng = source.getState();
  } else {
    const checked = checkDice(given);
    if (!checked.ok) return checked;
    roll = checked.value;
  }
  const t = diceTotal(roll);
  const point = state.point;
  const rules = state.rules;
  const events: CrapsEvent[] = [{ type: 'rolled', dice: roll, total: t, hard: isHard(roll), comeOut: point === null }];
  const seats: CrapsSeat[] = [];
  for (const seat of state.seats) {
    const bets: Partial<Record<BetId, Chips>> = {};
    const moves: [BetId, BetId, Chips][] = [];
    let bank = seat.bank;
    let house = seat.houseNet;
    for (const id of layoutOrder(seat.bets)) {
      const stake = seat.bets[id] ?? 0;
      if (stake === 0) continue;
      const spec = betSpec(id)!;
      const res = resolveBet(spec, point, roll, rules);
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
        player: seat.id,
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
      events.push({ type: 'betMoved', player: seat.id, from, to, amount });
    }
    seats.push({ id: seat.id, bank, bets, houseNet: house });
  }
  const base = { rules, rng, seats, rolls: state.rolls + 1, lastRoll: roll };
  if (point === null) {
    if (isBoxNumber(t)) {
      events.push({ type: 'pointSet', point: t });
      return ok({ state: { phase: 'point', point: t, ...base }, events });
    }
    return ok({ state: { phase: 'comeOut', point: null, ...base }, events });
  }
  if (t === point) {
    events.push({ type: 'pointMade', point });
    return ok({ state: { phase: 'comeOut', point: null, ...base }, events });
  }
  if (t === 7) {
    events.push({ type: 'sevenOut', point });
    return ok({ state: { phase: 'comeOut', point: null, ...base }, events });
  }
  return ok({ state: { phase: 'point', point, ...base }, events });
}

/**
 * One step of the table: a bet change or a roll. Pure: the state is never modified, and on a rule
 * error nothing changes.
 *
 * @param state - The table (trusted: what `start` or `apply` made, or its JSON copy).
 * @param action - What happens (checked: it may come from JSON).
 * @returns The next state and the events, or a `craps/…` rule error.
 * @example
 * ```ts
 * let { state } = startOrThrow(rules, { seats: { ann: 100 }, seed: 1 });
 * state = applyOrThrow(state, { type: 'bet', player: 'ann', bet: 'pass', amount: 10 }).state;
 * applyOrThrow(state, { type: 'roll', dice: [3, 4] }).events; // pass wins 10 on a come-out 7
 * applyOrThrow(state, { type: 'roll' }).events; // dice from the table's seed
 * ```
 */
export function apply(state: CrapsState, action: CrapsAction): Result<CrapsStep, CrapsError> {
  if (!isPlainObject(action))
    return crapsError('craps/bad-action', { action: show(action), allowed: CRAPS_ACTION_TYPES });
  switch (action['type']) {
    case 'bet':
      return betAction(state, action);
    case 'reduce':
      return reduceAction(state, action);
    case 'remove':
      return removeAction(state, action);
    case 'roll':
      return rollAction(state, action['dice']);
    default:
      return crapsError('craps/bad-action', { action: show(action), allowed: CRAPS_ACTION_TYPES });
  }
}

/**
 * {@link apply}, throwing a `CroupierError` on a rule error.
 *
 * @param state - The table.
 * @param action - What happens.
 */
export function applyOrThrow(state: CrapsState, action: CrapsAction): CrapsStep {
  return orThrow(apply(state, action));
}

/**
 * Whether the table is between pass-line decisions: the puck is off (`phase: 'comeOut'`), so every pass
 * and don't pass bet made so far has been decided, and the next roll is a come-out. True at a new table
 * and after every come-out 7, 11, 2, 3 or 12, every made point and every seven-out; false while a point
 * is on. Come bets on their numbers, place bets and the like may still stand: craps has no end of round
 * for them, and the table goes on with the next roll.
 *
 * @param state - The table.
 */
export function isOver(state: CrapsState): boolean {
  return state.phase === 'comeOut';
}

/**
 * All the chips of a table: every bank, every stake on the layout and the house's net against every
 * seat. It never changes from step to step; in BigInt, so sixteen banks of `MAX_BALANCE` add exactly.
 *
 * @param state - The table.
 * @example
 * ```ts
 * chipsInPlay(startOrThrow(rules, { seats: { ann: 100, bob: 50 }, seed: 1 }).state); // 150n
 * ```
 */
export function chipsInPlay(state: CrapsState): bigint {
  let s = 0n;
  for (const seat of state.seats) s += BigInt(seat.bank) + BigInt(onTable(seat)) + BigInt(seat.houseNet);
  return s;
}

/**
 * The house's net result so far against every seat together: stakes lost and commissions, less the
 * winnings paid.
 *
 * @param state - The table.
 */
export function houseNet(state: CrapsState): bigint {
  let s = 0n;
  for (const seat of state.seats) s += BigInt(seat.houseNet);
  return s;
}

/**
 * What a player may see: the whole table but the dice RNG (at craps nothing else is hidden).
 *
 * @param state - The table.
 */
export function playerView(state: CrapsState): CrapsView {
  const { rng: _rng, ...view } = state;
  return view as CrapsView;
}
