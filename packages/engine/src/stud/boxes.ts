/**
 * A stud table of several boxes: one player with two or more boxes, or several players each with one
 * or more, every box its own hand with its own АНТЕ against the one dealer hand. The same contract as
 * the one-box round (decision 005): `startBoxes(rules, setup)` checks the rules, the seats, the boxes
 * against the table's limits, the seed and any stacked deck; `applyBoxes(state, action)` returns the
 * next state and the events, or a rule error with the input untouched; `boxesPlayerView` hides the
 * deck, the RNG, the dealer's face-down cards and the boxes a player may not see yet.
 *
 * The round: `ante` (one entry per box, 0 to leave a box out) deals five cards to each box in table
 * order, then the dealer's five; the boxes decide one by one in table order (exchange, sixth card,
 * insurance, then fold or raise — every option per box, priced on that box's АНТЕ, with the one-box
 * guards); when the last box has decided the dealer's hand is shown and settles against every box.
 * With «нет игры» and «покупка игры» sold, each raised box in table order takes its АНТЕ's win or pays
 * for the game; the dealer then replaces his highest card once for all the boxes that paid (decision
 * 033, "several boxes"). A one-box table plays exactly as the one-box round (`start`/`apply`).
 *
 * Money: a box's draw, insurance and raise never spend the raises of its player's later boxes (each
 * box's raise stays covered, decision 007), and the maximum payout (`maxPayout`) caps each box's win.
 *
 * @module
 */
import { type Card, isCard } from '../cards/index.js';
import type { Game, Seed, StepResult } from '../game/index.js';
import { type Chips, MAX_BALANCE, chipsProblem } from '../money/index.js';
import { ALLOWED, type Allowed, type Err, ok, orThrow, show } from '../result/index.js';
import { MAX_SEED_LENGTH, type SeededRngState, checkSeed, restoreRng, seededRng, shuffled } from '../rng/index.js';
import { STUD_DEFAULT_TABLE_LIMITS, type StudTableLimits } from '@croupier/paytables/stud';
import { type StudActionType, type StudError, STUD_ACTION_TYPES, STUD_ERROR_CODES, studErr } from './errors.js';
import { evaluate5 } from './evaluator.js';
import {
  canBuyCard,
  canBuyGame,
  canExchange,
  canFold,
  canInsure,
  canRaise,
  canTakeAnte,
  legalActions as oneBoxLegalActions,
  phaseActions,
} from './guards.js';
import { deckFrom, notAnAction, own, playerHand, stackedDeck } from './internal.js';
import {
  anteAllowed,
  bestWin,
  buyGameFee,
  checkRules,
  dealerQualifies,
  exchangeAllowed,
  exchangeCounts,
  isDealerUpCard,
  maxAnte,
  nextRoundAllowed,
  raiseFor,
  resolveRules,
  sixthCardAllowed,
  type StudRules,
} from './rules.js';
import { settleClasses, type StudSettlement } from './settle.js';
import type { StudAction, StudBuying, StudDeciding, StudLegalAction } from './state.js';

export type { StudTableLimits } from '@croupier/paytables/stud';
export { STUD_TABLE_LIMITS, STUD_DEFAULT_TABLE_LIMITS } from '@croupier/paytables/stud';

/** The most boxes any table may take: seven boxes of six cards (a sixth card bought) and the dealer's five fill 47 of the 52 cards. */
export const MAX_STUD_BOXES = 7;

/** The longest seat id. */
export const MAX_STUD_SEAT_ID_LENGTH = 64;

/** A player at the table and the chips in front of them (stakes on the layout already taken off). */
export interface StudSeat {
  /** The player's id, e.g. a name. */
  readonly id: string;
  /** Chips the player holds off the layout. */
  readonly balance: Chips;
}

/** A box on the layout: its player, its hand and its stakes this round. */
export interface StudBox {
  /** The player whose box it is (a seat id). */
  readonly player: string;
  /** The box's АНТЕ this round; 0: the box sits the round out (no cards). */
  readonly ante: Chips;
  /** The box's cards: five, or six after a sixth card; none before the deal or when out. */
  readonly cards: readonly Card[];
  /** Cards exchanged so far. */
  readonly exchanged: number;
  /** Exchanges made. */
  readonly exchanges: number;
  /** Whether a sixth card was bought for this box. */
  readonly boughtCard: boolean;
  /** The cards this box threw away. */
  readonly discards: readonly Card[];
  /** The box's exchange or sixth-card fees (taken by the house, never returned). */
  readonly fees: Chips;
  /** The box's insurance against «нет игры» (0: none). */
  readonly insurance: Chips;
  /** The raise on the box (0 until raised, and after a fold). */
  readonly bet: Chips;
  /** `pending` until the box decides; `out` when it has no АНТЕ this round. */
  readonly decision: 'pending' | 'folded' | 'raised' | 'out';
  /** The box's choice when the dealer has «нет игры» and a game is sold (`null`: none made or none asked). */
  readonly purchase: 'takeAnte' | 'buyGame' | null;
  /** The fee this box paid for «покупка игры» (0: none). */
  readonly gameFee: Chips;
  /** The box's settlement once the round is settled (`null` before, and for a box out of the round). */
  readonly settlement: StudSettlement | null;
}

/** What every phase holds. */
export interface StudBoxesTable {
  /** The checked rules. */
  readonly rules: StudRules;
  /** The RNG that shuffles the next deck, and the thrown cards when the deck runs out (never shown). */
  readonly rng: SeededRngState;
  /** The round number, from 1. */
  readonly round: number;
  /** The players in table order, with their balances. */
  readonly seats: readonly StudSeat[];
  /** The boxes in table order (a player's boxes side by side), the same every round. */
  readonly boxes: readonly StudBox[];
  /** The house's net over the session: fees and lost stakes taken, minus winnings paid. */
  readonly houseNet: Chips;
}

