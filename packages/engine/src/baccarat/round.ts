/**
 * The baccarat table as a pure state machine: `start(rules, setup)` seats the players and shuffles the
 * shoe from the seed; `apply(state, action)` returns the next state and the events, or a rule error with
 * the input untouched. A coup goes bet → deal (two and two) → the player's rule → the banker's rule →
 * settle → next coup; a natural skips straight to `decided`. The shoe, the balances and the randomness
 * (inside the state) carry from coup to coup.
 *
 * @module
 */
import { isCard, type Card } from '../cards/encoding.js';
import { chipsProblem, ledger, MAX_BALANCE, type Chips } from '../money/index.js';
import { ok, orThrow, show, type Result } from '../result/index.js';
import { checkSeed, restoreRng, seededRng } from '../rng/index.js';
import { createShoe, cutCardReached, remaining, reshuffle, type Shoe } from '../shoe/index.js';
import { isNatural, outcomeOf } from './coup.js';
import { baccaratError, type BaccaratError } from './errors.js';
import { actionTypesNow, checkBet } from './guards.js';
import { bankerDraws, checkRules, playerDraws, type BaccaratRules } from './rules.js';
import { settleBet, type SettledBet } from './settle.js';
import {
  BACCARAT_ACTIONS,
  type BaccaratAction,
  type BaccaratEvent,
  type BaccaratSetup,
  type BaccaratState,
  type BaccaratStep,
  type BaccaratView,
  type BettingState,
  type DecidedState,
  type PlacedBet,
} from './state.js';
import { baccaratCardValue, baccaratPoint } from './value.js';

/** Cards a coup may need: the shoe is reshuffled before a coup when fewer remain. */
const COUP_CARDS = 6;
/** The most cards a stacked shoe may hold (eight decks). */
const MAX_STACKED = 416;
/** The longest seat id. */
const MAX_SEAT_ID = 60;

function checkSeats(rules: BaccaratRules, seats: unknown): BaccaratError | null {
  if (seats === null || typeof seats !== 'object' || Array.isArray(seats)) {
    return baccaratError('baccarat/bad-seats', { reason: 'not-an-object', chips: show(seats) }).error;
  }
  const ids = Object.keys(seats);
  if (ids.length === 0) {
    return baccaratError('baccarat/bad-seats', { reason: 'no-seats', seats: 0, max: rules.maxPlayers }).error;
  }
  if (ids.length > rules.maxPlayers) {
    return baccaratError('baccarat/bad-seats', { reason: 'too-many', seats: ids.length, max: rules.maxPlayers }).error;
  }
  let total = 0;
  for (const id of ids) {
    if (id.length === 0 || id.length > MAX_SEAT_ID) {
      return baccaratError('baccarat/bad-seats', { reason: 'bad-id', player: show(id) }).error;
    }
    const chips = (seats as Record<string, unknown>)[id];
    const problem = chipsProblem(chips, MAX_BALANCE, true);
    if (problem) {
      return baccaratError('baccarat/bad-seats', {
        reason: 'bad-chips',
        player: show(id),
        chips: show(chips),
        problem,
        max: MAX_BALANCE,
      }).error;
    }
    total += chips as number;
  }
  if (total > MAX_BALANCE) return baccaratError('baccarat/bad-seats', { reason: 'over-limit', max: MAX_BALANCE }).error;
  return null;
}

function checkStacked(value: unknown): Result<Shoe, BaccaratError> {
  const s = value as { cards?: unknown; cutCard?: unknown } | null;
  if (s === null || typeof s !== 'object' || !Array.isArray(s.cards)) {
    return baccaratError('baccarat/bad-shoe', { reason: 'not-cards' });
  }
  const cards = s.cards as unknown[];
  if (cards.length < COUP_CARDS || cards.length > MAX_STACKED) {
    return baccaratError('baccarat/bad-shoe', {
      reason: 'bad-length',
      cards: cards.length,
      min: COUP_CARDS,
      max: MAX_STACKED,
    });
  }
  if (!cards.every(isCard)) return baccaratError('baccarat/bad-shoe', { reason: 'not-cards' });
  const cut = s.cutCard ?? cards.length;
  if (typeof cut !== 'number' || !Number.isInteger(cut) || cut < 0 || cut > cards.length) {
    return baccaratError('baccarat/bad-shoe', { reason: 'bad-cut-card', cutCard: show(s.cutCard), max: cards.length });
  }
  return ok({ decks: 0, cards: cards.slice() as Card[], position: 0, cutCard: cut });
}

