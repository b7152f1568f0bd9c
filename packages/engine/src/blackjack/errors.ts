/**
 * Every rule error of blackjack, declared once: a map from code to the shape of its `details`, the list
 * of codes (checked against the map at compile time), and the one function that builds each error with
 * its English message. User interfaces word the error from `code` and `details` (`@croupier/ru`); the
 * English `message` is for developers and logs.
 *
 * @module
 */
import type { SchemaIssue } from '@croupier/paytables/schema';
import type { ChipsProblem } from '../money/index.js';
import type { Err, ErrorOf } from '../result/index.js';
import type { BlackjackActionType, BlackjackPhase } from './state.js';

/** Why a double is refused. */
export type DoubleRefusal =
  /** Only a hand's first two cards may be doubled. */
  | { readonly reason: 'not-two-cards'; readonly cards: number }
  /** The total is not one `doubleOn` names (`low` is the total with the ace as one, for a soft hand). */
  | { readonly reason: 'total'; readonly total: number; readonly low?: number; readonly allowed: readonly number[] }
  /** A soft hand whose total with the ace as one qualifies, under `doubleSoft: false`. */
  | { readonly reason: 'soft'; readonly total: number; readonly low: number; readonly allowed: readonly number[] }
  /** A split ace, under `hitSplitAces: false`: it takes its one card and nothing else. */
  | { readonly reason: 'split-aces' }
  /** A hand made by splitting, under `doubleAfterSplit: false`. */
  | { readonly reason: 'after-split' }
  /** The box's balance does not cover the second stake. */
  | { readonly reason: 'balance'; readonly needed: number; readonly balance: number };

/** Why a split is refused. */
export type SplitRefusal =
  /** Only a hand's first two cards may be split. */
  | { readonly reason: 'not-two-cards'; readonly cards: number }
  /** `maxHands: 1`: no splitting at this table. */
  | { readonly reason: 'no-splitting' }
  /** The two cards are not a pair by the table's rule (`value`: J+K is a pair; `rank`: only K+K). */
  | { readonly reason: 'not-a-pair'; readonly splitBy: 'value' | 'rank' }
  /** Two aces, under `splitAces: false`. */
  | { readonly reason: 'aces' }
  /** A split ace drew another ace, under `resplitAces: false`. */
  | { readonly reason: 'resplit-aces' }
  /** The box already holds `maxHands` hands. */
  | { readonly reason: 'max-hands'; readonly maxHands: number }
  /** The box's balance does not cover the new hand's stake. */
  | { readonly reason: 'balance'; readonly needed: number; readonly balance: number };

/** Why a surrender is refused. */
export type SurrenderRefusal =
  /** `surrender: 'none'`. */
  | { readonly reason: 'not-offered' }
  /** Only a hand of its first two cards may surrender. */
  | { readonly reason: 'not-two-cards'; readonly cards: number }
  /** A hand of a split box may not surrender. */
  | { readonly reason: 'after-split' };

/** Why an insurance stake is refused. */
export type InsuranceRefusal =
  /** `insurance: false`. */
  | { readonly reason: 'not-offered'; readonly box: string }
  /** A blackjack against an ace where even money is offered: the answer is `evenMoney`. */
  | { readonly reason: 'even-money'; readonly box: string }
  /** More than half the box's bet. */
  | { readonly reason: 'amount'; readonly box: string; readonly amount: number; readonly max: number }
  /** The box's balance does not cover it. */
  | { readonly reason: 'balance'; readonly box: string; readonly amount: number; readonly balance: number }
  /** Under `rounding: 'refuse'`, a stake whose payout is not whole chips. */
  | { readonly reason: 'fractional'; readonly box: string; readonly amount: number; readonly multipleOf: number };

/** Why a bet is refused (a well-formed amount the box cannot stake). */
export type BetRefusal =
  /** The box's balance does not cover it. */
  | { readonly reason: 'balance'; readonly box: string; readonly amount: number; readonly balance: number }
  /** The box's bet would pass the most one stake may hold (`MAX_STAKE`). */
  | { readonly reason: 'table-limit'; readonly box: string; readonly amount: number; readonly max: number }
  /** The best outcome of the bet could carry the box's chips past `MAX_BALANCE`. */
  | { readonly reason: 'balance-limit'; readonly box: string; readonly amount: number; readonly max: number }
  /** Under `rounding: 'refuse'`, a bet whose payouts are not whole chips. */
  | { readonly reason: 'fractional'; readonly box: string; readonly amount: number; readonly multipleOf: number };