/** Before the antes: the deck is shuffled (never shown). */
export interface StudBoxesBetting extends StudBoxesTable {
  readonly phase: 'betting';
  /** The deck in dealing order: five for each box with an АНТЕ in table order, the dealer's five, then the replacements. */
  readonly deck: readonly Card[];
}

/** Fields of a round in play. */
interface StudBoxesRound extends StudBoxesTable {
  /** The dealer's five cards (the face-up one, if any, by `rules.upCardPosition`). */
  readonly dealer: readonly Card[];
  /** The undealt cards, in order. */
  readonly deck: readonly Card[];
  /**
   * The cards thrown away this round (exchanges, the dealer's replaced cards) not yet reused: when the
   * deck runs out they are shuffled by the table's RNG and dealt on.
   */
  readonly muck: readonly Card[];
}

/** The boxes decide in table order; `turn` is the box deciding. */
export interface StudBoxesDeciding extends StudBoxesRound {
  readonly phase: 'deciding';
  /** The index in `boxes` of the box to decide. */
  readonly turn: number;
}

/**
 * The dealer has «нет игры» and a game is sold: the raised boxes, in table order, take the АНТЕ's win or
 * pay for the game; `turn` is the box choosing.
 */
export interface StudBoxesBuying extends StudBoxesRound {
  readonly phase: 'buying';
  /** The index in `boxes` of the box to choose. */
  readonly turn: number;
}

/** The round is settled; every box with an АНТЕ has its settlement. */
export interface StudBoxesSettled extends StudBoxesTable {
  readonly phase: 'settled';
  /** The dealer's final five (after any game bought). */
  readonly dealer: readonly Card[];
  /** The dealer's five as shown before any game was bought. */
  readonly dealerShown: readonly Card[];
  /** Whether the dealer's hand was shown: some box raised (after every box folds it stays hidden). */
  readonly revealed: boolean;
  /** The dealer's cards replaced for «покупка игры» and those that came, or `null` when no game was bought. */
  readonly gameBought: { readonly out: readonly Card[]; readonly in: readonly Card[] } | null;
}

/** A multi-box stud table in any phase. A plain JSON value. */
export type StudBoxesState = StudBoxesBetting | StudBoxesDeciding | StudBoxesBuying | StudBoxesSettled;

/**
 * What `startBoxes` needs besides the rules.
 *
 * @example
 * ```ts
 * startBoxes(rules, { seats: { anna: 1000 }, boxes: { anna: 3 }, seed: 7 });          // one player, three boxes
 * startBoxes(rules, { seats: { anna: 1000, boris: 500 }, boxes: { anna: 2 }, seed: 7 }); // anna two, boris one
 * ```
 */
export interface StudBoxesSetup {
  /** The players and their chips in table order, e.g. `{ anna: 1000, boris: 500 }`. */
  readonly seats: Readonly<Record<string, Chips>>;
  /** How many boxes each player plays (1 when not named), side by side in the seats' order. */
  readonly boxes?: Readonly<Record<string, number>>;
  /** The seed of the table's randomness. */
  readonly seed: Seed;
  /** A stacked deck for the first round, in dealing order (each box with an АНТЕ five, the dealer five, the rest). */
  readonly deck?: readonly Card[];
  /** The table's limits (default {@link STUD_DEFAULT_TABLE_LIMITS}; a preset's are in `STUD_TABLE_LIMITS`), each 1 to {@link MAX_STUD_BOXES}. */
  readonly limits?: StudTableLimits;
}

/** What the players may do: the one-box actions, with the АНТЕ given for every box at once. Decisions apply to the box whose turn it is. */
export type StudBoxesAction =
  /** The АНТЕ of every box in table order (0: the box sits the round out); deals the cards. */
  { readonly type: 'ante'; readonly antes: readonly Chips[] } | Exclude<StudAction, { readonly type: 'ante' }>;

/** What happened in a step. `box` is an index in `boxes`. */
export type StudBoxesEvent =
  | { readonly type: 'roundStarted'; readonly round: number; readonly balances: Readonly<Record<string, Chips>> }
  | { readonly type: 'antePlaced'; readonly box: number; readonly amount: Chips }
  | {
      readonly type: 'cardDealt';
      /** A box (its index), or the dealer (`null`). */
      readonly box: number | null;
      /** The card, or `null` for a dealer card dealt face down. */
      readonly card: Card | null;
      readonly faceUp: boolean;
    }
  /** The box whose turn it is now (to decide, or to choose between the АНТЕ's win and a game). */
  | { readonly type: 'turn'; readonly box: number }
  | { readonly type: 'feePaid'; readonly box: number; readonly amount: Chips }
  | {
      readonly type: 'cardsExchanged';
      readonly box: number;
      readonly out: readonly Card[];
      readonly in: readonly Card[];
    }
  | { readonly type: 'cardBought'; readonly box: number; readonly card: Card }
  | { readonly type: 'insurancePlaced'; readonly box: number; readonly amount: Chips }
  | { readonly type: 'folded'; readonly box: number }
  | { readonly type: 'raised'; readonly box: number; readonly amount: Chips }
  /** The deck ran out: the thrown cards (`cards` of them) were shuffled and are dealt on. */
  | { readonly type: 'deckRefilled'; readonly cards: number }
  | { readonly type: 'dealerRevealed'; readonly cards: readonly Card[]; readonly qualifies: boolean }
  | { readonly type: 'anteTaken'; readonly box: number }
  /** The box paid for «покупка игры» (the replacement comes once every raised box has chosen). */
  | { readonly type: 'gameChosen'; readonly box: number; readonly fee: Chips }
  /** The dealer replaced his highest card(s) for the boxes that paid; `qualifies`: whether he has a game now. */
  | {
      readonly type: 'gameBought';
      readonly boxes: readonly number[];
      readonly out: readonly Card[];
      readonly in: readonly Card[];
      readonly qualifies: boolean;
    }
  | { readonly type: 'boxSettled'; readonly box: number; readonly settlement: StudSettlement }
  | { readonly type: 'roundSettled'; readonly balances: Readonly<Record<string, Chips>> };

