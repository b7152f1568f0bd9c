/**
 * The blackjack table as a pure state machine: {@link start} seats the boxes and shuffles the shoe,
 * {@link apply} takes one action and returns the next state with the events, or a rule error with the
 * state untouched. The dealer plays and the round settles inside the step that ends the last hand.
 *
 * The shoe never runs dry: past the cut card the next deal shuffles every card; a shoe emptied during
 * a round (one deck, seven boxes, a stacked shoe) takes the discard tray, shuffled with the table's RNG,
 * as a new shoe, and with no discards opens fresh decks (`shoeShuffled` events say which).
 *
 * @module
 */
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import { DECK_SIZE, isCard, rankOf, RANK, type Card } from '../cards/encoding.js';
import { chipsProblem, ledger, MAX_BALANCE, type Chips, type LedgerEntry } from '../money/index.js';
import { ok, orThrow, show, type Result } from '../result/index.js';
import { checkSeed, restoreRng, seededRng, shuffleInPlace, type SeededRng, type SeededRngState } from '../rng/index.js';
import type { Step } from '../game/index.js';
import type { Shoe } from '../shoe/index.js';
import { blackjackError, type BlackjackError } from './errors.js';
import {
  activeHand,
  canBet,
  canDeal,
  canDouble,
  canEvenMoney,
  canHit,
  canInsure,
  canNextRound,
  canSplit,
  canStand,
  canSurrender,
  handTotal,
  handValue,
  hasInsuranceChoice,
  isOneCardAce,
  legalActions,
  MAX_BOXES,
  maxInsurance,
  splitRefusalOf,
} from './guards.js';
import { checkRules, dealerHits, dealerPeeks } from './rules.js';
import { settleValidHand, settleValidInsurance } from './settle.js';
import {
  BLACKJACK_ACTION_TYPES,
  type BettingState,
  type BlackjackAction,
  type BlackjackEvent,
  type BlackjackSetup,
  type BlackjackState,
  type BlackjackView,
  type Hand,
  type InsuranceState,
  type PlacedBet,
  type PlayingState,
  type Seat,
  type SettledState,
  type ShuffleReason,
  type StackedShoe,
} from './state.js';
import { blackjackValue } from './value.js';

/** One step of a blackjack table: the next state and what happened. */
export type BlackjackStep = Step<BlackjackState, BlackjackEvent>;

/** The share of the shoe dealt before the cut card: three quarters. */
export const BLACKJACK_PENETRATION = { dealt: 3, of: 4 } as const;

/** The longest seat id. */
export const MAX_SEAT_ID_LENGTH = 64;

/** The most cards a stacked shoe may hold: the largest shoe the rules allow, 8 decks of 52. */
export const MAX_STACKED_CARDS = 8 * 52;

const SETUP_KEYS = ['seats', 'seed', 'shoe'] as const;

function cutCardFor(cards: number): number {
  return Math.floor((cards * BLACKJACK_PENETRATION.dealt) / BLACKJACK_PENETRATION.of);
}

function freshDecks(decks: number): Card[] {
  const cards: Card[] = [];
  for (let d = 0; d < decks; d++) for (let c = 0; c < DECK_SIZE; c++) cards.push(c);
  return cards;
}

/** A hand the draft made or copied in this step: changed in place until the step ends. */
interface DraftHand {
  cards: Card[];
  stake: Chips;
  doubled: boolean;
  fromSplit: boolean;
  done: boolean;
  surrendered: boolean;
}

/** A mutable box used inside one step; never escapes as such. */
interface DraftBox {
  id: string;
  bet: Chips;
  hands: Hand[];
  insurance: Chips | null;
  evenMoney: boolean;
}

/** A mutable working copy used inside one step; never escapes. */
interface Draft {
  rules: BlackjackRules;
  rngState: SeededRngState;
  rng: SeededRng | null;
  decks: number;
  cards: readonly Card[];
  position: number;
  cutCard: number;
  discarded: number;
  seats: Seat[];
  /** Whether `seats` is this draft's own copy (made on the first change: most steps change no balance). */
  seatsOwned: boolean;
  house: Chips;
  round: number;
  boxes: DraftBox[];
  dealer: Card[];
  /** Whether `dealer` is this draft's own copy (made on the first card dealt to the dealer). */
  dealerOwned: boolean;
  holeRevealed: boolean;
  events: BlackjackEvent[];
  /**
   * Bit `i` set: `boxes[i]` and its hands are this draft's own copy (a table has at most seven boxes). A step changes one box or two, so the
   * others are shared with the state it came from and copied only before a change (`ownBox`).
   */
  owned: number;
  /** The hands this draft made or copied in this step (few): changed in place, never shared yet. */
  mine: DraftHand[];
}

