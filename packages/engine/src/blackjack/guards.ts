/**
 * The named rules of what may be done, written once: the two-card questions the site and the trainer
 * ask (`mayDouble`, `maySplit`), the table's guards (`canBet`, `canDouble`, `canSplit`…) that answer
 * `Allowed` with the very error `apply` returns, and `legalActions`.
 *
 * @module
 */
import { blackjackTableLimits, type BlackjackRules } from '@croupier/paytables/blackjack';
import { isCard, rankOf, RANK, type Card } from '../cards/encoding.js';
import { chipsProblem, MAX_BALANCE, MAX_STAKE, type Chips } from '../money/index.js';
import { ALLOWED, ok, show, type Allowed, type Err, type Result } from '../result/index.js';
import {
  blackjackError,
  type BlackjackError,
  type DoubleRefusal,
  type SplitRefusal,
  type SurrenderRefusal,
} from './errors.js';
import { checkRules, doubleTotals, mayDoubleTotal, maySplitValue, splitTakesOneCard } from './rules.js';
import { insuranceFor, payoutUnit } from './settle.js';
import type {
  BettingState,
  BlackjackActionType,
  BlackjackLegalAction,
  BlackjackState,
  Box,
  Hand,
  PlayingState,
} from './state.js';
import { blackjackCardValue, blackjackValue, type BlackjackHandValue } from './value.js';

/**
 * The value of a hand in a round: a two-card 21 made by splitting is not a blackjack.
 *
 * @param hand - The hand's cards and whether it came from a split.
 */
export function handValue(hand: Pick<Hand, 'cards' | 'fromSplit'>): BlackjackHandValue {
  const v = blackjackValue(hand.cards);
  return hand.fromSplit && v.blackjack ? { ...v, blackjack: false } : v;
}

/**
 * A hand's best total without building its value (a bust hand: its hard total, over 21). Internal: the
 * round asks it at every step where only the total matters.
 */
export function handTotal(cards: readonly Card[]): number {
  let hard = 0;
  let ace = false;
  for (let i = 0; i < cards.length; i++) {
    const v = blackjackCardValue(cards[i]!);
    hard += v;
    if (v === 1) ace = true;
  }
  return ace && hard + 10 <= 21 ? hard + 10 : hard;
}

// ------------------------------------------------------------------ the rules of two cards

/** Why the rules refuse to double these cards (the balance aside), or `null`. Internal. */
export function doubleRefusalOf(
  rules: BlackjackRules,
  cards: readonly Card[],
  fromSplit: boolean,
): DoubleRefusal | null {
  if (cards.length !== 2) return { reason: 'not-two-cards', cards: cards.length };
  if (fromSplit && splitTakesOneCard(rules, blackjackCardValue(cards[0]!))) return { reason: 'split-aces' };
  if (fromSplit && !rules.doubleAfterSplit) return { reason: 'after-split' };
  const { total, soft, blackjack } = blackjackValue(cards);
  // A natural is settled at once: never a soft 11 to double (docs/rules.md, Blackjack: Doubling).
  if (blackjack && !fromSplit) return { reason: 'blackjack' };
  const low = soft ? total - 10 : total;
  if (mayDoubleTotal(rules, low, soft)) return null;
  const allowed = doubleTotals(rules) ?? [];
  if (soft && allowed.includes(low)) return { reason: 'soft', total, low, allowed };
  return soft ? { reason: 'total', total, low, allowed } : { reason: 'total', total, allowed };
}

/** Whether two cards are a pair by the table's rule. */
function isPair(rules: BlackjackRules, a: Card, b: Card): boolean {
  return rules.splitBy === 'rank' ? rankOf(a) === rankOf(b) : blackjackCardValue(a) === blackjackCardValue(b);
}