/** An entry of `boxesLegalActions`: the one-box entries for the box whose turn it is, or the АНТЕ of every box. */
export type StudBoxesLegalAction =
  /** An АНТЕ for each box: 0 (out) or a whole number from `min` to `max[k]` (the largest for that box alone). */
  | { readonly type: 'ante'; readonly min: Chips; readonly max: readonly Chips[] }
  | Exclude<StudLegalAction, { readonly type: 'ante' }>;

/** A box as a player sees it: another's cards (or one's own not yet reached) are `null`. */
export interface StudBoxView extends Omit<StudBox, 'cards' | 'discards' | 'settlement'> {
  /** The cards, or `null` for each card the viewer may not see. */
  readonly cards: readonly (Card | null)[];
  /** The thrown cards, or `null` for each the viewer may not see. */
  readonly discards: readonly (Card | null)[];
  /** The settlement; the hands in it are `null` where not shown. */
  readonly settlement:
    | (Omit<StudSettlement, 'player' | 'dealer'> & {
        /** The box's hand, or `null` when its cards are not shown. */
        readonly player: StudSettlement['player'] | null;
        /** The dealer's hand, or `null` when it was not shown (every box folded). */
        readonly dealer: StudSettlement['dealer'] | null;
      })
    | null;
}

/** What a player sees of the table: no deck, no RNG, no thrown cards to come, no unseen card. */
export interface StudBoxesPlayerView {
  /** The phase. */
  readonly phase: StudBoxesState['phase'];
  /** The viewer (a seat id), or `null` for what everyone at the table sees. */
  readonly viewer: string | null;
  /** The rules. */
  readonly rules: StudRules;
  /** The round number. */
  readonly round: number;
  /** The players and balances. */
  readonly seats: readonly StudSeat[];
  /** The house's net. */
  readonly houseNet: Chips;
  /** The boxes as the viewer sees them. */
  readonly boxes: readonly StudBoxView[];
  /** The dealer's cards, `null` for those face down; empty before the deal. */
  readonly dealer: readonly (Card | null)[];
  /** The box deciding or choosing (`null` when none). */
  readonly turn: number | null;
}

/** A step of the table. */
export type StudBoxesStep = { readonly state: StudBoxesState; readonly events: readonly StudBoxesEvent[] };

/** What `startBoxes` and `applyBoxes` return: the next step, or a rule error with the state untouched. */
export type StudBoxesResult = StepResult<StudBoxesState, StudBoxesEvent, StudError>;

const emptyBox = (player: string): StudBox => ({
  player,
  ante: 0,
  cards: [],
  exchanged: 0,
  exchanges: 0,
  boughtCard: false,
  discards: [],
  fees: 0,
  insurance: 0,
  bet: 0,
  decision: 'out',
  purchase: null,
  gameFee: 0,
  settlement: null,
});

const LIMIT_KEYS = ['maxSeats', 'maxBoxesPerPlayer', 'maxBoxes'] as const;

function checkLimits(limits: unknown): StudTableLimits | null {
  if (limits === null || typeof limits !== 'object' || Array.isArray(limits)) return null;
  const out: Record<string, number> = {};
  for (const k of LIMIT_KEYS) {
    const v = own(limits, k);
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > MAX_STUD_BOXES) return null;
    out[k] = v;
  }
  return out as unknown as StudTableLimits;
}

const balancesOf = (seats: readonly StudSeat[]): Record<string, Chips> =>
  Object.fromEntries(seats.map((s) => [s.id, s.balance]));

/**
 * Starts a multi-box table: checks the rules, the seats and their balances, the boxes against the
 * table's limits, the seed and any stacked deck, and shuffles the first deck.
 *
 * @param rules - The rules (checked and copied into the state).
 * @param setup - `{ seats, boxes?, seed, deck?, limits? }`.
 * @returns The betting state and a `roundStarted` event, or `stud/bad-rules`, `stud/bad-table-setup`,
 *   `stud/table-limit` (what was asked and what is allowed), `stud/bad-balance`, `stud/bad-seed` or
 *   `stud/bad-deck`.
 * @example
 * ```ts
 * let t = orThrow(startBoxes(rules, { seats: { anna: 1000 }, boxes: { anna: 2 }, seed: 5 })).state;
 * t = orThrow(applyBoxes(t, { type: 'ante', antes: [10, 10] })).state; // both boxes dealt; box 0 decides
 * t = orThrow(applyBoxes(t, { type: 'raise' })).state;                // box 1 decides, box 0's cards in view
 * t = orThrow(applyBoxes(t, { type: 'fold' })).state;                 // the dealer shows and settles both
 * ```
 * startBoxes(rules, { seats: { anna: 1000 }, boxes: { anna: 8 }, seed: 1 });
 * // stud/table-limit { limit: 'boxesPerPlayer', asked: 8, allowed: 7, player: 'anna' }
 */