/** A working copy of a table; a betting table gets the boxes of its bets and an empty dealer. */
function draftOf(s: BlackjackState): Draft {
  const betting = s.phase === 'betting';
  const mine: DraftHand[] = [];
  return {
    rules: s.rules,
    rngState: s.rng,
    rng: null,
    decks: s.shoe.decks,
    cards: s.shoe.cards,
    position: s.shoe.position,
    cutCard: s.shoe.cutCard,
    discarded: s.discarded,
    // Shared until changed, like the boxes: every write goes through ownSeats or ownDealer first.
    seats: s.seats as Seat[],
    seatsOwned: false,
    house: s.house,
    round: s.round,
    boxes: betting
      ? s.bets.map((b) => {
          const hand: DraftHand = {
            cards: [],
            stake: b.amount,
            doubled: false,
            fromSplit: false,
            done: false,
            surrendered: false,
          };
          mine.push(hand);
          return { id: b.box, bet: b.amount, hands: [hand], insurance: null, evenMoney: false };
        })
      : // Shared until changed: every write goes through ownBox first.
        (s.boxes.slice() as DraftBox[]),
    dealer: betting ? [] : (s.dealer as Card[]),
    dealerOwned: betting,
    holeRevealed: betting ? !s.rules.holeCard : s.holeRevealed,
    events: [],
    owned: betting ? -1 : 0,
    mine,
  };
}

function shoeOf(d: Draft, before?: Shoe): Shoe {
  if (before && before.cards === d.cards && before.position === d.position && before.cutCard === d.cutCard) {
    return before;
  }
  return { decks: d.decks, cards: d.cards, position: d.position, cutCard: d.cutCard };
}

function rngOf(d: Draft): SeededRng {
  d.rng ??= restoreRng(d.rngState);
  return d.rng;
}

/**
 * Shuffles `pool` into the shoe behind the cards on the table (`keep`, dealt this round), and places
 * the cut card at the penetration of the new part.
 */
function shuffleInto(d: Draft, keep: readonly Card[], pool: Card[], reason: ShuffleReason): void {
  shuffleInPlace(rngOf(d), pool);
  d.cards = keep.length === 0 ? pool : keep.concat(pool);
  d.discarded = 0;
  d.position = keep.length;
  d.cutCard = keep.length + cutCardFor(pool.length);
  d.events.push({ type: 'shoeShuffled', reason, cards: pool.length, cutCard: d.cutCard });
}

/** The shoe ran dry during a round: the discard tray becomes the shoe (fresh decks if it is empty). */
function refill(d: Draft): void {
  const table = d.cards.slice(d.discarded, d.position);
  if (d.discarded > 0) shuffleInto(d, table, d.cards.slice(0, d.discarded), 'discards');
  else shuffleInto(d, table, freshDecks(d.rules.decks), 'new-decks');
}

function drawCard(d: Draft): Card {
  if (d.position >= d.cards.length) refill(d);
  if (d.position === d.cutCard) d.events.push({ type: 'cutCardOut' });
  return d.cards[d.position++]!;
}

function seatIndex(d: { seats: readonly Seat[] }, id: string): number {
  for (let i = 0; i < d.seats.length; i++) if (d.seats[i]!.id === id) return i;
  throw new RangeError(`No seat ${id}`); // a corrupted state: a bug, not a rule error
}

/** The draft's own seats, copied on the first change in a step. */
function ownSeats(d: Draft): Seat[] {
  if (!d.seatsOwned) {
    d.seats = d.seats.slice();
    d.seatsOwned = true;
  }
  return d.seats;
}

function debit(d: Draft, id: string, amount: Chips): Chips {
  const i = seatIndex(d, id);
  const balance = d.seats[i]!.balance - amount;
  ownSeats(d)[i] = { id, balance };
  return balance;
}

function dealToHand(d: Draft, box: number, hand: number): Card {
  const card = drawCard(d);
  ownHand(d, box, hand).cards.push(card);
  d.events.push({ type: 'cardDealt', card, to: 'hand', box: d.boxes[box]!.id, hand });
  return card;
}

