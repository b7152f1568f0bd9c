/**
 * The baccarat table as a pure state machine: `apply(state, action, rng?)` returns the next state and
 * the events, or a rule error with the input untouched. A coup goes bet → deal (two and two) → the
 * player's rule → the banker's rule → settle → next coup; a natural skips straight to `decided`.
 *
 * @module
 */
import type { Card } from '../cards/encoding.js';
import { ledger, payout, type Chips } from '../money/index.js';
import { err, ok, orThrow, type Result, type RuleError } from '../result/index.js';
import type { Rng } from '../rng/index.js';
import { createShoe, cutCardReached, draw, remaining, reshuffle, type Shoe } from '../shoe/index.js';
import { isNatural, winnerOf, type CoupOutcome } from './coup.js';
import { isBaccaratBet, legalActions } from './guards.js';
import { BACCARAT_BETS, bankerDraws, playerDraws, type BaccaratRules } from './rules.js';
import { settleBet, type SettledBet } from './settle.js';
import type {
  BaccaratAction,
  BaccaratEvent,
  BaccaratState,
  BettingState,
  DecidedState,
  PlacedBet,
  Step,
} from './state.js';
import { baccaratCardValue, baccaratPoint } from './value.js';

/** Error codes of the baccarat table. */
export type BaccaratErrorCode =
  | 'baccarat/bet-after-deal'
  | 'baccarat/bad-stake'
  | 'baccarat/unknown-bet'
  | 'baccarat/unknown-player'
  | 'baccarat/insufficient-balance'
  | 'baccarat/fractional-payout'
  | 'baccarat/wrong-phase'
  | 'baccarat/unknown-action'
  | 'baccarat/shoe-empty'
  | 'baccarat/needs-rng'
  | 'baccarat/bad-seats'
  | 'baccarat/bad-cut-card';

/** A baccarat rule error. */
export type BaccaratError = RuleError<BaccaratErrorCode>;

/** Options for {@link createTable}. */
export interface TableOptions {
  /** The rules. */
  readonly rules: BaccaratRules;
  /** The seated players and their chips, e.g. `{ anna: 1000, boris: 500 }` (at most `rules.maxPlayers`). */
  readonly seats: Readonly<Record<string, Chips>>;
  /** A prepared shoe (a stacked one for tests and examples); if absent, one is built and shuffled with `rng`. */
  readonly shoe?: Shoe;
}

function checkSeats(rules: BaccaratRules, seats: Readonly<Record<string, Chips>>): BaccaratError | null {
  if (seats === null || typeof seats !== 'object') {
    return {
      code: 'baccarat/bad-seats',
      message: 'Seats are an object of player id → chips, e.g. { anna: 1000 }.',
      details: {},
    };
  }
  const ids = Object.keys(seats);
  if (ids.length > rules.maxPlayers) {
    return {
      code: 'baccarat/bad-seats',
      message: `This table seats at most ${rules.maxPlayers} players, got ${ids.length}.`,
      details: { seats: ids.length, allowed: rules.maxPlayers },
    };
  }
  for (const id of ids) {
    const chips = seats[id];
    if (id === '' || !Number.isSafeInteger(chips) || (chips as number) < 0) {
      return {
        code: 'baccarat/bad-seats',
        message: `Seat "${id}" needs a non-empty id and a whole, non-negative number of chips, got ${String(chips)}.`,
        details: { player: id, chips },
      };
    }
  }
  return null;
}

/**
 * Sets up a table: seats the players and builds the shoe (with the cut card `rules.cutCardFromEnd`
 * cards from the end), or uses the given one.
 *
 * @param options - Rules, seats and optionally a prepared shoe.
 * @param rng - Randomness for the shuffle (needed unless a shoe is given).
 * @returns A table in the `betting` phase, or a rule error.
 * @example
 * ```ts
 * const rules = resolveRulesOrThrow();
 * const table = createTableOrThrow({ rules, seats: { anna: 1000 } }, seededRng(7));
 * legalActions(table); // ['bet', 'deal']
 * ```
 */