export function startBoxes(rules: StudRules, setup: StudBoxesSetup): StudBoxesResult {
  const r = checkRules(rules);
  if (!r.ok) return r;
  if (setup === null || typeof setup !== 'object' || Array.isArray(setup)) {
    return studErr('stud/bad-table-setup', { reason: 'not-an-object', value: show(setup) });
  }
  const seatsIn = own(setup, 'seats');
  if (seatsIn === null || typeof seatsIn !== 'object' || Array.isArray(seatsIn)) {
    return studErr('stud/bad-table-setup', { reason: 'not-an-object', value: show(seatsIn) });
  }
  const ids = Object.keys(seatsIn);
  if (ids.length === 0) return studErr('stud/bad-table-setup', { reason: 'no-seats', value: '{}' });
  const limitsIn = own(setup, 'limits');
  const limits = limitsIn === undefined ? STUD_DEFAULT_TABLE_LIMITS : checkLimits(limitsIn);
  if (limits === null) return studErr('stud/bad-table-setup', { reason: 'limits', value: show(limitsIn) });
  if (ids.length > limits.maxSeats) {
    return studErr('stud/table-limit', { limit: 'seats', asked: ids.length, allowed: limits.maxSeats });
  }
  const seats: StudSeat[] = [];
  for (const id of ids) {
    if (id.length === 0 || id.length > MAX_STUD_SEAT_ID_LENGTH) {
      return studErr('stud/bad-table-setup', { reason: 'seat-id', value: show(id) });
    }
    const balance = own(seatsIn, id);
    const problem = chipsProblem(balance, MAX_BALANCE, true);
    if (problem !== null) {
      return studErr('stud/bad-balance', { reason: problem, balance: show(balance), max: MAX_BALANCE });
    }
    seats.push({ id, balance: (balance as Chips) + 0 });
  }
  const boxesIn = own(setup, 'boxes');
  if (boxesIn !== undefined && (boxesIn === null || typeof boxesIn !== 'object' || Array.isArray(boxesIn))) {
    return studErr('stud/bad-table-setup', { reason: 'boxes', value: show(boxesIn) });
  }
  const counts = new Map<string, number>();
  if (boxesIn !== undefined) {
    for (const id of Object.keys(boxesIn)) {
      if (!Object.prototype.hasOwnProperty.call(seatsIn, id)) {
        return studErr('stud/bad-table-setup', { reason: 'unknown-player', value: show(id) });
      }
      const n = own(boxesIn, id);
      if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1) {
        return studErr('stud/bad-table-setup', { reason: 'boxes', value: show(n) });
      }
      counts.set(id, n);
    }
  }
  let total = 0;
  for (const id of ids) {
    const n = counts.get(id) ?? 1;
    if (n > limits.maxBoxesPerPlayer) {
      return studErr('stud/table-limit', {
        limit: 'boxesPerPlayer',
        asked: n,
        allowed: limits.maxBoxesPerPlayer,
        player: id,
      });
    }
    total += n;
  }
  if (total > limits.maxBoxes)
    return studErr('stud/table-limit', { limit: 'boxes', asked: total, allowed: limits.maxBoxes });
  const seed = checkSeed(own(setup, 'seed'));
  if (!seed.ok) return studErr('stud/bad-seed', { seed: seed.error.details.seed, maxLength: MAX_SEED_LENGTH });
  const stacked = stackedDeck(setup);
  if (!stacked.ok) return stacked;
  const boxes: StudBox[] = [];
  for (const id of ids) for (let k = 0; k < (counts.get(id) ?? 1); k++) boxes.push(emptyBox(id));
  const rng = seededRng(seed.value);
  const deck = deckFrom(stacked.value, rng);
  const state: StudBoxesBetting = {
    phase: 'betting',
    rules: r.value,
    rng: rng.getState(),
    round: 1,
    seats,
    boxes,
    houseNet: 0,
    deck,
  };
  return ok({ state, events: [{ type: 'roundStarted', round: 1, balances: balancesOf(seats) }] });
}

/**
 * {@link startBoxes}, throwing a `CroupierError` on bad input.
 *
 * @param rules - The rules.
 * @param setup - `{ seats, boxes?, seed, deck?, limits? }`.
 */
export function startBoxesOrThrow(rules: StudRules, setup: StudBoxesSetup): StudBoxesStep {
  return orThrow(startBoxes(rules, setup));
}

const seatIndex = (state: StudBoxesTable, player: string): number => state.seats.findIndex((s) => s.id === player);

/** The balance of a box's player less the raises of that player's later boxes still to decide. */
function spendable(state: StudBoxesDeciding | StudBoxesBuying, box: number): Chips {
  const b = state.boxes[box]!;
  let reserved = 0;
  if (state.phase === 'deciding') {
    for (let j = box + 1; j < state.boxes.length; j++) {
      const o = state.boxes[j]!;
      if (o.player === b.player && o.decision === 'pending') reserved += raiseFor(o.ante, state.rules);
    }
  }
  return state.seats[seatIndex(state, b.player)]!.balance - reserved;
}

/** The box whose turn it is, as the one-box round's deciding state: the one-box guards answer for it. */
function oneBoxDeciding(state: StudBoxesDeciding): StudDeciding {
  const b = state.boxes[state.turn]!;
  return {
    phase: 'deciding',
    rules: state.rules,
    rng: state.rng,
    round: state.round,
    balance: spendable(state, state.turn),
    houseNet: state.houseNet,
    ante: b.ante,
    player: b.cards,
    dealer: state.dealer,
    deck: state.deck,
    exchanged: b.exchanged,
    exchanges: b.exchanges,
    boughtCard: b.boughtCard,
    discards: b.discards,
    fees: b.fees,
    insurance: b.insurance,
  };
}

/** The box whose turn it is to choose, as the one-box round's buying state. */
function oneBoxBuying(state: StudBoxesBuying): StudBuying {
  const b = state.boxes[state.turn]!;
  return {
    phase: 'buying',
    rules: state.rules,
    rng: state.rng,
    round: state.round,
    balance: spendable(state, state.turn),
    houseNet: state.houseNet,
    ante: b.ante,
    bet: b.bet,
    player: b.cards,
    dealer: state.dealer,
    deck: state.deck,
    discards: b.discards,
    fees: b.fees,
    boughtCard: b.boughtCard,
    insurance: b.insurance,
  };
}

/** The one-box view of a multi-box state for the guards (betting and settled map to their phase only). */
function oneBox(
  state: StudBoxesState,
): StudDeciding | StudBuying | { readonly phase: 'betting' | 'settled'; readonly rules: StudRules } {
  if (state.phase === 'deciding') return oneBoxDeciding(state);
  if (state.phase === 'buying') return oneBoxBuying(state);
  return { phase: state.phase, rules: state.rules };
}

function withSeat(seats: readonly StudSeat[], player: string, delta: Chips): StudSeat[] {
  return seats.map((s) => (s.id === player ? { id: s.id, balance: s.balance + delta } : s));
}