function dealToDealer(d: Draft, faceDown = false): Card {
  const card = drawCard(d);
  if (!d.dealerOwned) {
    d.dealer = d.dealer.slice();
    d.dealerOwned = true;
  }
  d.dealer.push(card);
  d.events.push(
    faceDown ? { type: 'cardDealt', card, to: 'dealer', faceDown } : { type: 'cardDealt', card, to: 'dealer' },
  );
  return card;
}

/** The draft's own copy of a box (its hands array copied too), made on the first change in a step. */
function ownBox(d: Draft, box: number): DraftBox {
  if ((d.owned & (1 << box)) === 0) {
    const b = d.boxes[box]!;
    d.boxes[box] = { id: b.id, bet: b.bet, hands: b.hands.slice(), insurance: b.insurance, evenMoney: b.evenMoney };
    d.owned |= 1 << box;
  }
  return d.boxes[box]!;
}

/**
 * The draft's own copy of a hand (its cards copied too), made on the first change in a step; later
 * changes in the step write to it in place. The fields keep the order of a state's hands.
 */
function ownHand(d: Draft, box: number, hand: number): DraftHand {
  const b = ownBox(d, box);
  const h = b.hands[hand]!;
  for (let i = 0; i < d.mine.length; i++) if (d.mine[i] === h) return h as DraftHand;
  const copy: DraftHand = {
    cards: h.cards.slice(),
    stake: h.stake,
    doubled: h.doubled,
    fromSplit: h.fromSplit,
    done: h.done,
    surrendered: h.surrendered,
  };
  b.hands[hand] = copy;
  d.mine.push(copy);
  return copy;
}

/** Marks a hand finished. */
function finishHand(d: Draft, box: number, hand: number): void {
  ownHand(d, box, hand).done = true;
}

function balanceIn(d: Draft, id: string): Chips {
  return d.seats[seatIndex(d, id)]!.balance;
}

/** Where the round goes after a step: the next decision, or settled. */
type Next =
  | { phase: 'insurance'; turn: number }
  | { phase: 'playing'; turn: { box: number; hand: number } }
  | { phase: 'settled'; entries: LedgerEntry[] };

function finish(d: Draft, next: Next, before?: Shoe): BlackjackStep {
  // Built field by field, the phase's own field added last: an object spread after other fields is
  // slow in V8 (a generic copy on every step).
  const state: Record<string, unknown> = {
    phase: next.phase,
    rules: d.rules,
    rng: d.rng ? d.rng.getState() : d.rngState,
    shoe: shoeOf(d, before),
    discarded: d.discarded,
    seats: d.seats,
    house: d.house,
    round: d.round,
    boxes: d.boxes,
    dealer: d.dealer,
    holeRevealed: d.holeRevealed,
  };
  if (next.phase === 'settled') state['ledger'] = ledger(next.entries);
  else state['turn'] = next.turn;
  return { state: state as unknown as BlackjackState, events: d.events };
}

// ------------------------------------------------------------------ start

function checkSetup(
  setup: unknown,
): Result<{ seats: Seat[]; seed: number | string; shoe: Shoe | null }, BlackjackError> {
  if (setup === null || typeof setup !== 'object' || Array.isArray(setup)) {
    return blackjackError('blackjack/bad-setup', { reason: 'not-an-object', value: show(setup) });
  }
  for (const key of Object.keys(setup)) {
    if (!(SETUP_KEYS as readonly string[]).includes(key)) {
      return blackjackError('blackjack/bad-setup', { reason: 'unknown-key', value: show(key), allowed: SETUP_KEYS });
    }
  }
  const s = setup as { seats?: unknown; seed?: unknown; shoe?: unknown };
  const seatsIn = s.seats;
  if (seatsIn === null || typeof seatsIn !== 'object' || Array.isArray(seatsIn)) {
    return blackjackError('blackjack/bad-setup', { reason: 'not-an-object', value: show(seatsIn) });
  }
  const ids = Object.keys(seatsIn);
  if (ids.length === 0) return blackjackError('blackjack/bad-setup', { reason: 'no-seats' });
  if (ids.length > MAX_BOXES) {
    return blackjackError('blackjack/bad-setup', { reason: 'too-many-seats', count: ids.length, max: MAX_BOXES });
  }
  const seats: Seat[] = [];
  for (const id of ids) {
    if (id.length === 0 || id.length > MAX_SEAT_ID_LENGTH) {
      return blackjackError('blackjack/bad-setup', {
        reason: 'seat-id',
        value: show(id),
        maxLength: MAX_SEAT_ID_LENGTH,
      });
    }
    const balance = (seatsIn as Record<string, unknown>)[id];
    const problem = chipsProblem(balance, MAX_BALANCE, true);
    if (problem) {
      return blackjackError('blackjack/bad-setup', {
        reason: 'balance',
        box: id,
        value: show(balance),
        problem,
        max: MAX_BALANCE,
      });
    }
    // + 0 turns a balance of -0 into 0 (a chip count has no sign).
    seats.push({ id, balance: (balance as number) + 0 });
  }
  const seed = checkSeed(s.seed);
  if (!seed.ok) return blackjackError('blackjack/bad-setup', { reason: 'seed', value: show(s.seed) });
  const shoe = s.shoe === undefined ? null : checkShoe(s.shoe);
  if (shoe && !shoe.ok) return shoe;
  return ok({ seats, seed: seed.value, shoe: shoe ? shoe.value : null });
}

