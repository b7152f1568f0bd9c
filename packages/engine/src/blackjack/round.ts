/**
 * A blackjack round as a pure state machine: {@link deal} starts it from bets and a shoe, {@link apply}
 * takes one player action and returns the next state with the events, or a rule error with the state
 * untouched. The dealer plays and the round settles inside the step that ends the players' turns.
 *
 * @module
 */
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import { type Card, rankOf, RANK } from '../cards/encoding.js';
import { checkChips, payout } from '../money/index.js';
import { err, ok, orThrow, type Result, type RuleError } from '../result/index.js';
import type { Shoe } from '../shoe/index.js';
import { activeHand, canDouble, canHit, canSplit, canSurrender, handValue } from './guards.js';
import { dealerHits } from './rules.js';
import { settleBoxes } from './settle.js';
import type { Action, BlackjackErrorCode, Box, BoxBet, Hand, RoundEvent, RoundState, Step } from './types.js';
import { blackjackValue } from './value.js';

/** A rule error of the blackjack round. */
export type BlackjackError = RuleError<BlackjackErrorCode>;

class ShoeEmpty extends Error {}

/** A mutable working copy used inside one step; never escapes. */
interface Draft {
  rules: BlackjackRules;
  phase: RoundState['phase'];
  shoe: Shoe;
  position: number;
  boxes: { id: string; bet: number; hands: Hand[]; insurance: number | null; evenMoney: boolean }[];
  dealer: Card[];
  holeRevealed: boolean;
  turn: { box: number; hand: number } | null;
  ledger: RoundState['ledger'];
  events: RoundEvent[];
}

function draftOf(s: RoundState): Draft {
  return {
    rules: s.rules,
    phase: s.phase,
    shoe: s.shoe,
    position: s.shoe.position,
    boxes: s.boxes.map((b) => ({ ...b, hands: b.hands.slice() })),
    dealer: s.dealer.slice(),
    holeRevealed: s.holeRevealed,
    turn: s.turn,
    ledger: s.ledger,
    events: [],
  };
}

function finish(d: Draft): Step {
  const shoe = d.position === d.shoe.position ? d.shoe : { ...d.shoe, position: d.position };
  const boxes: Box[] = d.boxes;
  return {
    state: {
      rules: d.rules,
      phase: d.phase,
      shoe,
      boxes,
      dealer: d.dealer,
      holeRevealed: d.holeRevealed,
      turn: d.turn,
      ledger: d.ledger,
    },
    events: d.events,
  };
}

function drawCard(d: Draft): Card {
  if (d.position >= d.shoe.cards.length) throw new ShoeEmpty();
  return d.shoe.cards[d.position++]!;
}

function dealToHand(d: Draft, box: number, hand: number): Card {
  const card = drawCard(d);
  const h = d.boxes[box]!.hands[hand]!;
  const cards = [...h.cards, card];
  d.boxes[box]!.hands[hand] = { ...h, cards };
  d.events.push({ type: 'cardDealt', card, to: 'hand', box, hand });
  return card;
}

function setHand(d: Draft, box: number, hand: number, patch: Partial<Hand>): void {
  const h = d.boxes[box]!.hands[hand]!;
  d.boxes[box]!.hands[hand] = { ...h, ...patch };
}

const dealerBlackjack = (d: Draft) => blackjackValue(d.dealer).blackjack;
const upIsAce = (d: Draft) => d.dealer[0] !== undefined && rankOf(d.dealer[0]) === RANK.ACE;
const peeks = (r: BlackjackRules) => r.holeCard && r.surrender !== 'early';