function withBox(boxes: readonly StudBox[], k: number, patch: Partial<StudBox>): StudBox[] {
  return boxes.map((b, i) => (i === k ? { ...b, ...patch } : b));
}

/** Takes `n` cards from the deck; when it runs short, the muck is shuffled in by the table's RNG. */
function draw(
  s: { readonly deck: readonly Card[]; readonly muck: readonly Card[]; readonly rng: SeededRngState },
  n: number,
  events: StudBoxesEvent[],
): { cards: Card[]; deck: readonly Card[]; muck: readonly Card[]; rng: SeededRngState } {
  let { deck, muck, rng } = s;
  if (deck.length < n) {
    const r = restoreRng(rng);
    deck = [...deck, ...shuffled(r, muck)];
    events.push({ type: 'deckRefilled', cards: muck.length });
    muck = [];
    rng = r.getState();
  }
  return { cards: deck.slice(0, n), deck: deck.slice(n), muck, rng };
}

/** Checks the antes of every box, player by player: each АНТЕ with its raise covered after the player's earlier boxes. */
function checkAntes(state: StudBoxesBetting, antes: unknown): Err<StudError> | null {
  const n = state.boxes.length;
  if (!Array.isArray(antes)) return studErr('stud/bad-antes', { reason: 'not-an-array', boxes: n });
  if (antes.length !== n) return studErr('stud/bad-antes', { reason: 'length', length: antes.length, boxes: n });
  const committed = new Map<string, Chips>();
  const best = new Map<string, Chips>();
  let any = false;
  for (let k = 0; k < n; k++) {
    const player = state.boxes[k]!.player;
    const balance = state.seats[seatIndex(state, player)]!.balance;
    const a: unknown = antes[k];
    if (a === 0) continue;
    const used = committed.get(player) ?? 0;
    const allowed = anteAllowed(balance - used, a, state.rules);
    const refuse = (cause: StudError) => studErr('stud/box-refused', { box: k, player, committed: used, cause });
    if (!allowed.ok) return refuse(allowed.error);
    const ante = a as Chips;
    // The best outcome of all the player's boxes together stays within the balance bound.
    const win = (best.get(player) ?? 0) + bestWin(ante, state.rules);
    if (balance + win > MAX_BALANCE) {
      return refuse(
        studErr('stud/over-limit', {
          action: 'ante',
          reason: 'balance',
          amount: ante,
          maxAnte: maxAnte(balance - used, state.rules),
          limit: MAX_BALANCE,
        }).error,
      );
    }
    committed.set(player, used + ante + raiseFor(ante, state.rules));
    best.set(player, win);
    any = true;
  }
  return any ? null : studErr('stud/bad-antes', { reason: 'none', boxes: n });
}

function deal(state: StudBoxesBetting, antes: readonly Chips[]): StudBoxesStep {
  const events: StudBoxesEvent[] = [];
  let seats: readonly StudSeat[] = state.seats;
  let at = 0;
  const boxes = state.boxes.map((b, k) => {
    const ante = antes[k]!;
    if (ante === 0) return emptyBox(b.player);
    events.push({ type: 'antePlaced', box: k, amount: ante });
    seats = withSeat(seats, b.player, -ante);
    const cards = state.deck.slice(at, at + 5);
    at += 5;
    return { ...emptyBox(b.player), ante, cards, decision: 'pending' as const };
  });
  boxes.forEach((b, k) => {
    for (const card of b.cards) events.push({ type: 'cardDealt', box: k, card, faceUp: true });
  });
  const dealer = state.deck.slice(at, at + 5);
  dealer.forEach((card, i) => {
    const faceUp = isDealerUpCard(i, state.rules);
    events.push({ type: 'cardDealt', box: null, card: faceUp ? card : null, faceUp });
  });
  const turn = boxes.findIndex((b) => b.decision === 'pending');
  events.push({ type: 'turn', box: turn });
  const next: StudBoxesDeciding = {
    phase: 'deciding',
    rules: state.rules,
    rng: state.rng,
    round: state.round,
    seats,
    boxes,
    houseNet: state.houseNet,
    dealer,
    deck: state.deck.slice(at + 5),
    muck: [],
    turn,
  };
  return { state: next, events };
}

const classOf = (d: readonly Card[]) => evaluate5(d[0]!, d[1]!, d[2]!, d[3]!, d[4]!);

/** After a box's decision: the next box's turn, or the dealer's showdown. */
function advance(state: StudBoxesDeciding, events: StudBoxesEvent[]): StudBoxesStep {
  const next = state.boxes.findIndex((b, k) => k > state.turn && b.decision === 'pending');
  if (next >= 0) {
    events.push({ type: 'turn', box: next });
    return { state: { ...state, turn: next }, events };
  }
  const qualifies = dealerQualifies(classOf(state.dealer), state.rules);
  const raised = state.boxes.some((b) => b.decision === 'raised');
  if (raised) events.push({ type: 'dealerRevealed', cards: state.dealer, qualifies });
  if (raised && !qualifies && state.rules.buyGame !== 'none') {
    const turn = state.boxes.findIndex((b) => b.decision === 'raised');
    events.push({ type: 'turn', box: turn });
    return { state: { ...state, phase: 'buying', turn }, events };
  }
  return settleAll(state, state.dealer, null, events);
}