function checkShoe(value: unknown): Result<Shoe, BlackjackError> {
  const v = (Array.isArray(value) ? { cards: value } : value) as StackedShoe | null;
  const cards = v !== null && typeof v === 'object' ? v.cards : undefined;
  if (Array.isArray(cards) && cards.length > MAX_STACKED_CARDS) {
    return blackjackError('blackjack/bad-setup', {
      reason: 'shoe-too-long',
      value: `${cards.length} cards`,
      cards: cards.length,
      max: MAX_STACKED_CARDS,
    });
  }
  if (Array.isArray(cards) && cards.every((c) => isCard(c))) {
    const { position = 0, cutCard = cards.length } = v!;
    const inRange = (x: unknown) => Number.isSafeInteger(x) && (x as number) >= 0 && (x as number) <= cards.length;
    if (inRange(position) && inRange(cutCard)) return ok({ decks: 0, cards: cards.slice(), position, cutCard });
  }
  return blackjackError('blackjack/bad-setup', { reason: 'shoe', value: show(value) });
}

/**
 * Opens a table: checks the rules (they may come from JSON), seats the boxes with their chips, and
 * shuffles `rules.decks` decks with the seed (or takes the stacked shoe given).
 *
 * @param rules - The rules.
 * @param setup - `seats` (id → chips, in playing order, 1 to 7), `seed`, and optionally a stacked `shoe`.
 * @returns The table in the `betting` phase, or `blackjack/bad-rules` or `blackjack/bad-setup`.
 * @example
 * ```ts
 * let { state } = startOrThrow(rules, { seats: { anna: 1000 }, seed: 7 });
 * state = applyOrThrow(state, { type: 'bet', box: 'anna', amount: 10 }).state;
 * state = applyOrThrow(state, { type: 'deal' }).state;
 * ```
 */
export function start(rules: BlackjackRules, setup: BlackjackSetup): Result<BlackjackStep, BlackjackError> {
  const r = checkRules(rules);
  if (!r.ok) return r;
  const checked = checkSetup(setup);
  if (!checked.ok) return checked;
  const { seats, seed } = checked.value;
  const rng = seededRng(seed);
  const events: BlackjackEvent[] = [];
  let shoe = checked.value.shoe;
  if (!shoe) {
    const cards = shuffleInPlace(rng, freshDecks(rules.decks));
    shoe = { decks: rules.decks, cards, position: 0, cutCard: cutCardFor(cards.length) };
    events.push({ type: 'shoeShuffled', reason: 'new-decks', cards: cards.length, cutCard: shoe.cutCard });
  }
  const state: BettingState = {
    phase: 'betting',
    rules,
    rng: rng.getState(),
    shoe,
    discarded: shoe.position,
    seats,
    house: 0,
    round: 1,
    bets: [],
  };
  return ok({ state, events });
}

// ------------------------------------------------------------------ betting and the deal

function placeBet(state: BettingState, box: string, amount: Chips): BlackjackStep {
  const seats = state.seats.slice();
  const i = seatIndex(state, box);
  const balance = seats[i]!.balance - amount;
  seats[i] = { id: box, balance };
  // Bets stay in seat order: a repeated bet replaces its entry; a new one goes before the first bet of a
  // later seat (usually at the end, the boxes betting in order).
  const bets: PlacedBet[] = state.bets.slice();
  const at = bets.findIndex((b) => b.box === box);
  const bet = (at >= 0 ? bets[at]!.amount : 0) + amount;
  if (at >= 0) bets[at] = { box, amount: bet };
  else {
    let k = bets.length;
    while (k > 0 && seatIndex(state, bets[k - 1]!.box) > i) k--;
    bets.splice(k, 0, { box, amount: bet });
  }
  // Written field by field (object spread is slow on a hot path: every bet of every round comes here).
  const next: BettingState = {
    phase: 'betting',
    rules: state.rules,
    rng: state.rng,
    shoe: state.shoe,
    discarded: state.discarded,
    seats,
    house: state.house,
    round: state.round,
    bets,
  };
  return { state: next, events: [{ type: 'betPlaced', box, amount, bet, balance }] };
}