/**
 * Starts a round: takes the bets, deals two cards to every box and one (or, with a hole card, two)
 * to the dealer, and runs the round as far as it goes without a player decision.
 *
 * @param rules - The rules.
 * @param shoe - The shoe to deal from (the returned state holds the shoe after the deal).
 * @param bets - One bet per box, in playing order.
 * @returns The first step, or an error (no bets, bad stake, duplicate box, a stake that would pay a
 *   fraction under `rounding: 'refuse'`, a shoe too short).
 * @example
 * ```ts
 * const rules = resolveRulesOrThrow({ preset: 'seed' });
 * const shoe = stackedShoe(parseCardsOrThrow('Ah 9c Kd 6s'));
 * const { state } = dealOrThrow(rules, shoe, [{ box: 'box1', amount: 10 }]);
 * // box1 holds A♥ K♦ (a blackjack), the dealer shows 9♣
 * ```
 */
export function deal(rules: BlackjackRules, shoe: Shoe, bets: readonly BoxBet[]): Result<Step, BlackjackError> {
  if (bets.length === 0) return err('blackjack/no-bets', 'A round needs at least one box with a bet.');
  const seen = new Set<string>();
  for (const b of bets) {
    if (seen.has(b.box)) {
      return err('blackjack/duplicate-box', `Box "${b.box}" has two bets; each box takes one bet per round.`, {
        box: b.box,
      });
    }
    seen.add(b.box);
    const c = checkChips(b.amount, 'stake');
    if (!c.ok) {
      return err(
        'blackjack/bad-stake',
        `The bet in box "${b.box}" must be a positive whole number of chips, got ${String(b.amount)}.`,
        {
          box: b.box,
          amount: b.amount,
        },
      );
    }
    if (rules.rounding === 'refuse') {
      const p = payout(b.amount, rules.blackjackPays, 'refuse');
      if (!p.ok) {
        return err('blackjack/fractional-payout', `${p.error.message} (box "${b.box}")`, {
          box: b.box,
          amount: b.amount,
        });
      }
    }
  }
  const d: Draft = {
    rules,
    phase: 'playing',
    shoe,
    position: shoe.position,
    boxes: bets.map((b) => ({
      id: b.box,
      bet: b.amount,
      hands: [{ cards: [], stake: b.amount, doubled: false, fromSplit: false, done: false, surrendered: false }],
      insurance: null,
      evenMoney: false,
    })),
    dealer: [],
    holeRevealed: !rules.holeCard,
    turn: null,
    ledger: null,
    events: [],
  };
  try {
    for (let i = 0; i < d.boxes.length; i++) dealToHand(d, i, 0);
    const up = drawCard(d);
    d.dealer.push(up);
    d.events.push({ type: 'cardDealt', card: up, to: 'dealer' });
    for (let i = 0; i < d.boxes.length; i++) dealToHand(d, i, 0);
    if (rules.holeCard) {
      const hole = drawCard(d);
      d.dealer.push(hole);
      d.events.push({ type: 'cardDealt', card: hole, to: 'dealer', faceDown: true });
    }
    afterDeal(d);
  } catch (e) {
    if (e instanceof ShoeEmpty) return shoeShort();
    throw e;
  }
  return ok(finish(d));
}

function shoeShort() {
  return err('blackjack/shoe-too-short', 'The shoe ran out of cards during the round; deal from a fuller shoe.');
}

function afterDeal(d: Draft): void {
  if (upIsAce(d) && (d.rules.insurance || d.rules.evenMoney)) {
    d.phase = 'insurance';
    d.events.push({ type: 'insuranceOffered' });
    d.turn = { box: 0, hand: 0 };
    skipInsuranceWithoutChoice(d);
    return;
  }
  afterInsurance(d);
}

/** Boxes that have no insurance choice (insurance off and no even-money blackjack) decide nothing. */
function skipInsuranceWithoutChoice(d: Draft): void {
  while (d.turn && d.turn.box < d.boxes.length) {
    const box = d.boxes[d.turn.box]!;
    const bj = handValue(box.hands[0]!).blackjack;
    const hasChoice = (bj && d.rules.evenMoney) || (d.rules.insurance && !(bj && d.rules.evenMoney));
    if (hasChoice) return;
    d.turn = { box: d.turn.box + 1, hand: 0 };
  }
  afterInsurance(d);
}