/** What is wrong with the setup passed to `start`. */
export type SetupProblem =
  | { readonly reason: 'not-an-object'; readonly value: string }
  | { readonly reason: 'unknown-key'; readonly value: string; readonly allowed: readonly string[] }
  | { readonly reason: 'no-seats' }
  | { readonly reason: 'too-many-seats'; readonly count: number; readonly max: number }
  | { readonly reason: 'seat-id'; readonly value: string; readonly maxLength: number }
  | {
      readonly reason: 'balance';
      readonly box: string;
      readonly value: string;
      readonly problem: ChipsProblem;
      readonly max: number;
    }
  | { readonly reason: 'seed'; readonly value: string }
  | { readonly reason: 'shoe'; readonly value: string };

/** The details of every blackjack error code. */
export interface BlackjackErrorDetails {
  /** Rules that are not a full, valid rules object (`start`, `odds`, the two-card questions). */
  'blackjack/bad-rules': { readonly issues: readonly SchemaIssue[] };
  /** A setup `start` cannot use: seats, balances, seed or stacked shoe. */
  'blackjack/bad-setup': SetupProblem;
  /** Not an action: not an object, an unknown type, or a field of the wrong kind. */
  'blackjack/bad-action': {
    readonly reason: 'not-an-object' | 'unknown-type' | 'field';
    readonly value: string;
    /** The offending field (`take`, `box`), for `reason: 'field'`. */
    readonly field?: string;
    /** What the field must be (`true or false`, `a seat id`). */
    readonly expected?: string;
    readonly allowed: readonly BlackjackActionType[];
  };
  /** An action that is not taken in this phase. */
  'blackjack/wrong-phase': {
    readonly action: BlackjackActionType;
    readonly phase: BlackjackPhase;
    readonly allowed: readonly BlackjackActionType[];
  };
  /** A box id that has no seat at the table. */
  'blackjack/unknown-box': { readonly box: string; readonly seated: readonly string[] };
  /** An amount of chips that is not a whole number within the bounds (a bet, an insurance, a stake). */
  'blackjack/bad-stake': {
    /** What the amount was for: a bet, an insurance, or a hand's stake (settling one hand). */
    readonly field: 'bet' | 'insurance' | 'stake';
    readonly box?: string;
    readonly value: string;
    readonly problem: ChipsProblem;
    readonly max: number;
  };
  /** A bet the box cannot place. */
  'blackjack/cannot-bet': BetRefusal;
  /** `deal` with no bet on the table. */
  'blackjack/no-bets': { readonly seated: readonly string[] };
  /** A card the rules refuse: a split ace under `hitSplitAces: false` takes its one card only. */
  'blackjack/cannot-hit': { readonly reason: 'split-aces' };
  /** A double the rules or the balance refuse. */
  'blackjack/cannot-double': DoubleRefusal;
  /** A split the rules or the balance refuse. */
  'blackjack/cannot-split': SplitRefusal;
  /** A surrender the rules refuse. */
  'blackjack/cannot-surrender': SurrenderRefusal;
  /** An insurance stake the rules or the balance refuse. */
  'blackjack/cannot-insure': InsuranceRefusal;
  /** Even money where it is not offered. */
  'blackjack/cannot-even-money': { readonly reason: 'not-offered' | 'no-blackjack'; readonly box: string };
  /** Cards that are not what a function needs (the two-card questions, settling one hand). */
  'blackjack/bad-cards':
    | { readonly reason: 'not-cards'; readonly value: string }
    /** Too few cards: `count` given, at least `min` needed (`of`: the player's hand or the dealer's). */
    | { readonly reason: 'count'; readonly of: 'hand' | 'dealer'; readonly count: number; readonly min: number };
  /** Under `rounding: 'refuse'`, a stake whose payout would not be whole chips. */
  'blackjack/fractional-payout': {
    readonly stake: number;
    readonly pays: number;
    readonly per: number;
    readonly multipleOf: number;
  };
}

/** A blackjack error code. */
export type BlackjackErrorCode = keyof BlackjackErrorDetails;

/** A blackjack rule error: a switch on `code` narrows `details`. */
export type BlackjackError = ErrorOf<BlackjackErrorDetails>;