const upIsAce = (d: Draft) => rankOf(d.dealer[0]!) === RANK.ACE;

function deal(state: BettingState): BlackjackStep {
  const d = draftOf(state);
  if (d.position >= d.cutCard) {
    // The cut card came out last round: every card (the discards and the rest of the shoe) is shuffled.
    if (d.cards.length > 0) shuffleInto(d, [], d.cards.slice(), 'cut-card');
    else shuffleInto(d, [], freshDecks(d.rules.decks), 'new-decks');
  }
  for (let i = 0; i < d.boxes.length; i++) dealToHand(d, i, 0);
  dealToDealer(d);
  for (let i = 0; i < d.boxes.length; i++) dealToHand(d, i, 0);
  if (d.rules.holeCard) dealToDealer(d, true);
  return finish(d, afterDeal(d));
}

function afterDeal(d: Draft): Next {
  if (upIsAce(d) && (d.rules.insurance || d.rules.evenMoney)) {
    const turn = nextInsuranceTurn(d, 0);
    if (turn !== null) {
      d.events.push({ type: 'insuranceOffered' });
      return { phase: 'insurance', turn };
    }
  }
  return afterInsurance(d);
}

/** The first box at or after `from` with an insurance or even-money choice, or `null`. */
function nextInsuranceTurn(d: Draft, from: number): number | null {
  for (let i = from; i < d.boxes.length; i++) if (hasInsuranceChoice(d, d.boxes[i]!)) return i;
  return null;
}

function afterInsurance(d: Draft): Next {
  if (dealerPeeks(d.rules) && d.dealer.length >= 2) {
    const up = rankOf(d.dealer[0]!);
    if (up === RANK.ACE || up >= RANK.TEN) {
      const bj = blackjackValue(d.dealer).blackjack;
      d.events.push({ type: 'dealerPeeked', blackjack: bj });
      if (bj) {
        revealHole(d);
        return settle(d);
      }
    }
  }
  for (let bi = 0; bi < d.boxes.length; bi++) {
    const box = d.boxes[bi]!;
    if (box.evenMoney || handValue(box.hands[0]!).blackjack) finishHand(d, bi, 0);
  }
  return advance(d, 0, 0);
}

/** Whether a split ace that drew another ace may be split again now (rules and balance). */
function mayResplit(d: Draft, box: DraftBox, hand: Hand): boolean {
  return (
    splitRefusalOf(d.rules, hand.cards, hand.fromSplit, box.hands.length) === null && balanceIn(d, box.id) >= hand.stake
  );
}

/** Moves the turn to the first unfinished hand at or after (`box`, `hand`); deals a split hand its second card. */
function advance(d: Draft, box: number, hand: number): Next {
  while (box < d.boxes.length) {
    // d.boxes[box] is read again after every change: a change replaces a shared box with the draft's copy.
    while (hand < d.boxes[box]!.hands.length) {
      let h = d.boxes[box]!.hands[hand]!;
      if (!h.done) {
        if (h.cards.length === 1) {
          dealToHand(d, box, hand);
          h = d.boxes[box]!.hands[hand]!;
          if (isOneCardAce(d.rules, h) && !mayResplit(d, d.boxes[box]!, h)) finishHand(d, box, hand);
          h = d.boxes[box]!.hands[hand]!;
        }
        if (!h.done) {
          if (handTotal(h.cards) === 21) finishHand(d, box, hand);
          else return { phase: 'playing', turn: { box, hand } };
        }
      }
      hand++;
    }
    box++;
    hand = 0;
  }
  return dealerPlays(d);
}

function revealHole(d: Draft): void {
  if (!d.holeRevealed && d.dealer.length >= 2) {
    d.holeRevealed = true;
    d.events.push({ type: 'holeCardRevealed', card: d.dealer[1]! });
  }
}