function afterInsurance(d: Draft): void {
  d.turn = null;
  if (peeks(d.rules) && d.dealer.length >= 2) {
    const up = rankOf(d.dealer[0]!);
    if (up === RANK.ACE || up >= RANK.TEN) {
      const bj = dealerBlackjack(d);
      d.events.push({ type: 'dealerPeeked', blackjack: bj });
      if (bj) {
        revealHole(d);
        settle(d);
        return;
      }
    }
  }
  d.phase = 'playing';
  for (let bi = 0; bi < d.boxes.length; bi++) {
    const box = d.boxes[bi]!;
    const v = handValue(box.hands[0]!);
    if (v.blackjack || box.evenMoney) setHand(d, bi, 0, { done: true });
  }
  advance(d, { box: 0, hand: 0 });
}

/** Moves the turn to the first unfinished hand at or after `from`; deals a split hand its second card. */
function advance(d: Draft, from: { box: number; hand: number }): void {
  let { box, hand } = from;
  while (box < d.boxes.length) {
    const b = d.boxes[box]!;
    while (hand < b.hands.length) {
      let h = b.hands[hand]!;
      if (!h.done && h.cards.length === 1) {
        dealToHand(d, box, hand);
        h = b.hands[hand]!;
        const splitAce = rankOf(h.cards[0]!) === RANK.ACE && !d.rules.hitSplitAces;
        if (splitAce || handValue(h).total === 21) setHand(d, box, hand, { done: true });
        h = b.hands[hand]!;
      }
      if (!h.done) {
        if (handValue(h).total === 21) {
          setHand(d, box, hand, { done: true });
        } else {
          d.turn = { box, hand };
          return;
        }
      }
      hand++;
    }
    box++;
    hand = 0;
  }
  d.turn = null;
  dealerPlays(d);
}

function revealHole(d: Draft): void {
  if (!d.holeRevealed && d.dealer.length >= 2) {
    d.holeRevealed = true;
    d.events.push({ type: 'holeCardRevealed', card: d.dealer[1]! });
  }
}

function dealerPlays(d: Draft): void {
  if (d.dealer.length < 2) {
    const c = drawCard(d);
    d.dealer.push(c);
    d.events.push({ type: 'cardDealt', card: c, to: 'dealer' });
  } else {
    revealHole(d);
  }
  d.holeRevealed = true;
  if (!dealerBlackjack(d)) {
    const live = d.boxes.some(
      (b) => !b.evenMoney && b.hands.some((h) => !h.surrendered && !handValue(h).bust && !handValue(h).blackjack),
    );
    if (live) {
      for (;;) {
        const v = blackjackValue(d.dealer);
        const hits = dealerHits(d.rules, v.total, v.soft);
        if (!hits) break;
        const c = drawCard(d);
        d.dealer.push(c);
        d.events.push({ type: 'cardDealt', card: c, to: 'dealer' });
      }
      const v = blackjackValue(d.dealer);
      d.events.push(v.bust ? { type: 'dealerBusted', total: v.total } : { type: 'dealerStood', total: v.total });
    }
  }
  settle(d);
}

function settle(d: Draft): void {
  const s = settleBoxes(d.rules, d.boxes, d.dealer);
  d.ledger = s.ledger;
  d.events.push(...s.events, { type: 'roundSettled' });
  d.phase = 'settled';
  d.turn = null;
}

function refuse(code: BlackjackErrorCode, why: string, action: Action): Result<Step, BlackjackError> {
  return err(code, `Cannot ${action.type}: ${why}.`, { action: action.type });
}