export function createTable(options: TableOptions, rng?: Rng): Result<BettingState, RuleError> {
  const { rules } = options;
  const bad = checkSeats(rules, options.seats);
  if (bad) return { ok: false, error: bad };
  let shoe = options.shoe;
  if (!shoe) {
    if (!rng) return err('baccarat/needs-rng', 'A new shoe must be shuffled: pass an Rng (or a prepared shoe).');
    const built = createShoe({ decks: rules.decks }, rng);
    if (!built.ok) return built;
    const cutCard = built.value.cards.length - rules.cutCardFromEnd;
    if (cutCard < 6) {
      return err(
        'baccarat/bad-cut-card',
        `With ${rules.decks} deck(s) the cut card cannot sit ${rules.cutCardFromEnd} cards from the end; at most ${built.value.cards.length - 6}.`,
        { cutCardFromEnd: rules.cutCardFromEnd },
      );
    }
    shoe = { ...built.value, cutCard };
  }
  return ok({
    phase: 'betting',
    rules,
    shoe,
    balances: { ...options.seats },
    coup: 1,
    bets: [],
    player: [],
    banker: [],
  });
}

/** {@link createTable}, throwing a `CroupierError` on failure. */
export function createTableOrThrow(options: TableOptions, rng?: Rng): BettingState {
  return orThrow(createTable(options, rng));
}

function wrongPhase(state: BaccaratState, action: BaccaratAction): Result<Step, BaccaratError> {
  if (action.type === 'bet') {
    return err(
      'baccarat/bet-after-deal',
      `Bets are taken only before the deal; this coup is in the "${state.phase}" phase. Allowed now: ${legalActions(state).join(', ')}.`,
      { phase: state.phase, allowed: legalActions(state) },
    );
  }
  return err(
    'baccarat/wrong-phase',
    `"${action.type}" is not allowed in the "${state.phase}" phase; allowed now: ${legalActions(state).join(', ')}.`,
    { phase: state.phase, action: action.type, allowed: legalActions(state) },
  );
}

function placeBet(state: BettingState, action: Extract<BaccaratAction, { type: 'bet' }>): Result<Step, RuleError> {
  const { player, bet, stake } = action;
  if (!isBaccaratBet(bet)) {
    return err(
      'baccarat/unknown-bet',
      `There is no bet "${String(bet)}"; allowed: ${BACCARAT_BETS.join(', ')} (Банко, Пунто, ничья).`,
      {
        bet,
        allowed: BACCARAT_BETS,
      },
    );
  }
  const balance = state.balances[player];
  if (balance === undefined || !Object.hasOwn(state.balances, player)) {
    return err(
      'baccarat/unknown-player',
      `No player "${String(player)}" at this table; seated: ${Object.keys(state.balances).join(', ') || 'nobody'}.`,
      {
        player,
        seated: Object.keys(state.balances),
      },
    );
  }
  if (typeof stake !== 'number' || !Number.isSafeInteger(stake) || stake <= 0) {
    return err('baccarat/bad-stake', `A stake is a positive whole number of chips, got ${String(stake)}.`, { stake });
  }
  if (stake > balance) {
    return err(
      'baccarat/insufficient-balance',
      `${player} has ${balance} chips and cannot stake ${stake}; the most allowed is ${balance}.`,
      {
        player,
        stake,
        balance,
      },
    );
  }
  if (state.rules.rounding === 'refuse') {
    const existing = state.bets.find((b) => b.player === player && b.bet === bet)?.stake ?? 0;
    const ratios =
      bet === 'banker'
        ? [state.rules.bankerPays, ...(state.rules.bankerSixPays ? [state.rules.bankerSixPays] : [])]
        : [bet === 'player' ? state.rules.playerPays : state.rules.tiePays];
    for (const r of ratios) {
      const p = payout(existing + stake, r, 'refuse');
      if (!p.ok) {
        return err(
          'baccarat/fractional-payout',
          `${p.error.message.replace(/\.$/, '')}; this table pays whole chips only.`,
          {
            stake: existing + stake,
            ratio: `${r.pays}:${r.per}`,
          },
        );
      }
    }
  }
  const i = state.bets.findIndex((b) => b.player === player && b.bet === bet);
  const bets: PlacedBet[] = state.bets.slice();
  if (i >= 0) bets[i] = { player, bet, stake: bets[i]!.stake + stake };
  else bets.push({ player, bet, stake });
  const newBalance = balance - stake;
  return ok({
    state: { ...state, bets, balances: { ...state.balances, [player]: newBalance } },
    events: [{ type: 'betPlaced', player, bet, stake, balance: newBalance }],
  });
}