function dealerPlays(d: Draft): Next {
  if (d.dealer.length < 2) dealToDealer(d);
  else revealHole(d);
  d.holeRevealed = true;
  if (!blackjackValue(d.dealer).blackjack) {
    const live = d.boxes.some(
      (b) =>
        !b.evenMoney &&
        b.hands.some((h) => {
          const v = handValue(h);
          return !h.surrendered && !v.bust && !v.blackjack;
        }),
    );
    if (live) {
      for (;;) {
        const v = blackjackValue(d.dealer);
        if (!dealerHits(d.rules, v.total, v.soft)) break;
        dealToDealer(d);
      }
      const v = blackjackValue(d.dealer);
      d.events.push(v.bust ? { type: 'dealerBusted', total: v.total } : { type: 'dealerStood', total: v.total });
    }
  }
  return settle(d);
}

/** Pays one settled bet of a box: its seat's balance, the house, the ledger entry and the event. */
function paySettled(
  d: Draft,
  entries: LedgerEntry[],
  box: Draft['boxes'][number],
  bet: number | 'insurance',
  name: string,
  s: ReturnType<typeof settleValidHand>,
): void {
  const settled = orThrow(s); // stakes were checked when placed: a failure here is a bug
  const i = seatIndex(d, box.id);
  const balance = d.seats[i]!.balance + settled.returned + settled.won;
  ownSeats(d)[i] = { id: box.id, balance };
  d.house += settled.lost - settled.won;
  entries.push({
    owner: box.id,
    bet: name,
    staked: settled.staked,
    returned: settled.returned,
    won: settled.won,
    lost: settled.lost,
  });
  d.events.push({
    type: 'betSettled',
    box: box.id,
    bet,
    outcome: settled.outcome,
    staked: settled.staked,
    net: settled.net,
    balance,
  });
}

function settle(d: Draft): Next {
  const dealer = blackjackValue(d.dealer);
  const entries: LedgerEntry[] = [];
  // Plain loops and a function outside: settlement runs once a round for every box.
  for (const box of d.boxes) {
    if (box.insurance !== null && box.insurance > 0) {
      paySettled(d, entries, box, 'insurance', 'insurance', settleValidInsurance(d.rules, box.insurance, dealer));
    }
    const hands = box.hands;
    for (let hi = 0; hi < hands.length; hi++) {
      const h = hands[hi]!;
      const hand = {
        cards: h.cards,
        stake: h.stake,
        doubled: h.doubled,
        fromSplit: h.fromSplit,
        surrendered: h.surrendered,
        evenMoney: box.evenMoney,
        originalBet: hi === 0 ? box.bet : 0,
      };
      const name = hands.length > 1 ? `hand${hi + 1}` : 'main';
      paySettled(d, entries, box, hi, name, settleValidHand(d.rules, hand, dealer, false));
    }
  }
  d.events.push({ type: 'roundSettled', round: d.round });
  return { phase: 'settled', entries };
}

// ------------------------------------------------------------------ apply

function badAction(action: unknown): Result<never, BlackjackError> | null {
  if (action === null || typeof action !== 'object' || Array.isArray(action)) {
    return blackjackError('blackjack/bad-action', {
      reason: 'not-an-object',
      value: show(action),
      allowed: BLACKJACK_ACTION_TYPES,
    });
  }
  const type = (action as { type?: unknown }).type;
  if (typeof type !== 'string' || !(BLACKJACK_ACTION_TYPES as readonly string[]).includes(type)) {
    return blackjackError('blackjack/bad-action', {
      reason: 'unknown-type',
      value: show(type),
      allowed: BLACKJACK_ACTION_TYPES,
    });
  }
  return null;
}

function insuranceStep(state: InsuranceState, amount: Chips): BlackjackStep {
  const d = draftOf(state);
  const bi = state.turn;
  const box = d.boxes[bi]!;
  const balance = amount > 0 ? debit(d, box.id, amount) : balanceIn(d, box.id);
  d.boxes[bi] = { ...box, insurance: amount };
  d.events.push({ type: 'insuranceDecided', box: box.id, amount, balance });
  const turn = nextInsuranceTurn(d, bi + 1);
  return finish(d, turn === null ? afterInsurance(d) : { phase: 'insurance', turn }, state.shoe);
}

function evenMoneyStep(state: InsuranceState, take: boolean): BlackjackStep {
  const d = draftOf(state);
  const bi = state.turn;
  const box = d.boxes[bi]!;
  d.boxes[bi] = { ...box, evenMoney: take, insurance: 0 };
  d.events.push({ type: 'evenMoneyDecided', box: box.id, take });
  const turn = nextInsuranceTurn(d, bi + 1);
  return finish(d, turn === null ? afterInsurance(d) : { phase: 'insurance', turn }, state.shoe);
}