/** Why the rules refuse to split these cards (the balance aside), or `null`. Internal. */
export function splitRefusalOf(
  rules: BlackjackRules,
  cards: readonly Card[],
  fromSplit: boolean,
  hands: number,
): SplitRefusal | null {
  if (cards.length !== 2) return { reason: 'not-two-cards', cards: cards.length };
  if (rules.maxHands < 2) return { reason: 'no-splitting' };
  const [a, b] = cards as [Card, Card];
  if (!isPair(rules, a, b)) return { reason: 'not-a-pair', splitBy: rules.splitBy };
  if (maySplitValue(rules, blackjackCardValue(a), hands, fromSplit)) return null;
  if (rankOf(a) === RANK.ACE) {
    if (!rules.splitAces) return { reason: 'aces' };
    if (fromSplit && !rules.resplitAces) return { reason: 'resplit-aces' };
  }
  return { reason: 'max-hands', maxHands: rules.maxHands };
}

/** The checks both two-card questions start with: the rules (checked first), then the cards passed. */
function checkTwoCardQuestion(rules: BlackjackRules, cards: unknown): Result<readonly Card[], BlackjackError> {
  const r = checkRules(rules);
  if (!r.ok) return r;
  if (!Array.isArray(cards) || !cards.every((c) => isCard(c))) {
    return blackjackError('blackjack/bad-cards', { reason: 'not-cards', value: show(cards) });
  }
  return ok(cards as readonly Card[]);
}

/** Options of the two-card questions. */
export interface TwoCardOptions {
  /** Whether the hand was made by splitting (default false). */
  readonly fromSplit?: boolean;
  /** How many hands the box holds now, for `maySplit` (default 1). */
  readonly hands?: number;
}

/**
 * May a hand of these cards be doubled under these rules (whatever the balance)? The question the
 * site and the trainer ask about two cards, answered with the reason the round gives.
 *
 * @param rules - The rules (checked).
 * @param cards - The hand's cards.
 * @param options - Whether the hand came from a split.
 * @returns Allowed, or `blackjack/cannot-double` with `details.reason`: `not-two-cards`, `total` (with
 *   `total`, `low` for a soft hand, and the `allowed` totals), `soft` (a soft hand under
 *   `doubleSoft: false`), `split-aces`, `after-split`, or `blackjack` (an ace and a ten-value card not
 *   made by splitting: a natural is never doubled, though with the ace as one it is a soft 11).
 * @example
 * ```ts
 * mayDouble(seed, parseCardsOrThrow('7h 5d'));
 * // { ok: false, error: { code: 'blackjack/cannot-double', details: { reason: 'total', total: 12, allowed: [9, 10, 11] } } }
 * mayDouble(seed, parseCardsOrThrow('Ah 8d')); // allowed: 9 with the ace as one
 * mayDouble(seed, parseCardsOrThrow('Ah Kd')); // { …, details: { reason: 'blackjack' } }: never a soft 11
 * ```
 */
export function mayDouble(
  rules: BlackjackRules,
  cards: readonly Card[],
  options: TwoCardOptions = {},
): Allowed<BlackjackError> {
  const c = checkTwoCardQuestion(rules, cards);
  if (!c.ok) return c;
  const why = doubleRefusalOf(rules, c.value, options?.fromSplit === true);
  return why ? blackjackError('blackjack/cannot-double', why) : ALLOWED;
}

/**
 * May a hand of these cards be split under these rules (whatever the balance)? The question the site
 * and the trainer ask about two cards, answered with the reason the round gives.
 *
 * @param rules - The rules (checked).
 * @param cards - The hand's cards.
 * @param options - Whether the hand came from a split, how many hands the box holds.
 * @returns Allowed, or `blackjack/cannot-split` with `details.reason`: `not-two-cards`, `no-splitting`,
 *   `not-a-pair` (with `splitBy`), `aces`, `resplit-aces` or `max-hands`.
 * @example
 * ```ts
 * maySplit(seed, parseCardsOrThrow('Jh Kd')); // allowed: equal value
 * maySplit(seed, parseCardsOrThrow('Ah Ad')); // { …, details: { reason: 'aces' } }
 * ```
 */