function drawCard(shoe: Shoe): Result<{ card: Card; shoe: Shoe }, BaccaratError> {
  const d = draw(shoe);
  if (!d.ok)
    return err('baccarat/shoe-empty', 'The shoe ran out of cards before the coup ended; start a new shoe.', {
      remaining: remaining(shoe),
    });
  return d;
}

function cutEvent(before: Shoe, after: Shoe): BaccaratEvent[] {
  return !cutCardReached(before) && cutCardReached(after) ? [{ type: 'cutCardOut', position: after.cutCard }] : [];
}

function deal(state: BettingState): Result<Step, RuleError> {
  if (remaining(state.shoe) < 4) {
    return err(
      'baccarat/shoe-empty',
      `The shoe has ${remaining(state.shoe)} cards, fewer than the 4 a deal needs; start a new shoe.`,
    );
  }
  let shoe = state.shoe;
  const player: Card[] = [];
  const banker: Card[] = [];
  const events: BaccaratEvent[] = [];
  for (const to of ['player', 'banker', 'player', 'banker'] as const) {
    const d = drawCard(shoe);
    if (!d.ok) return d;
    shoe = d.value.shoe;
    const hand = to === 'player' ? player : banker;
    hand.push(d.value.card);
    events.push({ type: 'cardDealt', to, card: d.value.card, point: baccaratPoint(hand) });
  }
  events.push(...cutEvent(state.shoe, shoe));
  const p = baccaratPoint(player);
  const b = baccaratPoint(banker);
  const base = { ...state, shoe, player, banker };
  if (isNatural(p) || isNatural(b)) {
    const outcome: CoupOutcome = { winner: winnerOf(p, b), playerPoint: p, bankerPoint: b, natural: true };
    events.push({ type: 'natural', playerPoint: p, bankerPoint: b }, { type: 'coupDecided', outcome });
    return ok({ state: { ...base, phase: 'decided', outcome }, events });
  }
  return ok({ state: { ...base, phase: 'playerRule' }, events });
}

function decide(state: Omit<DecidedState, 'phase' | 'outcome'>): { state: DecidedState; event: BaccaratEvent } {
  const p = baccaratPoint(state.player);
  const b = baccaratPoint(state.banker);
  const outcome: CoupOutcome = { winner: winnerOf(p, b), playerPoint: p, bankerPoint: b, natural: false };
  return { state: { ...state, phase: 'decided', outcome }, event: { type: 'coupDecided', outcome } };
}

function applyPlayerRule(state: BaccaratState): Result<Step, RuleError> {
  const total = baccaratPoint(state.player);
  const draws = playerDraws(total);
  const events: BaccaratEvent[] = [{ type: 'playerRule', total, draws }];
  if (!draws) return ok({ state: { ...state, phase: 'bankerRule' }, events });
  const d = drawCard(state.shoe);
  if (!d.ok) return d;
  const player = [...state.player, d.value.card];
  events.push(
    { type: 'cardDealt', to: 'player', card: d.value.card, point: baccaratPoint(player) },
    ...cutEvent(state.shoe, d.value.shoe),
  );
  return ok({ state: { ...state, phase: 'bankerRule', shoe: d.value.shoe, player }, events });
}

function applyBankerRule(state: BaccaratState): Result<Step, RuleError> {
  const total = baccaratPoint(state.banker);
  const third = state.player[2];
  const playerThird = third === undefined ? null : baccaratCardValue(third);
  const draws = bankerDraws(state.rules, total, playerThird);
  const events: BaccaratEvent[] = [{ type: 'bankerRule', total, playerThird, draws }];
  let next = { ...state };
  if (draws) {
    const d = drawCard(state.shoe);
    if (!d.ok) return d;
    const banker = [...state.banker, d.value.card];
    events.push(
      { type: 'cardDealt', to: 'banker', card: d.value.card, point: baccaratPoint(banker) },
      ...cutEvent(state.shoe, d.value.shoe),
    );
    next = { ...next, shoe: d.value.shoe, banker };
  }
  const decided = decide(next);
  events.push(decided.event);
  return ok({ state: decided.state, events });
}

function settle(state: DecidedState): Result<Step, RuleError> {
  const settled: SettledBet[] = [];
  const balances = { ...state.balances };
  const events: BaccaratEvent[] = [];
  for (const b of state.bets) {
    const s = settleBet(state.rules, b.player, b.bet, b.stake, state.outcome);
    if (!s.ok) return s;
    settled.push(s.value);
    balances[b.player] = (balances[b.player] ?? 0) + s.value.returned + s.value.won;
    events.push({ type: 'betSettled', settled: s.value, balance: balances[b.player]! });
  }
  return ok({ state: { ...state, phase: 'settled', balances, settled, ledger: ledger(settled) }, events });
}