function playStep(state: PlayingState, type: 'hit' | 'stand' | 'double' | 'split' | 'surrender'): BlackjackStep {
  const d = draftOf(state);
  const { box: bi, hand: hi } = state.turn;
  const id = d.boxes[bi]!.id;
  const hand = activeHand(state).hand;
  let next: Next;
  switch (type) {
    case 'hit': {
      dealToHand(d, bi, hi);
      const total = handTotal(d.boxes[bi]!.hands[hi]!.cards);
      if (total > 21) {
        finishHand(d, bi, hi);
        d.events.push({ type: 'handBusted', box: id, hand: hi });
        next = advance(d, bi, hi);
      } else if (total === 21) {
        finishHand(d, bi, hi);
        next = advance(d, bi, hi);
      } else next = { phase: 'playing', turn: state.turn };
      break;
    }
    case 'stand':
      finishHand(d, bi, hi);
      d.events.push({ type: 'handStood', box: id, hand: hi });
      next = advance(d, bi, hi);
      break;
    case 'double': {
      const balance = debit(d, id, hand.stake);
      const doubled = ownHand(d, bi, hi);
      doubled.stake = hand.stake * 2;
      doubled.doubled = true;
      d.events.push({ type: 'handDoubled', box: id, hand: hi, balance });
      dealToHand(d, bi, hi);
      doubled.done = true;
      if (handTotal(doubled.cards) > 21) d.events.push({ type: 'handBusted', box: id, hand: hi });
      next = advance(d, bi, hi);
      break;
    }
    case 'split': {
      const balance = debit(d, id, hand.stake);
      const [c1, c2] = hand.cards as [Card, Card];
      const stake = hand.stake;
      const split = (card: Card): DraftHand => {
        const h: DraftHand = { cards: [card], stake, doubled: false, fromSplit: true, done: false, surrendered: false };
        d.mine.push(h);
        return h;
      };
      ownBox(d, bi).hands.splice(hi, 1, split(c1), split(c2));
      d.events.push({ type: 'handSplit', box: id, hand: hi, balance });
      next = advance(d, bi, hi);
      break;
    }
    case 'surrender':
      {
        const h = ownHand(d, bi, hi);
        h.done = true;
        h.surrendered = true;
      }
      d.events.push({ type: 'handSurrendered', box: id, hand: hi });
      next = advance(d, bi, hi);
      break;
  }
  return finish(d, next, state.shoe);
}

function nextRound(state: SettledState): BlackjackStep {
  const round = state.round + 1;
  const next: BettingState = {
    phase: 'betting',
    rules: state.rules,
    rng: state.rng,
    shoe: state.shoe,
    discarded: state.shoe.position, // the cards on the table go to the discard tray
    seats: state.seats,
    house: state.house,
    round,
    bets: [],
  };
  return { state: next, events: [{ type: 'tableCleared', round }] };
}

const PLAY_GUARDS = { hit: canHit, stand: canStand, double: canDouble, split: canSplit, surrender: canSurrender };

/**
 * Applies one action: a bet or the deal, an insurance or even-money answer of the box to decide, a
 * play of the hand to play, or the next round.
 *
 * @param state - The table (as `start` or `apply` made it; it is never changed).
 * @param action - The action (see {@link legalActions} for what is allowed now).
 * @returns The next state and the events, or a rule error (`blackjack/cannot-double`,
 *   `blackjack/wrong-phase`, `blackjack/bad-action`…) with `details` saying why.
 * @example
 * ```ts
 * const next = apply(state, { type: 'double' });
 * if (!next.ok) next.error.details; // { reason: 'total', total: 12, allowed: [9, 10, 11] }
 * ```
 */
export function apply(state: BlackjackState, action: BlackjackAction): Result<BlackjackStep, BlackjackError> {
  const bad = badAction(action);
  if (bad) return bad;
  switch (action.type) {
    case 'bet': {
      const g = canBet(state, action.box, action.amount);
      if (!g.ok) return g;
      return ok(placeBet(state as BettingState, action.box, action.amount));
    }
    case 'deal': {
      const g = canDeal(state);
      if (!g.ok) return g;
      return ok(deal(state as BettingState));
    }
    case 'insurance': {
      const amount = action.amount;
      const g = canInsure(state, amount);
      if (!g.ok) return g;
      const s = state as InsuranceState;
      return ok(insuranceStep(s, amount ?? maxInsurance(s, s.boxes[s.turn]!)));
    }
    case 'evenMoney': {
      const g = canEvenMoney(state);
      if (!g.ok) return g;
      if (typeof action.take !== 'boolean') {
        return blackjackError('blackjack/bad-action', {
          reason: 'field',
          field: 'take',
          value: show(action.take),
          expected: 'true or false',
          allowed: ['evenMoney'],
        });
      }
      return ok(evenMoneyStep(state as InsuranceState, action.take));
    }
    case 'hit':
    case 'stand':
    case 'double':
    case 'split':
    case 'surrender': {
      const g = PLAY_GUARDS[action.type](state);
      if (!g.ok) return g;
      return ok(playStep(state as PlayingState, action.type));
    }
    case 'nextRound': {
      const g = canNextRound(state);
      if (!g.ok) return g;
      return ok(nextRound(state as SettledState));
    }
  }
}