/**
 * Applies one player action to the box and hand whose turn it is.
 *
 * @param state - The round.
 * @param action - The action (see {@link legalActions} for what is allowed now).
 * @returns The next state and the events, or a rule error (`blackjack/cannot-double`,
 *   `blackjack/cannot-split`, `blackjack/wrong-phase`…) with `state` unchanged.
 * @example
 * ```ts
 * const next = apply(state, { type: 'double' });
 * if (!next.ok) next.error.code; // 'blackjack/cannot-double' on a 12: only 9, 10 or 11 may be doubled
 * ```
 */
export function apply(state: RoundState, action: Action): Result<Step, BlackjackError> {
  if (state.phase === 'settled') return refuse('blackjack/round-over', 'the round is settled; deal a new one', action);
  if (action === null || typeof action !== 'object' || typeof (action as { type?: unknown }).type !== 'string') {
    return err(
      'blackjack/unknown-action',
      `Not an action: ${JSON.stringify(action)}; allowed: hit, stand, double, split, surrender, insurance, evenMoney.`,
    );
  }
  try {
    switch (action.type) {
      case 'insurance':
      case 'evenMoney':
        return insuranceStep(state, action);
      case 'hit':
      case 'stand':
      case 'double':
      case 'split':
      case 'surrender':
        return playStep(state, action);
      default:
        return err(
          'blackjack/unknown-action',
          `Unknown action "${String((action as { type: unknown }).type)}"; allowed: hit, stand, double, split, surrender, insurance, evenMoney.`,
        );
    }
  } catch (e) {
    if (e instanceof ShoeEmpty) return shoeShort();
    throw e;
  }
}

function insuranceStep(
  state: RoundState,
  action: Extract<Action, { type: 'insurance' | 'evenMoney' }>,
): Result<Step, BlackjackError> {
  if (state.phase !== 'insurance' || !state.turn) {
    return refuse(
      'blackjack/wrong-phase',
      'insurance is decided only right after the deal, when the dealer shows an ace',
      action,
    );
  }
  const box = state.boxes[state.turn.box]!;
  const bj = handValue(box.hands[0]!).blackjack;
  const d = draftOf(state);
  const bi = state.turn.box;
  if (action.type === 'evenMoney') {
    if (!bj || !state.rules.evenMoney) {
      return refuse(
        'blackjack/cannot-even-money',
        'even money is offered only to a blackjack against an ace, where the rules allow it',
        action,
      );
    }
    d.boxes[bi]!.evenMoney = action.take;
    d.boxes[bi]!.insurance = 0;
    d.events.push({ type: 'evenMoneyDecided', box: bi, take: action.take });
  } else {
    if (bj && state.rules.evenMoney) {
      return refuse(
        'blackjack/bad-insurance',
        'a blackjack against an ace is offered even money here; answer with evenMoney',
        action,
      );
    }
    const half = Math.floor(box.bet / 2);
    const amount = action.amount ?? half;
    if (!Number.isSafeInteger(amount) || amount < 0 || amount > half) {
      return refuse(
        'blackjack/bad-insurance',
        `insurance is a whole number of chips from 0 (decline) to half the bet, ${half}; got ${String(amount)}`,
        action,
      );
    }
    d.boxes[bi]!.insurance = amount;
    d.events.push({ type: 'insuranceDecided', box: bi, amount });
  }
  d.turn = { box: bi + 1, hand: 0 };
  skipInsuranceWithoutChoice(d);
  return ok(finish(d));
}