export function maySplit(
  rules: BlackjackRules,
  cards: readonly Card[],
  options: TwoCardOptions = {},
): Allowed<BlackjackError> {
  const c = checkTwoCardQuestion(rules, cards);
  if (!c.ok) return c;
  const hands = Number.isSafeInteger(options?.hands) && (options.hands as number) > 0 ? options.hands! : 1;
  const why = splitRefusalOf(rules, c.value, options?.fromSplit === true, hands);
  return why ? blackjackError('blackjack/cannot-split', why) : ALLOWED;
}

// ------------------------------------------------------------------ the table

/** The most boxes at a blackjack table: `blackjackTableLimits.value.boxes`. */
export const MAX_BOXES = blackjackTableLimits.value.boxes;

/** What the balance questions read of a table: its rules and seats. Internal. */
export type TableLike = Pick<BlackjackState, 'rules' | 'seats'>;

/** The balance of a seat (internal; the state is trusted). */
export function balanceOf(table: TableLike, box: string): Chips {
  for (const s of table.seats) if (s.id === box) return s.balance;
  return 0;
}

/** The stake unit under `rounding: 'refuse'`: bets are multiples of it so every payout is whole. */
export function betUnit(rules: BlackjackRules): Chips {
  if (rules.rounding !== 'refuse') return 1;
  const bj = payoutUnit(rules.blackjackPays);
  // A surrender returns half the stake: with surrender offered, the unit is also even.
  return rules.surrender === 'none' || bj % 2 === 0 ? bj : 2 * bj;
}

/**
 * The most a box's chips can grow in one round with a bet of `bet`: every hand of a full split doubled
 * and won, a blackjack, and the insurance won. An upper bound, so a bet that passes keeps every balance
 * within `MAX_BALANCE`.
 */
function potentialWin(rules: BlackjackRules, bet: Chips): number {
  const bj = Math.ceil((bet * rules.blackjackPays.pays) / rules.blackjackPays.per);
  const ins = rules.insurance
    ? Math.ceil((Math.floor(bet / 2) * rules.insurancePays.pays) / rules.insurancePays.per)
    : 0;
  return 2 * rules.maxHands * bet + bj + ins;
}