/** Every code blackjack can return, for exhaustive translations (`@croupier/ru`) and tests. */
export const BLACKJACK_ERROR_CODES = [
  'blackjack/bad-rules',
  'blackjack/bad-setup',
  'blackjack/bad-action',
  'blackjack/wrong-phase',
  'blackjack/unknown-box',
  'blackjack/bad-stake',
  'blackjack/cannot-bet',
  'blackjack/no-bets',
  'blackjack/cannot-hit',
  'blackjack/cannot-double',
  'blackjack/cannot-split',
  'blackjack/cannot-surrender',
  'blackjack/cannot-insure',
  'blackjack/cannot-even-money',
  'blackjack/bad-cards',
  'blackjack/fractional-payout',
] as const satisfies readonly BlackjackErrorCode[];

// Compile-time check: the list names every code of the map.
type Unlisted = Exclude<BlackjackErrorCode, (typeof BLACKJACK_ERROR_CODES)[number]>;
const everyCodeListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyCodeListed;

const list = (xs: readonly (string | number)[]) => xs.join(', ');

const PROBLEM: Readonly<Record<ChipsProblem, string>> = {
  'not-a-number': 'not a number',
  'not-whole': 'not a whole number',
  negative: 'negative',
  zero: 'zero',
  'over-limit': 'over the limit',
};