/** {@link start}, throwing a `CroupierError` on a rule error. */
export function startOrThrow(rules: BlackjackRules, setup: BlackjackSetup): BlackjackStep {
  return orThrow(start(rules, setup));
}

/** {@link apply}, throwing a `CroupierError` on a rule error. */
export function applyOrThrow(state: BlackjackState, action: BlackjackAction): BlackjackStep {
  return orThrow(apply(state, action));
}

/**
 * Whether the table is between rounds: the round is settled, or nobody can bet and nothing is on the
 * table (every seat is out of chips, so the session is over).
 *
 * @param state - The table.
 */
export function isOver(state: BlackjackState): boolean {
  if (state.phase === 'settled') return true;
  return state.phase === 'betting' && state.bets.length === 0 && legalActions(state).length === 0;
}

/**
 * The chips in play: every balance, every stake on the layout, and the house's net. Constant over a
 * table's whole life (a test of the engine, not of the caller).
 *
 * @param state - The table.
 * @returns The total, as a `bigint` so no sum can lose precision.
 */
export function chipsInPlay(state: BlackjackState): bigint {
  let total = BigInt(state.house);
  for (const s of state.seats) total += BigInt(s.balance);
  if (state.phase === 'betting') {
    for (const b of state.bets) total += BigInt(b.amount);
  } else if (state.phase !== 'settled') {
    for (const b of state.boxes) {
      total += BigInt(b.insurance ?? 0);
      for (const h of b.hands) total += BigInt(h.stake);
    }
  }
  return total;
}

/**
 * What a player may see: the shoe's order, the unseen hole card and the RNG state removed; the cards
 * left and whether the cut card is out instead.
 *
 * @param state - The table.
 */
export function playerView(state: BlackjackState): BlackjackView {
  // Written field by field, not with rest and spread: seat players ask for a view at every decision,
  // and object spread is slow there.
  const shoe = state.shoe;
  const cardsLeft = shoe.cards.length - shoe.position;
  const cutCardOut = shoe.position >= shoe.cutCard;
  if (state.phase === 'betting') {
    return {
      phase: state.phase,
      rules: state.rules,
      discarded: state.discarded,
      seats: state.seats,
      house: state.house,
      round: state.round,
      bets: state.bets,
      cardsLeft,
      cutCardOut,
    };
  }
  const dealer = state.dealer;
  const hidden = !state.holeRevealed && dealer.length >= 2 ? 1 : 0;
  const shown = hidden ? dealer.slice(0, 1) : dealer.slice();
  switch (state.phase) {
    case 'insurance':
      return {
        phase: state.phase,
        rules: state.rules,
        discarded: state.discarded,
        seats: state.seats,
        house: state.house,
        round: state.round,
        boxes: state.boxes,
        holeRevealed: state.holeRevealed,
        turn: state.turn,
        cardsLeft,
        cutCardOut,
        dealer: shown,
        dealerHidden: hidden,
      };
    case 'playing':
      return {
        phase: state.phase,
        rules: state.rules,
        discarded: state.discarded,
        seats: state.seats,
        house: state.house,
        round: state.round,
        boxes: state.boxes,
        holeRevealed: state.holeRevealed,
        turn: state.turn,
        cardsLeft,
        cutCardOut,
        dealer: shown,
        dealerHidden: hidden,
      };
    case 'settled':
      return {
        phase: state.phase,
        rules: state.rules,
        discarded: state.discarded,
        seats: state.seats,
        house: state.house,
        round: state.round,
        boxes: state.boxes,
        holeRevealed: state.holeRevealed,
        ledger: state.ledger,
        cardsLeft,
        cutCardOut,
        dealer: shown,
        dealerHidden: hidden,
      };
  }
}