function playStep(
  state: RoundState,
  action: Extract<Action, { type: 'hit' | 'stand' | 'double' | 'split' | 'surrender' }>,
): Result<Step, BlackjackError> {
  if (state.phase !== 'playing') {
    return refuse('blackjack/wrong-phase', 'decide on insurance first (the dealer shows an ace)', action);
  }
  const a = activeHand(state);
  if (!a) return refuse('blackjack/wrong-phase', 'no hand is waiting to play', action);
  const { boxIndex: bi, handIndex: hi } = a;
  const d = draftOf(state);
  const next = () => advance(d, { box: bi, hand: hi });
  switch (action.type) {
    case 'hit': {
      const why = canHit(state);
      if (why) return refuse('blackjack/cannot-hit', why, action);
      dealToHand(d, bi, hi);
      const v = handValue(d.boxes[bi]!.hands[hi]!);
      if (v.bust) {
        setHand(d, bi, hi, { done: true });
        d.events.push({ type: 'handBusted', box: bi, hand: hi });
        next();
      } else if (v.total === 21) {
        setHand(d, bi, hi, { done: true });
        next();
      }
      break;
    }
    case 'stand':
      setHand(d, bi, hi, { done: true });
      d.events.push({ type: 'handStood', box: bi, hand: hi });
      next();
      break;
    case 'double': {
      const why = canDouble(state);
      if (why) return refuse('blackjack/cannot-double', why, action);
      setHand(d, bi, hi, { stake: a.hand.stake * 2, doubled: true });
      d.events.push({ type: 'handDoubled', box: bi, hand: hi });
      dealToHand(d, bi, hi);
      setHand(d, bi, hi, { done: true });
      if (handValue(d.boxes[bi]!.hands[hi]!).bust) d.events.push({ type: 'handBusted', box: bi, hand: hi });
      next();
      break;
    }
    case 'split': {
      const why = canSplit(state);
      if (why) return refuse('blackjack/cannot-split', why, action);
      const [c1, c2] = a.hand.cards as [Card, Card];
      const hands = d.boxes[bi]!.hands;
      const base = { stake: d.boxes[bi]!.bet, doubled: false, fromSplit: true, done: false, surrendered: false };
      hands.splice(hi, 1, { ...base, cards: [c1] }, { ...base, cards: [c2] });
      d.events.push({ type: 'handSplit', box: bi, hand: hi });
      // Split aces that may not draw get their one card each at once.
      if (rankOf(c1) === RANK.ACE && !state.rules.hitSplitAces) {
        dealToHand(d, bi, hi);
        dealToHand(d, bi, hi + 1);
        setHand(d, bi, hi, { done: true });
        setHand(d, bi, hi + 1, { done: true });
      }
      next();
      break;
    }
    case 'surrender': {
      const why = canSurrender(state);
      if (why) return refuse('blackjack/cannot-surrender', why, action);
      setHand(d, bi, hi, { done: true, surrendered: true });
      d.events.push({ type: 'handSurrendered', box: bi, hand: hi });
      next();
      break;
    }
  }
  return ok(finish(d));
}

/** {@link deal}, throwing a `CroupierError` on a rule error. */
export function dealOrThrow(rules: BlackjackRules, shoe: Shoe, bets: readonly BoxBet[]): Step {
  return orThrow(deal(rules, shoe, bets));
}

/** {@link apply}, throwing a `CroupierError` on a rule error. */
export function applyOrThrow(state: RoundState, action: Action): Step {
  return orThrow(apply(state, action));
}

/** What a player may see of a round: no shoe, and no hole card until the dealer shows it. */
export interface PlayerView extends Omit<RoundState, 'shoe' | 'dealer'> {
  /** The dealer's visible cards. */
  readonly dealer: readonly Card[];
  /** Face-down dealer cards (0 or 1). */
  readonly dealerHidden: number;
  /** Cards left in the shoe (their order is not shown). */
  readonly cardsLeft: number;
}

/**
 * Projects a round to what a player may see: removes the shoe and the unseen hole card.
 *
 * @param state - The round.
 */
export function playerView(state: RoundState): PlayerView {
  const { shoe, dealer, ...rest } = state;
  const hidden = !state.holeRevealed && dealer.length >= 2 ? 1 : 0;
  return {
    ...rest,
    dealer: hidden ? dealer.slice(0, 1) : dealer.slice(),
    dealerHidden: hidden,
    cardsLeft: shoe.cards.length - shoe.position,
  };
}