function nextCoup(state: BaccaratState, rng: Rng | undefined): Result<Step, RuleError> {
  const base = {
    phase: 'betting' as const,
    rules: state.rules,
    balances: state.balances,
    coup: state.coup + 1,
    bets: [],
    player: [],
    banker: [],
  };
  if (!cutCardReached(state.shoe)) return ok({ state: { ...base, shoe: state.shoe }, events: [] });
  if (!rng)
    return err('baccarat/needs-rng', 'The cut card is out: the shoe must be reshuffled, so nextCoup needs an Rng.');
  const shoe = reshuffle(state.shoe, rng);
  return ok({
    state: { ...base, shoe },
    events: [{ type: 'shoeShuffled', cards: shoe.cards.length, cutCard: shoe.cutCard }],
  });
}

/**
 * Applies one action to the table.
 *
 * @param state - The table; never modified.
 * @param action - What to do.
 * @param rng - Randomness, needed only by `nextCoup` when the cut card is out (the reshuffle).
 * @returns The next state and the events, or a rule error (`baccarat/bet-after-deal`, `baccarat/bad-stake`,
 *   `baccarat/unknown-bet`, `baccarat/insufficient-balance`, …) with the input state unchanged.
 * @example
 * ```ts
 * let s: BaccaratState = createTableOrThrow({ rules, seats: { anna: 100 } }, seededRng(1));
 * s = applyOrThrow(s, { type: 'bet', player: 'anna', bet: 'banker', stake: 20 }).state;
 * s = applyOrThrow(s, { type: 'deal' }).state;
 * ```
 */
export function apply(state: BaccaratState, action: BaccaratAction, rng?: Rng): Result<Step, RuleError> {
  const type = (action as { type?: unknown } | null)?.type;
  const known = ['bet', 'deal', 'playerRule', 'bankerRule', 'settle', 'nextCoup'];
  if (typeof type !== 'string' || !known.includes(type)) {
    return err('baccarat/unknown-action', `Unknown action ${JSON.stringify(type)}; actions: ${known.join(', ')}.`, {
      action: type,
    });
  }
  if (!legalActions(state).includes(action.type)) return wrongPhase(state, action);
  switch (action.type) {
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
      return nextCoup(state, rng);
  }
}

/** {@link apply}, throwing a `CroupierError` on a rule error. */
export function applyOrThrow(state: BaccaratState, action: BaccaratAction, rng?: Rng): Step {
  return orThrow(apply(state, action, rng));
}

/**
 * Runs the coup from the current state to `settled`: deal (if still betting), the player's and the
 * banker's rules, and the settlement, collecting every event.
 *
 * @param state - A table in any phase before `settled`.
 * @returns The settled table and all events, or the first rule error.
 */
export function runCoup(state: BaccaratState): Result<Step, RuleError> {
  let s = state;
  const events: BaccaratEvent[] = [];
  while (s.phase !== 'settled') {
    const next = legalActions(s).includes('deal') ? 'deal' : legalActions(s)[0]!;
    const r = apply(s, { type: next } as BaccaratAction);
    if (!r.ok) return r;
    s = r.value.state;
    events.push(...r.value.events);
  }
  return ok({ state: s, events });
}

/** {@link runCoup}, throwing a `CroupierError` on a rule error. */
export function runCoupOrThrow(state: BaccaratState): Step {
  return orThrow(runCoup(state));
}

/** What a player at the table may see: everything but the order of the undealt cards. */
export type BaccaratView = Omit<BaccaratState, 'shoe'> & {
  /** The shoe without its cards: how many remain, and whether the cut card is out. */
  readonly shoe: { readonly decks: number; readonly remaining: number; readonly cutCardOut: boolean };
};

/**
 * The table as a player sees it: the undealt cards of the shoe are removed, so a UI cannot leak them.
 *
 * @param state - The table.
 */
export function playerView(state: BaccaratState): BaccaratView {
  return {
    ...state,
    shoe: { decks: state.shoe.decks, remaining: remaining(state.shoe), cutCardOut: cutCardReached(state.shoe) },
  } as BaccaratView;
}