/** Settles every box against the dealer: the shown hand, or the bought one for the boxes that paid. */
function settleAll(
  state: StudBoxesDeciding | StudBoxesBuying,
  dealer: readonly Card[],
  bought: { readonly out: readonly Card[]; readonly in: readonly Card[] } | null,
  events: StudBoxesEvent[],
): StudBoxesStep {
  const { rules } = state;
  const shownClass = classOf(state.dealer);
  const qualifiedWhenShown = dealerQualifies(shownClass, rules);
  const boughtClass = classOf(dealer);
  let seats: readonly StudSeat[] = state.seats;
  let houseNet = state.houseNet;
  const boxes = state.boxes.map((b, k) => {
    if (b.decision === 'out') return b;
    const hand = playerHand(b.cards, rules);
    const raised = b.decision === 'raised';
    const buys = raised && b.purchase === 'buyGame';
    const settlement = settleClasses(hand.cls, buys ? boughtClass : shownClass, b.ante, raised, b.fees, rules, {
      second: hand.second,
      feeKind: b.boughtCard ? 'sixthCardFee' : 'exchangeFee',
      insurance: b.insurance,
      qualifiedWhenShown,
      gameBought: buys && bought !== null ? { fee: b.gameFee, replaced: bought.out } : null,
    });
    const l = settlement.ledger;
    // The fees went to the house when they were paid; the ledger lists them among the stakes lost.
    seats = withSeat(seats, b.player, settlement.paidToPlayer);
    houseNet += l.lost - b.fees - b.gameFee - l.won;
    events.push({ type: 'boxSettled', box: k, settlement });
    return { ...b, settlement };
  });
  events.push({ type: 'roundSettled', balances: balancesOf(seats) });
  const next: StudBoxesSettled = {
    phase: 'settled',
    rules,
    rng: state.rng,
    round: state.round,
    seats,
    boxes,
    houseNet,
    dealer,
    dealerShown: state.dealer,
    revealed: state.boxes.some((b) => b.decision === 'raised'),
    gameBought: bought,
  };
  return { state: next, events };
}

function decide(state: StudBoxesDeciding, raised: boolean): StudBoxesStep {
  const k = state.turn;
  const b = state.boxes[k]!;
  const events: StudBoxesEvent[] = [];
  if (!raised) {
    events.push({ type: 'folded', box: k });
    return advance({ ...state, boxes: withBox(state.boxes, k, { decision: 'folded' }) }, events);
  }
  const bet = raiseFor(b.ante, state.rules);
  events.push({ type: 'raised', box: k, amount: bet });
  return advance(
    {
      ...state,
      seats: withSeat(state.seats, b.player, -bet),
      boxes: withBox(state.boxes, k, { decision: 'raised', bet }),
    },
    events,
  );
}

function exchange(state: StudBoxesDeciding, cards: unknown): StudBoxesResult {
  const view = oneBoxDeciding(state);
  const allowed = canExchange(view, Array.isArray(cards) ? cards.length : undefined);
  if (!allowed.ok) {
    if (allowed.error.code === 'stud/bad-exchange' && !Array.isArray(cards)) {
      return studErr('stud/bad-exchange', { reason: 'not-an-array', allowed: allowed.error.details.allowed });
    }
    return allowed;
  }
  const out = cards as readonly unknown[];
  const b = state.boxes[state.turn]!;
  const counts = exchangeCounts(state.rules);
  for (let i = 0; i < out.length; i++) {
    const c = out[i];
    if (!isCard(c)) return studErr('stud/bad-exchange', { reason: 'not-a-card', card: show(c), allowed: counts });
    if (out.indexOf(c) !== i)
      return studErr('stud/bad-exchange', { reason: 'repeated', card: show(c), allowed: counts });
    if (!b.cards.includes(c))
      return studErr('stud/bad-exchange', { reason: 'not-in-hand', card: show(c), allowed: counts });
  }
  const thrown = out as readonly Card[];
  const n = thrown.length;
  const fee = orThrow(
    exchangeAllowed({ balance: view.balance, ante: b.ante, count: n, exchanges: b.exchanges }, state.rules),
  );
  const events: StudBoxesEvent[] = [{ type: 'feePaid', box: state.turn, amount: fee }];
  const d = draw(state, n, events);
  let i = 0;
  const cardsAfter = b.cards.map((c) => (thrown.includes(c) ? d.cards[i++]! : c));
  events.push({ type: 'cardsExchanged', box: state.turn, out: [...thrown], in: d.cards });
  const next: StudBoxesDeciding = {
    ...state,
    rng: d.rng,
    deck: d.deck,
    muck: [...d.muck, ...thrown],
    seats: withSeat(state.seats, b.player, -fee),
    houseNet: state.houseNet + fee,
    boxes: withBox(state.boxes, state.turn, {
      cards: cardsAfter,
      exchanged: b.exchanged + n,
      exchanges: b.exchanges + 1,
      discards: [...b.discards, ...thrown],
      fees: b.fees + fee,
    }),
  };
  // Oasis poker: all five exchanged places the raise at once, when it is covered (else only a fold is left).
  if (state.rules.exchangeAllRaises && n === 5 && canRaise(oneBoxDeciding(next)).ok) {
    const done = decide(next, true);
    return ok({ state: done.state, events: [...events, ...done.events] });
  }
  return ok({ state: next, events });
}

function buyCard(state: StudBoxesDeciding): StudBoxesStep {
  const b = state.boxes[state.turn]!;
  const fee = orThrow(sixthCardAllowed({ balance: spendable(state, state.turn), ante: b.ante }, state.rules));
  const events: StudBoxesEvent[] = [{ type: 'feePaid', box: state.turn, amount: fee }];
  const d = draw(state, 1, events);
  events.push({ type: 'cardBought', box: state.turn, card: d.cards[0]! });
  const next: StudBoxesDeciding = {
    ...state,
    rng: d.rng,
    deck: d.deck,
    muck: d.muck,
    seats: withSeat(state.seats, b.player, -fee),
    houseNet: state.houseNet + fee,
    boxes: withBox(state.boxes, state.turn, { cards: [...b.cards, d.cards[0]!], boughtCard: true, fees: b.fees + fee }),
  };
  return { state: next, events };
}

function insure(state: StudBoxesDeciding, amount: Chips): StudBoxesStep {
  const b = state.boxes[state.turn]!;
  const next: StudBoxesDeciding = {
    ...state,
    seats: withSeat(state.seats, b.player, -amount),
    boxes: withBox(state.boxes, state.turn, { insurance: amount }),
  };
  return { state: next, events: [{ type: 'insurancePlaced', box: state.turn, amount }] };
}