/** The English sentence of each code, from its details. */
const MESSAGES: { readonly [C in BlackjackErrorCode]: (d: BlackjackErrorDetails[C]) => string } = {
  'blackjack/bad-rules': (d) => `Not valid blackjack rules: ${d.issues.map((i) => i.message).join('; ')}.`,
  'blackjack/bad-setup': (d) => {
    switch (d.reason) {
      case 'not-an-object':
        return `A setup is { seats: { id: chips }, seed, shoe? }; got ${d.value}.`;
      case 'unknown-key':
        return `A setup has no field ${d.value}; allowed: ${list(d.allowed)}.`;
      case 'no-seats':
        return 'A table needs at least one seat: seats: { anna: 1000 }.';
      case 'too-many-seats':
        return `A blackjack table has at most ${d.max} boxes; got ${d.count}.`;
      case 'seat-id':
        return `A seat id is a text of 1 to ${d.maxLength} characters; got ${d.value}.`;
      case 'balance':
        return `The balance of box "${d.box}" must be a whole number of chips from 0 to ${d.max}; got ${d.value} (${PROBLEM[d.problem]}).`;
      case 'seed':
        return `A seed is a whole number below 2^53 in size or a text of 1 to 200 characters; got ${d.value}.`;
      case 'shoe':
        return `A stacked shoe is an array of cards (or a shoe with cards, position and cut card); got ${d.value}.`;
    }
  },
  'blackjack/bad-action': (d) => {
    switch (d.reason) {
      case 'not-an-object':
        return `Not an action: ${d.value}; actions are objects with a type, one of ${list(d.allowed)}.`;
      case 'unknown-type':
        return `Unknown action type ${d.value}; allowed: ${list(d.allowed)}.`;
      case 'field':
        return `The action's ${d.field ?? 'field'} must be ${d.expected ?? 'valid'}; got ${d.value}.`;
    }
  },
  'blackjack/wrong-phase': (d) =>
    `"${d.action}" is not taken in the ${d.phase} phase; allowed now: ${d.allowed.length ? list(d.allowed) : 'nothing'}.`,
  'blackjack/unknown-box': (d) =>
    `No box "${d.box}" at this table; seated: ${d.seated.length ? list(d.seated) : 'nobody'}.`,
  'blackjack/bad-stake': (d) =>
    `The ${d.field === 'stake' ? "hand's stake" : d.field}${d.box === undefined ? '' : ` of box "${d.box}"`} must be a whole number of chips up to ${d.max}; got ${d.value} (${PROBLEM[d.problem]}).`,
  'blackjack/cannot-bet': (d) => {
    switch (d.reason) {
      case 'balance':
        return `Box "${d.box}" has ${d.balance} chips and cannot bet ${d.amount}.`;
      case 'table-limit':
        return `Box "${d.box}" cannot bet ${d.amount}: one bet holds at most ${d.max} chips.`;
      case 'balance-limit':
        return `Box "${d.box}" cannot bet ${d.amount}: its best outcome could carry its chips past ${d.max}; at most ${d.max} chips per box.`;
      case 'fractional':
        return `Box "${d.box}" cannot bet ${d.amount}: this table pays whole chips only, so bets are multiples of ${d.multipleOf}.`;
    }
  },
  'blackjack/no-bets': (d) =>
    `Nobody has bet; a box bets before the deal (seated: ${d.seated.length ? list(d.seated) : 'nobody'}).`,
  'blackjack/cannot-hit': () => 'A split ace takes one card only under these rules.',
  'blackjack/cannot-double': (d) => {
    switch (d.reason) {
      case 'not-two-cards':
        return `Only a hand's first two cards may be doubled; this hand has ${d.cards}.`;
      case 'total':
        return `Only a first-two-card total of ${list(d.allowed)} may be doubled; this hand has ${d.total}${d.low === undefined ? '' : ` (${d.low} with the ace as one)`}.`;
      case 'soft':
        return `A soft hand may not be doubled under these rules: ${d.total} counts, not ${d.low}; allowed totals ${list(d.allowed)}.`;
      case 'split-aces':
        return 'A split ace takes one card only under these rules; it may not be doubled.';
      case 'after-split':
        return 'A hand made by splitting may not be doubled under these rules.';
      case 'balance':
        return `Doubling needs ${d.needed} more chips; the box has ${d.balance}.`;
    }
  },
  'blackjack/cannot-split': (d) => {
    switch (d.reason) {
      case 'not-two-cards':
        return `Only a hand's first two cards may be split; this hand has ${d.cards}.`;
      case 'no-splitting':
        return 'Splitting is not allowed under these rules.';
      case 'not-a-pair':
        return d.splitBy === 'rank'
          ? 'Only two cards of the same rank may be split.'
          : 'Only two cards of the same value may be split (J+K counts, 9+10 does not).';
      case 'aces':
        return 'Aces may not be split under these rules.';
      case 'resplit-aces':
        return 'Split aces may not be split again under these rules.';
      case 'max-hands':
        return `A box may hold at most ${d.maxHands} hands.`;
      case 'balance':
        return `Splitting needs ${d.needed} more chips; the box has ${d.balance}.`;
    }
  },
  'blackjack/cannot-surrender': (d) => {
    switch (d.reason) {
      case 'not-offered':
        return 'Surrender is not offered under these rules.';
      case 'not-two-cards':
        return `Only a hand of its first two cards may surrender; this hand has ${d.cards}.`;
      case 'after-split':
        return 'A split hand may not surrender.';
    }
  },
  'blackjack/cannot-insure': (d) => {
    switch (d.reason) {
      case 'not-offered':
        return 'Insurance is not offered under these rules.';
      case 'even-money':
        return `Box "${d.box}" holds a blackjack against an ace and is offered even money: answer with evenMoney.`;
      case 'amount':
        return `Insurance of box "${d.box}" is at most half its bet, ${d.max}; got ${d.amount}.`;
      case 'balance':
        return `Box "${d.box}" has ${d.balance} chips and cannot insure for ${d.amount}.`;
      case 'fractional':
        return `Insurance of ${d.amount} would pay a fraction of a chip; this table takes multiples of ${d.multipleOf}.`;
    }
  },
  'blackjack/cannot-even-money': (d) =>
    d.reason === 'not-offered'
      ? 'Even money is not offered under these rules.'
      : `Even money is offered only to a blackjack against an ace; box "${d.box}" has none.`,
  'blackjack/bad-cards': (d) =>
    d.reason === 'count'
      ? `The ${d.of === 'hand' ? "player's hand" : "dealer's hand"} needs at least ${d.min} cards; got ${d.count}.`
      : `Not a list of cards: ${d.value}; a card is a whole number 0–51 (rank × 4 + suit).`,
  'blackjack/fractional-payout': (d) =>
    `A stake of ${d.stake} at ${d.pays}:${d.per} would pay a fraction of a chip; this table takes multiples of ${d.multipleOf}.`,
};

/**
 * Builds a blackjack rule error with its English message: the one place every error is made.
 *
 * @param code - The code.
 * @param details - Its details (what a sentence in any language needs).
 * @returns `{ ok: false, error: { code, message, details } }`.
 * @example
 * ```ts
 * blackjackError('blackjack/cannot-double', { reason: 'total', total: 12, allowed: [9, 10, 11] });
 * // error.message: 'Only a first-two-card total of 9, 10, 11 may be doubled; this hand has 12.'
 * ```
 */
export function blackjackError<C extends BlackjackErrorCode>(
  code: C,
  details: BlackjackErrorDetails[C],
): Err<Extract<BlackjackError, { code: C }>> {
  const message = (MESSAGES[code] as (d: BlackjackErrorDetails[C]) => string)(details);
  return { ok: false, error: { code, message, details } as unknown as Extract<BlackjackError, { code: C }> };
}