/**
 * Starts a table: checks the rules (they may come from JSON), the seats and the seed, seats the players
 * and shuffles a shoe of `rules.decks` decks from the seed, with the cut card `rules.cutCardFromEnd`
 * cards from the end — or takes the stacked shoe given.
 *
 * @param rules - The rules (from `resolveRules`; checked again here).
 * @param setup - The seats and their chips, the seed, optionally a stacked shoe.
 * @returns The table in the `betting` phase, or `baccarat/bad-rules`, `bad-seats`, `bad-seed`, `bad-shoe`.
 * @example
 * ```ts
 * const rules = resolveRulesOrThrow();
 * let t = startOrThrow(rules, { seats: { anna: 1000 }, seed: 'shoe-1' }).state;
 * t = applyOrThrow(t, { type: 'bet', player: 'anna', bet: 'banker', stake: 100 }).state;
 * t = runCoupOrThrow(t).state; // deal, the player's rule, the banker's rule, settle
 * t = applyOrThrow(t, { type: 'nextCoup' }).state;
 * ```
 */
export function start(rules: BaccaratRules, setup: BaccaratSetup): Result<BaccaratStep, BaccaratError> {
  const checked = checkRules(rules);
  if (!checked.ok) return checked;
  if (setup === null || typeof setup !== 'object') {
    return baccaratError('baccarat/bad-seats', { reason: 'not-an-object', chips: show(setup) });
  }
  const bad = checkSeats(rules, setup.seats);
  if (bad) return { ok: false, error: bad };
  const seed = checkSeed(setup.seed);
  if (!seed.ok) return baccaratError('baccarat/bad-seed', seed.error.details);
  const rng = seededRng(seed.value);
  let shoe: Shoe;
  const events: BaccaratEvent[] = [];
  if (setup.shoe !== undefined) {
    const stacked = checkStacked(setup.shoe);
    if (!stacked.ok) return stacked;
    shoe = stacked.value;
  } else {
    const built = orThrow(createShoe({ decks: rules.decks }, rng));
    shoe = { ...built, cutCard: built.cards.length - rules.cutCardFromEnd };
    events.push({ type: 'shoeShuffled', cards: shoe.cards.length, cutCard: shoe.cutCard });
  }
  const balances: Record<string, Chips> = {};
  for (const id of Object.keys(setup.seats)) {
    Object.defineProperty(balances, id, {
      // + 0 turns a balance of -0 into 0 (a chip count has no sign).
      value: setup.seats[id]! + 0,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  const state: BettingState = {
    phase: 'betting',
    rules,
    rng: rng.getState(),
    shoe,
    balances,
    houseNet: 0,
    coup: 1,
    bets: [],
    player: [],
    banker: [],
  };
  return ok({ state, events });
}

/**
 * {@link start}, throwing a `CroupierError` on a rule error.
 *
 * @param rules - The rules.
 * @param setup - The seats, the seed and optionally a stacked shoe.
 */
export function startOrThrow(rules: BaccaratRules, setup: BaccaratSetup): BaccaratStep {
  return orThrow(start(rules, setup));
}

/**
 * A copy of the balances with one changed. A computed key defines an own property whatever the id
 * (even `__proto__`: only the literal `__proto__:` form sets a prototype).
 */
function withBalance(balances: Readonly<Record<string, Chips>>, player: string, chips: Chips): Record<string, Chips> {
  return { ...balances, [player]: chips };
}

function placeBet(state: BettingState, action: unknown): Result<BaccaratStep, BaccaratError> {
  const c = checkBet(state, action);
  if (!c.ok) return c;
  const { player, bet, stake } = c.value;
  const i = state.bets.findIndex((b) => b.player === player && b.bet === bet);
  const bets: PlacedBet[] = state.bets.slice();
  if (i >= 0) bets[i] = { player, bet, stake: bets[i]!.stake + stake };
  else bets.push({ player, bet, stake });
  const balance = state.balances[player]! - stake;
  return ok({
    state: { ...state, bets, balances: withBalance(state.balances, player, balance) },
    events: [{ type: 'betPlaced', player, bet, stake, balance }],
  });
}

/** Deals the next card; the shoe always holds enough (it is reshuffled before a coup when short). */
function drawCard(shoe: Shoe): { card: Card; shoe: Shoe } {
  const card = shoe.cards[shoe.position];
  if (card === undefined) throw new RangeError('The shoe ran out mid-coup: a bug (coups start with 6 cards left).');
  return { card, shoe: { ...shoe, position: shoe.position + 1 } };
}

function cutEvent(before: Shoe, after: Shoe): BaccaratEvent[] {
  return !cutCardReached(before) && cutCardReached(after) ? [{ type: 'cutCardOut', position: after.cutCard }] : [];
}

function deal(state: BettingState): Result<BaccaratStep, BaccaratError> {
  let shoe = state.shoe;
  const player: Card[] = [];
  const banker: Card[] = [];
  const events: BaccaratEvent[] = [];
  for (const to of ['player', 'banker', 'player', 'banker'] as const) {
    const d = drawCard(shoe);
    shoe = d.shoe;
    const hand = to === 'player' ? player : banker;
    hand.push(d.card);
    events.push({ type: 'cardDealt', to, card: d.card, point: baccaratPoint(hand) });
  }
  events.push(...cutEvent(state.shoe, shoe));
  const p = baccaratPoint(player);
  const b = baccaratPoint(banker);
  const base = { ...state, shoe, player, banker };
  if (isNatural(p) || isNatural(b)) {
    const outcome = outcomeOf(player, banker);
    events.push({ type: 'natural', playerPoint: p, bankerPoint: b }, { type: 'coupDecided', outcome });
    return ok({ state: { ...base, phase: 'decided', outcome }, events });
  }
  return ok({ state: { ...base, phase: 'playerRule' }, events });
}

function applyPlayerRule(state: BaccaratState): Result<BaccaratStep, BaccaratError> {
  const total = baccaratPoint(state.player);
  const draws = playerDraws(total);
  const events: BaccaratEvent[] = [{ type: 'playerRule', total, draws }];
  if (!draws) return ok({ state: { ...state, phase: 'bankerRule' }, events });
  const d = drawCard(state.shoe);
  const player = [...state.player, d.card];
  events.push(
    { type: 'cardDealt', to: 'player', card: d.card, point: baccaratPoint(player) },
    ...cutEvent(state.shoe, d.shoe),
  );
  return ok({ state: { ...state, phase: 'bankerRule', shoe: d.shoe, player }, events });
}

function applyBankerRule(state: BaccaratState): Result<BaccaratStep, BaccaratError> {
  const total = baccaratPoint(state.banker);
  const third = state.player[2];
  const playerThird = third === undefined ? null : baccaratCardValue(third);
  const draws = bankerDraws(state.rules, total, playerThird);
  const events: BaccaratEvent[] = [{ type: 'bankerRule', total, playerThird, draws }];
  let shoe = state.shoe;
  let banker = state.banker;
  if (draws) {
    const d = drawCard(state.shoe);
    banker = [...state.banker, d.card];
    events.push(
      { type: 'cardDealt', to: 'banker', card: d.card, point: baccaratPoint(banker) },
      ...cutEvent(state.shoe, d.shoe),
    );
    shoe = d.shoe;
  }
  const outcome = outcomeOf(state.player, banker);
  events.push({ type: 'coupDecided', outcome });
  return ok({ state: { ...state, phase: 'decided', shoe, banker, outcome }, events });
}

function settle(state: DecidedState): Result<BaccaratStep, BaccaratError> {
  const settled: SettledBet[] = [];
  // Every seat is an own property already (a copy keeps them so), so assigning one is safe for any id.
  const balances: Record<string, Chips> = { ...state.balances };
  const events: BaccaratEvent[] = [];
  let houseNet = state.houseNet;
  for (const b of state.bets) {
    // Every bet on the layout was checked when placed, so settling it cannot fail.
    const s = orThrow(settleBet(state.rules, b.player, b.bet, b.stake, state.outcome));
    settled.push(s);
    const balance = balances[b.player]! + s.returned + s.won;
    balances[b.player] = balance;
    houseNet += s.lost - s.won;
    events.push({ type: 'betSettled', settled: s, balance });
  }
  return ok({
    state: {
      ...state,
      phase: 'settled',
      balances,
      houseNet,
      settled,
      ledger: ledger(settled),
    },
    events,
  });
}

/** A table between coups, its fields in one order (as `start` makes it), so every betting state has one shape. */
function bettingState(state: BaccaratState, rng: BaccaratState['rng'], shoe: Shoe): BettingState {
  return {
    phase: 'betting',
    rules: state.rules,
    rng,
    shoe,
    balances: state.balances,
    houseNet: state.houseNet,
    coup: state.coup + 1,
    bets: [],
    player: [],
    banker: [],
  };
}

function nextCoup(state: BaccaratState): Result<BaccaratStep, BaccaratError> {
  if (!cutCardReached(state.shoe) && remaining(state.shoe) >= COUP_CARDS) {
    return ok({ state: bettingState(state, state.rng, state.shoe), events: [] });
  }
  const rng = restoreRng(state.rng);
  const shoe = reshuffle(state.shoe, rng);
  return ok({
    state: bettingState(state, rng.getState(), shoe),
    events: [{ type: 'shoeShuffled', cards: shoe.cards.length, cutCard: shoe.cutCard }],
  });
}

/**
 * Applies one action to the table: a pure step.
 *
 * @param state - The table; never modified.
 * @param action - What to do (checked: JSON can carry anything).
 * @returns The next state and the events, or a rule error (`baccarat/bet-after-deal`, `baccarat/bad-stake`,
 *   `baccarat/unknown-bet`, `baccarat/insufficient-balance`, …) with the input state unchanged.
 * @example
 * ```ts
 * let s = startOrThrow(rules, { seats: { anna: 100 }, seed: 1 }).state;
 * s = applyOrThrow(s, { type: 'bet', player: 'anna', bet: 'banker', stake: 20 }).state;
 * s = applyOrThrow(s, { type: 'deal' }).state;
 * ```
 */
export function apply(state: BaccaratState, action: BaccaratAction): Result<BaccaratStep, BaccaratError> {
  const type =
    action !== null && typeof action === 'object' && Object.hasOwn(action, 'type')
      ? (action as { type: unknown }).type
      : undefined;
  if (typeof type !== 'string' || !(BACCARAT_ACTIONS as readonly string[]).includes(type)) {
    return baccaratError('baccarat/unknown-action', {
      action: show(type === undefined ? action : type),
      allowed: BACCARAT_ACTIONS,
    });
  }
  const allowed = actionTypesNow(state);
  if (!(allowed as readonly string[]).includes(type)) {
    return type === 'bet'
      ? baccaratError('baccarat/bet-after-deal', { phase: state.phase, allowed })
      : baccaratError('baccarat/wrong-phase', { phase: state.phase, action: type, allowed });
  }
  switch (type as BaccaratAction['type']) {
    case 'bet':
      return placeBet(state as BettingState, action);
    case 'deal':
      return deal(state as BettingState);
    case 'playerRule':
      return applyPlayerRule(state);
    case 'bankerRule':
      return applyBankerRule(state);
    case 'settle':
      return settle(state as DecidedState);
    case 'nextCoup':
      return nextCoup(state);
  }
}

/**
 * {@link apply}, throwing a `CroupierError` on a rule error.
 *
 * @param state - The table.
 * @param action - What to do.
 */
export function applyOrThrow(state: BaccaratState, action: BaccaratAction): BaccaratStep {
  return orThrow(apply(state, action));
}

/**
 * Runs the coup from the current state to `settled`: deal (if still betting), the player's and the
 * banker's rules, and the settlement, collecting every event.
 *
 * @param state - A table in any phase before `settled` (a settled table is returned as it is).
 * @returns The settled table and all events.
 */
export function runCoup(state: BaccaratState): Result<BaccaratStep, BaccaratError> {
  let s = state;
  const events: BaccaratEvent[] = [];
  while (s.phase !== 'settled') {
    const type = s.phase === 'betting' ? 'deal' : actionTypesNow(s)[0]!;
    const r = apply(s, { type } as BaccaratAction);
    if (!r.ok) return r;
    s = r.value.state;
    events.push(...r.value.events);
  }
  return ok({ state: s, events });
}

/**
 * {@link runCoup}, throwing a `CroupierError` on a rule error.
 *
 * @param state - The table.
 */
export function runCoupOrThrow(state: BaccaratState): BaccaratStep {
  return orThrow(runCoup(state));
}

/**
 * Whether the current coup is settled: the table is between coups (`nextCoup` comes next).
 *
 * @param state - The table.
 */
export function isOver(state: BaccaratState): boolean {
  return state.phase === 'settled';
}

/**
 * The chips in play at the table: every balance, every stake on the layout and the house's net
 * result. No step ever changes it (chips are only moved), and it never passes `MAX_BALANCE`.
 *
 * @param state - The table.
 * @example
 * ```ts
 * chipsInPlay(startOrThrow(rules, { seats: { anna: 1000, boris: 500 }, seed: 1 }).state); // 1500
 * ```
 */
export function chipsInPlay(state: BaccaratState): Chips {
  let total = state.houseNet;
  for (const id of Object.keys(state.balances)) total += state.balances[id]!;
  // Stakes still on the layout: all of them before settlement, none after (they were paid or kept).
  if (state.phase !== 'settled') for (const b of state.bets) total += b.stake;
  return total;
}

/**
 * The table as a player sees it: the undealt cards of the shoe and the RNG state are removed, so a UI
 * cannot leak them.
 *
 * @param state - The table.
 */
export function playerView(state: BaccaratState): BaccaratView {
  const { shoe, rng: _rng, ...rest } = state;
  void _rng;
  return {
    ...rest,
    shoe: { decks: shoe.decks, remaining: remaining(shoe), cutCardOut: cutCardReached(shoe) },
  } as BaccaratView;
}