/** A raised box's choice under «нет игры»; after the last, the game is bought once for every box that paid. */
function choose(state: StudBoxesBuying, buy: boolean): StudBoxesStep {
  const k = state.turn;
  const b = state.boxes[k]!;
  const events: StudBoxesEvent[] = [];
  let s: StudBoxesBuying;
  if (buy) {
    const fee = orThrow(buyGameFee(b.ante, state.rules)); // found allowed by canBuyGame
    events.push({ type: 'feePaid', box: k, amount: fee });
    events.push({ type: 'gameChosen', box: k, fee });
    s = {
      ...state,
      seats: withSeat(state.seats, b.player, -fee),
      houseNet: state.houseNet + fee,
      boxes: withBox(state.boxes, k, { purchase: 'buyGame', gameFee: fee }),
    };
  } else {
    events.push({ type: 'anteTaken', box: k });
    s = { ...state, boxes: withBox(state.boxes, k, { purchase: 'takeAnte' }) };
  }
  const next = s.boxes.findIndex((o, j) => j > k && o.decision === 'raised');
  if (next >= 0) {
    events.push({ type: 'turn', box: next });
    return { state: { ...s, turn: next }, events };
  }
  const buyers = s.boxes.flatMap((o, j) => (o.purchase === 'buyGame' ? [j] : []));
  if (buyers.length === 0) return settleAll(s, s.dealer, null, events);
  // The highest card of a hand without a game is alone of its rank; it goes, the next card comes.
  let dealer = s.dealer;
  let pile = { deck: s.deck, muck: s.muck, rng: s.rng };
  const out: Card[] = [];
  const incoming: Card[] = [];
  let gone = dealer.reduce((hi, c) => (c >> 2 > hi >> 2 ? c : hi), dealer[0]!);
  for (;;) {
    const d = draw(pile, 1, events);
    const card = d.cards[0]!;
    pile = { deck: d.deck, muck: [...d.muck, gone], rng: d.rng };
    out.push(gone);
    incoming.push(card);
    dealer = dealer.map((c) => (c === gone ? card : c));
    // senator.am: a card of the rank replaced is replaced again, free.
    if (s.rules.buyGame !== 'sameRankAgain' || card >> 2 !== gone >> 2) break;
    gone = card;
  }
  events.push({
    type: 'gameBought',
    boxes: buyers,
    out,
    in: incoming,
    qualifies: dealerQualifies(classOf(dealer), s.rules),
  });
  return settleAll({ ...s, ...pile }, dealer, { out, in: incoming }, events);
}

function nextRound(state: StudBoxesSettled, stacked: readonly Card[]): StudBoxesStep {
  const rng = restoreRng(state.rng);
  const deck = deckFrom(stacked, rng);
  const next: StudBoxesBetting = {
    phase: 'betting',
    rules: state.rules,
    rng: rng.getState(),
    round: state.round + 1,
    seats: state.seats,
    boxes: state.boxes.map((b) => emptyBox(b.player)),
    houseNet: state.houseNet,
    deck,
  };
  return { state: next, events: [{ type: 'roundStarted', round: next.round, balances: balancesOf(next.seats) }] };
}

/** Whether some player can place the smallest АНТЕ on a box; else why not (the first player's reason). */
function canNextRoundBoxes(state: StudBoxesState): Allowed<StudError> {
  if (state.phase !== 'settled') {
    return studErr('stud/out-of-turn', { action: 'nextRound', phase: state.phase, allowed: phaseActionsOf(state) });
  }
  for (const s of state.seats) if (maxAnte(s.balance, state.rules) >= 1) return ALLOWED;
  return nextRoundAllowed(state.seats[0]!.balance, state.rules);
}

function phaseActionsOf(state: StudBoxesState): readonly StudActionType[] {
  return phaseActions(state.phase, state.rules);
}

/**
 * One step of the table. Decisions (`exchange`, `buyCard`, `insure`, `fold`, `raise`; `buyGame`,
 * `takeAnte`) apply to the box whose turn it is, with the one-box round's guards and errors.
 *
 * @param state - The table (never modified).
 * @param action - `ante` (with `antes`, one per box), a decision, or `nextRound`.
 * @returns The next state and the events, or a rule error with the state unchanged.
 * @example
 * ```ts
 * applyBoxes(betting, { type: 'ante', antes: [10, 0, 25] }); // boxes 0 and 2 play, box 1 sits out
 * ```
 */
export function applyBoxes(state: StudBoxesState, action: StudBoxesAction): StudBoxesResult {
  const notObject = notAnAction(action);
  if (notObject) return notObject;
  const type = own(action, 'type');
  const view = oneBox(state);
  switch (type) {
    case 'ante': {
      if (state.phase !== 'betting') {
        return studErr('stud/out-of-turn', { action: 'ante', phase: state.phase, allowed: phaseActionsOf(state) });
      }
      const antes = own(action, 'antes');
      const bad = checkAntes(state, antes);
      if (bad) return bad;
      return ok(deal(state, antes as readonly Chips[]));
    }
    case 'fold':
    case 'raise': {
      const allowed = type === 'fold' ? canFold(view as StudDeciding) : canRaise(view as StudDeciding);
      if (!allowed.ok) return allowed;
      return ok(decide(state as StudBoxesDeciding, type === 'raise'));
    }
    case 'exchange': {
      if (state.phase !== 'deciding') {
        const allowed = canExchange(view as StudDeciding, 1);
        if (!allowed.ok) return allowed;
      }
      return exchange(state as StudBoxesDeciding, own(action, 'cards'));
    }
    case 'buyCard': {
      const allowed = canBuyCard(view as StudDeciding);
      if (!allowed.ok) return allowed;
      return ok(buyCard(state as StudBoxesDeciding));
    }
    case 'insure': {
      const amount = own(action, 'amount');
      const allowed = canInsure(view as StudDeciding, amount);
      if (!allowed.ok) return allowed;
      return ok(insure(state as StudBoxesDeciding, amount as Chips));
    }
    case 'buyGame':
    case 'takeAnte': {
      const allowed = type === 'buyGame' ? canBuyGame(view as StudBuying) : canTakeAnte(view as StudBuying);
      if (!allowed.ok) return allowed;
      return ok(choose(state as StudBoxesBuying, type === 'buyGame'));
    }
    case 'nextRound': {
      const allowed = canNextRoundBoxes(state);
      if (!allowed.ok) return allowed;
      const deck = stackedDeck(action);
      if (!deck.ok) return deck;
      return ok(nextRound(state as StudBoxesSettled, deck.value));
    }
    default:
      return studErr('stud/bad-action', { reason: 'unknown-type', action: show(type), allowed: STUD_ACTION_TYPES });
  }
}