/** The largest total bet a box may hold: within the balance, `MAX_STAKE` and the `MAX_BALANCE` bound. */
function maxTotalBet(rules: BlackjackRules, balance: Chips, existing: Chips): Chips {
  const wealth = balance + existing;
  let lo = existing;
  let hi = Math.min(existing + balance, MAX_STAKE);
  if (hi <= lo) return lo;
  if (wealth + potentialWin(rules, hi) <= MAX_BALANCE) return hi;
  // Largest total in [lo, hi) whose best outcome stays within the bound (monotone in the bet).
  while (lo < hi) {
    const mid = lo + Math.ceil((hi - lo) / 2);
    if (wealth + potentialWin(rules, mid) <= MAX_BALANCE) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function existingBet(state: BettingState, box: string): Chips {
  for (const b of state.bets) if (b.box === box) return b.amount;
  return 0;
}

/** A caller's id cut to 60 characters for an error's details. */
export function shortId(id: string): string {
  return id.length <= 60 ? id : `${id.slice(0, 59)}…`;
}

function seated(state: BlackjackState): string[] {
  return state.seats.map((s) => s.id);
}

/** The `wrong-phase` error for an action in this state. */
export function wrongPhase(state: BlackjackState, action: BlackjackActionType): Err<BlackjackError> {
  const allowed = [...new Set(legalActions(state).map((a) => a.type))];
  return blackjackError('blackjack/wrong-phase', { action, phase: state.phase, allowed });
}

/**
 * May this box bet this amount now? The balance must cover it, and the box's bet stays within
 * `MAX_STAKE`, its chips within `MAX_BALANCE` whatever happens, and (under `rounding: 'refuse'`) a
 * multiple of the unit that pays whole chips.
 *
 * @param state - The table.
 * @param box - A seat id.
 * @param amount - Chips to add to the box's bet.
 * @returns Allowed, or `wrong-phase`, `bad-action` (a box id that is not a text), `unknown-box`,
 *   `bad-stake` (not a whole positive number up to `MAX_STAKE`), or `cannot-bet` with `reason`
 *   `balance`, `table-limit`, `balance-limit` or `fractional`.
 * @example
 * ```ts
 * canBet(table, 'anna', 2000); // { ok: false, error: { code: 'blackjack/cannot-bet', details: { reason: 'balance', balance: 1000, … } } }
 * ```
 */
export function canBet(state: BlackjackState, box: unknown, amount: unknown): Allowed<BlackjackError> {
  if (state.phase !== 'betting') return wrongPhase(state, 'bet');
  if (typeof box !== 'string') {
    return blackjackError('blackjack/bad-action', {
      reason: 'field',
      field: 'box',
      value: show(box),
      expected: 'a seat id',
      allowed: ['bet'],
    });
  }
  if (!state.seats.some((s) => s.id === box)) {
    return blackjackError('blackjack/unknown-box', { box: shortId(box), seated: seated(state) });
  }
  const problem = chipsProblem(amount, MAX_STAKE);
  if (problem) {
    return blackjackError('blackjack/bad-stake', {
      field: 'bet',
      box,
      value: show(amount),
      problem,
      max: MAX_STAKE,
    });
  }
  const a = amount as number;
  const balance = balanceOf(state, box);
  if (a > balance) return blackjackError('blackjack/cannot-bet', { reason: 'balance', box, amount: a, balance });
  const existing = existingBet(state, box);
  if (existing + a > MAX_STAKE) {
    return blackjackError('blackjack/cannot-bet', { reason: 'table-limit', box, amount: a, max: MAX_STAKE - existing });
  }
  if (balance + existing + potentialWin(state.rules, existing + a) > MAX_BALANCE) {
    return blackjackError('blackjack/cannot-bet', {
      reason: 'balance-limit',
      box,
      amount: a,
      max: maxTotalBet(state.rules, balance, existing) - existing,
    });
  }
  const unit = betUnit(state.rules);
  if ((existing + a) % unit !== 0) {
    return blackjackError('blackjack/cannot-bet', { reason: 'fractional', box, amount: a, multipleOf: unit });
  }
  return ALLOWED;
}

/** The bet range of a seat now, or `null` if it cannot bet. */
function betRange(state: BettingState, box: string): { min: Chips; max: Chips; multipleOf: Chips } | null {
  const balance = balanceOf(state, box);
  const existing = existingBet(state, box);
  const unit = betUnit(state.rules);
  const most = maxTotalBet(state.rules, balance, existing) - existing;
  const max = Math.floor(most / unit) * unit;
  return max >= unit ? { min: unit, max, multipleOf: unit } : null;
}

/**
 * May the round be dealt now? There must be a bet.
 *
 * @param state - The table.
 * @returns Allowed, or `wrong-phase` or `no-bets`.
 */
export function canDeal(state: BlackjackState): Allowed<BlackjackError> {
  if (state.phase !== 'betting') return wrongPhase(state, 'deal');
  if (state.bets.length === 0) return blackjackError('blackjack/no-bets', { seated: seated(state) });
  return ALLOWED;
}

/** The box and hand to play, with the box's balance. */
export function activeHand(state: PlayingState): { box: Box; hand: Hand; balance: Chips } {
  const box = state.boxes[state.turn.box]!;
  return { box, hand: box.hands[state.turn.hand]!, balance: balanceOf(state, box.id) };
}

/** Whether a split ace's hand is held to its one card (`hitSplitAces: false`). */
export function isOneCardAce(rules: BlackjackRules, hand: Hand): boolean {
  return hand.fromSplit && splitTakesOneCard(rules, blackjackCardValue(hand.cards[0]!));
}

/**
 * May the hand to play take a card?
 *
 * @param state - The table.
 * @returns Allowed, or `wrong-phase`, or `cannot-hit` (`split-aces`: a split ace takes one card only).
 */
export function canHit(state: BlackjackState): Allowed<BlackjackError> {
  if (state.phase !== 'playing') return wrongPhase(state, 'hit');
  if (isOneCardAce(state.rules, activeHand(state).hand)) {
    return blackjackError('blackjack/cannot-hit', { reason: 'split-aces' });
  }
  return ALLOWED;
}

/**
 * May the hand to play stand? Always, while a hand is to play.
 *
 * @param state - The table.
 * @returns Allowed, or `wrong-phase`.
 */
export function canStand(state: BlackjackState): Allowed<BlackjackError> {
  return state.phase === 'playing' ? ALLOWED : wrongPhase(state, 'stand');
}

/**
 * May the hand to play be doubled now? The rules of two cards ({@link mayDouble}) and a balance that
 * covers the second stake.
 *
 * @param state - The table.
 * @returns Allowed, or `wrong-phase`, or `cannot-double` with `details.reason` (`not-two-cards`, `total`,
 *   `soft`, `split-aces`, `after-split`, `balance` with `needed` and `balance`).
 * @example
 * ```ts
 * canDouble(state); // on 7+5 under the text: { …, details: { reason: 'total', total: 12, allowed: [9, 10, 11] } }
 * ```
 */
export function canDouble(state: BlackjackState): Allowed<BlackjackError> {
  if (state.phase !== 'playing') return wrongPhase(state, 'double');
  const { hand, balance } = activeHand(state);
  const why = doubleRefusalOf(state.rules, hand.cards, hand.fromSplit);
  if (why) return blackjackError('blackjack/cannot-double', why);
  if (balance < hand.stake) {
    return blackjackError('blackjack/cannot-double', { reason: 'balance', needed: hand.stake, balance });
  }
  return ALLOWED;
}

/**
 * May the hand to play be split now? The rules of two cards ({@link maySplit}), the box's hands so
 * far, and a balance that covers the new hand's stake.
 *
 * @param state - The table.
 * @returns Allowed, or `wrong-phase`, or `cannot-split` with `details.reason`.
 */
export function canSplit(state: BlackjackState): Allowed<BlackjackError> {
  if (state.phase !== 'playing') return wrongPhase(state, 'split');
  const { box, hand, balance } = activeHand(state);
  const why = splitRefusalOf(state.rules, hand.cards, hand.fromSplit, box.hands.length);
  if (why) return blackjackError('blackjack/cannot-split', why);
  if (balance < hand.stake) {
    return blackjackError('blackjack/cannot-split', { reason: 'balance', needed: hand.stake, balance });
  }
  return ALLOWED;
}

function surrenderRefusalOf(rules: BlackjackRules, box: Box, hand: Hand): SurrenderRefusal | null {
  if (rules.surrender === 'none') return { reason: 'not-offered' };
  if (hand.fromSplit || box.hands.length > 1) return { reason: 'after-split' };
  if (hand.cards.length !== 2) return { reason: 'not-two-cards', cards: hand.cards.length };
  return null;
}

/**
 * May the hand to play surrender now (half the stake back)?
 *
 * @param state - The table.
 * @returns Allowed, or `wrong-phase`, or `cannot-surrender` (`not-offered`, `after-split`, `not-two-cards`).
 */
export function canSurrender(state: BlackjackState): Allowed<BlackjackError> {
  if (state.phase !== 'playing') return wrongPhase(state, 'surrender');
  const { box, hand } = activeHand(state);
  const why = surrenderRefusalOf(state.rules, box, hand);
  return why ? blackjackError('blackjack/cannot-surrender', why) : ALLOWED;
}

/** Whether a box holds a blackjack against an ace with even money offered: its answer is `evenMoney`. */
function offeredEvenMoney(rules: BlackjackRules, box: Box): boolean {
  return rules.evenMoney && handValue(box.hands[0]!).blackjack;
}

/**
 * The insurance a box may take now, or 0 when it may not: exactly half its bet (docs/rules.md,
 * Blackjack: Insurance), offered only when the bet is even, the balance covers the half and (under
 * `rounding: 'refuse'`) the half pays whole chips.
 */
export function maxInsurance(table: TableLike, box: Box): Chips {
  const half = insuranceFor(table.rules, box.bet);
  return half > 0 && half <= balanceOf(table, box.id) ? half : 0;
}

/** Whether a box has anything to decide when insurance is offered. Internal. */
export function hasInsuranceChoice(table: TableLike, box: Box): boolean {
  if (offeredEvenMoney(table.rules, box)) return true;
  return table.rules.insurance && maxInsurance(table, box) > 0;
}

/**
 * May the box to decide insure for this amount (0 declines; absent: half the bet)? An insurance is
 * exactly half the original bet, no more and no less; on an odd bet it is not offered (docs/rules.md,
 * Blackjack: Insurance).
 *
 * @param state - The table.
 * @param amount - The insurance stake.
 * @returns Allowed, or `wrong-phase`, `bad-stake`, or `cannot-insure` with `reason` `not-offered`,
 *   `even-money`, `odd-bet` (with the `bet`), `not-half` (with the `half` that is allowed), `balance` or
 *   `fractional`.
 * @example
 * ```ts
 * canInsure(state, 3); // bet 10: { …, details: { reason: 'not-half', amount: 3, half: 5 } }
 * ```
 */
export function canInsure(state: BlackjackState, amount?: unknown): Allowed<BlackjackError> {
  if (state.phase !== 'insurance') return wrongPhase(state, 'insurance');
  const box = state.boxes[state.turn]!;
  const id = box.id;
  if (!state.rules.insurance) return blackjackError('blackjack/cannot-insure', { reason: 'not-offered', box: id });
  if (offeredEvenMoney(state.rules, box)) {
    return blackjackError('blackjack/cannot-insure', { reason: 'even-money', box: id });
  }
  if (amount !== undefined) {
    const problem = chipsProblem(amount, MAX_STAKE, true);
    if (problem) {
      return blackjackError('blackjack/bad-stake', {
        field: 'insurance',
        box: id,
        value: show(amount),
        problem,
        max: MAX_STAKE,
      });
    }
    if (amount === 0) return ALLOWED;
  }
  const cost = insuranceCost(state.rules, box.bet, id);
  if (!cost.ok) return cost;
  const half = cost.value;
  if (amount !== undefined && amount !== half) {
    return blackjackError('blackjack/cannot-insure', { reason: 'not-half', box: id, amount: amount as number, half });
  }
  const balance = balanceOf(state, id);
  if (half > balance) {
    return blackjackError('blackjack/cannot-insure', { reason: 'balance', box: id, amount: half, balance });
  }
  return ALLOWED;
}

/**
 * What insurance costs on a bet under these rules: exactly half of it (the text: «Страховка
 * приобретается за половинную стоимость начальной ставки»). Half of an odd bet is not whole chips, so an
 * odd bet is not insured (docs/rules.md, Blackjack: Insurance); under `rounding: 'refuse'` the half must
 * also pay whole chips. The balance aside: the round also needs the box to cover it.
 *
 * @param rules - The rules (`insurance`, `rounding`, `insurancePays`).
 * @param bet - The original bet, whole chips.
 * @param box - The box, for the error's details (optional).
 * @returns The insurance stake, or `blackjack/bad-stake` (not whole chips above 0), or `cannot-insure`
 *   with `reason` `not-offered`, `odd-bet` (with the `bet`) or `fractional` (with `multipleOf`).
 * @example
 * ```ts
 * insuranceCost(seed, 10); // { ok: true, value: 5 }: paid 2:1, 10, «что соответствует сумме начальной ставки»
 * insuranceCost(seed, 5);  // { ok: false, error: { code: 'blackjack/cannot-insure', details: { reason: 'odd-bet', bet: 5 } } }
 * ```
 */
export function insuranceCost(
  rules: Pick<BlackjackRules, 'insurance' | 'rounding' | 'insurancePays'>,
  bet: unknown,
  box?: string,
): Result<Chips, BlackjackError> {
  const at = box === undefined ? {} : { box };
  const problem = chipsProblem(bet, MAX_STAKE);
  if (problem) {
    return blackjackError('blackjack/bad-stake', { field: 'bet', ...at, value: show(bet), problem, max: MAX_STAKE });
  }
  if (!rules.insurance) return blackjackError('blackjack/cannot-insure', { reason: 'not-offered', ...at });
  const b = bet as number;
  if (b % 2 !== 0) return blackjackError('blackjack/cannot-insure', { reason: 'odd-bet', ...at, bet: b });
  const half = b / 2;
  if (rules.rounding === 'refuse') {
    const unit = payoutUnit(rules.insurancePays);
    if (half % unit !== 0) {
      return blackjackError('blackjack/cannot-insure', { reason: 'fractional', ...at, amount: half, multipleOf: unit });
    }
  }
  return ok(half);
}

/**
 * May the box to decide take (or refuse) even money?
 *
 * @param state - The table.
 * @returns Allowed, or `wrong-phase`, or `cannot-even-money` (`not-offered`, `no-blackjack`).
 */
export function canEvenMoney(state: BlackjackState): Allowed<BlackjackError> {
  if (state.phase !== 'insurance') return wrongPhase(state, 'evenMoney');
  const box = state.boxes[state.turn]!;
  if (!state.rules.evenMoney)
    return blackjackError('blackjack/cannot-even-money', { reason: 'not-offered', box: box.id });
  if (!handValue(box.hands[0]!).blackjack) {
    return blackjackError('blackjack/cannot-even-money', { reason: 'no-blackjack', box: box.id });
  }
  return ALLOWED;
}

/**
 * May the table go on to the next round? Once this one is settled.
 *
 * @param state - The table.
 * @returns Allowed, or `wrong-phase`.
 */
export function canNextRound(state: BlackjackState): Allowed<BlackjackError> {
  return state.phase === 'settled' ? ALLOWED : wrongPhase(state, 'nextRound');
}

/**
 * Everything `apply` would accept now, in a stable order: a bet range per seat that can bet and
 * `deal`; the insurance choices (the largest insurance and declining) or even money; the play
 * actions of the hand to play; `nextRound` after settlement.
 *
 * @param state - The table.
 * @returns The entries; empty only when nobody can bet and nothing is on the table.
 * @example
 * ```ts
 * legalActions(state).map((a) => a.type); // ['hit', 'stand', 'double']
 * ```
 */
export function legalActions(state: BlackjackState): BlackjackLegalAction[] {
  switch (state.phase) {
    case 'betting': {
      const out: BlackjackLegalAction[] = [];
      for (const seat of state.seats) {
        const range = betRange(state, seat.id);
        if (range)
          out.push({ type: 'bet', box: seat.id, min: range.min, max: range.max, multipleOf: range.multipleOf });
      }
      if (state.bets.length > 0) out.push({ type: 'deal' });
      return out;
    }
    case 'insurance': {
      const box = state.boxes[state.turn]!;
      if (offeredEvenMoney(state.rules, box)) {
        return [
          { type: 'evenMoney', take: true },
          { type: 'evenMoney', take: false },
        ];
      }
      const most = maxInsurance(state, box);
      return most > 0
        ? [
            { type: 'insurance', amount: most },
            { type: 'insurance', amount: 0 },
          ]
        : [{ type: 'insurance', amount: 0 }];
    }
    case 'playing': {
      // The questions of canHit, canDouble, canSplit and canSurrender, without building their errors.
      const { box, hand, balance } = activeHand(state);
      const rules = state.rules;
      const out: BlackjackLegalAction[] = [];
      if (!isOneCardAce(rules, hand)) out.push({ type: 'hit' });
      out.push({ type: 'stand' });
      if (!doubleRefusalOf(rules, hand.cards, hand.fromSplit) && balance >= hand.stake) out.push({ type: 'double' });
      if (!splitRefusalOf(rules, hand.cards, hand.fromSplit, box.hands.length) && balance >= hand.stake) {
        out.push({ type: 'split' });
      }
      if (!surrenderRefusalOf(rules, box, hand)) out.push({ type: 'surrender' });
      return out;
    }
    case 'settled':
      return [{ type: 'nextRound' }];
  }
}