/**
 * {@link applyBoxes}, throwing a `CroupierError` on a rule violation.
 *
 * @param state - The table.
 * @param action - The action.
 */
export function applyBoxesOrThrow(state: StudBoxesState, action: StudBoxesAction): StudBoxesStep {
  return orThrow(applyBoxes(state, action));
}

/**
 * Everything `applyBoxes` would accept now: the АНТЕ range of every box before the deal; for the box
 * whose turn it is, what the one-box round would offer it (its spendable balance: the player's less
 * the raises of their later boxes); `nextRound` once settled, if some player can place an АНТЕ.
 *
 * @param state - The table.
 */
export function boxesLegalActions(state: StudBoxesState): StudBoxesLegalAction[] {
  if (state.phase === 'betting') {
    const max = state.boxes.map((b) => maxAnte(state.seats[seatIndex(state, b.player)]!.balance, state.rules));
    return max.some((m) => m >= 1) ? [{ type: 'ante', min: 1, max }] : [];
  }
  if (state.phase === 'settled') return canNextRoundBoxes(state).ok ? [{ type: 'nextRound' }] : [];
  return oneBoxLegalActions(oneBox(state) as StudDeciding | StudBuying) as StudBoxesLegalAction[];
}

/**
 * Whether the table is between rounds: settled, or no player can place even the smallest АНТЕ.
 *
 * @param state - The table.
 */
export function isBoxesOver(state: StudBoxesState): boolean {
  return (
    state.phase === 'settled' ||
    (state.phase === 'betting' && state.seats.every((s) => maxAnte(s.balance, state.rules) < 1))
  );
}

/**
 * The chips in play: every balance, the stakes on the layout and the house's net. It never changes
 * over a session.
 *
 * @param state - The table.
 */
export function boxesChipsInPlay(state: StudBoxesState): Chips {
  let total = state.houseNet;
  for (const s of state.seats) total += s.balance;
  if (state.phase === 'deciding' || state.phase === 'buying') {
    for (const b of state.boxes) total += b.ante + b.insurance + b.bet;
  }
  return total;
}

/**
 * What a player sees. A player sees their own boxes from each box's turn on: while box k decides, its
 * player sees box k and their earlier boxes (the cards of one box are seen while deciding the next),
 * not their later ones; after the decisions every own box. Other players' cards stay face down until
 * the showdown, and a folded box's never show. The dealer's face-down cards show once some box raised;
 * after every box folds they never show, nor the dealer's hand in any settlement.
 *
 * @param state - The table.
 * @param viewer - The seat id of the player looking; by default the player whose box has the turn
 *   (deciding or choosing), or `null` (what everyone sees) between rounds.
 */
export function boxesPlayerView(state: StudBoxesState, viewer?: string): StudBoxesPlayerView {
  const turn = state.phase === 'deciding' || state.phase === 'buying' ? state.turn : null;
  const who = viewer ?? (turn === null ? null : state.boxes[turn]!.player);
  const dealerShown = state.phase === 'buying' || (state.phase === 'settled' && state.revealed);
  const dealer =
    state.phase === 'betting'
      ? []
      : dealerShown
        ? [...state.dealer]
        : state.dealer.map((c, i) => (isDealerUpCard(i, state.rules) ? c : null));
  const boxes = state.boxes.map((b, k): StudBoxView => {
    const own = who !== null && b.player === who && (state.phase !== 'deciding' || k <= state.turn);
    const shown = own || (state.phase === 'settled' && b.decision === 'raised');
    const hide = (cs: readonly Card[]) => (shown ? [...cs] : cs.map(() => null));
    const settlement =
      b.settlement === null
        ? null
        : {
            ...b.settlement,
            player: shown ? b.settlement.player : null,
            dealer: dealerShown ? b.settlement.dealer : null,
          };
    return { ...b, cards: hide(b.cards), discards: hide(b.discards), settlement };
  });
  return {
    phase: state.phase,
    viewer: who,
    rules: state.rules,
    round: state.round,
    seats: state.seats,
    houseNet: state.houseNet,
    boxes,
    dealer,
    turn,
  };
}

/**
 * The multi-box stud table as one {@link Game} value (decision 005).
 *
 * @example
 * ```ts
 * let t = orThrow(studBoxesGame.start(rules, { seats: { anna: 1000, boris: 500 }, seed: 3 })).state;
 * t = orThrow(studBoxesGame.apply(t, { type: 'ante', antes: [10, 20] })).state;
 * ```
 */
export const studBoxesGame: Game<
  'stud',
  StudRules,
  StudBoxesSetup,
  StudBoxesState,
  StudBoxesAction,
  StudBoxesEvent,
  StudBoxesLegalAction,
  StudBoxesPlayerView,
  StudError
> = {
  id: 'stud',
  errorCodes: STUD_ERROR_CODES,
  resolveRules,
  start: startBoxes,
  apply: applyBoxes,
  legalActions: boxesLegalActions,
  playerView: (state) => boxesPlayerView(state),
  isOver: isBoxesOver,
};
